import "./zod-setup";
import { z } from "zod";

/**
 * Two-factor sign-in (TOTP), shared by the login form's code step, the Account tab's settings and
 * the /api/auth/two-factor/* routes.
 */

export const CODE_REQUIRED = "Enter the code from your authenticator app or a recovery code";
export const SIX_DIGITS = "Enter the 6-digit code from your authenticator app";

/** A code at sign-in or when turning two-factor off: 6 digits from the app, or a recovery code (xxxx-xxxx-xxxx). */
const anyCode = z.string({ error: CODE_REQUIRED }).trim().min(1, CODE_REQUIRED).max(64, CODE_REQUIRED);

/** The enrolment's confirmation: a code from the app only (spaces allowed, as apps group the digits). */
const appCode = z
  .string({ error: SIX_DIGITS })
  .max(64, SIX_DIGITS)
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, SIX_DIGITS));

/** POST /api/auth/two-factor/login: the challenge from the password step and a code. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: "Please sign in again" }).min(1, "Please sign in again").max(512, "Please sign in again"),
  code: anyCode,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

/** The login form's code step (the challenge is held by the form, not typed). */
export const twoFactorCodeFormSchema = z.object({ code: anyCode });
export type TwoFactorCodeFormInput = z.infer<typeof twoFactorCodeFormSchema>;

/** POST /api/auth/two-factor/confirm. */
export const twoFactorConfirmSchema = z.object({ code: appCode });
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmSchema>;

/** POST /api/auth/two-factor/disable: the current password and a current code. */
export const twoFactorDisableSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  code: anyCode,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

/** POST /api/auth/login for an account with two-factor sign-in: no session yet, a challenge for the code step. */
export const twoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

/** POST /api/auth/two-factor/setup: what the authenticator app needs. */
export const twoFactorSetupResponseSchema = z.object({
  qrDataUrl: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/two-factor/confirm: the recovery codes, shown once. */
export const twoFactorConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;
