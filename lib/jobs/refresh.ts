/**
 * The job refresh: for every job source switched on (lib/jobs/sources), search a small set of
 * role titles (one per role family of the role map, configurable), store what comes back in
 * `job_postings` (upsert on source + external id, so a posting seen again is updated, never
 * duplicated) and delete each source's postings older than the expiry window.
 *
 * Each provider runs within its documented rate limit (a token bucket) and a request budget per
 * run; 429, 5xx and network errors are retried with capped exponential backoff; a provider that
 * keeps failing is given up on and reported, and the others carry on: one provider never fails
 * the run. Called by a cron route (`refreshJobPostings({ now, signal })`) and by tests.
 */
import "server-only";
import { and, eq, getTableColumns, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { jobPostings } from "@/db/schema";
import { env as loadEnv } from "@/lib/env";
import { getRoleMap, ROLE_FAMILY_IDS } from "@/lib/resume/translate/roles";
import { DAY } from "@/lib/time";
import { createGetJson, RequestBudgetExhausted, realTimer, TokenBucket, type RetryPolicy, type Timer } from "./sources/http";
import { enabledJobSources, JOB_SOURCES } from "./sources/index";
import { loadOnetClassifier } from "./sources/normalize";
import { ProviderError, type Classify, type JobPostingInput, type JobSource, type SourceEnv } from "./sources/types";

/** Searches ask for postings at most this old (the alerts look at the last 72 hours). */
export const REFRESH_MAX_AGE_DAYS = 7;
/** Postings older than this are deleted from their source at every refresh. */
export const POSTING_EXPIRY_DAYS = 30;
/** One page per search (Adzuna 50 postings, The Muse 20, JSearch 10) keeps a run near a minute. */
export const DEFAULT_PAGES_PER_QUERY = 1;
/** After this many searches in a row fail, a provider is given up on for the run. */
const MAX_CONSECUTIVE_FAILURES = 2;
const UPSERT_CHUNK = 500;

export type SourceReport = {
  source: string;
  label: string;
  /** Postings read from the provider (after normalisation, before de-duplication). */
  fetched: number;
  /** Distinct postings written (inserted + updated). */
  stored: number;
  inserted: number;
  updated: number;
  /** Provider results not stored: outside the US, no link or date, older than the window. */
  skipped: number;
  /** Old postings of this source deleted. */
  expired: number;
  requests: number;
  retries: number;
  errors: string[];
  /** Why the source stopped before its last query (budget reached, key refused, repeated failures). */
  stoppedEarly: string | null;
};

export type RefreshReport = { startedAt: Date; finishedAt: Date; aborted: boolean; sources: SourceReport[] };

export type RefreshOptions = {
  now?: Date;
  signal?: AbortSignal;
  db?: Database;
  env?: SourceEnv;
  /** Default: every source enabled by `env`. */
  sources?: readonly JobSource[];
  /** Role titles to search (default: defaultRefreshQueries()). */
  queries?: readonly string[];
  maxPagesPerQuery?: number;
  maxAgeDays?: number;
  expireAfterDays?: number;
  classify?: Classify;
  timer?: Timer;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
};

/**
 * One title per role family: the specialist-level title the most role-map entries of the family
 * list (their senior or associate one when they have none), e.g. "Procurement Specialist".
 */
export function defaultRefreshQueries(perFamily = 1): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const entry of getRoleMap().entries) {
    const titles = entry.ladder.specialist ?? entry.ladder.senior ?? entry.ladder.associate ?? [];
    const m = counts.get(entry.family) ?? new Map<string, number>();
    // Entries that list the title count most; its rank in their ladders breaks ties.
    titles.forEach((t, rank) => m.set(t, (m.get(t) ?? 0) + 1 + 0.1 / (1 + rank)));
    counts.set(entry.family, m);
  }
  const out: string[] = [];
  for (const family of ROLE_FAMILY_IDS) {
    const ranked = [...(counts.get(family) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    for (const [title] of ranked.slice(0, perFamily)) if (!out.includes(title)) out.push(title);
  }
  return out;
}

const updatable = Object.fromEntries(
  Object.entries(getTableColumns(jobPostings))
    .filter(([key]) => !["id", "source", "externalId", "createdAt"].includes(key))
    .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
);

/** Upserts postings on (source, external id); returns how many rows were inserted and updated. */
export async function upsertJobPostings(db: Database, postings: readonly JobPostingInput[]): Promise<{ inserted: number; updated: number }> {
  // One statement may not touch a row twice: the last copy of a posting wins.
  const unique = [...new Map(postings.map((p) => [`${p.source}\u0000${p.externalId}`, p])).values()];
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < unique.length; i += UPSERT_CHUNK) {
    const rows = await db
      .insert(jobPostings)
      .values(unique.slice(i, i + UPSERT_CHUNK))
      .onConflictDoUpdate({ target: [jobPostings.source, jobPostings.externalId], set: updatable })
      // xmax is 0 for a row this statement inserted, the locking transaction's id for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of rows) if (r.inserted) inserted++;
    updated += rows.length - rows.filter((r) => r.inserted).length;
  }
  return { inserted, updated };
}

