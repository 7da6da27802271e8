/**
 * Password reset (spec 02 §2 /login "Forgot your password?" and /reset-password).
 *
 * - A request answers the same whether or not an account has the address (the route runs this
 *   after its answer, so neither the text nor the time tells); an active account gets an email
 *   with a link holding a token of lib/security/email-token, purpose "password-reset": random,
 *   stored hashed, single use, 1 hour, and a new request replaces the previous link.
 * - Setting the new password spends the token in the same UPDATE that stores the argon2id hash and
 *   moves the session version on, so every session opened before the reset ends (lib/auth/session.ts)
 *   and two clicks on one link cannot both succeed. The account's login lockouts are cleared:
 *   whoever reset it has just proved they hold the mailbox. Nobody is signed in by a reset (the
 *   page sends them to /login).
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts } from "@/db/schema";
import * as passwordResetEmail from "@/emails/password-reset-email";
import { badRequest } from "@/lib/api/errors";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/api/rate-limit";
import { sendEmail as defaultSendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { consumeEmailToken, emailTokenTtlMs, isEmailToken, issueEmailToken } from "@/lib/security/email-token";
import { MINUTE } from "@/lib/time";
import { clearLoginFailures } from "./login-limits";
import { hashPassword } from "./password";

/** The one answer to every reset request. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. The link works once and expires in 1 hour.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in with your new password.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export const PASSWORD_RESET_TTL_MS = emailTokenTtlMs("password-reset");

type Deps = { db?: Database; send?: typeof defaultSendEmail; now?: Date };

/**
 * Emails a reset link when an active account has this (normalised) address; does nothing
 * otherwise, or once the mailbox has had RATE_LIMITS.mailbox reset emails today.
 */
export async function requestPasswordReset(
  email: string,
  { db = defaultDb, send = defaultSendEmail, now = new Date() }: Deps = {},
): Promise<{ sent: boolean }> {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, isActive: accounts.isActive })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  if (!account || !account.isActive) return { sent: false };
  const mailbox = await consumeRateLimit(RATE_LIMITS.mailbox, `password-reset:${account.email}`, { db, now });
  if (!mailbox.allowed) return { sent: false };

  const { token, hash, columns } = issueEmailToken("password-reset", { now });
  await db.update(accounts).set(columns).where(eq(accounts.id, account.id));
  const resetUrl = `${env().appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const result = await send({
    to: account.email,
    template: passwordResetEmail,
    props: { name: account.name, resetUrl, expiresInMinutes: Math.round(PASSWORD_RESET_TTL_MS / MINUTE) },
    emailType: "password_reset",
    idempotencyKey: `password-reset:${account.id}:${hash.slice(0, 16)}`,
  });
  return { sent: result.status !== "failed" };
}

/**
 * Sets a new password with an emailed token. 400 { code: "invalid_token" } for a link that is not
 * one of ours, { code: "verification_failed" } for one that is used, replaced or expired; both
 * with RESET_LINK_INVALID.
 */
export async function resetPassword(
  input: { token: string; password: string },
  { db = defaultDb, now = new Date() }: Omit<Deps, "send"> = {},
): Promise<{ accountId: number }> {
  // A forged or malformed token is refused before the (deliberately slow) hash is computed.
  if (!isEmailToken("password-reset", input.token)) throw badRequest(RESET_LINK_INVALID, undefined, "invalid_token");
  const passwordHash = await hashPassword(input.password);
  const used = await consumeEmailToken("password-reset", input.token, {
    db,
    now,
    set: {
      passwordHash,
      // An SQL expression where the column's type says number: consumeEmailToken passes `set` to
      // Drizzle's update unchanged, so the bump happens in the statement that spends the token.
      sessionVersion: sql`${accounts.sessionVersion} + 1` as unknown as number,
    },
  });
  if (!used.ok) {
    throw badRequest(RESET_LINK_INVALID, undefined, used.reason === "invalid-token" ? "invalid_token" : "verification_failed");
  }
  await clearLoginFailures(db, "account", used.row.email);
  return { accountId: used.row.id };
}
