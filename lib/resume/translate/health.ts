/**
 * Gemini health, a small circuit breaker shared by every server instance through the
 * `settings` table (key "gemini_health"): after `maxFailures` failed requests within
 * `windowMs`, Gemini is marked unavailable for `cooldownMs` and its traffic goes to OpenAI
 * (spec 02 §4). When the cool-down ends the next Gemini request is a probe: success clears the
 * state, a failure opens the breaker again at once.
 *
 * The decisions are pure functions of (state, now) so they are tested with fixed clocks; the
 * database functions only load and store the state.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { settings } from "@/db/schema";

export const GEMINI_HEALTH_KEY = "gemini_health";

export type HealthPolicy = { maxFailures: number; windowMs: number; cooldownMs: number };

export const GEMINI_HEALTH_POLICY: HealthPolicy = { maxFailures: 3, windowMs: 10 * 60_000, cooldownMs: 10 * 60_000 };

export type GeminiHealth = {
  /** ISO times of failed requests within the window. */
  failures: string[];
  /** ISO time until which Gemini is not used; null when the breaker is closed. */
  unavailableUntil: string | null;
};

export const HEALTHY: GeminiHealth = { failures: [], unavailableUntil: null };

const healthSchema = z.object({
  failures: z.array(z.iso.datetime({ offset: true })).catch([]),
  unavailableUntil: z.iso.datetime({ offset: true }).nullable().catch(null),
});

/** A stored value (or anything else) → a valid state; garbage reads as healthy. */
export function parseGeminiHealth(value: unknown): GeminiHealth {
  const parsed = healthSchema.safeParse(value);
  return parsed.success ? parsed.data : recordGeminiSuccess();
}

export function isGeminiHealthy(state: GeminiHealth, now: Date): boolean {
  return state.unavailableUntil === null || Date.parse(state.unavailableUntil) <= now.getTime();
}

/** True when the state records anything (so a success has something to clear). */
export function hasHealthHistory(state: GeminiHealth): boolean {
  return state.failures.length > 0 || state.unavailableUntil !== null;
}

export function recordGeminiFailure(state: GeminiHealth, now: Date, policy: HealthPolicy = GEMINI_HEALTH_POLICY): GeminiHealth {
  const t = now.getTime();
  const recent = state.failures.filter((f) => {
    const at = Date.parse(f);
    return at > t - policy.windowMs && at <= t;
  });
  recent.push(now.toISOString());
  const probeFailed = state.unavailableUntil !== null && Date.parse(state.unavailableUntil) <= t;
  if (probeFailed || recent.length >= policy.maxFailures) {
    return { failures: [], unavailableUntil: new Date(t + policy.cooldownMs).toISOString() };
  }
  // A failure reported during a cool-down (a request that started before it) keeps the cool-down.
  return { failures: recent, unavailableUntil: state.unavailableUntil };
}

export function recordGeminiSuccess(): GeminiHealth {
  return { failures: [], unavailableUntil: null };
}

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

export async function readGeminiHealth(db: Database): Promise<GeminiHealth> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, GEMINI_HEALTH_KEY));
  return parseGeminiHealth(row?.value);
}

/**
 * Applies `change` to the stored state under a row lock, so concurrent requests on several
 * instances do not overwrite each other's failures.
 */
export async function updateGeminiHealth(db: Database, change: (state: GeminiHealth) => GeminiHealth): Promise<GeminiHealth> {
  return db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: GEMINI_HEALTH_KEY, value: HEALTHY }).onConflictDoNothing({ target: settings.key });
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, GEMINI_HEALTH_KEY)).for("update");
    const next = change(parseGeminiHealth(row?.value));
    await tx.update(settings).set({ value: next, updatedAt: new Date() }).where(eq(settings.key, GEMINI_HEALTH_KEY));
    return next;
  });
}