/** Deletes a source's postings posted before `before`; returns how many. */
export async function expireJobPostings(db: Database, source: string, before: Date): Promise<number> {
  const gone = await db
    .delete(jobPostings)
    .where(and(eq(jobPostings.source, source), lt(jobPostings.postedAt, before)))
    .returning({ id: jobPostings.id });
  return gone.length;
}

function describe(err: unknown): string {
  if (err instanceof ProviderError || err instanceof RequestBudgetExhausted) return err.message;
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

type Run = Required<Pick<RefreshOptions, "maxPagesPerQuery" | "maxAgeDays" | "expireAfterDays">> & {
  now: Date;
  db: Database;
  env: SourceEnv;
  titles: readonly string[];
  classify: Classify;
  timer: Timer;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
  signal?: AbortSignal;
};

async function refreshSource(source: JobSource, run: Run): Promise<SourceReport> {
  const report: SourceReport = {
    source: source.id,
    label: source.label,
    fetched: 0,
    stored: 0,
    inserted: 0,
    updated: 0,
    skipped: 0,
    expired: 0,
    requests: 0,
    retries: 0,
    errors: [],
    stoppedEarly: null,
  };
  const bucket = new TokenBucket({ perMinute: source.rateLimit.requestsPerMinute, burst: source.rateLimit.burst, timer: run.timer });
  const http = createGetJson({
    label: source.label,
    bucket,
    timer: run.timer,
    retry: run.retry,
    maxRequests: source.rateLimit.maxRequestsPerRun,
    fetch: run.fetch,
    signal: run.signal,
  });
  const ctx = { env: run.env, getJson: http.getJson, classify: run.classify };
  const written = new Set<string>();
  let failuresInARow = 0;

  try {
    const queries = source.queries ? source.queries(run.titles) : [...run.titles];
    const pages = source.maxPagesPerQuery ?? run.maxPagesPerQuery;
    queries: for (const query of queries) {
      for (let page = 1; page <= pages; page++) {
        run.signal?.throwIfAborted();
        let result;
        try {
          result = await source.fetchPage({ query, page, now: run.now, maxAgeDays: run.maxAgeDays, signal: run.signal }, ctx);
        } catch (err) {
          if (run.signal?.aborted) throw err;
          if (err instanceof RequestBudgetExhausted) {
            report.stoppedEarly = err.message;
            break queries;
          }
          report.errors.push(`"${query}" page ${page}: ${describe(err)}`);
          // A refused key or a used-up quota fails every search alike; so, likely, does an outage.
          const refused = err instanceof ProviderError && (err.status === 401 || err.status === 403 || err.status === 429);
          if (refused || ++failuresInARow >= MAX_CONSECUTIVE_FAILURES) {
            report.stoppedEarly = refused ? `${source.label} refused the requests` : `${failuresInARow} searches in a row failed`;
            break queries;
          }
          break;
        }
        failuresInARow = 0;
        report.fetched += result.postings.length;
        report.skipped += result.skipped;
        if (result.postings.length) {
          const counts = await upsertJobPostings(run.db, result.postings);
          report.inserted += counts.inserted;
          report.updated += counts.updated;
          for (const p of result.postings) written.add(p.externalId);
        }
        if (!result.hasMore) break;
      }
    }
  } catch (err) {
    report.errors.push(run.signal?.aborted ? "aborted" : describe(err));
  }

  if (!run.signal?.aborted) {
    try {
      report.expired = await expireJobPostings(run.db, source.id, new Date(run.now.getTime() - run.expireAfterDays * DAY));
    } catch (err) {
      report.errors.push(`expiring old postings: ${describe(err)}`);
    }
  }
  report.stored = written.size;
  report.requests = http.stats.requests;
  report.retries = http.stats.retries;
  return report;
}

/**
 * Refreshes `job_postings` from every enabled job source (providers run side by side, each at
 * its own pace). Never throws for a provider's failure: the report says, per source, what was
 * fetched, stored and expired, and which errors occurred.
 */
export async function refreshJobPostings(options: RefreshOptions = {}): Promise<RefreshReport> {
  const startedAt = new Date();
  const now = options.now ?? startedAt;
  const env = options.env ?? loadEnv();
  const sources = options.sources ?? enabledJobSources(env, JOB_SOURCES);
  const apiSources = sources.some((s) => s.id !== "sample");
  const run: Run = {
    now,
    db: options.db ?? defaultDb,
    env,
    titles: options.queries ?? defaultRefreshQueries(),
    // Without the O*NET index postings are stored without a code (matching then reads their titles).
    classify: options.classify ?? (apiSources ? await loadOnetClassifier().catch(() => () => null) : () => null),
    timer: options.timer ?? realTimer,
    retry: options.retry,
    fetch: options.fetch,
    signal: options.signal,
    maxPagesPerQuery: options.maxPagesPerQuery ?? DEFAULT_PAGES_PER_QUERY,
    maxAgeDays: options.maxAgeDays ?? REFRESH_MAX_AGE_DAYS,
    expireAfterDays: options.expireAfterDays ?? POSTING_EXPIRY_DAYS,
  };
  const reports = await Promise.all(sources.map((source) => refreshSource(source, run)));
  return { startedAt, finishedAt: new Date(), aborted: !!options.signal?.aborted, sources: reports };
}
