/** The curated crosswalk is data: every code must exist and the coverage minimums must hold. */
import { describe, expect, it } from "vitest";
import crosswalk from "./crosswalk.json" with { type: "json" };
import occupations from "./onet/occupations.json" with { type: "json" };
import series from "./opm/occupational-series.json" with { type: "json" };
import type { CrosswalkData } from "../builtin/crosswalk";

const data = crosswalk as CrosswalkData;
const codes = new Set((occupations as { code: string }[]).map((o) => o.code));
const opm = new Map((series as { series: string; title: string; collar: string }[]).map((s) => [s.series, s]));

describe("crosswalk.json", () => {
  it("maps at least 80 white-collar OPM series, each to 2–4 existing O*NET codes", () => {
    const entries = Object.entries(data.series);
    expect(entries.filter(([s]) => opm.get(s)?.collar === "white").length).toBeGreaterThanOrEqual(80);
    for (const [s, entry] of entries) {
      expect(opm.has(s), `series ${s}`).toBe(true);
      expect(entry.title).toBe(opm.get(s)?.title);
      expect(entry.codes.length, s).toBeGreaterThanOrEqual(2);
      expect(entry.codes.length, s).toBeLessThanOrEqual(4);
      for (const c of entry.codes) expect(codes.has(c), `${s} → ${c}`).toBe(true);
      expect(new Set(entry.codes).size).toBe(entry.codes.length);
      expect(entry.label).toMatch(/^[A-Z]/);
    }
  });

  it("covers the most common federal white-collar series", () => {
    const common = "0301 0303 0340 0341 0343 0346 0201 0203 0501 0505 0510 0511 0560 0610 0620 0801 0810 0830 0850 0855 0905 0950 0962 1035 1101 1102 1105 1109 1811 1801 1895 1896 2001 2003 2010 2101 2152 2210 0080 0083 0089 0185 0132 0018 0028 0081 0602 0603 0660 0671 0679 1530 1550 1701 1712 1750 0306 0308 0318 0326 0344 0391 0401 0408 0486 0512 0525 0526 0544 0592 0644 0647 0661 0670 0675 0685 0690 1910 1170 1173 1410 2130 0110 0130 0180 0260 0802 0809 0819 0861 1082 1083 1084 0996 0998".split(" ");
    for (const s of common) expect(data.series[s], s).toBeDefined();
  });

  it("has state, county and city job families for the common public roles", () => {
    const ids = new Set(data.families.map((f) => f.id));
    for (const id of ["police", "fire", "planning", "social-work", "clerical", "municipal-clerk", "engineering", "public-works", "nursing", "teacher", "education-program", "corrections", "dispatch", "eligibility", "building"]) {
      expect(ids.has(id), id).toBe(true);
    }
    for (const f of data.families) {
      expect(f.codes.length, f.id).toBeGreaterThanOrEqual(2);
      expect(f.codes.length, f.id).toBeLessThanOrEqual(4);
      for (const c of f.codes) expect(codes.has(c), `${f.id} → ${c}`).toBe(true);
      expect(f.match.length).toBeGreaterThan(0);
    }
  });

  it("never suggests a government-only occupation as a destination", () => {
    const publicOnly = new Set(data.publicOnly);
    for (const c of data.publicOnly) expect(codes.has(c), c).toBe(true);
    for (const entry of [...Object.values(data.series), ...data.families]) {
      for (const c of entry.codes) expect(publicOnly.has(c), c).toBe(false);
    }
  });

  it("maps specialty options to existing codes of mapped series", () => {
    for (const [s, options] of Object.entries(data.seriesOptions)) {
      expect(data.series[s]).toBeDefined();
      for (const list of Object.values(options)) for (const c of list) expect(codes.has(c), c).toBe(true);
    }
  });

  it("points every title hint at a mapped series", () => {
    for (const [title, s] of Object.entries(data.titleHints)) {
      expect(data.series[s], `${title} → ${s}`).toBeDefined();
      expect(title).toBe(title.toLowerCase());
    }
  });
});
