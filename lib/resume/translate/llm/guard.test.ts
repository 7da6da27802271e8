/**
 * Post-checks on LLM answers: invented numbers, degrees, credentials and tools are removed,
 * employer/dates/location come from the input, and the built-in result fills any gap.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { goodAnswer } from "@/test/fakes/llm-reply";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { builtinTranslator } from "../builtin";
import { renderResumeText } from "../builtin/render-text";
import { translatedResumeContentSchema } from "../schema";
import type { TranslationInput, TranslationResult } from "../types";
import { allowedNumbers, claimsUnstatedDegree, finalizeLlmContent, inventedNumbers, namedIn, writtenNumbers } from "./guard";
import { llmContentSchema, LlmOutputError, type LlmContent } from "./output";

const NOW = new Date("2026-11-01T00:00:00Z");
// IT specialist (06/2017–Present): 14 systems, 9 medical centers, 62%, more than 3,000 employees.
const input: TranslationInput = { personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position] };
let builtin: TranslationResult;

beforeAll(async () => {
  builtin = await builtinTranslator.translate(input, { now: NOW });
}, 60_000);

const answer = (patch: Partial<LlmContent> = {}): LlmContent => llmContentSchema.parse({ ...goodAnswer(input), ...patch });
const withBullets = (bullets: string[]) => answer({ experience: [{ ...answer().experience[0], bullets }] });

describe("numbers", () => {
  it("reads digits, separators, decimals, multipliers and number words", () => {
    expect(writtenNumbers("Trained 3,000 staff, cut costs 12.5% and saved $4.2M over two years").map((n) => n.value)).toEqual([3000, 12.5, 4_200_000, 2]);
  });

  it("allows the input's numbers, its years and whole years of experience, but not its months", () => {
    const allowed = allowedNumbers(input, NOW);
    for (const n of [14, 9, 62, 3000, 2017, 9 /* 06/2017 → Nov 2026 is 9 years */]) expect(allowed).toContain(n);
    expect(allowed).not.toContain(6);
  });

  it("accepts rounding to the precision written, nothing else", () => {
    const allowed = [4_213_000, 62, 3000];
    expect(inventedNumbers("Managed a $4.2 million budget", allowed)).toEqual([]);
    expect(inventedNumbers("Trained 3K employees; cut vulnerabilities 62%", allowed)).toEqual([]);
    expect(inventedNumbers("Managed a $5 million budget for 40 staff", allowed)).toEqual(["5 million", "40"]);
    expect(inventedNumbers("Cut vulnerabilities by 60%", allowed)).toEqual(["60%"]);
    expect(inventedNumbers("Led five projects", allowed)).toEqual(["five"]);
  });
});

describe("degrees, credentials and tools", () => {
  const evidence = "B.S., Business Administration. Holds CISSP and CompTIA Security+. Active Top Secret clearance. Uses Excel and ArcGIS Pro.";

  it("flags a degree the input does not show", () => {
    expect(claimsUnstatedDegree("MBA-trained analyst", evidence)).toBe(true);
    expect(claimsUnstatedDegree("Holds a master's degree in security", evidence)).toBe(true);
    expect(claimsUnstatedDegree("Bachelor's degree in business administration", evidence)).toBe(false);
    expect(claimsUnstatedDegree("Analyst with a strong record", evidence)).toBe(false);
  });

  it("accepts credentials and tools named in the input, in other words or spelled out", () => {
    expect(namedIn("Certified Information Systems Security Professional (CISSP)", evidence)).toBe(true);
    expect(namedIn("CompTIA Security+ certification", evidence)).toBe(true);
    expect(namedIn("Top Secret security clearance", evidence)).toBe(true);
    expect(namedIn("Microsoft Excel", evidence)).toBe(true);
    expect(namedIn("Esri ArcGIS Pro", evidence)).toBe(true);
  });

  it("rejects credentials and tools the input does not name", () => {
    expect(namedIn("Project Management Professional (PMP)", evidence)).toBe(false);
    expect(namedIn("Salesforce", evidence)).toBe(false);
    expect(namedIn("Secret clearance (TS/SCI)", "Public Trust position")).toBe(false);
  });
});

