/**
 * Where job matches come from:
 * - "api": a real job API is configured (Adzuna or USAJOBS keys; their ingestion into
 *   `job_postings` arrives in a later issue) → matches from those postings;
 * - "onet": production with no job source → role-level matches (O*NET occupations, BLS median
 *   pay, a link), never invented employers;
 * - "sample": development and tests → the sample feed (source "sample", shown as "Sample listing").
 */
import "server-only";
import type { Database } from "@/db/client";
import { env, type Env } from "@/lib/env";
import { SAMPLE_SOURCE } from "../sample-feed";
import { findJobMatches } from "./find";
import type { ResumeForMatching } from "./profile";
import { roleLevelMatches } from "./role-level";
import type { JobMatchResult } from "./types";

export type JobSource = "api" | "onet" | "sample";

/** `source` values real job APIs will store their postings under. */
export const API_JOB_SOURCES = ["adzuna", "usajobs"] as const;

type SourceConfig = Pick<Env, "NODE_ENV" | "ADZUNA_APP_ID" | "ADZUNA_APP_KEY" | "USAJOBS_API_KEY" | "USAJOBS_USER_AGENT">;

export function getJobSource(config: SourceConfig = env()): JobSource {
  const adzuna = !!(config.ADZUNA_APP_ID && config.ADZUNA_APP_KEY);
  const usajobs = !!(config.USAJOBS_API_KEY && config.USAJOBS_USER_AGENT);
  if (adzuna || usajobs) return "api";
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
    const sources = source === "sample" ? [SAMPLE_SOURCE] : API_JOB_SOURCES;
    const found = await findJobMatches({ resume: opts.resume, db: opts.db, limit: opts.limit, now: opts.now, sources });
    if (found.length) return found;
  }
  return roleLevelMatches(opts.resume, { limit: opts.limit });
}
