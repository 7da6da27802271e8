/**
 * Limits on password guessing, for both realms (lib/auth/login.ts applies them). Failures only are
 * counted, each in three places, and a login is refused (429, Retry-After) while any counter it
 * falls under is full:
 * - per client address: one address guessing at many accounts;
 * - per account, for browsers that have never signed in to it: many addresses guessing at one
 *   account;
 * - per known browser: a browser that has signed in to the account before (it holds a signed
 *   "known device" cookie, LOGIN_DEVICE_COOKIE) has a counter of its own instead of the account's.
 *   So a stranger who fills the account's counter locks out only other strangers: the owner keeps
 *   signing in from their usual browser (OWASP's "device cookie" defence against lockout attacks).
 * The lockout is short (the rest of the window) and cleared for the account by a successful login
 * or a password reset. The address counter is not cleared by a success, or one account of an
 * attacker's own would let them reset it between guesses.
 *
 * Relative imports only: the admin commands (scripts/admin.ts, run by tsx) clear an admin's
 * failures on a password reset.
 */
import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema";
import { rateLimitKey } from "../api/rate-limit-key";

export type LoginRealm = "account" | "admin";
export type LoginRule = { name: string; limit: number; windowMs: number };

const WINDOW_MS = 15 * 60_000;

export const LOGIN_LIMITS: Record<LoginRealm, { account: LoginRule; device: LoginRule; address: LoginRule }> = {
  account: {
    account: { name: "login-account", limit: 10, windowMs: WINDOW_MS },
    device: { name: "login-device", limit: 10, windowMs: WINDOW_MS },
    // Higher: the employees of one agency may share an office's address.
    address: { name: "login-address", limit: 30, windowMs: WINDOW_MS },
  },
  admin: {
    account: { name: "admin-login-account", limit: 5, windowMs: WINDOW_MS },
    device: { name: "admin-login-device", limit: 5, windowMs: WINDOW_MS },
    address: { name: "admin-login-address", limit: 10, windowMs: WINDOW_MS },
  },
};

/** The account a login names, as counted: emails and usernames are matched without regard to case. */
export const loginSubject = (realm: LoginRealm, login: string) => `${realm}:${login.trim().toLowerCase()}`;

/**
 * The counter of one known browser of one account. The account's hash is part of the rule's name,
 * so the key reads `<name>:<account hash>:<browser hash>` and a password reset can clear every
 * browser's counter of the account by its prefix, without knowing the browsers.
 */
export function deviceRule(realm: LoginRealm, login: string): LoginRule {
  const rule = LOGIN_LIMITS[realm].device;
  return { ...rule, name: rateLimitKey(rule, loginSubject(realm, login)) };
}

/**
 * Forgets the failures counted against an account, from strangers and from its known browsers
 * (a password reset; a successful login clears the same in login.ts). The address counters stay.
 */
export async function clearLoginFailures(db: Database, realm: LoginRealm, login: string): Promise<void> {
  const subject = loginSubject(realm, login);
  const devicePrefix = `${deviceRule(realm, login).name}:`;
  await db
    .delete(rateLimitBuckets)
    .where(
      or(
        eq(rateLimitBuckets.key, rateLimitKey(LOGIN_LIMITS[realm].account, subject)),
        // starts_with, not LIKE: the base64url hash may contain "_", a LIKE wildcard.
        sql`starts_with(${rateLimitBuckets.key}, ${devicePrefix})`,
      ),
    );
}
