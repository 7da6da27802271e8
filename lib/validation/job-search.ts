import "./zod-setup";
import { z } from "zod";
import { constants } from "@/lib/config/public";
import { idSchema } from "./input";

/**
 * A saved job search (spec 02 §2 "/job-searches", §3 entity, §5 validation, §9 limits): one
 * schema for the Create/Edit dialog (zodResolver) and for POST/PUT/PATCH /api/job-searches. The
 * dialog keeps salaries as the digits it shows ("85,000"); the schema turns them into numbers, so
 * what is sent and what is stored are numbers either way.
 */

export const EXPERIENCE_OPTIONS = [
  { value: 0, label: "Entry (0-2 years)" },
  { value: 3, label: "Mid (3-7 years)" },
  { value: 8, label: "Senior (8+ years)" },
] as const;
export type ExperienceYears = (typeof EXPERIENCE_OPTIONS)[number]["value"];

/** Bounds that keep a hostile body cheap; far above what a person types. */
export const MAX_SEARCH_NAME = 100;
export const MAX_ENTRY_LENGTH = 100;
export const MAX_ENTRIES = 20;
export const MAX_SALARY = 10_000_000;

export const JOB_SEARCH_MESSAGES = {
  nameRequired: "Search name is required",
  nameTooLong: `Search name must be at most ${MAX_SEARCH_NAME} characters`,
  titleRequired: "Add at least one job title",
  locationRequired: "Add at least one location",
  salaryInvalid: "Salary must be a whole, non-negative number of dollars",
  salaryTooHigh: `Salary must be at most $${MAX_SALARY.toLocaleString("en-US")}`,
  salaryRange: "Maximum salary must be greater than or equal to minimum salary",
  experience: "Experience level must be Entry (0), Mid (3) or Senior (8)",
  flag: "Must be true or false",
  nothingToUpdate: "Nothing to update",
  limitReached: `You can save up to ${constants.maxJobSearches} job searches. Delete one to create another.`,
} as const;

/**
 * Titles and locations as the chips show them: trimmed, inner runs of spaces collapsed, empties
 * dropped, and a repeat of an earlier entry (case-insensitive) dropped.
 */
