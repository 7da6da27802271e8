import { describe, expect, it } from "vitest";
import { adjacentLevels, familiesNear, ROLE_FAMILIES, ROLE_FAMILY_IDS } from "./families";

describe("seniority levels", () => {
  it("gives a level and the levels on either side of it", () => {
    expect(adjacentLevels("senior")).toEqual(["senior", "specialist", "manager"]);
    expect(adjacentLevels("associate")).toEqual(["associate", "specialist"]);
    expect(adjacentLevels("executive")).toEqual(["executive", "manager"]);
  });
});

describe("role families", () => {
  it("relates only known families", () => {
    for (const id of ROLE_FAMILY_IDS) for (const r of ROLE_FAMILIES[id].related) expect(ROLE_FAMILY_IDS, `${id} → ${r}`).toContain(r);
  });

  it("counts geospatial work as data work and IT work, and medical office work as healthcare work", () => {
    expect(familiesNear("data-research").has("planning-community")).toBe(true);
    // GIS technicians are computer occupations too (O*NET 15-1299.02).
    expect(familiesNear("information-technology").has("planning-community")).toBe(true);
    // A customer service manager runs operations: coaches file contact centers and processing offices under both.
    expect(familiesNear("operations-program").has("customer-service")).toBe(true);
    expect(familiesNear("healthcare").has("administrative")).toBe(true);
    // Health information (medical records, coding) is records work too.
    expect(familiesNear("healthcare").has("library-records")).toBe(true);
    expect(familiesNear("healthcare").has("skilled-trades")).toBe(false);
  });

  it("counts a move as sensible both ways", () => {
    for (const id of ROLE_FAMILY_IDS) for (const r of ROLE_FAMILIES[id].related) expect(familiesNear(r).has(id), `${r} → ${id}`).toBe(true);
    // Planning lists facilities and construction: an architect filed under planning is near a construction coach's list.
    expect(familiesNear("facilities-construction").has("planning-community")).toBe(true);
  });

  it("bridges the families that court clerks, crime analysts, forensic technicians and permit technicians span, both ways", () => {
    for (const [a, b] of [["administrative", "legal"], ["data-research", "security-investigations"], ["science", "security-investigations"], ["planning-community", "compliance-regulatory"],
      // Probation and corrections counselling; EEO and HR compliance; 911 and fleet dispatch; fiscal clerks; billing and collections clerks;
      // park rangers and game wardens (conservation law enforcement); regulatory veterinarians and medical officers, healthcare compliance;
      // road and highway maintenance managers (coaches filed them under both); electronics and instrument technicians
      // (electronics engineering technicians and electronics repairers are one trade); motor carrier and aviation
      // safety inspectors (DOT compliance is transportation work to one coach, compliance to another); public housing
      // occupancy and resident services (housing work, filed under social services by coaches); workforce development
      // and human services program managers (program operations to one coach, social services to another).
      // Fiscal and economic research analysts (a legislature's fiscal notes are research to one coach, budget work to another).
      // Transit and transportation planners (planning to one coach, transportation to another).
      ["social-services", "security-investigations"], ["human-resources", "compliance-regulatory"], ["emergency-services", "transportation"], ["administrative", "finance-accounting"], ["customer-service", "finance-accounting"], ["security-investigations", "environmental"], ["healthcare", "compliance-regulatory"], ["transportation", "facilities-construction"], ["engineering", "skilled-trades"], ["compliance-regulatory", "transportation"], ["planning-community", "social-services"], ["operations-program", "social-services"], ["data-research", "finance-accounting"], ["planning-community", "transportation"]] as const) {
      expect(familiesNear(a).has(b), `${a} → ${b}`).toBe(true);
      expect(familiesNear(b).has(a), `${b} → ${a}`).toBe(true);
    }
  });
});
