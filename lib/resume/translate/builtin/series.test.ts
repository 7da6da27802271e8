import { describe, expect, it } from "vitest";
import { detectSeries, hasGradeCode } from "./series";

describe("series", () => {
  it("reads pay plan, series and grade in the usual spellings", () => {
    expect(detectSeries("Management and Program Analyst, GS-0343-13")).toEqual({ payPlan: "GS", series: "0343", grade: "13" });
    expect(detectSeries("IT Specialist", "GS-2210-12/13")).toMatchObject({ series: "2210", grade: "12/13" });
    expect(detectSeries("Analyst GS-343-13").series).toBe("0343");
    expect(detectSeries("Contract Specialist", "Series: 1102. Grade: 12").series).toBe("1102");
    expect(detectSeries("Engineer", "0855 series, NH-0855-III").series).toBe("0855");
    expect(detectSeries("Planner III", "Plans land use.")).toEqual({ payPlan: undefined, series: undefined, grade: undefined });
    // Agencies with their own pay plans: FDIC, Smithsonian trust.
    expect(detectSeries("Examination Specialist (Large Bank Supervision), CG-570-13/14")).toEqual({ payPlan: "CG", series: "0570", grade: "13/14" });
    expect(detectSeries("Supervisory Engineer, IS-0801-15")).toEqual({ payPlan: "IS", series: "0801", grade: "15" });
  });

  it("reads a grade written with a space, and the full performance grade of a posting open at several", () => {
    expect(detectSeries("Contract Specialist", "Salary and grade: GS 14")).toMatchObject({ payPlan: "GS", grade: "14" });
    expect(detectSeries("Forester", "Duties are listed at full performance level, GS 12.")).toMatchObject({ payPlan: "GS", grade: "12" });
    expect(detectSeries("Electrical Engineer", "Duties shown are at Full Performance Level (GS13).")).toMatchObject({ grade: "13" });
    expect(detectSeries("Cartographer", "May be filled at either the GS-11 or GS-12 level. Duties at the full performance GS-12 level will include:")).toMatchObject({ grade: "11/12" });
    expect(detectSeries("Analyst", "The GS-12 is the full performance level.")).toMatchObject({ grade: "12" });
    // State grade codes and class codes are not federal grades.
    expect(detectSeries("Claims Adjudicator", "Grade GS03").grade).toBeUndefined();
    expect(detectSeries("GIS Analyst II (#GG2)", "Maintains GIS layers.").grade).toBeUndefined();
    expect(detectSeries("Analyst", "Reports as 12 full performance indicators.").grade).toBeUndefined();
    expect(detectSeries("Analyst", "Filled at GS-11. Checks ip 10, full performance; GS-12 is the full performance level.")).toMatchObject({ payPlan: "GS", grade: "11/12" });
  });

  it("prefers the series in the title over others in the text", () => {
    expect(detectSeries("Budget Analyst GS-0560-12", "Works with GS-0510 accountants and GS-0501 staff").series).toBe("0560");
  });

  it("spots any leftover grade code", () => {
    expect(hasGradeCode("Promoted to GS-13")).toBe(true);
    expect(hasGradeCode("WG-5803-10 mechanic")).toBe(true);
    expect(hasGradeCode("Managed 13 projects in 2019")).toBe(false);
  });
});
