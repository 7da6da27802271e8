/**
 * Password logins, shared by the JSON endpoints (/api/auth/login, /api/admin/login) and
 * next-auth's credentials callback, so both doors have the same limits (lib/auth/login-limits.ts):
 * failed passwords are counted per client address and per account (or, for a browser that has
 * signed in to the account before, per that browser), and a full counter refuses the login with a
 * 429 until its short window ends. A successful login clears the account's counters.
 *
 * Two-factor sign-in: for an account with it on, the right password is not yet a login. The JSON
 * endpoint answers a challenge (beginAccountLogin), and the code step (completeTwoFactorLogin)
 * counts a wrong code exactly like a wrong password, so codes cannot be guessed faster than
 * passwords. The right password alone clears no counter (or a thief who has it could reset the
 * count between code guesses); only the completed login does. next-auth's credentials door has no
 * code step, so it refuses such an account (loginAccount).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/db/client";
import { tooManyRequests, unauthorized } from "@/lib/api/errors";
import { consumeRateLimit, releaseRateLimit, type RateLimitResult } from "@/lib/api/rate-limit";
import { clientAddress } from "@/lib/api/client-address";
import { readCookieHeader } from "@/lib/api/request";
import { env } from "@/lib/env";
import { sign, verifySignature } from "@/lib/security/tokens";
import { appendCookie } from "./cookies";
import {
  authenticateAccount,
  authenticateAdmin,
  type AuthenticatedAccount,
  type AuthenticatedAdmin,
  type PasswordCheckedAccount,
} from "./credentials";
import { LOGIN_LIMITS, clearLoginFailures, deviceRule, loginSubject, type LoginRealm, type LoginRule } from "./login-limits";
import { readTwoFactorChallenge } from "./two-factor-challenge";
import { secondFactorOf, verifySecondFactor } from "./two-factor-store";
import { adminHasTwoFactor, verifyAdminCode } from "@/lib/admin/two-factor";

export const INVALID_ACCOUNT_LOGIN = "Invalid email or password";
export const INVALID_ADMIN_LOGIN = "Invalid credentials";
export const INVALID_TWO_FACTOR_CODE = "That code is not correct, or it has been used already.";
export const TWO_FACTOR_EXPIRED = "Your sign-in has expired. Please enter your email and password again.";

/** The "known device" cookie: which accounts this browser has signed in to (signed, no email in it). */
export const LOGIN_DEVICE_COOKIE = "cs_login_device";
/** 90 days, renewed by each successful login. */
export const LOGIN_DEVICE_MAX_AGE = 90 * 24 * 60 * 60;
const MAX_DEVICE_ENTRIES = 5;

/** Who is trying: the client address and the Cookie header (for the known-device cookie). */
export type LoginClient = { address: string; cookieHeader: string | null };

export function loginClientOf(headers: Headers): LoginClient {
  return { address: clientAddress(headers), cookieHeader: headers.get("cookie") };
}

/** The password step of an account login: signed in, or a second factor still to come. */
export type AccountLoginStep = { kind: "signed-in" | "two-factor"; account: PasswordCheckedAccount };

/**
 * Checks an account's password (email already normalised by the schema); 429 AppError while a
 * counter is full. For an account with two-factor on, a right password gives "two-factor": no
 * session yet, and no counter cleared.
 */
export async function beginAccountLogin(
  input: { email: string; password: string },
  client: LoginClient,
): Promise<AccountLoginStep | null> {
  const account = await attemptLogin(
    "account",
    input.email,
    client,
    () => authenticateAccount(input.email, input.password),
    (a) => !a.twoFactor,
  );
  if (!account) return null;
  return { kind: account.twoFactor ? "two-factor" : "signed-in", account };
}

/**
 * A login by password alone (next-auth's credentials door): null for a wrong password, and for
 * an account with two-factor on, which that door cannot ask for a code.
 */
export async function loginAccount(
  input: { email: string; password: string },
  client: LoginClient,
): Promise<AuthenticatedAccount | null> {
  const step = await beginAccountLogin(input, client);
  return step?.kind === "signed-in" ? step.account : null;
}

/**
 * The code step: the challenge from the password step and an app or recovery code. A wrong code
 * is a failed login (401, counted); an expired or stale challenge is a 401 "two_factor_expired"
 * (sign in again); a full counter a 429.
 */
export async function completeTwoFactorLogin(
  input: { challenge: string; code: string },
  client: LoginClient,
): Promise<AuthenticatedAccount> {
  const expired = () => unauthorized(TWO_FACTOR_EXPIRED, "two_factor_expired");
  const challenge = readTwoFactorChallenge(input.challenge);
  if (!challenge) throw expired();
  const row = await secondFactorOf(challenge.accountId);
  // Deactivated, two-factor turned off, or sessions ended (password reset) since the password step.
  if (!row || !row.isActive || row.sessionVersion !== challenge.sessionVersion) throw expired();
  const account: AuthenticatedAccount = { id: row.id, name: row.name, email: row.email, sessionVersion: row.sessionVersion };
  const done = await attemptLogin("account", row.email, client, async () =>
    (await verifySecondFactor(row, input.code)) ? account : null,
  );
  if (!done) throw unauthorized(INVALID_TWO_FACTOR_CODE, "invalid_credentials");
  return done;
}

/**
 * Checks a signed-in account's password and code (turning two-factor off) under the same limits
 * as a login, so a borrowed session cannot be used to guess the password. Returns check's answer.
 */
export function checkAccountSecrets(email: string, client: LoginClient, check: () => Promise<boolean>): Promise<true | null> {
  return attemptLogin("account", email, client, async () => ((await check()) ? (true as const) : null));
}

