/**
 * The embedded default: the generated sample feed (lib/jobs/sample-feed.ts, source "sample",
 * shown as "Sample listing") as a job source, so a refresh without any API key still fills
 * `job_postings`. Only where development happens, as the seed does (db/seed/policy.ts): never in
 * production, never on a remote database, and not once a real API is configured.
 */
import { isLoopbackDatabaseUrl } from "@/lib/config/loopback";
import { generateSamplePostings, SAMPLE_FEED_SIZE } from "../sample-feed";
import type { JobSource, SourceEnv } from "./types";

const PAGE_SIZE = 500;

let generated: { at: number; postings: ReturnType<typeof generateSamplePostings> } | undefined;

/** The feed for `now`, generated once for all its pages. */
function feed(now: Date) {
  if (generated?.at !== now.getTime()) generated = { at: now.getTime(), postings: generateSamplePostings({ now }) };
  return generated.postings;
}

function anyApiConfigured(env: SourceEnv): boolean {
  return (
    !!(env.ADZUNA_APP_ID && env.ADZUNA_APP_KEY) ||
    !!env.THE_MUSE_API_KEY ||
    env.THE_MUSE_ENABLED === "1" ||
    env.THE_MUSE_ENABLED === "true" ||
    !!env.JSEARCH_API_KEY
  );
}

export const sampleSource: JobSource = {
  id: "sample",
  label: "Sample feed",
  enabled: (env) =>
    env.NODE_ENV !== "production" && !anyApiConfigured(env) && (!!env.EMBEDDED_DB || isLoopbackDatabaseUrl(env.DATABASE_URL)),
  rateLimit: { requestsPerMinute: 6_000, maxRequestsPerRun: Math.ceil(SAMPLE_FEED_SIZE / PAGE_SIZE) + 1 },
  maxPagesPerQuery: Math.ceil(SAMPLE_FEED_SIZE / PAGE_SIZE),
  // The feed is one catalogue, not a search: one pass over it.
  queries: () => ["sample"],
  async fetchPage(input) {
    const all = await feed(input.now);
    const start = (input.page - 1) * PAGE_SIZE;
    const postings = all.slice(start, start + PAGE_SIZE).map((p) => ({ ...p, source: "sample" as const }));
    return { postings, hasMore: start + PAGE_SIZE < all.length, skipped: 0 };
  },
};
