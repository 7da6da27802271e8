/**
 * Where job matches come from:
 * - "api": a private-sector job API is configured (Adzuna, The Muse or JSearch: lib/jobs/sources,
 *   whose refresh stores their postings in `job_postings`) → matches from those postings;
 * - "onet": production with no job source → role-level matches (O*NET occupations, BLS median
 *   pay, a link), never invented employers;
 * - "sample": development and tests → the sample feed (source "sample", shown as "Sample listing").
 */
import "server-only";
import type { Database } from "@/db/client";
import { env } from "@/lib/env";
import { SAMPLE_SOURCE } from "../sample-feed";
import { API_SOURCE_IDS, configuredApiSources, type SourceEnv } from "../sources";
import { findJobMatches } from "./find";
import type { ResumeForMatching } from "./profile";
import { roleLevelMatches } from "./role-level";
import type { JobMatchResult } from "./types";

export type JobSource = "api" | "onet" | "sample";

/** `source` values the real job APIs store their postings under. */
export const API_JOB_SOURCES = API_SOURCE_IDS;

export function getJobSource(config: SourceEnv = env()): JobSource {
  if (configuredApiSources(config).length) return "api";
  return config.NODE_ENV === "production" ? "onet" : "sample";
}

/**
 * The job matches to store with a new resume. When the chosen feed has nothing recent for this
 * resume (an empty development database, an API not yet ingested), role-level matches are used,
 * so a resume never ends up with invented or zero matches.
 */
export async function matchJobsForResume(opts: {
  resume: ResumeForMatching;
  db: Database;
  limit?: number;
  now?: Date;
  source?: JobSource;
}): Promise<JobMatchResult[]> {
  const source = opts.source ?? getJobSource();
  if (source !== "onet") {
    // The configured providers' postings (all of them when the caller chose "api" itself).
    const configured = configuredApiSources(env());
    const sources = source === "sample" ? [SAMPLE_SOURCE] : configured.length ? configured : [...API_JOB_SOURCES];
    const found = await findJobMatches({ resume: opts.resume, db: opts.db, limit: opts.limit, now: opts.now, sources });
    if (found.length) return found;
  }
  return roleLevelMatches(opts.resume, { limit: opts.limit });
}
