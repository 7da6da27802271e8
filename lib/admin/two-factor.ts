/**
 * Two-factor sign-in for admin staff (TOTP, the account module's crypto: lib/auth/two-factor.ts).
 * Required after an admin's first login: a password login without it opens a session that can do
 * nothing but enrol (lib/admin/route.ts refuses every other admin call), and the portal page shows
 * the enrolment step; once on, the login asks for the code (lib/auth/login.ts, loginAdmin).
 *
 * The secret is encrypted as the account module does, bound to the staff row: the additional data
 * is the NEGATIVE user id (`account:-<id>`), a value no account row can have, so an admin's stored
 * secret cannot be moved onto an account (or the other way round) and still decrypt.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { users } from "@/db/schema";
import { badRequest, conflict, forbidden } from "@/lib/api/errors";
import {
  decryptTotpSecret,
  encryptTotpSecret,
  enrolmentOffer,
  newTotpSecret,
  verifyTotp,
} from "@/lib/auth/two-factor";
import { claimTotpStep } from "@/lib/auth/two-factor-store";

export const TWO_FACTOR_SETUP_REQUIRED = "Set up two-factor sign-in to open the admin portal.";
export const ADMIN_ALREADY_ON = "Two-factor sign-in is already on.";
export const ADMIN_NO_ENROLMENT = "Set-up has not started or has expired. Please start again.";
export const ADMIN_WRONG_SETUP_CODE = "That code is not correct. Check the time on your phone and try again.";

type Deps = { db?: Database; now?: Date };
const aad = (userId: number) => -userId;

async function staffRow(userId: number, db: Database) {
  const [row] = await db
    .select({ id: users.id, username: users.username, totpSecret: users.totpSecret, totpPendingSecret: users.totpPendingSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

const isOn = (row: { totpSecret: string | null; totpEnabledAt: Date | null } | null) => !!row && row.totpSecret !== null && row.totpEnabledAt !== null;

export async function adminHasTwoFactor(userId: number, { db = defaultDb }: Deps = {}): Promise<boolean> {
  return isOn(await staffRow(userId, db));
}

/** Every admin call except enrolment: refused (403) until two-factor is on. */
export async function requireAdminTwoFactor(userId: number, deps: Deps = {}): Promise<void> {
  if (!(await adminHasTwoFactor(userId, deps))) throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
}

export async function startAdminEnrolment(userId: number, { db = defaultDb }: Deps = {}) {
  const row = await staffRow(userId, db);
  if (!row) throw forbidden();
  if (isOn(row)) throw conflict(ADMIN_ALREADY_ON);
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: encryptTotpSecret(secret, aad(userId)) }).where(eq(users.id, userId));
  return { secret, ...(await enrolmentOffer(secret, row.username)) };
}

export async function confirmAdminEnrolment(userId: number, code: string, { db = defaultDb, now = new Date() }: Deps = {}) {
  const row = await staffRow(userId, db);
  if (!row) throw forbidden();
  if (isOn(row)) throw conflict(ADMIN_ALREADY_ON);
  const pending = decryptTotpSecret(row.totpPendingSecret, aad(userId));
  if (!pending || !row.totpPendingSecret) throw badRequest(ADMIN_NO_ENROLMENT);
  const step = verifyTotp(pending, code, now);
  if (step === null) throw badRequest(ADMIN_WRONG_SETUP_CODE);
  const [enabled] = await db
    .update(users)
    .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, row.totpPendingSecret)))
    .returning({ id: users.id });
  if (!enabled) throw badRequest(ADMIN_NO_ENROLMENT);
  // The code that confirmed set-up cannot be replayed as a login code.
  await claimTotpStep(`admin:${userId}`, step, db);
}

/** Whether this staff row has two-factor on (login: the code step is needed). */
export async function adminTwoFactorRow(userId: number, { db = defaultDb }: Deps = {}) {
  const row = await staffRow(userId, db);
  return isOn(row) ? row : null;
}

/** Checks a login code: right for the stored secret and not used before. */
export async function verifyAdminCode(userId: number, code: string, { db = defaultDb, now = new Date() }: Deps = {}): Promise<boolean> {
  const row = await staffRow(userId, db);
  if (!row || !isOn(row)) return false;
  const secret = decryptTotpSecret(row.totpSecret, aad(userId));
  if (!secret) return false;
  const step = verifyTotp(secret, code, now);
  if (step === null) return false;
  // A code works once, as for accounts (lib/auth/two-factor-store.ts).
  return claimTotpStep(`admin:${userId}`, step, db);
}
