import { describe, expect, it } from "vitest";
import { COUNT_UP, countUpValue, easeOut, formatMetric, stepAt, SUCCESS_METRICS } from "./count-up";

describe("count-up constants", () => {
  it("match the spec: 2000 ms, 60 steps, 500 ms fallback, threshold 0.05, margin 100px", () => {
    expect(COUNT_UP).toEqual({
      durationMs: 2000,
      steps: 60,
      startDelayMs: 500,
      observerThreshold: 0.05,
      observerRootMargin: "100px",
    });
  });

  it("targets are 5000, 32, 2 and 100", () => {
    expect(SUCCESS_METRICS.map((m) => m.target)).toEqual([5000, 32, 2, 100]);
    expect(SUCCESS_METRICS.map((m) => formatMetric(m.target, m.suffix))).toEqual(["5,000+", "32%", "2", "100%"]);
  });
});

describe("easeOut", () => {
  it("starts at 0, ends at 1 and clamps outside [0, 1]", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(-0.5)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });

  it("is cubic ease-out: past the midpoint halfway through", () => {
    expect(easeOut(0.5)).toBeCloseTo(0.875, 10);
    expect(easeOut(0.25)).toBeCloseTo(1 - 0.75 ** 3, 10);
  });
});

describe("stepAt", () => {
  it("advances one step every 2000/60 ms and stops at 60", () => {
    expect(stepAt(0)).toBe(0);
    expect(stepAt(-10)).toBe(0);
    expect(stepAt(Number.NaN)).toBe(0);
    expect(stepAt(33)).toBe(0);
    expect(stepAt(34)).toBe(1);
    expect(stepAt(1000)).toBe(30);
    expect(stepAt(1999)).toBe(59);
    expect(stepAt(2000)).toBe(60);
    expect(stepAt(10_000)).toBe(60);
  });

  it("honours other durations and step counts", () => {
    expect(stepAt(500, { durationMs: 1000, steps: 10 })).toBe(5);
  });
});

describe("countUpValue", () => {
  it("goes from 0 to exactly the target", () => {
    expect(countUpValue(5000, 0)).toBe(0);
    expect(countUpValue(5000, 60)).toBe(5000);
    expect(countUpValue(5000, 75)).toBe(5000);
    expect(countUpValue(5000, -1)).toBe(0);
  });

  it("follows the ease-out curve with whole numbers", () => {
    // step 30 of 60 = progress 0.5 -> 87.5 % of the target
    expect(countUpValue(5000, 30)).toBe(4375);
    expect(countUpValue(32, 30)).toBe(28);
    expect(countUpValue(100, 6)).toBe(27); // 1 - 0.9^3 = 0.271
    expect(countUpValue(2, 1)).toBe(0);
  });

  it("never goes down from one step to the next", () => {
    for (const { target } of SUCCESS_METRICS) {
      const frames = Array.from({ length: 61 }, (_, step) => countUpValue(target, step));
      for (let i = 1; i < frames.length; i++) expect(frames[i]).toBeGreaterThanOrEqual(frames[i - 1]!);
      expect(frames.at(-1)).toBe(target);
    }
  });
});
