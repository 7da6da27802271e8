import { describe, expect, it } from "vitest";
import { loadOnetIndex } from "../builtin/onet-index";
import { composeResume, roleCandidates } from "../builtin/compose";
import type { TranslationInput } from "../types";
import { byCoachShare, COACH_TITLES, coachShares, type CoachTitles } from "./coach-titles";
import { SENIORITY_LEVELS } from "./families";
import { getRoleMap } from "./index";
import { normalizeTitleKey } from "./role-map";

describe("coaches' title order", () => {
  it("puts what coaches list before what the engine ranked higher, and keeps the engine's order otherwise", () => {
    const candidates = ["Budget Analyst", "Financial Analyst", "Budget Officer", "Cost Analyst", "Senior Budget Analyst"];
    expect(byCoachShare(candidates, { "senior budget analyst": 0.6 })).toEqual(["Senior Budget Analyst", "Budget Analyst", "Financial Analyst", "Budget Officer", "Cost Analyst"]);
    // A title one coach in ten listed does not outrank the engine's first choice.
    expect(byCoachShare(candidates, { "cost analyst": 0.1 })[0]).toBe("Budget Analyst");
    expect(byCoachShare(candidates, undefined)).toEqual(candidates);
    expect(byCoachShare(candidates, {})).toEqual(candidates);
  });

  it("uses an entry's figures for the position's level only", () => {
    const table: CoachTitles = { "0560": { specialist: { "budget analyst": 0.5 }, senior: { "senior budget analyst": 0.7 } } };
    expect(coachShares(table, "0560", "senior")).toEqual({ "senior budget analyst": 0.7 });
    expect(coachShares(table, "0560", "specialist")).toEqual({ "budget analyst": 0.5 });
    expect(coachShares(table, "0560", "manager")).toBeUndefined();
    expect(coachShares(table, "0510", "specialist")).toBeUndefined();
  });

  it("holds only the role map's entries, levels and titles, with shares of a group", () => {
    const map = getRoleMap();
    const titles = new Set(map.entries.flatMap((e) => [...Object.values(e.ladder).flat(), ...e.specialties.map((s) => s.title)].map((t) => normalizeTitleKey(t ?? ""))));
    expect(Object.keys(COACH_TITLES).length).toBeGreaterThan(100);
    for (const [key, levels] of Object.entries(COACH_TITLES)) {
      expect(map.byKey.get(key), key).toBeDefined();
      for (const [level, shares] of Object.entries(levels)) {
        expect(SENIORITY_LEVELS, `${key} ${level}`).toContain(level);
        for (const [title, share] of Object.entries(shares ?? {})) {
          expect(titles.has(title), `${key} ${level} ${title}`).toBe(true);
          expect(share, `${key} ${level} ${title}`).toBeGreaterThan(0);
          expect(share).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("reorders a resume's suggested roles by the table, drawing on the ladder's neighbouring levels", async () => {
    const index = await loadOnetIndex();
    const now = new Date("2026-11-01T00:00:00Z");
    const input: TranslationInput = {
      personalInfo: { name: "Pat Doe", email: "pat@example.com", phone: "", location: "Denver, CO", education: "" },
      positions: [
        {
          jobTitle: "Budget Analyst, GS-0560-11",
          agency: "Department of the Interior",
          location: "Denver, CO",
          startDate: "01/2019",
          endDate: "Present",
          description:
            "Formulates and executes the annual operating budget of a regional office. Analyzes obligations and expenditures against the financial plan, prepares funds certifications and reprogramming requests, and reports budget execution to managers.",
        },
      ],
    };
    const c = roleCandidates(index, input, now);
    expect(c?.entry).toBe("0560");
    const level = c!.level;
    const engine = composeResume(index, input, now, {}).privateSectorRoles;
    expect(engine).toEqual(c!.roles.slice(0, 8));
    // A title from the pool beyond the first six, which two coaches in three listed, comes first.
    const later = c!.pool.slice(8).find((t) => !engine.includes(t))!;
    expect(later).toBeDefined();
    const table: CoachTitles = { "0560": { [level]: { [normalizeTitleKey(later)]: 0.67 } } };
    const reordered = composeResume(index, input, now, table).privateSectorRoles;
    expect(reordered[0]).toBe(later);
    expect(reordered.slice(1)).toEqual(engine.slice(0, 7));
  });
});
