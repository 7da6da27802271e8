import { describe, expect, it } from "vitest";
import { EXPERIENCE_LEVELS } from "@/db/schema";
import { EXPERIENCE_YEARS, experienceLevelsForYears } from "./experience";

describe("experienceLevelsForYears", () => {
  it("maps the spec's 0 / 3 / 8 choices onto posting labels", () => {
    expect(experienceLevelsForYears(0)).toEqual(["Entry-Mid"]);
    expect(experienceLevelsForYears(3)).toEqual(["Entry-Mid", "Mid", "Mid-Senior"]);
    expect(experienceLevelsForYears(8)).toEqual(["Mid-Senior", "Senior", "Executive"]);
  });

  it("covers every label with some choice", () => {
    const covered = new Set(EXPERIENCE_YEARS.flatMap((y) => experienceLevelsForYears(y)));
    expect([...EXPERIENCE_LEVELS].filter((l) => !covered.has(l))).toEqual([]);
  });
});
