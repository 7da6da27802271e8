/**
 * The built-in engine on realistic position descriptions (fixtures/): relevant roles, no grade
 * codes, no unexplained agency acronyms, no invented numbers, bullets for every position, schema.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { translationResultSchema } from "../schema";
import type { TranslationInput, TranslationResult } from "../types";
import { AGENCIES } from "../data/jargon";
import { STATE_CODES, unexplainedAcronyms } from "./acronyms";
import { monthsOfExperience } from "./dates";
import { builtinTranslator } from "./index";
import { hasGradeCode } from "./series";
import { loadOnetIndex, type OnetIndex } from "./onet-index";
import { rankOccupations, withinLimits } from "./compose";

const NOW = new Date("2026-11-01T00:00:00Z");

/** Every number in a text, commas removed ("3,000" → "3000", "$4.2" → "4.2"). */
function numbers(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, "").replace(/\.$/, ""));
}

function inputText(input: TranslationInput): string {
  const p = input.personalInfo;
  return [p.name, p.email, p.location, p.phone, p.education, p.linkedinUrl ?? "", ...input.positions.flatMap((x) => [x.jobTitle, x.agency ?? "", x.location, x.startDate, x.endDate, x.description])].join("\n");
}

/** Everything the engine wrote, without the contact line and locations (which are the user's). */
function writtenText(r: TranslationResult): string {
  return [r.summary, ...r.skills, ...r.experience.flatMap((e) => [e.title, e.employer ?? "", ...e.bullets]), ...r.achievements, ...r.systemsAndTools, ...r.certifications, ...r.privateSectorRoles].join("\n");
}

let index: OnetIndex;
const results = new Map<string, TranslationResult>();

beforeAll(async () => {
  index = await loadOnetIndex();
  for (const f of PD_FIXTURES) {
    const input = { personalInfo: SAMPLE_PERSON, positions: [f.position] };
    results.set(f.id, await builtinTranslator.translate(input, { now: NOW }));
  }
}, 60_000);

describe.each(PD_FIXTURES.map((f) => [f.id, f] as const))("fixture %s", (_id, f) => {
  const input: TranslationInput = { personalInfo: SAMPLE_PERSON, positions: [f.position] };
  const result = () => results.get(f.id)!;

  it("passes the output schema", () => {
    expect(() => translationResultSchema.parse(result())).not.toThrow();
    expect(result().metadata).toMatchObject({ engine: "builtin", tokens: 0, costUsd: 0 });
  });

  it("suggests relevant private-sector roles", () => {
    const ranked = composeRanking(input);
    expect(ranked.slice(0, 3).some((code) => f.expect.topCodes.some((p) => code.startsWith(p)))).toBe(true);
    const roles = result().privateSectorRoles;
    expect(roles.length).toBeGreaterThanOrEqual(4);
    const matching = roles.filter((r) => f.expect.roleWords.test(r));
    expect(matching.length).toBeGreaterThanOrEqual(Math.ceil(roles.length / 2));
  });

  it("leaves no grade or series code", () => {
    expect(hasGradeCode(result().translatedResume)).toBe(false);
    expect(result().translatedResume).not.toMatch(/\bGS\b|\bseries\s+\d{3,4}\b/i);
  });

  it("leaves no unexplained acronym (agency or otherwise)", () => {
    expect(unexplainedAcronyms(writtenText(result()))).toEqual([]);
    expect(unexplainedAcronyms(result().translatedResume, STATE_CODES)).toEqual([]);
    for (const [acr] of AGENCIES) {
      const text = result().experience.flatMap((e) => e.bullets).join("\n") + result().summary;
      expect(text, `agency acronym ${acr}`).not.toMatch(new RegExp(`(?<![A-Za-z(])${acr}(?![A-Za-z)])`));
    }
  });

  it("invents no number", () => {
    const allowed = new Set(numbers(inputText(input)));
    const years = Math.floor(monthsOfExperience(input.positions, NOW) / 12);
    allowed.add(String(years));
    const invented = numbers(result().translatedResume).filter((n) => !allowed.has(n));
    expect(invented).toEqual([]);
  });

  it("writes 3–6 verb-first bullets per position in the right tense, with no boilerplate", () => {
    const present = /^present$/i.test(f.position.endDate);
    for (const e of result().experience) {
      expect(e.bullets.length).toBeGreaterThanOrEqual(3);
      expect(e.bullets.length).toBeLessThanOrEqual(6);
      for (const b of e.bullets) {
        expect(b).toMatch(/^[A-Z]/);
        expect(b).not.toMatch(/\b(?:incumbent|responsible for|my|we|our|his\/her)\b/i);
        expect(b).not.toMatch(/(?<!Title |Level |Phase )\bI\b/);
        expect(b).not.toMatch(/\b(?:supervisory controls|knowledge required|scope and effect|physical demands|work environment|percent of time)\b/i);
        const first = b.split(" ")[0];
        if (present) expect(first, b).not.toMatch(/ed$/);
      }
      if (!present) expect(e.bullets.filter((b) => /^[A-Z][a-z]+(?:ed|led|ote|ew|ught|ilt|ld|ok|aw|ent|ound|ade|an|et|ove|ought)\b/.test(b)).length).toBeGreaterThanOrEqual(e.bullets.length - 1);
    }
  });

  it("finds the expected skills, tools and certifications, and nothing unnamed", () => {
    const r = result();
    for (const s of f.expect.skills ?? []) expect(r.skills.map((x) => x.toLowerCase()).join("|")).toContain(s.toLowerCase());
    for (const t of f.expect.tools ?? []) expect(r.systemsAndTools.join("|")).toContain(t);
    for (const c of f.expect.certifications ?? []) expect(r.certifications.join("|")).toContain(c);
    if (!f.expect.certifications) expect(r.certifications.filter((c) => !/clearance|license|certification|training/i.test(c))).toEqual([]);
  });
});

