import type { NewJobMatch } from "@/db/schema";

/** One job match as the resume result, the download page and `job_matches` need it. */
export type JobMatchResult = {
  jobTitle: string;
  company: string;
  location: string;
  /** "$85,000 - $110,000", "Median $129,180 (BLS)", or null when unknown. */
  salary: string | null;
  /** 0–100. */
  matchScore: number;
  /** "sample" (shown as "Sample listing"), "onet" (role-level), or a job API's name. */
  source: string;
  url: string;
  /** The stored posting, or null for role-level matches. */
  jobPostingId: number | null;
};

/** Rows for `job_matches` (insert them in the same transaction as the resume). */
export function toJobMatchRows(resumeId: number, matches: readonly JobMatchResult[]): NewJobMatch[] {
  return matches.map((m) => ({
    resumeId,
    jobTitle: m.jobTitle,
    company: m.company,
    location: m.location,
    salary: m.salary,
    matchScore: m.matchScore,
    source: m.source,
    url: m.url,
    jobPostingId: m.jobPostingId,
  }));
}
