import { describe, expect, it } from "vitest";
import { accessUntil, daysLabel, formatDate } from "./format";

describe("dashboard formatting", () => {
  it("formats dates in UTC, long style", () => {
    expect(formatDate(new Date("2026-06-01T23:30:00Z"))).toBe("June 1, 2026");
    expect(formatDate("2026-01-31T00:00:00.000Z")).toBe("January 31, 2026");
  });

  it("says day or days", () => {
    expect(daysLabel(1)).toBe("1 day");
    expect(daysLabel(0)).toBe("0 days");
    expect(daysLabel(3)).toBe("3 days");
  });

  it("shows the cancelled subscription's end date, or the spec's fixed fallback", () => {
    expect(accessUntil(new Date("2026-07-01T00:00:00Z"))).toBe("July 1, 2026");
    expect(accessUntil(null)).toBe("July 16, 2025");
  });
});
