import { describe, expect, it } from "vitest";
import { buildSummary, governmentLevel, inProse, joinList, sectorPhrase } from "./summary";

describe("summary", () => {
  it("builds 2–3 sentences from years, skills, tools and roles", () => {
    const s = buildSummary({
      label: "Contracting and procurement professional",
      months: 101,
      sector: "federal government",
      skills: ["Contract Negotiation", "Cost and Price Analysis", "Contract Administration", "Supplier Management"],
      tools: ["SAP"],
      roles: ["Procurement Manager", "Contract Manager", "Buyer"],
      leadership: true,
    });
    expect(s).toBe(
      "Contracting and procurement professional with 8+ years of federal government experience in contract negotiation, cost and price analysis, and contract administration. " +
        "Brings proven team leadership and strengths in supplier management, with hands-on experience using SAP. " +
        "Well suited to Procurement Manager, Contract Manager, and Buyer roles in the private sector.",
    );
    expect(s.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
  });

  it("says nothing about years it cannot compute", () => {
    const s = buildSummary({ label: "Administrative professional", months: 0, sector: "public-sector", skills: [], tools: [], roles: ["Office Manager"], leadership: false });
    expect(s).toBe("Administrative professional with public-sector experience. Well suited to Office Manager roles in the private sector.");
  });

  it("names the level of government", () => {
    expect(governmentLevel("City of Dayton", false)).toBe("city");
    expect(governmentLevel("Fairfax County Department of Planning", false)).toBe("county");
    expect(governmentLevel("Texas Department of Family and Protective Services", false)).toBe("state");
    expect(governmentLevel("DFAS", false)).toBe("federal");
    expect(governmentLevel("", true)).toBe("federal");
    expect(sectorPhrase(["county", "city"])).toBe("state and local government");
    expect(sectorPhrase(["federal", "city"])).toBe("public-sector");
  });

  it("writes skill names in prose", () => {
    expect(inProse("Geographic Information Systems (GIS)")).toBe("geographic information systems (GIS)");
    expect(joinList(["a", "b", "c"])).toBe("a, b, and c");
  });
});
