import "./zod-setup";
import { z } from "zod";
import { emailSchema } from "./common";

/**
 * Password reset (spec 02 §3, §5, §7): the "Forgot your password?" request, the /reset-password
 * form, and the body of POST /api/auth/reset-password, built from the same fields so the form and
 * the route say the same thing.
 */

/** "Forgot your password?": the form toasts "Invalid Email" when this refuses. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** Spec 02 §9: at least 6 on reset (account edit asks 8). The upper bound caps the cost of hashing. */
const newPassword = z
  .string({ error: "Password must be at least 6 characters long" })
  .min(6, "Password must be at least 6 characters long")
  .max(128, "Password must be at most 128 characters");

/** The emailed token as it arrives from the link (its shape and signature are checked by lib/security/email-token). */
const resetToken = z.string({ error: "Invalid Reset Link" }).trim().min(1, "Invalid Reset Link").max(512, "Invalid Reset Link");

/** The /reset-password form (spec 02 §5). */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(6, "Please confirm your password")
      .max(128, "Password must be at most 128 characters"),
  })
  .refine((d) => d.password === d.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
    // Only once both fields are otherwise valid: a short confirmation gets its own message alone.
    when: (payload) => payload.issues.length === 0,
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password {token,password} (spec 02 §7). */
export const resetPasswordSchema = z.object({ token: resetToken, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What both reset endpoints answer on success. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
