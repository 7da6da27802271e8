/** The Gemini health breaker's decisions, with fixed clocks. */
import { describe, expect, it } from "vitest";
import {
  GEMINI_HEALTH_POLICY,
  hasHealthHistory,
  HEALTHY,
  isGeminiHealthy,
  parseGeminiHealth,
  recordGeminiFailure,
  recordGeminiSuccess,
  type GeminiHealth,
} from "./health";

const T0 = new Date("2026-11-01T12:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function failAt(state: GeminiHealth, ...minutes: number[]): GeminiHealth {
  return minutes.reduce((s, m) => recordGeminiFailure(s, at(m)), state);
}

describe("Gemini health", () => {
  it("uses 3 failures within 10 minutes and a 10-minute cool-down", () => {
    expect(GEMINI_HEALTH_POLICY).toEqual({ maxFailures: 3, windowMs: 600_000, cooldownMs: 600_000 });
  });

  it("stays available after fewer failures than the threshold", () => {
    const state = failAt(HEALTHY, 0, 1);
    expect(state.failures).toHaveLength(2);
    expect(isGeminiHealthy(state, at(2))).toBe(true);
  });

  it("becomes unavailable on the third failure within the window, for the cool-down", () => {
    const state = failAt(HEALTHY, 0, 4, 9);
    expect(state).toEqual({ failures: [], unavailableUntil: at(19).toISOString() });
    expect(isGeminiHealthy(state, at(9))).toBe(false);
    expect(isGeminiHealthy(state, at(18.9))).toBe(false);
    expect(isGeminiHealthy(state, at(19))).toBe(true);
  });

  it("forgets failures older than the window", () => {
    const state = failAt(HEALTHY, 0, 5, 10.5);
    expect(isGeminiHealthy(state, at(11))).toBe(true);
    expect(state.failures).toEqual([at(5).toISOString(), at(10.5).toISOString()]);
  });

  it("treats the first request after the cool-down as a probe: one failure reopens it", () => {
    const open = failAt(HEALTHY, 0, 1, 2);
    const reopened = recordGeminiFailure(open, at(13));
    expect(reopened.unavailableUntil).toBe(at(23).toISOString());
    expect(isGeminiHealthy(reopened, at(14))).toBe(false);
  });

  it("keeps the cool-down when a slow request fails during it", () => {
    const open = failAt(HEALTHY, 0, 1, 2);
    const later = recordGeminiFailure(open, at(5));
    expect(later.unavailableUntil).toBe(open.unavailableUntil);
  });

  it("clears everything on success", () => {
    const state = failAt(HEALTHY, 0, 1);
    expect(hasHealthHistory(state)).toBe(true);
    expect(recordGeminiSuccess()).toEqual(HEALTHY);
    expect(hasHealthHistory(recordGeminiSuccess())).toBe(false);
  });

  it("reads a missing or damaged stored value as healthy", () => {
    expect(parseGeminiHealth(undefined)).toEqual(HEALTHY);
    expect(parseGeminiHealth("broken")).toEqual(HEALTHY);
    expect(parseGeminiHealth({ failures: ["not a date"], unavailableUntil: 42 })).toEqual(HEALTHY);
    const stored = { failures: [T0.toISOString()], unavailableUntil: null };
    expect(parseGeminiHealth(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
});
