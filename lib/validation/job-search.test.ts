import { describe, expect, it } from "vitest";
import {
  JOB_SEARCH_MESSAGES as M,
  formatSalaryInput,
  jobSearchCreateSchema,
  jobSearchPatchSchema,
  jobSearchSchema,
  jobSearchToggleSchema,
  normalizeEntries,
} from "./job-search";

const valid = {
  name: "Budget roles",
  preferredJobTitles: ["Budget Analyst"],
  preferredLocations: ["Denver, CO"],
};

function messages(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => i.message);
}

describe("jobSearchSchema", () => {
  it("applies the new-search defaults: no salary or experience, remote off, similar titles on", () => {
    expect(jobSearchSchema.parse(valid)).toEqual({
      ...valid,
      minSalary: null,
      maxSalary: null,
      experienceYears: null,
      remoteWork: false,
      searchSimilarTitles: true,
    });
  });

  it("requires a non-blank name, one title and one location, with the messages the dialog shows", () => {
    expect(messages(jobSearchSchema, { ...valid, name: "   " })).toEqual([M.nameRequired]);
    expect(messages(jobSearchSchema, { ...valid, name: undefined })).toEqual([M.nameRequired]);
    expect(messages(jobSearchSchema, { ...valid, preferredJobTitles: [] })).toEqual([M.titleRequired]);
    expect(messages(jobSearchSchema, { ...valid, preferredJobTitles: ["  ", ""] })).toEqual([M.titleRequired]);
    expect(messages(jobSearchSchema, { ...valid, preferredLocations: undefined })).toEqual([M.locationRequired]);
    expect(jobSearchSchema.parse({ ...valid, name: "  Mine  " }).name).toBe("Mine");
  });

  it("trims titles and locations and drops empties and repeats (any case)", () => {
    const out = jobSearchSchema.parse({
      ...valid,
      preferredJobTitles: [" Budget Analyst ", "", "budget analyst", "Financial  Analyst", "BUDGET ANALYST"],
      preferredLocations: ["Denver, CO", " denver, co", "Remote"],
    });
    expect(out.preferredJobTitles).toEqual(["Budget Analyst", "Financial Analyst"]);
    expect(out.preferredLocations).toEqual(["Denver, CO", "Remote"]);
    expect(normalizeEntries(["a", " A ", "b"])).toEqual(["a", "b"]);
  });

  it("takes salaries as numbers or as the digits the dialog shows, empty meaning none", () => {
    const out = jobSearchSchema.parse({ ...valid, minSalary: "85,000", maxSalary: 120000 });
    expect(out).toMatchObject({ minSalary: 85000, maxSalary: 120000 });
    expect(jobSearchSchema.parse({ ...valid, minSalary: "", maxSalary: null })).toMatchObject({ minSalary: null, maxSalary: null });
    expect(messages(jobSearchSchema, { ...valid, minSalary: -1 })).toEqual([M.salaryInvalid]);
    expect(messages(jobSearchSchema, { ...valid, minSalary: 1.5 })).toEqual([M.salaryInvalid]);
    expect(messages(jobSearchSchema, { ...valid, minSalary: "85k" })).toEqual([M.salaryInvalid]);
    expect(messages(jobSearchSchema, { ...valid, maxSalary: 1e300 })).toEqual([M.salaryTooHigh]);
    expect(messages(jobSearchSchema, { ...valid, maxSalary: "9".repeat(400) })).toEqual([M.salaryTooHigh]);
    expect(messages(jobSearchSchema, { ...valid, maxSalary: true })).toEqual([M.salaryInvalid]);
  });

  it("refuses a minimum above the maximum, on the maximum field", () => {
    const r = jobSearchSchema.safeParse({ ...valid, minSalary: 90000, maxSalary: 80000 });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ["maxSalary"], message: M.salaryRange })]);
    expect(jobSearchSchema.safeParse({ ...valid, minSalary: 90000, maxSalary: 90000 }).success).toBe(true);
  });

  it("takes experience 0, 3 or 8 only", () => {
    for (const years of [0, 3, 8]) expect(jobSearchSchema.parse({ ...valid, experienceYears: years }).experienceYears).toBe(years);
    for (const years of [1, 5, 10, -3, "3", 3.5]) expect(messages(jobSearchSchema, { ...valid, experienceYears: years })).toEqual([M.experience]);
  });

  it("refuses non-boolean flags", () => {
    expect(messages(jobSearchSchema, { ...valid, remoteWork: "yes" })).toEqual([M.flag]);
    expect(messages(jobSearchToggleSchema, { isActive: 1 })).toEqual([M.flag]);
    expect(messages(jobSearchToggleSchema, {})).toEqual([M.flag]);
  });
});

describe("jobSearchCreateSchema and jobSearchPatchSchema", () => {
  it("create takes an optional positive accountId", () => {
    expect(jobSearchCreateSchema.parse({ ...valid, accountId: 30 }).accountId).toBe(30);
    expect(jobSearchCreateSchema.parse(valid).accountId).toBeUndefined();
    expect(jobSearchCreateSchema.safeParse({ ...valid, accountId: -1 }).success).toBe(false);
  });

  it("patch keeps what is left out undefined, and refuses an empty patch", () => {
    expect(jobSearchPatchSchema.parse({ searchSimilarTitles: false })).toEqual({ searchSimilarTitles: false });
    expect(messages(jobSearchPatchSchema, {})).toEqual([M.nothingToUpdate]);
    expect(messages(jobSearchPatchSchema, { preferredJobTitles: [] })).toEqual([M.titleRequired]);
    expect(messages(jobSearchPatchSchema, { minSalary: 5, maxSalary: 4 })).toEqual([M.salaryRange]);
  });
});

describe("formatSalaryInput", () => {
  it("keeps digits only and adds thousands separators", () => {
    expect(formatSalaryInput("85000")).toBe("85,000");
    expect(formatSalaryInput("$1,234,567.89x")).toBe("123,456,789");
    expect(formatSalaryInput("abc")).toBe("");
    expect(formatSalaryInput("007")).toBe("7");
    expect(formatSalaryInput("1234567890123")).toBe("123,456,789");
  });
});
