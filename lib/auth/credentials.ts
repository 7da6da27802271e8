import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { dummyPasswordHash, verifyPassword } from "./password";
import type { SessionClaims } from "./session";

export type AuthenticatedAccount = { id: number; name: string; email: string; sessionVersion: number };
/** An account whose password was right; with two-factor on, the password alone opens no session (lib/auth/login.ts). */
export type PasswordCheckedAccount = AuthenticatedAccount & { twoFactor: boolean };

/** Checks an email + password. Same work whether or not the email exists (no enumeration). */
export async function authenticateAccount(email: string, password: string): Promise<PasswordCheckedAccount | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      isActive: accounts.isActive,
      sessionVersion: accounts.sessionVersion,
      totpSecret: accounts.totpSecret,
      totpEnabledAt: accounts.totpEnabledAt,
    })
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok || !row.isActive) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    sessionVersion: row.sessionVersion,
    twoFactor: row.totpSecret !== null && row.totpEnabledAt !== null,
  };
}

export type AuthenticatedAdmin = { id: number; username: string; sessionVersion: number };

export async function authenticateAdmin(username: string, password: string): Promise<AuthenticatedAdmin | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) return null;
  return { id: row.id, username: row.username, sessionVersion: row.sessionVersion };
}

export function accountClaims(a: AuthenticatedAccount): SessionClaims {
  return { realm: "account", sub: String(a.id), sv: a.sessionVersion, name: a.name, email: a.email };
}

export function adminClaims(u: AuthenticatedAdmin): SessionClaims {
  return { realm: "admin", sub: String(u.id), sv: u.sessionVersion, name: u.username };
}

/** Ends every existing session of an account (password change, reset, deactivation). */
export async function revokeAccountSessions(accountId: number) {
  await db
    .update(accounts)
    .set({ sessionVersion: sql`${accounts.sessionVersion} + 1` })
    .where(eq(accounts.id, accountId));
}

export async function revokeAdminSessions(userId: number) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
