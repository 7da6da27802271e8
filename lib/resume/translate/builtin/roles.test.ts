import { beforeAll, describe, expect, it } from "vitest";
import { lookupSeries, matchJobTitle } from "./crosswalk";
import { loadOnetIndex, type OnetIndex } from "./onet-index";
import { displayTitles, rankRoles, singularTitle, suggestedRoles } from "./roles";

let index: OnetIndex;
beforeAll(async () => {
  index = await loadOnetIndex();
}, 60_000);

const rank = (title: string, text: string, crosswalk = matchJobTitle(title)) =>
  rankRoles(index, [{ title, text, crosswalk, weight: 1 }]).overall.map((r) => r.code);

describe("rankRoles", () => {
  it("puts the crosswalk's destinations first when the text agrees", () => {
    expect(rank("IT Specialist", "Manages firewalls, intrusion detection and vulnerability scans; responds to security incidents.", lookupSeries("2210")).slice(0, 3)).toContain("15-1212.00");
    expect(rank("Contract Specialist", "Negotiates prices and administers contracts with vendors.").slice(0, 2)).toContain("13-1023.00");
  });

  it("ranks from title and duties alone when no crosswalk entry applies", () => {
    const codes = rank("Widget Whisperer", "Prepares financial statements, reconciles general ledger accounts and supports audits.", null);
    expect(codes[0]).toBe("13-2011.00");
  });

  it("never suggests government-only occupations", () => {
    const codes = rank("Police Officer", "Patrols assigned areas, makes arrests, responds to calls for service and writes incident reports.");
    expect(codes).not.toContain("33-3051.00");
    expect(codes).not.toContain("33-1012.00");
  });

  it("weights recent positions more", () => {
    const positions = [
      { title: "Budget Analyst", text: "Prepares budgets.", crosswalk: lookupSeries("0560"), weight: 1 },
      { title: "Nurse", text: "Assesses patients.", crosswalk: matchJobTitle("Nurse"), weight: 0.5 },
    ];
    const r = rankRoles(index, positions);
    expect(r.overall[0].code).toBe("13-2031.00");
    expect(r.perPosition[1][0].code.startsWith("29-1141")).toBe(true);
  });
});

describe("role names", () => {
  it("uses posting-style titles, not O*NET's plural category names", () => {
    const occ = index.indexOf.get("13-1023.00")!;
    const names = displayTitles(index, occ, "contract specialist procurement");
    expect(names[0]).not.toMatch(/Except|,/);
    expect(names.every((n) => !/\d|\(/.test(n))).toBe(true);
  });

  it("returns distinct names for the best occupations, at most 8", () => {
    const ranked = rankRoles(index, [{ title: "Budget Analyst", text: "Budget execution and forecasting.", crosswalk: lookupSeries("0560"), weight: 1 }]).overall;
    const roles = suggestedRoles(index, ranked, "budget analyst");
    expect(roles.length).toBeGreaterThanOrEqual(4);
    expect(roles.length).toBeLessThanOrEqual(8);
    expect(new Set(roles.map((r) => r.toLowerCase())).size).toBe(roles.length);
    expect(roles[0]).toBe("Budget Analyst");
  });

  it("singularises a category name as a fallback", () => {
    expect(singularTitle("Accountants and Auditors")).toBe("Accountant");
    expect(singularTitle("Budget Analysts")).toBe("Budget Analyst");
  });
});
