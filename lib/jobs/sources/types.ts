/**
 * Job sources: where `job_postings` rows come from. Each real job API (Adzuna, The Muse, JSearch)
 * is an adapter that turns one page of its search results into rows in our own shape; the sample
 * feed is the embedded default when no API is configured. The refresh job (lib/jobs/refresh.ts)
 * drives them within their rate limits.
 */
import type { NewJobPosting } from "@/db/schema";
import type { Env } from "@/lib/env";

export const API_SOURCE_IDS = ["adzuna", "themuse", "jsearch"] as const;
export type ApiSourceId = (typeof API_SOURCE_IDS)[number];
export type JobSourceId = ApiSourceId | "sample";

/** A posting ready for `job_postings` (the database fills id and createdAt). */
export type JobPostingInput = Omit<NewJobPosting, "id" | "createdAt"> & { source: JobSourceId };

/** The configuration the sources read (a subset of lib/env.ts, so tests can pass plain objects). */
export type SourceEnv = Partial<
  Pick<
    Env,
    | "NODE_ENV"
    | "DATABASE_URL"
    | "EMBEDDED_DB"
    | "ADZUNA_APP_ID"
    | "ADZUNA_APP_KEY"
    | "ADZUNA_API_BASE"
    | "THE_MUSE_ENABLED"
    | "THE_MUSE_API_KEY"
    | "THE_MUSE_API_BASE"
    | "JSEARCH_API_KEY"
    | "JSEARCH_API_BASE"
  >
>;

export type FetchPageInput = {
  /** A role title ("Contract Specialist"), or whatever `queries()` turned the titles into. */
  query: string;
  /** "Arlington, VA", or null for the whole country. */
  location?: string | null;
  /** 1-based. */
  page: number;
  /** Only postings at most this many days old, where the API can filter by age. */
  maxAgeDays: number;
  now: Date;
  signal?: AbortSignal;
};

export type FetchPageResult = {
  postings: JobPostingInput[];
  /** Whether asking for the next page can return more. */
  hasMore: boolean;
  /** Results of the page that were not stored (outside the US, no link, no date). */
  skipped: number;
};

/** GETs a URL and returns its parsed JSON, with the source's rate limit and retries (./http.ts). */
export type GetJson = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<unknown>;

/**
 * Posting title → O*NET-SOC code ("13-1023.00"), or null. `hint` is the provider's own code when
 * it has one (JSearch's `job_onet_soc`), used when O*NET still has it and it fits the title.
 */
export type Classify = (title: string, hint?: string | null) => string | null;

export type SourceContext = { env: SourceEnv; getJson: GetJson; classify: Classify };

export type JobSource = {
  id: JobSourceId;
  /** Name for reports and logs ("Adzuna"). */
  label: string;
  /** Switched on by its environment keys. */
  enabled(env: SourceEnv): boolean;
  /**
   * The provider's documented limit as a token bucket (`burst` requests at once, then
   * `requestsPerMinute`; at most burst + rate requests in any minute), and a cap on requests per
   * refresh run so that one daily run stays well inside the daily or monthly quota.
   */
  rateLimit: { requestsPerMinute: number; burst?: number; maxRequestsPerRun: number };
  /** Pages read per query at most (default: the refresh's setting). */
  maxPagesPerQuery?: number;
  /** The searches to run for a list of role titles (default: the titles themselves). */
  queries?(titles: readonly string[]): string[];
  fetchPage(input: FetchPageInput, ctx: SourceContext): Promise<FetchPageResult>;
};

/** A provider answered with an error, or not at all. `retryable` errors are retried with backoff. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** Seconds the provider asked us to wait (Retry-After, X-RateLimit-Reset). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