function composeRanking(input: TranslationInput): string[] {
  return rankOccupations(index, input, NOW).map((r) => r.code);
}

describe("builtin engine", () => {
  it("is deterministic: same input and clock, same resume", async () => {
    const input = { personalInfo: SAMPLE_PERSON, positions: PD_FIXTURES.slice(0, 3).map((f) => f.position) };
    const a = await builtinTranslator.translate(input, { now: NOW });
    const b = await builtinTranslator.translate(structuredClone(input), { now: NOW });
    const { metadata: _a, ...restA } = a;
    const { metadata: _b, ...restB } = b;
    expect(restA).toEqual(restB);
  });

  it("does not make the job's own title, pasted atop its duties, into a bullet", async () => {
    const position = { jobTitle: "Accounting Technician 3 - 4", agency: "State of West Virginia", location: "Charleston, WV", startDate: "01/2020", endDate: "Present", description: "Accounting Technician 3 - 4\n\nDESCRIPTION\nMaintains ledgers, journals and fund records, reconciles accounts and processes payment vouchers for the agency." };
    const r = await builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions: [position] }, { now: NOW });
    const bullets = r.experience[0].bullets;
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.join("\n")).not.toMatch(/Technician 3 - 4/);
  });

  it("translates a three-position resume with one experience entry per position, in order", async () => {
    const positions = [PD_FIXTURES[0].position, PD_FIXTURES[1].position, PD_FIXTURES[7].position];
    const r = await builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions }, { now: NOW });
    expect(r.experience.map((e) => e.startDate)).toEqual(positions.map((p) => p.startDate));
    expect(r.experience.map((e) => e.employer)).toEqual(["Department of Veterans Affairs (VA)", "Defense Logistics Agency", "City of Phoenix Police Department"]);
    expect(r.translatedResume).toContain(SAMPLE_PERSON.name);
    expect(r.translatedResume).toContain("PROFESSIONAL EXPERIENCE");
    expect(unexplainedAcronyms(r.translatedResume, STATE_CODES)).toEqual([]);
    // Acronyms are spelled out once, not at every use.
    for (const m of r.translatedResume.matchAll(/\(([A-Z]{2,})\)/g)) {
      expect(r.translatedResume.split(`(${m[1]})`).length - 1, m[1]).toBe(1);
    }
  });

  it("copes with a short, plain description and odd dates", async () => {
    const r = await builtinTranslator.translate(
      {
        personalInfo: SAMPLE_PERSON,
        positions: [{ jobTitle: "Clerk", location: "Reno, NV", startDate: "13/2020", endDate: "Present", description: "Answered phones." }],
      },
      { now: NOW },
    );
    expect(r.experience[0].bullets).toEqual(["Answer phones"]);
    expect(r.summary).not.toMatch(/\d/);
    expect(r.privateSectorRoles.length).toBeGreaterThan(0);
  });

  it("leaves role titles as postings write them (no spelled-out acronyms) and targets two different roles", async () => {
    const r = await builtinTranslator.translate(
      {
        personalInfo: SAMPLE_PERSON,
        positions: [{ jobTitle: "Practical Nurse, GS-0620-05", agency: "Department of Veterans Affairs", location: "Hines, IL", startDate: "01/2021", endDate: "Present", description: "Provides nursing care to patients in a primary care clinic as an LPN. Administers medications, records vital signs and documents care in the electronic health record. Assists physicians and registered nurses with treatments." }],
      },
      { now: NOW },
    );
    expect(r.privateSectorRoles.filter((t) => /\(/.test(t))).toEqual([]);
    const targeted = /(?:Targeting|Seeking|as an?) (.+?)(?: roles| opportunities|\.$)/.exec(r.summary)?.[1] ?? "";
    expect(targeted).not.toMatch(/Licensed Practical Nurse and (?:LPN|Licensed Practical Nurse)/);
  });

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position] }, { signal: controller.signal })).rejects.toThrow();
  });
});

