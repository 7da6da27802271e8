/**
 * Two-factor sign-in, the stored part: enrolment (an offered secret waits in totpPendingSecret
 * until a code from the app confirms it), turning it off, and checking a code at sign-in.
 *
 * The caller is always the session's account (the routes pass ctx.account.accountId); nothing
 * here takes an account id from a request.
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accountRecoveryCodes, accounts, rateLimitBuckets } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { rateLimitKey } from "@/lib/api/rate-limit-key";
import {
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  asTotpCode,
  decryptTotpSecret,
  encryptTotpSecret,
  enrolmentOffer,
  generateRecoveryCodes,
  hashRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  verifyTotp,
} from "./two-factor";
import { verifyPassword } from "./password";

export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_ON = "Two-factor sign-in is not on.";
export const NO_ENROLMENT = "Set-up has not started or has expired. Please start again.";
export const WRONG_SETUP_CODE = "That code is not correct. Check the time on your phone and try again.";
export const WRONG_PASSWORD_OR_CODE = "The password or the code is not correct.";

type Deps = { db?: Database; now?: Date };

async function twoFactorRow(accountId: number, db: Database) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      totpSecret: accounts.totpSecret,
      totpPendingSecret: accounts.totpPendingSecret,
      totpEnabledAt: accounts.totpEnabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound("Account not found");
  return row;
}

const isOn = (row: { totpSecret: string | null; totpEnabledAt: Date | null }) => row.totpSecret !== null && row.totpEnabledAt !== null;

/** Whether the account signs in with a second factor (the dashboard's TwoFactorSettings `enabled`). */
export async function isTwoFactorEnabled(accountId: number, { db = defaultDb }: Deps = {}): Promise<boolean> {
  const [row] = await db
    .select({ totpSecret: accounts.totpSecret, totpEnabledAt: accounts.totpEnabledAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ? isOn(row) : false;
}

export type EnrolmentOffer = { secret: string; otpauthUrl: string; qrDataUrl: string };

/**
 * Offers a new secret (replacing any earlier offer that was not confirmed). Refused while
 * two-factor is on: a stolen session must not swap the owner's authenticator for its own.
 */
export async function startEnrolment(accountId: number, { db = defaultDb }: Deps = {}): Promise<EnrolmentOffer> {
  const row = await twoFactorRow(accountId, db);
  if (isOn(row)) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await db.update(accounts).set({ totpPendingSecret: encryptTotpSecret(secret, accountId) }).where(eq(accounts.id, accountId));
  return { secret, ...(await enrolmentOffer(secret, row.email)) };
}

/**
 * Confirms the offered secret with a code from the app: two-factor is on from now, and ten new
 * recovery codes (any earlier ones are deleted) are returned, in clear, this once.
 */
export async function confirmEnrolment(
  accountId: number,
  code: string,
  { db = defaultDb, now = new Date() }: Deps = {},
): Promise<{ recoveryCodes: string[] }> {
  const row = await twoFactorRow(accountId, db);
  if (isOn(row)) throw conflict(ALREADY_ON);
  const pending = decryptTotpSecret(row.totpPendingSecret, accountId);
  if (!pending || !row.totpPendingSecret) throw badRequest(NO_ENROLMENT);
  if (verifyTotp(pending, code, now) === null) throw badRequest(WRONG_SETUP_CODE);

  const recoveryCodes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    // Only the offer that was checked: a second set-up started meanwhile makes this one stale.
    const [enabled] = await tx
      .update(accounts)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.totpPendingSecret, row.totpPendingSecret!)))
      .returning({ id: accounts.id });
    if (!enabled) throw badRequest(NO_ENROLMENT);
    await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
    await tx
      .insert(accountRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ accountId, codeHash: hashRecoveryCode(c), createdAt: now })));
  });
  return { recoveryCodes };
}

/**
 * Checks a second factor of an account with two-factor on: an app code not used before, or an
 * unused recovery code, which is spent by the same statement that finds it (two requests with one
 * code cannot both pass). False for anything else.
 */
export async function verifySecondFactor(
  account: { id: number; totpSecret: string | null },
  code: string,
  { db = defaultDb, now = new Date() }: Deps = {},
): Promise<boolean> {
  if (asTotpCode(code)) {
    const secret = decryptTotpSecret(account.totpSecret, account.id);
    if (!secret) return false;
    const step = verifyTotp(secret, code, now);
    if (step === null) return false;
    return claimTotpStep(`account:${account.id}`, step, db);
  }
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return false;
  const spent = await db
    .update(accountRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountRecoveryCodes.accountId, account.id),
        eq(accountRecoveryCodes.codeHash, hashRecoveryCode(recovery)),
        isNull(accountRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: accountRecoveryCodes.id });
  return spent.length > 0;
}

/**
 * An app code works once: the first use of a time step is recorded, a second one is refused
 * (someone who watched the code being typed cannot use it within its window). There is no
 * column for this; a row of rate_limit_buckets keyed by the account and step does the job (its
 * primary key makes the claim atomic, and its expiry gets it cleaned up with the other buckets
 * once the step can no longer be accepted).
 */
export async function claimTotpStep(subject: `account:${number}` | `admin:${number}`, step: number, db: Database): Promise<boolean> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  const claimed = await db
    .insert(rateLimitBuckets)
    .values({
      key: rateLimitKey({ name: "totp-used" }, subject),
      windowStart: new Date(step * periodMs),
      count: 1,
      expiresAt: new Date((step + TOTP_WINDOW + 2) * periodMs),
    })
    .onConflictDoNothing()
    .returning({ count: rateLimitBuckets.count });
  return claimed.length > 0;
}

/** The stored columns verifySecondFactor needs, for the account whose password was just checked. */
export async function secondFactorOf(accountId: number, { db = defaultDb }: Deps = {}) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      isActive: accounts.isActive,
      sessionVersion: accounts.sessionVersion,
      totpSecret: accounts.totpSecret,
      totpEnabledAt: accounts.totpEnabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row && isOn(row) ? row : null;
}

/**
 * Turns two-factor off, with the account's current password and a current code (app or
 * recovery): the secret, any pending offer and every recovery code go. Returns false (nothing
 * changed) when the password or the code is wrong; the caller counts that as a failed login.
 */
export async function disableTwoFactor(
  accountId: number,
  input: { password: string; code: string },
  { db = defaultDb, now = new Date() }: Deps = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash, totpSecret: accounts.totpSecret, totpEnabledAt: accounts.totpEnabledAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound("Account not found");
  if (!isOn(row)) throw conflict(NOT_ON);
  // The code only after the password: a wrong password must not spend a recovery code.
  const passwordOk = await verifyPassword(row.passwordHash, input.password);
  const codeOk = passwordOk && (await verifySecondFactor(row, input.code, { db, now }));
  if (!passwordOk || !codeOk) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null })
      .where(eq(accounts.id, accountId));
    await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
  });
  return true;
}