describe("finalizeLlmContent", () => {
  it("keeps a sound answer and renders the plain text with the built-in renderer", () => {
    const { content, repairs } = finalizeLlmContent({ input, llm: answer(), builtin, now: NOW });
    expect(repairs).toEqual([]);
    expect(() => translatedResumeContentSchema.parse(content)).not.toThrow();
    const { translatedResume, ...fields } = content;
    expect(translatedResume).toBe(renderResumeText({ personalInfo: SAMPLE_PERSON, ...fields }));
  });

  it("drops a bullet with an invented number and keeps the ones with the input's numbers", () => {
    const llm = withBullets([
      "Serve as security officer for 14 systems supporting 9 medical centers",
      "Cut incident response time by 45% through new playbooks",
      "Train more than 3,000 employees each year in security awareness",
      "Reduced critical vulnerabilities by 62% over two years",
    ]);
    const { content, repairs } = finalizeLlmContent({ input, llm, builtin, now: NOW });
    expect(content.experience[0].bullets).toHaveLength(3);
    expect(content.experience[0].bullets.join(" ")).not.toMatch(/45%/);
    expect(repairs).toContain("experience[0].bullets");
  });

  it("tops bullets up to three from the built-in result when too many were dropped", () => {
    const llm = withBullets(["Managed a $12 million budget", "Supervised 25 analysts", "Led security authorization work for assigned systems"]);
    const { content, repairs } = finalizeLlmContent({ input, llm, builtin, now: NOW });
    const bullets = content.experience[0].bullets;
    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toBe("Led security authorization work for assigned systems");
    expect(bullets.slice(1).every((b) => builtin.experience[0].bullets.includes(b))).toBe(true);
    expect(repairs).toContain("experience[0].bullets:builtin");
  });

  it("replaces a summary with an invented number or degree by the built-in summary", () => {
    for (const summary of ["Security analyst with 20 years of experience.", "MBA-qualified security leader."]) {
      const { content } = finalizeLlmContent({ input, llm: answer({ summary }), builtin, now: NOW });
      expect(content.summary).toBe(builtin.summary);
    }
    const honest = "Security analyst with 9 years of experience protecting systems.";
    expect(finalizeLlmContent({ input, llm: answer({ summary: honest }), builtin, now: NOW }).content.summary).toBe(honest);
  });

  it("uses the user's employer, dates and location, never the model's", () => {
    const llm = answer({ experience: [{ ...answer().experience[0], employer: "Google", startDate: "01/2010", location: "Remote" }] });
    const { content } = finalizeLlmContent({ input, llm, builtin, now: NOW });
    expect(content.experience[0]).toMatchObject({ employer: builtin.experience[0].employer, startDate: "06/2017", endDate: "Present", location: "Martinsburg, WV" });
    expect(content.experience[0].originalTitle).toBe("IT Specialist (INFOSEC)");

    const noAgency = { ...input, positions: [{ ...input.positions[0], agency: "" }] };
    const noEmployer = finalizeLlmContent({ input: noAgency, llm, builtin: { ...builtin, experience: [{ ...builtin.experience[0], employer: undefined }] }, now: NOW });
    expect(noEmployer.content.experience[0].employer).toBeUndefined();
  });

  it("removes a title with a grade code", () => {
    const llm = answer({ experience: [{ ...answer().experience[0], title: "Information Security Analyst (GS-12)" }] });
    expect(finalizeLlmContent({ input, llm, builtin, now: NOW }).content.experience[0].title).toBe(builtin.experience[0].title);
  });

  it("keeps only credentials and tools the input names", () => {
    const llm = answer({
      certifications: ["CISSP", "Project Management Professional (PMP)", "Top Secret security clearance"],
      systemsAndTools: ["Splunk", "Salesforce", "Microsoft PowerShell", "Tableau"],
    });
    const { content, repairs } = finalizeLlmContent({ input, llm, builtin, now: NOW });
    expect(content.certifications).toEqual(["CISSP", "Top Secret security clearance"]);
    expect(content.systemsAndTools).toEqual(["Splunk", "Microsoft PowerShell"]);
    expect(repairs).toEqual(expect.arrayContaining(["certifications", "systemsAndTools"]));
  });

  it("falls back to the built-in skills and roles when none survive", () => {
    const llm = answer({ skills: ["Managed 500 projects"], privateSectorRoles: ["GS-13 Analyst"] });
    const { content } = finalizeLlmContent({ input, llm, builtin, now: NOW });
    expect(content.skills).toEqual(builtin.skills);
    expect(content.privateSectorRoles).toEqual(builtin.privateSectorRoles);
  });

  it("refuses an answer with a different number of positions", () => {
    const llm = answer({ experience: [answer().experience[0], answer().experience[0]] });
    expect(() => finalizeLlmContent({ input, llm, builtin, now: NOW })).toThrow(LlmOutputError);
  });
});

describe("roles outside the detected field", () => {
  it("drops a role the role map puts in an unrelated family and keeps unknown titles", async () => {
    const { content, repairs } = finalizeLlmContent({
      input,
      llm: answer({ privateSectorRoles: ["Information Security Analyst", "Registered Nurse", "Park Ranger Plus Consultant"] }),
      builtin,
      now: NOW,
    });
    expect(content.privateSectorRoles).toEqual(["Information Security Analyst", "Park Ranger Plus Consultant"]);
    expect(repairs).toContain("privateSectorRoles");
  });

  it("keeps a generic title that one of its families places near the detected field", async () => {
    // "Research Scientist" is mostly a science title, but IT ladders list it too (near the field).
    const { content } = finalizeLlmContent({
      input,
      llm: answer({ privateSectorRoles: ["Research Scientist", "Registered Nurse"] }),
      builtin,
      now: NOW,
    });
    expect(content.privateSectorRoles).toEqual(["Research Scientist"]);
  });
});
