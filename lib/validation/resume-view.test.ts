import { describe, expect, it } from "vitest";
import type { JobMatch, Resume } from "@/db/schema";
import { presentResume, publicJobMatch, publicResume } from "@/lib/resume/service/public";
import { accountLoginResponseSchema } from "./auth";
import { resumeResponseSchema, resumeViewSchema } from "./resume-view";

// The fields publicResume reads; the rest of the row does not reach the answer.
const row = {
  id: 7,
  email: "jose@example.gov",
  name: "José Núñez",
  location: "Austin, TX",
  phone: "512-555-0100",
  education: "BA, Public Administration",
  linkedinUrl: null,
  translatedResume: null,
  summary: "Program manager.",
  skills: ["Budgeting", "Grants", "Policy"],
  experience: [{ title: "Program Manager", location: "Austin, TX", startDate: "2019", endDate: "Present", bullets: ["Ran it"] }],
  achievements: ["Award"],
  privateSectorRoles: ["Operations Manager"],
  systemsAndTools: ["Excel"],
  certifications: ["PMP"],
  emailVerified: true,
  aiModelUsed: "builtin",
  processingTimeMs: 12,
  createdAt: new Date("2026-01-02T03:04:05Z"),
} as unknown as Resume;

const match = {
  id: 3,
  jobTitle: "Operations Manager",
  company: "Acme",
  location: "Remote",
  salary: null,
  matchScore: 88,
  source: "sample",
  url: "https://example.com/job/3",
} as unknown as JobMatch;

/** What the browser receives: the presenter's output after JSON. */
const overTheWire = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("one shape for the resume answer, server and pages", () => {
  it("a verified resume's answer parses with the shared schema", () => {
    const answer = overTheWire(presentResume(publicResume(row), [publicJobMatch(match)], { admin: false }));
    const parsed = resumeResponseSchema.parse(answer);
    expect(parsed.resume.name).toBe("José Núñez");
    expect(parsed.jobMatches[0].matchScore).toBe(88);
    expect(parsed.totals).toEqual({ skills: 3, privateSectorRoles: 1, systemsAndTools: 1, experience: 1, jobMatches: 1 });
  });

  it("the unverified teaser parses too, locked and without the held-back parts", () => {
    const answer = overTheWire(presentResume(publicResume({ ...row, emailVerified: false }), [publicJobMatch(match)], { admin: false }));
    const parsed = resumeResponseSchema.parse(answer);
    expect(parsed.resume).toMatchObject({ locked: true, summary: null, experience: [] });
    expect(parsed.jobMatches).toEqual([]);
  });

  it("a resume without a field the pages read is refused", () => {
    const { skills: _skills, ...withoutSkills } = overTheWire(publicResume(row));
    expect(resumeViewSchema.safeParse(withoutSkills).success).toBe(false);
  });

  it("the login answer has the account the form reads", () => {
    expect(accountLoginResponseSchema.parse({ account: { id: 1, name: "A", email: "a@example.com" } }).account.id).toBe(1);
    expect(accountLoginResponseSchema.safeParse({}).success).toBe(false);
  });
});
