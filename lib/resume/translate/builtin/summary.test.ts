import { describe, expect, it } from "vitest";
import { asGerundPhrase, buildSummary, distinctRoles, governmentLevel, inProse, joinList, sameTitle, sectorPhrase } from "./summary";

describe("summary", () => {
  const contracting = {
    label: "Contracting and procurement professional",
    months: 101,
    sector: "federal government",
    skills: ["Contract Negotiation", "Cost and Price Analysis", "Contract Administration", "Supplier Management", "Source Selection"],
    tools: ["SAP"],
    roles: ["Procurement Manager", "Contract Manager", "Buyer"],
    leadership: true,
    seniority: "senior" as const,
    highlight: "administering 85 contracts worth $140 million",
  };

  it("states the level, years, domain, a concrete result and strengths", () => {
    const s = buildSummary({ ...contracting, seed: "a" });
    expect(s).toMatch(/\bsenior\b/i);
    expect(s).toContain("8+ years");
    expect(s).toContain("contracting and procurement professional");
    expect(s).toContain("contract negotiation, cost and price analysis, and contract administration");
    expect(s).toContain("Track record includes administering 85 contracts worth $140 million.");
    expect(s).toMatch(/supplier management and source selection/);
    expect(s).toContain("SAP");
    expect(s).toMatch(/Procurement Manager/);
    expect(s).not.toMatch(/Well suited to|Brings strengths/);
  });

  it("keeps an acronym label's capitals and says 'in the public sector'", () => {
    const variants = ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => buildSummary({ ...contracting, label: "IT professional", sector: "public-sector", seed }));
    for (const s of variants) {
      expect(s).not.toMatch(/\biT\b/);
      expect(s).not.toMatch(/\bin public-sector\b/);
    }
    expect(variants.join(" ")).toMatch(/in the public sector|public-sector experience/);
  });

  it("reads differently for different people", () => {
    const variants = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => buildSummary({ ...contracting, seed })));
    expect(variants.size).toBeGreaterThanOrEqual(2);
  });

  it("says nothing about years it cannot compute", () => {
    const s = buildSummary({ label: "Administrative professional", months: 0, sector: "public-sector", skills: [], tools: [], roles: ["Office Manager"], leadership: false, seed: "x" });
    expect(s).not.toMatch(/\d/);
    expect(s).toContain("administrative professional");
    expect(s).toContain("Office Manager");
  });

  it("names the level of government", () => {
    expect(governmentLevel("City of Dayton", false)).toBe("city");
    expect(governmentLevel("Fairfax County Department of Planning", false)).toBe("county");
    expect(governmentLevel("Texas Department of Family and Protective Services", false)).toBe("state");
    expect(governmentLevel("DFAS", false)).toBe("federal");
    expect(governmentLevel("", true)).toBe("federal");
    // A federal grade code outweighs a city in the facility's name.
    expect(governmentLevel("Department of Veterans Affairs, VA Salt Lake City Health Care System", true)).toBe("federal");
    expect(sectorPhrase(["county", "city"])).toBe("state and local government");
    expect(sectorPhrase(["federal", "city"])).toBe("public-sector");
  });

  it("keeps product names' capitals in prose", () => {
    expect(inProse("Microsoft Office")).toBe("Microsoft Office");
    expect(inProse("ArcGIS Pro")).toBe("ArcGIS Pro");
  });

  it("writes skill names in prose", () => {
    expect(inProse("Geographic Information Systems (GIS)")).toBe("geographic information systems (GIS)");
    expect(joinList(["a", "b", "c"])).toBe("a, b, and c");
  });

  it("targets two different roles, not one title in two spellings", () => {
    expect(sameTitle("LPN", "Licensed Practical Nurse")).toBe(true);
    expect(sameTitle("EEO Specialist", "Equal Employment Opportunity Specialist")).toBe(true);
    expect(sameTitle("Electronics Technician", "Electronic Technician")).toBe(true);
    expect(sameTitle("Program Manager", "Project Manager")).toBe(false);
    expect(sameTitle("Senior Accountant", "Accountant")).toBe(false);
    expect(distinctRoles(["Licensed Practical Nurse", "LPN", "Licensed Vocational Nurse"])).toEqual(["Licensed Practical Nurse", "Licensed Vocational Nurse"]);
  });

  it("joins two strengths that contain 'and' without a run of 'and's", () => {
    expect(joinList(["deductions and garnishments", "overtime compliance"])).toBe("deductions and garnishments as well as overtime compliance");
    expect(joinList(["budgets", "forecasts"])).toBe("budgets and forecasts");
  });
});

describe("asGerundPhrase", () => {
  const gerund = (v: string) => ({ placed: "placing", managed: "managing" })[v.toLowerCase()] ?? v;
  const isVerb = (w: string) => /^(?:place|review|manage)$/i.test(w);
  it("keeps the figure and never stops mid-clause when cut at 16 words", () => {
    expect(asGerundPhrase("Placed 98 percent of applicants on waiting list in accordance with the Administrative Plan and federal rules", gerund, isVerb)).toBe("placing 98 percent of applicants on waiting list");
    expect(asGerundPhrase("Managed 85 contracts worth $140 million", gerund, isVerb)).toBe("managing 85 contracts worth $140 million");
  });
});
