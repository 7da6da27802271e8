/**
 * The job sources, in the order a refresh runs them: the real APIs, each on when its keys are
 * set, and the sample feed as the embedded default when none is (development only).
 */
import { adzunaSource } from "./adzuna";
import { jsearchSource } from "./jsearch";
import { sampleSource } from "./sample";
import { theMuseSource } from "./themuse";
import { API_SOURCE_IDS, type JobSource, type SourceEnv } from "./types";

export const JOB_SOURCES: readonly JobSource[] = [adzunaSource, theMuseSource, jsearchSource, sampleSource];

export function enabledJobSources(env: SourceEnv, sources: readonly JobSource[] = JOB_SOURCES): JobSource[] {
  return sources.filter((s) => s.enabled(env));
}

/** The real job APIs switched on by `env` (their ids are the `source` of their postings). */
export function configuredApiSources(env: SourceEnv): string[] {
  return enabledJobSources(env).filter((s) => (API_SOURCE_IDS as readonly string[]).includes(s.id)).map((s) => s.id);
}

export { adzunaSource, jsearchSource, sampleSource, theMuseSource };
export { API_SOURCE_IDS, ProviderError } from "./types";
export type { ApiSourceId, FetchPageInput, FetchPageResult, JobPostingInput, JobSource, JobSourceId, SourceEnv } from "./types";
