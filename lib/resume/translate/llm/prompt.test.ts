/** The prompt: positions as entered, built-in grounding, nothing personal beyond education. */
import { beforeAll, describe, expect, it } from "vitest";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { builtinTranslator } from "../builtin";
import type { TranslationInput, TranslationResult } from "../types";
import { buildGrounding, buildPrompt, MAX_DESCRIPTION_CHARS, SYSTEM_PROMPT } from "./prompt";

const NOW = new Date("2026-11-01T00:00:00Z");
const input: TranslationInput = {
  personalInfo: SAMPLE_PERSON,
  positions: [
    PD_FIXTURES[9].position, // county planner, Present
    { jobTitle: "Clerk", agency: "", location: "Reno, NV", startDate: "01/2008", endDate: "current", description: `Answered phones. ${"Filed records. ".repeat(850)}` },
  ],
};
let builtin: TranslationResult;

beforeAll(async () => {
  builtin = await builtinTranslator.translate(input, { now: NOW });
}, 60_000);

describe("buildPrompt", () => {
  it("states the rules", () => {
    for (const rule of [/never invent/i, /numbers/i, /employers/i, /degrees/i, /certifications/i, /action verb/i, /tense/i, /jargon/i, /3 to 6 bullets/i, /exactly as the user wrote it/i]) {
      expect(SYSTEM_PROMPT).toMatch(rule);
    }
  });

  it("lists each position with its fields, a normalized end date and a bounded description", () => {
    const { system, user } = buildPrompt(input, buildGrounding(input, builtin, NOW));
    expect(system).toBe(SYSTEM_PROMPT);
    expect(user).toContain("Position 1\njobTitle: Planner III\nemployer: Fairfax County Department of Planning and Development");
    expect(user).toContain("Position 2\njobTitle: Clerk\nemployer: (none given)\nlocation: Reno, NV\nstartDate: 01/2008\nendDate: Present");
    expect(user).toContain("[…cut]");
    expect(user.length).toBeLessThan(2 * MAX_DESCRIPTION_CHARS + 5000);
    expect(user).toContain(`Education (context only; do not add degrees): ${SAMPLE_PERSON.education}`);
    for (const personal of [SAMPLE_PERSON.name, SAMPLE_PERSON.email, SAMPLE_PERSON.phone, SAMPLE_PERSON.linkedinUrl!]) expect(user).not.toContain(personal);
  });

  it("passes the built-in engine's roles, skills, tools and profession as reference data", () => {
    const grounding = buildGrounding(input, builtin, NOW);
    expect(grounding.yearsOfExperience).toBe(18); // 01/2008 → 11/2026
    expect(grounding.positions[0].profession).toMatch(/planning/i);
    const { user } = buildPrompt(input, grounding);
    expect(user).toContain(`Private-sector roles, best fit first: ${builtin.privateSectorRoles.join("; ")}`);
    expect(user).toContain(`Skills: ${builtin.skills.join("; ")}`);
    expect(user).toContain("Years of experience from the dates: 18");
  });

  it("names a detected federal series", () => {
    const federal = { personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position] };
    const grounding = buildGrounding(federal, builtin, NOW);
    expect(grounding.positions[0]).toMatchObject({ series: "2210", seriesTitle: expect.stringMatching(/information technology/i) });
  });
});