/**
 * An admin login. Staff with two-factor on (required after their first login, lib/admin/two-factor.ts)
 * send the app code with the password: without one the answer is "two-factor" (no session, nothing
 * counted); a wrong code is a failed login, counted like a wrong password ("bad-code").
 */
export type AdminLoginStep = { kind: "signed-in"; user: AuthenticatedAdmin } | { kind: "two-factor" } | { kind: "bad-code" };

export async function beginAdminLogin(
  input: { username: string; password: string; code?: string },
  client: LoginClient,
): Promise<AdminLoginStep | null> {
  let badCode = false;
  const checked = await attemptLogin(
    "admin",
    input.username,
    client,
    async () => {
      const user = await authenticateAdmin(input.username, input.password);
      if (!user) return null;
      if (!(await adminHasTwoFactor(user.id))) return { user, needsCode: false };
      if (!input.code) return { user, needsCode: true };
      if (await verifyAdminCode(user.id, input.code)) return { user, needsCode: false };
      badCode = true;
      return null;
    },
    (r) => !r.needsCode,
  );
  if (!checked) return badCode ? { kind: "bad-code" } : null;
  return checked.needsCode ? { kind: "two-factor" } : { kind: "signed-in", user: checked.user };
}

/** A login by password (and code) alone: null unless it opens a session (next-auth's door has no code step). */
export async function loginAdmin(
  input: { username: string; password: string; code?: string },
  client: LoginClient,
): Promise<AuthenticatedAdmin | null> {
  const step = await beginAdminLogin(input, client);
  return step?.kind === "signed-in" ? step.user : null;
}

/**
 * Counts an attempt, runs `check`, and settles the counters: a failure (null) stays counted; a
 * success clears the account's counters, unless `complete` says it is only a first step (the
 * password of an account with two-factor), which is simply not counted.
 */
async function attemptLogin<T>(
  realm: LoginRealm,
  login: string,
  client: LoginClient,
  check: () => Promise<T | null>,
  complete: (user: T) => boolean = () => true,
): Promise<T | null> {
  const rules = LOGIN_LIMITS[realm];
  const device = knownDevice(client.cookieHeader, realm, login);
  const counters: [LoginRule, string][] = [
    [rules.address, client.address],
    device ? [deviceRule(realm, login), device] : [rules.account, loginSubject(realm, login)],
  ];
  // Each attempt is counted before the password is checked, so concurrent guesses cannot all pass
  // a full counter; the count is given back when the attempt turns out not to be a failure.
  const now = new Date();
  const counted: RateLimitResult[] = [];
  for (const [rule, subject] of counters) counted.push(await consumeRateLimit(rule, subject, { now }));
  const giveBack = () =>
    Promise.all(counters.map(([rule, subject], i) => releaseRateLimit(rule, subject, counted[i]!.windowStart)));

  const full = counted.filter((r) => !r.allowed);
  if (full.length > 0) {
    await giveBack();
    const until = Math.max(...full.map((r) => r.resetAt.getTime()));
    throw tooManyRequests((until - now.getTime()) / 1000);
  }
  let user: T | null;
  try {
    user = await check();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!user) return null; // the failure stays counted
  if (!complete(user)) {
    await giveBack();
    return user;
  }
  await releaseRateLimit(rules.address, client.address, counted[0]!.windowStart);
  await clearLoginFailures(db, realm, login);
  return user;
}

// --- the known-device cookie ------------------------------------------------------------------

type DeviceEntry = { tag: string; id: string; expires: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Which account an entry is for: an HMAC of the login, so the cookie does not carry the email. */
const accountTag = (realm: LoginRealm, login: string) =>
  sign(`login-device-account:${loginSubject(realm, login)}`, env().authSecret).slice(0, 22);
const signed = (e: DeviceEntry) => `login-device:${e.tag}:${e.id}:${e.expires}`;

function deviceEntries(cookieHeader: string | null): DeviceEntry[] {
  const raw = readCookieHeader(cookieHeader, LOGIN_DEVICE_COOKIE);
  if (!raw) return [];
  const now = nowSeconds();
  const entries: DeviceEntry[] = [];
  for (const part of raw.split("~").slice(0, MAX_DEVICE_ENTRIES)) {
    const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(part);
    if (!m) continue;
    const entry = { tag: m[1]!, id: m[2]!, expires: Number(m[3]) };
    if (entry.expires > now && verifySignature(signed(entry), m[4]!, env().authSecret)) entries.push(entry);
  }
  return entries;
}

/** The id of this browser for this account, when it holds a valid entry for it. */
function knownDevice(cookieHeader: string | null, realm: LoginRealm, login: string): string | null {
  const tag = accountTag(realm, login);
  return deviceEntries(cookieHeader).find((e) => e.tag === tag)?.id ?? null;
}

/** After a successful login: this browser is a known device of the account (entry added or renewed). */
export function rememberLoginDevice(response: Response, headers: Headers, realm: LoginRealm, login: string): Response {
  const tag = accountTag(realm, login);
  const entries = deviceEntries(headers.get("cookie"));
  const id = entries.find((e) => e.tag === tag)?.id ?? randomBytes(12).toString("base64url");
  const fresh = { tag, id, expires: nowSeconds() + LOGIN_DEVICE_MAX_AGE };
  const kept = [fresh, ...entries.filter((e) => e.tag !== tag)].slice(0, MAX_DEVICE_ENTRIES);
  const value = kept.map((e) => `${e.tag}.${e.id}.${e.expires}.${sign(signed(e), env().authSecret)}`).join("~");
  return appendCookie(response, LOGIN_DEVICE_COOKIE, value, LOGIN_DEVICE_MAX_AGE);
}