export function normalizeEntries(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const entry = raw.trim().replace(/\s+/g, " ");
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/** Digits of a salary field as typed ("85,000", "85000", " 85 000 "); "" when there are none. */
export function salaryDigits(value: string): string {
  return value.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
}

/** The salary field's display: digits only, thousands separators ("85000x" -> "85,000"). */
export function formatSalaryInput(value: string): string {
  const digits = salaryDigits(value).slice(0, 9);
  return digits ? Number(digits).toLocaleString("en-US") : "";
}

const entryList = (what: string, required: string) =>
  z
    .array(z.string({ error: `Each ${what} must be text` }).max(MAX_ENTRY_LENGTH * 2, `Each ${what} must be at most ${MAX_ENTRY_LENGTH} characters`), {
      error: required,
    })
    .max(MAX_ENTRIES * 5, `Add at most ${MAX_ENTRIES} ${what}s`)
    .transform(normalizeEntries)
    .pipe(
      z
        .array(z.string().max(MAX_ENTRY_LENGTH, `Each ${what} must be at most ${MAX_ENTRY_LENGTH} characters`))
        .min(1, required)
        .max(MAX_ENTRIES, `Add at most ${MAX_ENTRIES} ${what}s`),
    );

/** A salary: a number, or the digits the dialog shows (separators allowed); empty or null means none. */
const salary = z
  .union([z.number(), z.string(), z.null()], { error: JOB_SEARCH_MESSAGES.salaryInvalid })
  .transform((value, ctx): number | null => {
    if (value === null) return null;
    let n: number;
    if (typeof value === "string") {
      const compact = value.replace(/[\s,]/g, "");
      if (compact === "") return null;
      if (!/^\d+$/.test(compact)) {
        ctx.addIssue({ code: "custom", message: JOB_SEARCH_MESSAGES.salaryInvalid });
        return z.NEVER;
      }
      n = Number(compact);
    } else {
      n = value;
    }
    if (n > MAX_SALARY) {
      ctx.addIssue({ code: "custom", message: JOB_SEARCH_MESSAGES.salaryTooHigh });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(n) || n < 0) {
      ctx.addIssue({ code: "custom", message: JOB_SEARCH_MESSAGES.salaryInvalid });
      return z.NEVER;
    }
    return n;
  });

const experience = z.union([z.literal(0), z.literal(3), z.literal(8), z.null()], { error: JOB_SEARCH_MESSAGES.experience });
const flag = z.boolean({ error: JOB_SEARCH_MESSAGES.flag });

const fields = {
  name: z
    .string({ error: JOB_SEARCH_MESSAGES.nameRequired })
    .trim()
    .min(1, JOB_SEARCH_MESSAGES.nameRequired)
    .max(MAX_SEARCH_NAME, JOB_SEARCH_MESSAGES.nameTooLong),
  preferredJobTitles: entryList("job title", JOB_SEARCH_MESSAGES.titleRequired),
  preferredLocations: entryList("location", JOB_SEARCH_MESSAGES.locationRequired),
  minSalary: salary,
  maxSalary: salary,
  experienceYears: experience,
  remoteWork: flag,
  searchSimilarTitles: flag,
};

const salaryRange = (d: { minSalary?: number | null; maxSalary?: number | null }) =>
  d.minSalary == null || d.maxSalary == null || d.minSalary <= d.maxSalary;
const SALARY_RANGE = { path: ["maxSalary"], message: JOB_SEARCH_MESSAGES.salaryRange };

/** The full search with the spec's defaults for what is left out: no salaries or experience, remote off, similar titles on. */
const fullShape = {
  ...fields,
  minSalary: fields.minSalary.optional().transform((v) => v ?? null),
  maxSalary: fields.maxSalary.optional().transform((v) => v ?? null),
  experienceYears: fields.experienceYears.optional().transform((v) => v ?? null),
  remoteWork: fields.remoteWork.default(false),
  searchSimilarTitles: fields.searchSimilarTitles.default(true),
};

/** The dialog, PUT /api/job-searches/{id}, and the check of a search after a partial update. */
export const jobSearchSchema = z.object(fullShape).refine(salaryRange, SALARY_RANGE);

/**
 * POST /api/job-searches: the same fields, plus the spec's accountId, which may only name the
 * caller (the session decides whose search it is; the handler refuses any other id).
 */
export const jobSearchCreateSchema = z
  .object({ ...fullShape, accountId: idSchema("Invalid account id").optional() })
  .refine(salaryRange, SALARY_RANGE);

/**
 * PATCH /api/job-searches/{id}: any of the fields (e.g. { searchSimilarTitles }), and isActive.
 * Omitted fields keep their value; the merged search is checked again with jobSearchSchema.
 */
export const jobSearchPatchSchema = z
  .object({
    name: fields.name.optional(),
    preferredJobTitles: fields.preferredJobTitles.optional(),
    preferredLocations: fields.preferredLocations.optional(),
    minSalary: fields.minSalary.optional(),
    maxSalary: fields.maxSalary.optional(),
    experienceYears: fields.experienceYears.optional(),
    remoteWork: fields.remoteWork.optional(),
    searchSimilarTitles: fields.searchSimilarTitles.optional(),
    isActive: flag.optional(),
  })
  .refine((d) => Object.values(d).some((v) => v !== undefined), { message: JOB_SEARCH_MESSAGES.nothingToUpdate })
  .refine(salaryRange, SALARY_RANGE);

/** PATCH /api/job-searches/{id}/toggle and /toggle-active. */
export const jobSearchToggleSchema = z.object({ isActive: flag });

export type JobSearchFormInput = z.input<typeof jobSearchSchema>;
export type JobSearchData = z.output<typeof jobSearchSchema>;
export type JobSearchCreateData = z.output<typeof jobSearchCreateSchema>;
export type JobSearchPatchData = z.output<typeof jobSearchPatchSchema>;

/** A saved search as the API answers it and the page shows it (dates as ISO strings). */
export type JobSearchView = {
  id: number;
  accountId: number;
  name: string;
  preferredJobTitles: string[];
  preferredLocations: string[];
  minSalary: number | null;
  maxSalary: number | null;
  experienceYears: number | null;
  remoteWork: boolean;
  searchSimilarTitles: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};
