import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { consumeRateLimit, enforceRateLimit, RATE_LIMITS, rateLimitKey, releaseRateLimit, type RateLimitRule } from "./rate-limit";
import { MINUTE } from "@/lib/time";

/** A rule no other test uses (the buckets table is shared by the whole run). */
const freshRule = (limit: number, windowMs = 15 * MINUTE): RateLimitRule => ({
  name: `test-${randomBytes(6).toString("hex")}`,
  limit,
  windowMs,
});
// A fixed instant 5 minutes into a 15-minute window.
const windowStart = new Date(Math.floor(Date.UTC(2026, 0, 5, 12, 0) / (15 * MINUTE)) * 15 * MINUTE);
const now = new Date(windowStart.getTime() + 5 * MINUTE);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("enforceRateLimit", () => {
  it("allows `limit` requests per window, then throws 429 with Retry-After until the window ends", async () => {
    const rule = freshRule(3);
    for (let i = 1; i <= 3; i++) {
      const result = await enforceRateLimit(rule, "198.51.100.1", { now });
      expect(result).toMatchObject({ allowed: true, count: i, remaining: 3 - i });
    }
    const error = await rejection(enforceRateLimit(rule, "198.51.100.1", { now }));
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many requests. Please try again later.");
    expect(error.headers).toEqual({ "Retry-After": String(10 * 60) });
  });

  it("starts counting again in the next window", async () => {
    const rule = freshRule(1);
    await enforceRateLimit(rule, "198.51.100.2", { now });
    await rejection(enforceRateLimit(rule, "198.51.100.2", { now: new Date(now.getTime() + 9 * MINUTE) }));
    const next = await enforceRateLimit(rule, "198.51.100.2", { now: new Date(now.getTime() + 10 * MINUTE) });
    expect(next).toMatchObject({ allowed: true, count: 1 });
    expect(next.resetAt).toEqual(new Date(windowStart.getTime() + 30 * MINUTE));
  });

  it("counts each subject and each limiter separately", async () => {
    const rule = freshRule(1);
    await enforceRateLimit(rule, "198.51.100.3", { now });
    await rejection(enforceRateLimit(rule, "198.51.100.3", { now }));
    await expect(enforceRateLimit(rule, "198.51.100.4", { now })).resolves.toMatchObject({ allowed: true, count: 1 });
    await expect(enforceRateLimit(freshRule(1), "198.51.100.3", { now })).resolves.toMatchObject({ allowed: true, count: 1 });
  });
});

describe("consumeRateLimit", () => {
  it("counts concurrent requests atomically", async () => {
    const rule = freshRule(5);
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit(rule, "198.51.100.5", { now })));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("keeps the public limits the endpoints rely on", () => {
    expect(RATE_LIMITS.mailbox.limit).toBeLessThanOrEqual(RATE_LIMITS.verification.limit);
    for (const rule of Object.values(RATE_LIMITS)) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.windowMs).toBeGreaterThan(0);
    }
  });
});

describe("releaseRateLimit", () => {
  it("gives one request back to the window it was counted in, never below zero", async () => {
    const rule = freshRule(2);
    const first = await consumeRateLimit(rule, "198.51.100.6", { now });
    await consumeRateLimit(rule, "198.51.100.6", { now });
    await releaseRateLimit(rule, "198.51.100.6", first.windowStart);
    expect(await consumeRateLimit(rule, "198.51.100.6", { now })).toMatchObject({ allowed: true, count: 2 });
    // A release in the next window does not touch this one.
    const later = new Date(now.getTime() + 15 * MINUTE);
    await releaseRateLimit(rule, "198.51.100.6", new Date(windowStart.getTime() + 15 * MINUTE));
    expect(await consumeRateLimit(rule, "198.51.100.6", { now })).toMatchObject({ allowed: false, count: 3 });
    expect(await consumeRateLimit(rule, "198.51.100.6", { now: later })).toMatchObject({ count: 1 });
    // Given back more often than counted: the count stops at zero.
    for (let i = 0; i < 4; i++) await releaseRateLimit(rule, "198.51.100.6", first.windowStart);
    expect(await consumeRateLimit(rule, "198.51.100.6", { now })).toMatchObject({ count: 1 });
  });
});

describe("rateLimitKey", () => {
  it("stores a hash of the subject, never the subject itself", async () => {
    const rule = freshRule(1, MINUTE);
    const subject = `user:\u0000${"x".repeat(100_000)}\ud800`;
    const key = rateLimitKey(rule, subject);
    expect(key).toMatch(new RegExp(`^${rule.name}:[A-Za-z0-9_-]{32}$`));
    expect(rateLimitKey(rule, subject)).toBe(key);
    expect(rateLimitKey(rule, "user:other")).not.toBe(key);
    // A hostile subject is counted like any other, with no database error.
    expect((await consumeRateLimit(rule, subject)).allowed).toBe(true);
    expect((await consumeRateLimit(rule, subject)).allowed).toBe(false);
  });
});