describe("bullet openings", () => {
  const position = (description: string) => ({ jobTitle: "Maintenance Worker", agency: "City of Springfield", location: "Springfield, IL", startDate: "01/2018", endDate: "06/2023", description });

  it("prefers duties that open with a resume action verb over plain ones", async () => {
    const r = await builtinTranslator.translate(
      {
        personalInfo: SAMPLE_PERSON,
        positions: [
          position(
            "Loads trucks with asphalt, gravel and tools for street repair crews. Stacks pallets of supplies in the city yard and storeroom. Repairs potholes and street surfaces with hot and cold asphalt mix. Inspects storm drains and culverts for debris and damage after storms. Operates dump trucks, loaders and street sweepers on assigned routes. Maintains parks, playgrounds and city grounds by mowing and trimming.",
          ),
        ],
      },
      { now: NOW },
    );
    const openings = r.experience[0].bullets.map((b) => b.split(" ")[0]);
    expect(openings.length).toBeGreaterThanOrEqual(3);
    expect(openings).not.toContain("Loaded");
    expect(openings).not.toContain("Stacked");
  });

  it("still writes bullets from plain verbs when the PD has nothing else", async () => {
    const r = await builtinTranslator.translate(
      { personalInfo: SAMPLE_PERSON, positions: [position("Loads trucks with asphalt, gravel and tools for street repair crews. Stacks pallets of supplies in the city yard and storeroom.")] },
      { now: NOW },
    );
    expect(r.experience[0].bullets.some((b) => /^(?:Loaded|Stacked)\b/.test(b))).toBe(true);
  });
});

