/**
 * Editing the signed-in account from the dashboard (PUT /api/accounts/{id}): name, email and
 * password, each change confirmed with the current password.
 * - A new password is hashed and moves the session version on, which ends every other session;
 *   the caller re-issues this browser's cookie from the returned claims, so it stays signed in.
 * - A new email is not applied here: it waits in pendingEmail for its confirmation link
 *   (./email-change.ts). Saving the current address again cancels a pending change.
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts } from "@/db/schema";
import { badRequest, notFound } from "@/lib/api/errors";
import { accountClaims } from "@/lib/auth/credentials";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { SessionClaims } from "@/lib/auth/session";
import type { SendEmailDeps } from "@/lib/email/send";
import type { AccountUpdateData, AccountUpdateResponse } from "@/lib/validation/account-settings";
import { checkEmailChange, emailChangeColumns, NO_EMAIL_CHANGE, sendEmailChangeLink } from "./email-change";
import { ACCOUNT_NOT_FOUND } from "./own";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

export type AccountUpdateResult = {
  body: AccountUpdateResponse;
  /** Claims for a fresh session cookie when the password changed (every older session has ended). */
  claims: SessionClaims | null;
};

export async function updateAccount({
  accountId,
  input,
  db = defaultDb,
  now = new Date(),
  emailDeps,
}: {
  accountId: number;
  input: AccountUpdateData;
  db?: Database;
  now?: Date;
  emailDeps?: SendEmailDeps;
}): Promise<AccountUpdateResult> {
  // The hash is read only to check the current password, and never leaves this function.
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      pendingEmail: accounts.pendingEmail,
      emailChangeExpires: accounts.emailChangeExpires,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);

  const set: Partial<typeof accounts.$inferInsert> = { name: input.name };
  let token: string | null = null;
  if (input.email === row.email) {
    if (row.pendingEmail) Object.assign(set, NO_EMAIL_CHANGE);
  } else {
    const waiting = input.email === row.pendingEmail && row.emailChangeExpires !== null && row.emailChangeExpires > now;
    if (!waiting) {
      await checkEmailChange({ accountId, email: input.email, db, now });
      const change = emailChangeColumns(input.email, now);
      token = change.token;
      Object.assign(set, change.columns);
    }
  }
  const passwordChanged = Boolean(input.newPassword);
  if (passwordChanged) set.passwordHash = await hashPassword(input.newPassword!);

  const [updated] = await db
    .update(accounts)
    .set(passwordChanged ? { ...set, sessionVersion: sql`${accounts.sessionVersion} + 1` } : set)
    .where(eq(accounts.id, accountId))
    .returning({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      pendingEmail: accounts.pendingEmail,
      sessionVersion: accounts.sessionVersion,
    });
  if (!updated) throw notFound(ACCOUNT_NOT_FOUND);

  const sent = token ? await sendEmailChangeLink({ name: updated.name, email: input.email, token, db, now, emailDeps }) : false;
  const messages = ["Your account information has been updated."];
  if (token && sent) messages.push(`We sent a confirmation link to ${input.email}. Your email address changes once you follow it.`);
  else if (token) messages.push(`We could not send the confirmation email to ${input.email}. Please save again to retry.`);
  else if (updated.pendingEmail) messages.push(`Your new email address ${updated.pendingEmail} is waiting for confirmation.`);
  if (passwordChanged) messages.push("Your password was changed and your other sessions were signed out.");

  return {
    body: {
      id: updated.id,
      name: updated.name,
      email: updated.email,
      pendingEmail: updated.pendingEmail,
      emailConfirmationSent: Boolean(token && sent),
      passwordChanged,
      message: messages.join(" "),
    },
    claims: passwordChanged ? accountClaims(updated) : null,
  };
}
