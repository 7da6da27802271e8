import { describe, expect, it } from "vitest";
import { familiesNear, ROLE_FAMILIES, ROLE_FAMILY_IDS } from "./families";

describe("role families", () => {
  it("relates only known families", () => {
    for (const id of ROLE_FAMILY_IDS) for (const r of ROLE_FAMILIES[id].related) expect(ROLE_FAMILY_IDS, `${id} → ${r}`).toContain(r);
  });

  it("counts geospatial work as data work and medical office work as healthcare work", () => {
    expect(familiesNear("data-research").has("planning-community")).toBe(true);
    expect(familiesNear("healthcare").has("administrative")).toBe(true);
    expect(familiesNear("healthcare").has("skilled-trades")).toBe(false);
  });
});