describe("descriptions written as prose", () => {
  const position = (jobTitle: string, description: string) => ({ jobTitle, agency: "Garfield County", location: "Rifle, CO", startDate: "01/2019", endDate: "Present", description });

  it("writes the duties of a posting that names the job as the subject of every sentence", async () => {
    const r = await builtinTranslator.translate(
      {
        personalInfo: SAMPLE_PERSON,
        positions: [
          position(
            "Telecommunicator",
            "About The Position\nThe Communications Authority serves all of the county, answering an average of 250 calls per day. The Telecommunicator's primary responsibility is to answer emergency and non-emergency calls for service and enter the information into the computer aided dispatch system. Based on the information secured, the Telecommunicator determines the nature of the call and what type of assistance is needed. For emergency calls, the Telecommunicator dispatches the appropriate response units to the scene according to priority and availability of field units. The Telecommunicator is additionally responsible for retrieving and relaying information contained in state and national crime information systems.",
          ),
        ],
      },
      { now: NOW },
    );
    const bullets = r.experience[0].bullets;
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.join("\n")).not.toMatch(/Serve as Telecommunicator/);
    expect(bullets.some((b) => /^Dispatch\b/.test(b))).toBe(true);
  });

  it("adds a class specification's prose duties when its duty statements give too few bullets", async () => {
    const r = await builtinTranslator.translate(
      {
        personalInfo: SAMPLE_PERSON,
        positions: [
          position(
            "Child Support Enforcement Specialist I",
            "DEFINITION OF WORK\nSummary\nThis is case management work in a child support enforcement program.\nWork involves managing an assigned caseload consisting of multiple programs and disseminating and interpreting program information. Interviews applicants and recipients of program services to gather information needed to locate absent parents. Contacts absent parents in an effort to establish paternity and to establish and enforce child support obligations through agreed orders.",
          ),
        ],
      },
      { now: NOW },
    );
    const bullets = r.experience[0].bullets;
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.some((b) => /caseload/.test(b))).toBe(true);
    expect(bullets.some((b) => /absent parents to establish paternity/.test(b))).toBe(true);
  });
  it("keeps every list line within the output schema, however long a PD's sentence", async () => {
    // This 424-character duty, read as an achievement for its "award", failed the whole translation.
    const duty = "The Veterans Service Representative (VSR) (Authorizer) works as an employee in the Veterans Service Center (VSC), Pension Management Center (PMC), or Benefits Eligibility Support Team (BEST) explaining benefit programs and entitlement criteria, conducts interviews, identifies issues, gathers relevant evidence, adjudicates claims, authorizes payments and inputs data necessary to generate the award and notification letters.";
    const r = await builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions: [position("Veterans Service Representative (Authorizer)", `Duties\n${duty}\nReviews rating decisions for accuracy.`)] }, { now: NOW });
    expect(() => translationResultSchema.parse(r)).not.toThrow();
    // Whatever a list holds, what leaves the engine fits the schema.
    const long = "x ".repeat(300).trim();
    const fitted = withinLimits({ ...r, achievements: [long, "Cut processing time by 20%"], skills: [long, "Claims Adjudication"], experience: [{ ...r.experience[0], bullets: [long, "Adjudicated claims"] }] });
    expect(fitted.achievements).toEqual(["Cut processing time by 20%"]);
    expect(fitted.skills).toEqual(["Claims Adjudication"]);
    expect(fitted.experience[0].bullets).toEqual(["Adjudicated claims"]);
  });
  it("names a skill with a number only when the PD states that number", async () => {
    const duties = (part: string) => `Duties\nInspects runways, ramps and taxiways and initiates corrective action.\nIssues NOTAMs and reports airfield conditions.\nEnforces ${part} requirements on the airfield during self-inspections.`;
    const translate = async (part: string) => builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions: [position("Airport Operations Specialist", duties(part))] }, { now: NOW });
    const section = await translate("FAR Part 139.303 and 139.327");
    expect(section.skills.join(" | ")).not.toMatch(/\b139\b(?!\.)/);
    const stated = await translate("FAR Part 139");
    expect(stated.skills.some((k) => /Part 139\b/.test(k))).toBe(true);
  });
  it("never fails the output schema on odd input (empty, punctuation, one long word, markup, a 20,000-character line)", async () => {
    const long = "Supercalifragilistic".repeat(30);
    const descriptions = ["", ".", "!!!! ???", `Duties\n${long} ${long}.`, "Responsible for: •\n•\n•", "<script>alert(1)</script> manages a budget of $5,000,000", "x".repeat(20_000), `Received the award for ${"excellence and ".repeat(60)}leadership.`];
    for (const description of descriptions)
      for (const jobTitle of ["Analyst", "", "X".repeat(300)]) {
        const r = await builtinTranslator.translate({ personalInfo: SAMPLE_PERSON, positions: [position(jobTitle, description)] }, { now: NOW });
        expect(() => translationResultSchema.parse(r), `${jobTitle.slice(0, 10)} / ${description.slice(0, 20)}`).not.toThrow();
      }
  }, 60_000);
});

