import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { rateLimitBuckets } from "@/db/schema";
import { tooManyRequests } from "./errors";

export type RateLimitRule = {
  /** Limiter name, e.g. "login". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
};

/** Limits used by the public endpoints, in one place. */
export const RATE_LIMITS = {
  login: { name: "login", limit: 10, windowMs: 15 * 60_000 },
  adminLogin: { name: "admin-login", limit: 5, windowMs: 15 * 60_000 },
  passwordReset: { name: "password-reset", limit: 5, windowMs: 60 * 60_000 },
  lead: { name: "lead", limit: 10, windowMs: 60 * 60_000 },
  resume: { name: "resume", limit: 10, windowMs: 60 * 60_000 },
  upload: { name: "upload", limit: 30, windowMs: 60 * 60_000 },
  verification: { name: "verification", limit: 5, windowMs: 60 * 60_000 },
  contact: { name: "contact", limit: 5, windowMs: 60 * 60_000 },
  accountCreate: { name: "account-create", limit: 10, windowMs: 60 * 60_000 },
  pageView: { name: "page-view", limit: 300, windowMs: 60_000 },
  // Two events per resume attempt from a real browser; generous for visitors behind one office NAT.
  funnelEvent: { name: "funnel-event", limit: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: Date };

/**
 * The bucket key: the limiter's name and a hash of the subject (an IP, an email, a username), so
 * nothing a request sent is stored as it came (a NUL or a 1 MB username cannot reach the table).
 */
export function rateLimitKey(rule: Pick<RateLimitRule, "name">, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject.toWellFormed()).digest("base64url").slice(0, 32)}`;
}

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
  return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), resetAt };
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
