import { describe, expect, it } from "vitest";
import { judge, parseAllowList, scoreResume, type Check } from "./run";

const check = (id: string, ok: boolean): Check => ({ id, name: id, value: "", target: "", ok });

describe("the known-misses ratchet", () => {
  it("reads ids, one per line, without comments or blank lines", () => {
    expect([...parseAllowList("# header\nprecision\n\nskills  # for now\n")]).toEqual(["precision", "skills"]);
  });

  it("fails on a miss that is not allowed, passes on allowed ones, and reports allowed targets that are met", () => {
    const list = [check("precision", false), check("copied", false), check("skills", true)];
    const r = judge(list, new Set(["precision", "skills"]));
    expect(r.blocking.map((c) => c.id)).toEqual(["copied"]);
    expect(r.missed.map((c) => c.id)).toEqual(["precision", "copied"]);
    expect(r.nowMet).toEqual(["skills"]);
    expect(judge([check("precision", false)], new Set(["precision"])).blocking).toEqual([]);
  });

  it("refuses an id it does not know", () => {
    expect(() => judge([check("precision", false)], new Set(["precison"]))).toThrow(/unknown target id/);
  });

describe("scoring a resume's roles", () => {
  const ctx = { index: {} as never, postings: [], familyOfTitle: () => null, familyOfCode: () => null, now: new Date("2026-11-01T00:00:00Z") };
  const item = (titles: string[], family: string) => ({ id: "x", source: "s", readOn: "2026-11-25", publisher: "p", level: "city", series: null, grade: null, supervisory: false, position: { jobTitle: "Cook", agency: "", location: "Reno, NV", startDate: "01/2020", endDate: "Present" }, text: "Prepares meals.", reference: { titles, family, seniority: "specialist" } }) as never;
  const result = (roles: string[]) => ({ summary: "", skills: [], experience: [], achievements: [], systemsAndTools: [], certifications: [], privateSectorRoles: roles, translatedResume: "", metadata: {} }) as never;

  it("counts food titles as unrelated for an office job, not for a cook whose references list them", () => {
    expect(scoreResume(item(["Budget Analyst"], "finance-accounting"), result(["Line Cook", "Budget Analyst"]), ctx, []).unrelatedRoles).toEqual(["Line Cook"]);
    expect(scoreResume(item(["Cook", "Line Cook", "Prep Cook"], "skilled-trades"), result(["Line Cook", "Institutional Cook"]), ctx, []).unrelatedRoles).toEqual([]);
  });
});
});
