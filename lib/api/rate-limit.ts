import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { rateLimitBuckets } from "@/db/schema";
import { tooManyRequests } from "./errors";
import { rateLimitKey } from "./rate-limit-key";

export { rateLimitKey };

export type RateLimitRule = {
  /** Limiter name, e.g. "login". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
};

/**
 * Limits used by the public endpoints, in one place. The login rules count failed passwords only
 * (lib/auth/login.ts; lib/auth/login-limits.ts has them): per account, per browser that has
 * signed in to that account before, and per client address.
 */
export const RATE_LIMITS = {
  // "Forgot your password?" requests per client address (and RATE_LIMITS.mailbox per address asked for).
  passwordReset: { name: "password-reset", limit: 5, windowMs: 60 * 60_000 },
  // New passwords set with an emailed token, per client address: each costs an argon2id hash.
  passwordResetConfirm: { name: "password-reset-confirm", limit: 10, windowMs: 60 * 60_000 },
  lead: { name: "lead", limit: 10, windowMs: 60 * 60_000 },
  resume: { name: "resume", limit: 10, windowMs: 60 * 60_000 },
  upload: { name: "upload", limit: 30, windowMs: 60 * 60_000 },
  verification: { name: "verification", limit: 5, windowMs: 60 * 60_000 },
  // Per mailbox, on top of the per-address limits: "send me a link" forms cannot flood an inbox
  // from many addresses. Over it, the answer is unchanged and nothing is sent.
  mailbox: { name: "mailbox", limit: 5, windowMs: 24 * 60 * 60_000 },
  contact: { name: "contact", limit: 5, windowMs: 60 * 60_000 },
  accountCreate: { name: "account-create", limit: 10, windowMs: 60 * 60_000 },
  pageView: { name: "page-view", limit: 300, windowMs: 60_000 },
  // Two events per resume attempt from a real browser; generous for visitors behind one office NAT.
  funnelEvent: { name: "funnel-event", limit: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: Date; windowStart: Date };

/**
 * Fixed-window counter in Postgres: one atomic upsert per request, so it holds across server
 * instances (serverless functions share no memory).
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  { now = new Date(), db = defaultDb }: { now?: Date; db?: Database } = {},
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const resetAt = new Date(windowStart.getTime() + rule.windowMs);
  const key = rateLimitKey(rule, subject);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1, expiresAt: resetAt })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  // Occasional clean-up of finished windows keeps the table small without a cron job.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
  }
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), resetAt, windowStart };
}

/**
 * Gives back one request counted by consumeRateLimit (in the window it was counted in): for
 * limits that count only some outcomes, the request is counted first, so concurrent requests
 * cannot all pass the check, and released when it turns out not to count.
 */
export async function releaseRateLimit(
  rule: RateLimitRule,
  subject: string,
  windowStart: Date,
  { db = defaultDb }: { db?: Database } = {},
): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(and(eq(rateLimitBuckets.key, rateLimitKey(rule, subject)), eq(rateLimitBuckets.windowStart, windowStart)));
}

/** Throws a 429 AppError (with Retry-After) when the subject is over the limit. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, opts?: { now?: Date; db?: Database }) {
  const result = await consumeRateLimit(rule, subject, opts);
  if (!result.allowed) {
    const now = opts?.now ?? new Date();
    throw tooManyRequests((result.resetAt.getTime() - now.getTime()) / 1000);
  }
  return result;
}
