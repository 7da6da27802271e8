/**
 * Admin logins managed from the command line (`npm run admin:create`, `npm run admin:reset-password`,
 * scripts/admin.ts): the only way to create the first admin of a production database, where no
 * development login is ever seeded. Passwords are hashed with the app's argon2id (./password).
 *
 * The database is passed in (the command opens its own pool); imports are relative so tsx runs it.
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { clearLoginFailures } from "./login-limits";
import { hashPassword } from "./password";

/** A refused request, worded for the person at the terminal. */
export class AdminUserError extends Error {
  override name = "AdminUserError";
}

export const ADMIN_PASSWORD_MIN = 12;
/** The admin login form accepts at most 100 characters of username and 200 of password. */
export const ADMIN_USERNAME_MAX = 100;
export const ADMIN_PASSWORD_MAX = 200;

/** Trimmed (as the login form trims it); letters, digits and . _ @ - only. Returns the username to store. */
export function checkAdminUsername(input: string): string {
  const username = input.normalize("NFC").trim();
  if (!username) throw new AdminUserError("Username is required.");
  if (username.length > ADMIN_USERNAME_MAX) throw new AdminUserError(`Username must be at most ${ADMIN_USERNAME_MAX} characters.`);
  if (!/^[\p{L}\p{N}._@-]+$/u.test(username)) {
    throw new AdminUserError("Username may contain only letters, digits and . _ @ - (no spaces).");
  }
  return username;
}

export function checkAdminPassword(password: string): void {
  if (password.length < ADMIN_PASSWORD_MIN) throw new AdminUserError(`Password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
  if (password.length > ADMIN_PASSWORD_MAX) throw new AdminUserError(`Password must be at most ${ADMIN_PASSWORD_MAX} characters.`);
  // The login form trims what is typed, so such a password could never be entered.
  if (password !== password.trim()) throw new AdminUserError("Password must not start or end with a space.");
  if (/\p{Cc}/u.test(password)) throw new AdminUserError("Password must not contain control characters.");
}

/** The admin whose username matches, ignoring case (as the login does). */
export async function findAdmin(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type AdminUser = { id: number; username: string };

export const alreadyExists = (username: string) =>
  new AdminUserError(`An admin named "${username}" already exists. To change its password: npm run admin:reset-password -- ${username}`);
export const noSuchAdmin = (username: string) =>
  new AdminUserError(`No admin named "${username}". To create one: npm run admin:create -- ${username}`);

export async function createAdmin(db: Database, input: { username: string; password: string }): Promise<AdminUser> {
  const username = checkAdminUsername(input.username);
  checkAdminPassword(input.password);
  const existing = await findAdmin(db, username);
  if (existing) throw alreadyExists(existing.username);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id, username: users.username });
  if (!row) throw alreadyExists(username);
  return row;
}

/**
 * Sets a new password and signs the admin out everywhere (session version + 1), since a reset is
 * what one does after a password leaked; clears the admin's failed-login counters.
 */
export async function resetAdminPassword(db: Database, input: { username: string; password: string }): Promise<AdminUser> {
  const username = checkAdminUsername(input.username);
  checkAdminPassword(input.password);
  const existing = await findAdmin(db, username);
  if (!existing) throw noSuchAdmin(username);
  const passwordHash = await hashPassword(input.password);
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, existing.id));
  // A reset also ends a lockout by failed logins (lib/auth/login-limits.ts).
  await clearLoginFailures(db, "admin", existing.username);
  return existing;
}
