import { describe, expect, it } from "vitest";
import { isPublicOnly, lookupSeries, matchJobTitle, resolveCrosswalk } from "./crosswalk";

describe("crosswalk lookups", () => {
  it("finds a series by its code", () => {
    expect(lookupSeries("2210")?.codes[0]).toBe("15-1212.00");
    expect(lookupSeries("9999")).toBeNull();
  });

  it("matches state, county and city titles to job families, longest phrase first", () => {
    expect(matchJobTitle("Police Sergeant")?.key).toBe("police");
    expect(matchJobTitle("Public Health Nurse II")?.key).toBe("nursing");
    expect(matchJobTitle("Court Clerk III")?.key).toBe("court-clerk");
    expect(matchJobTitle("Records Clerk")?.key).toBe("clerical");
    expect(matchJobTitle("Education Programs Consultant")?.key).toBe("education-program");
    expect(matchJobTitle("Systems Analyst")?.key).toBe("2210");
    expect(matchJobTitle("Astronaut")).toBeNull();
  });

  it("puts the codes of an OPM specialty first", () => {
    expect(resolveCrosswalk("2210", "IT Specialist (CUSTSPT)")?.codes.slice(0, 2)).toEqual(["15-1232.00", "11-3021.00"]);
    expect(resolveCrosswalk("2210", "IT Specialist (CUSTSPT)")?.codes).toHaveLength(4);
    expect(resolveCrosswalk("2210", "IT Specialist")?.codes[0]).toBe("15-1212.00");
  });

  it("prefers an explicit series over the title", () => {
    expect(resolveCrosswalk("1102", "Police Officer")?.key).toBe("1102");
    expect(resolveCrosswalk(undefined, "Contract Specialist")).toMatchObject({ source: "title", key: "1102" });
  });

  it("knows government-only occupations", () => {
    expect(isPublicOnly("33-3051.00")).toBe(true);
    expect(isPublicOnly("55-1011.00")).toBe(true);
    expect(isPublicOnly("13-1111.00")).toBe(false);
  });
});
