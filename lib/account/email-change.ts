/**
 * Changing an account's email (spec 02 §2 account edit): the new address is only stored as
 * `pendingEmail` and sent a confirmation link (lib/security/email-token.ts, purpose
 * "email-change"); the change applies when that link is followed, so nobody can move an account
 * to an address they cannot read, or lock its owner out with a typo. A new request replaces the
 * earlier link.
 */
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts } from "@/db/schema";
import * as emailChangeEmail from "@/emails/email-change-email";
import { conflict } from "@/lib/api/errors";
import { consumeRateLimit, enforceRateLimit, RATE_LIMITS, type RateLimitRule } from "@/lib/api/rate-limit";
import { constants } from "@/lib/config/public";
import { sendEmail, type SendEmailDeps } from "@/lib/email/send";
import { env } from "@/lib/env";
import { consumeEmailToken, hashEmailToken, issueEmailToken, type EmailTokenFailure } from "@/lib/security/email-token";

export const EMAIL_TAKEN = "An account with this email already exists";
/** Per account: a signed-in person cannot use the form to send links to a long list of addresses. */
export const EMAIL_CHANGE_LIMIT: RateLimitRule = { name: "email-change", limit: 5, windowMs: 24 * 60 * 60_000 };

/** The confirmation link's address: a route that applies the change and returns to /dashboard. */
export function confirmEmailUrl(token: string): string {
  return `${env().appUrl}/api/accounts/confirm-email?token=${encodeURIComponent(token)}`;
}

export async function emailTakenByAnother(email: string, accountId: number, db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), ne(accounts.id, accountId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Checks a requested address before anything is written: 409 when another account uses it,
 * 429 past the account's daily number of requests.
 */
export async function checkEmailChange({ accountId, email, db, now }: { accountId: number; email: string; db: Database; now: Date }) {
  if (await emailTakenByAnother(email, accountId, db)) throw conflict(EMAIL_TAKEN, "email_taken");
  await enforceRateLimit(EMAIL_CHANGE_LIMIT, String(accountId), { db, now });
}

/** The columns that record a requested change, and the token to email (after they are written). */
export function emailChangeColumns(email: string, now: Date) {
  const { token, columns } = issueEmailToken("email-change", { now });
  return { token, columns: { ...columns, pendingEmail: email } };
}

/** The columns that cancel a requested change (its link stops working). */
export const NO_EMAIL_CHANGE = { pendingEmail: null, emailChangeToken: null, emailChangeExpires: null } as const;

/**
 * Sends the confirmation link to the new address. Returns whether it went out; past the mailbox's
 * daily limit nothing is sent (the answer to the person does not change).
 */
export async function sendEmailChangeLink(
  { name, email, token, db = defaultDb, now = new Date(), emailDeps }: {
    name: string;
    email: string;
    token: string;
    db?: Database;
    now?: Date;
    emailDeps?: SendEmailDeps;
  },
): Promise<boolean> {
  if (!(await consumeRateLimit(RATE_LIMITS.mailbox, `email-change:${email}`, { db, now })).allowed) return true;
  const result = await sendEmail(
    {
      to: email,
      template: emailChangeEmail,
      props: { name, newEmail: email, confirmUrl: confirmEmailUrl(token), expiresInDays: constants.verificationTokenDays },
      emailType: "verification",
    },
    emailDeps ?? { db },
  );
  return result.status !== "failed";
}

export type EmailChangeFailure = EmailTokenFailure | "email-taken";
export type ConfirmedEmailChange = { ok: true; accountId: number; email: string } | { ok: false; reason: EmailChangeFailure };

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * Follows a confirmation link: one UPDATE moves pendingEmail into email and spends the token.
 * When another account took the address in the meantime (unique violation), the request is
 * dropped and "email-taken" answered; the account keeps its address.
 */
export async function confirmEmailChange(
  token: string | null | undefined,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<ConfirmedEmailChange> {
  try {
    const used = await consumeEmailToken("email-change", token, {
      db,
      now,
      // Both right-hand sides read the row as it was (SQL), so email takes the pending address.
      set: { email: sql`coalesce(${accounts.pendingEmail}, ${accounts.email})` as unknown as string, pendingEmail: null },
    });
    if (!used.ok) return used;
    return { ok: true, accountId: used.row.id, email: used.row.email };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.update(accounts).set(NO_EMAIL_CHANGE).where(eq(accounts.emailChangeToken, hashEmailToken(String(token).trim())));
    return { ok: false, reason: "email-taken" };
  }
}
