import { describe, expect, it } from "vitest";
import { formatMedianWage, formatSalaryRange } from "./salary";
import { wageForOnetCode } from "./wages";

describe("salary text", () => {
  it("formats ranges the way job matches show them", () => {
    expect(formatSalaryRange(85000, 110000)).toBe("$85,000 - $110,000");
    expect(formatSalaryRange(85000, null)).toBe("From $85,000");
    expect(formatSalaryRange(null, 110000)).toBe("Up to $110,000");
    expect(formatSalaryRange(90000, 90000)).toBe("$90,000");
    expect(formatSalaryRange(null, undefined)).toBeNull();
    expect(formatMedianWage(129180)).toBe("Median $129,180 (BLS)");
  });
});

describe("wageForOnetCode", () => {
  it("reads BLS OEWS May 2025 national wages through the O*NET link", () => {
    expect(wageForOnetCode("15-1212.00")).toEqual({
      occCode: "15-1212",
      title: "Information Security Analysts",
      medianAnnual: 129180,
      p10Annual: 75090,
      p90Annual: 199850,
      employment: 190650,
    });
    // Linked through the OEWS aggregate 13-1020 (Buyers and Purchasing Agents).
    expect(wageForOnetCode("13-1023.00")?.occCode).toBe("13-1020");
  });

  it("returns null where BLS publishes no annual wage", () => {
    expect(wageForOnetCode("11-1031.00")).toBeNull();
    expect(wageForOnetCode("99-9999.99")).toBeNull();
  });
});
