import { describe, expect, it } from "vitest";
import { isPresent, monthsOfExperience, parseMonthYear, recencyKey, yearsOf } from "./dates";

const NOW = new Date("2026-11-15T00:00:00Z");

describe("dates", () => {
  it("parses MM/YYYY and Present", () => {
    expect(parseMonthYear("03/2019", NOW)).toEqual({ year: 2019, month: 3 });
    expect(parseMonthYear("Present", NOW)).toEqual({ year: 2026, month: 11 });
    expect(parseMonthYear("13/2019", NOW)).toBeNull();
    expect(isPresent(" present ")).toBe(true);
  });

  it("counts months inclusively and overlapping positions once", () => {
    expect(monthsOfExperience([{ startDate: "01/2020", endDate: "12/2020" }], NOW)).toBe(12);
    expect(
      monthsOfExperience(
        [
          { startDate: "01/2015", endDate: "12/2019" },
          { startDate: "06/2019", endDate: "05/2020" },
          { startDate: "bad", endDate: "Present" },
        ],
        NOW,
      ),
    ).toBe(65);
    expect(yearsOf(65)).toEqual({ years: 5, plus: true });
    expect(yearsOf(72)).toEqual({ years: 6, plus: false });
  });

  it("orders by end date, Present last", () => {
    expect(recencyKey({ startDate: "01/2010", endDate: "Present" }, NOW)).toBeGreaterThan(recencyKey({ startDate: "01/2020", endDate: "12/2025" }, NOW));
  });
});
