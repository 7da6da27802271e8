/**
 * Small helpers for Vitest tests that touch the database or call route handlers.
 *
 *   const { account, cookie } = await createAccount({ tier: "premium", status: "active" });
 *   const res = await GET(jsonRequest("GET", "/api/job-searches", undefined, { cookie }), routeContext({ id: "7" }));
 *
 * Every test run has its own throwaway database (vitest.config.ts) shared by all files, so keep
 * tests independent: make fresh rows with unique emails rather than truncating tables.
 */
import { randomBytes } from "node:crypto";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { encodeSession, sessionCookieName, type SessionClaims } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { DAY } from "@/lib/time";

export type TestAccount = Omit<typeof accounts.$inferSelect, "passwordHash">;
export type TestAdmin = Omit<typeof users.$inferSelect, "passwordHash">;

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
}

/** A lower-case email no other test uses, e.g. `user-mx1a2b3c9f0e1d2c@example.test`. */
export function uniqueEmail(tag = "user"): string {
  return `${tag}-${uniqueSuffix()}@example.test`;
}

// argon2id is slow on purpose; tests reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export const DEFAULT_TEST_PASSWORD = "test-password-1234";

/**
 * Inserts an account (trial, free tier, 7-day trial from now by default) and returns it with
 * its password and a session cookie ready for `jsonRequest(..., { cookie })`.
 */
export async function createAccount(
  opts: {
    tier?: string;
    status?: string;
    email?: string;
    password?: string;
    name?: string;
    /** Any other column, e.g. { trialEndDate, isActive: false, resumeId }. */
    overrides?: Partial<typeof accounts.$inferInsert>;
  } = {},
): Promise<{ account: TestAccount; password: string; cookie: string }> {
  const password = opts.password ?? DEFAULT_TEST_PASSWORD;
  // The trial starts when the account is created, as on a real row: an older createdAt moves it too.
  const now = opts.overrides?.createdAt ?? new Date();
  const [row] = await db
    .insert(accounts)
    .values({
      email: (opts.email ?? uniqueEmail("account")).toLowerCase(),
      name: opts.name ?? "Test Account",
      passwordHash: await cachedHash(password),
      subscriptionTier: opts.tier ?? "free",
      subscriptionStatus: opts.status ?? "trial",
      trialStartDate: now,
      trialEndDate: new Date(now.getTime() + 7 * DAY),
      ...opts.overrides,
    })
    .returning();
  const { passwordHash: _hash, ...account } = row!;
  const cookie = await sessionCookieFor({
    realm: "account",
    sub: String(account.id),
    sv: account.sessionVersion,
    name: account.name,
    email: account.email,
  });
  return { account, password, cookie };
}

/** Inserts an admin-staff user (unique username) and returns it with its password and a session cookie. */
export async function createAdmin(
  opts: { username?: string; password?: string } = {},
): Promise<{ admin: TestAdmin; password: string; cookie: string }> {
  const password = opts.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({ username: opts.username ?? `admin-${uniqueSuffix()}`, passwordHash: await cachedHash(password) })
    .returning();
  const { passwordHash: _hash, ...admin } = row!;
  const cookie = await sessionCookieFor({ realm: "admin", sub: String(admin.id), sv: admin.sessionVersion, name: admin.username });
  return { admin, password, cookie };
}

/** A `Cookie` header value carrying a session for these claims (the same token the app issues). */
export async function sessionCookieFor(claims: SessionClaims): Promise<string> {
  return `${sessionCookieName()}=${await encodeSession(claims)}`;
}

/**
 * A Request for a route handler. `url` may be a path ("/api/leads"), resolved against APP_URL.
 * A body is sent as JSON. Each request gets a random client IP (x-forwarded-for) so per-IP rate
 * limits of one test do not leak into another; pass `headers: { "x-forwarded-for": ip }` to pin it.
 */
export function jsonRequest(
  method: string,
  url: string,
  body?: unknown,
  opts: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers({ "x-forwarded-for": randomIp() });
  if (body !== undefined) headers.set("content-type", "application/json");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
  return new Request(new URL(url, env().appUrl), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The second argument Next passes to a route handler: `{ params: Promise<params> }`. */
export function routeContext(params: Record<string, string | string[]> = {}) {
  return { params: Promise.resolve(params) };
}

/** A random address in 10.0.0.0/8 (never a real client). */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
