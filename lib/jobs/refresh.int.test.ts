/**
 * The job refresh against a real database and the fake provider server: every provider's
 * postings stored, a second run updating rows instead of duplicating them, old postings expired
 * per source, rate limits and backoff, and one failing provider leaving the others to store.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { jobPostings } from "@/db/schema";
import { DAY } from "@/lib/time";
import { fakeProviderEnv, fakeTimer, loadJobFixture, startFakeJobProviders, type FakeJobProviders } from "@/test/fakes/job-providers";
import { defaultRefreshQueries, refreshJobPostings, type RefreshReport, type SourceReport } from "./refresh";
import { adzunaSource } from "./sources/adzuna";
import { SAMPLE_FEED_SIZE } from "./sample-feed";

const NOW = new Date("2026-03-10T12:00:00Z");
const API_SOURCES = ["adzuna", "themuse", "jsearch"];
const QUERIES = ["Contract Specialist", "Procurement Specialist"];
let server: FakeJobProviders;

beforeAll(async () => {
  server = await startFakeJobProviders();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  // This file owns the API sources' rows in the shared test database.
  await db.delete(jobPostings).where(inArray(jobPostings.source, [...API_SOURCES, "usajobs"]));
});

function refresh(opts: Partial<Parameters<typeof refreshJobPostings>[0]> = {}) {
  return refreshJobPostings({ db, env: fakeProviderEnv(server.url), now: NOW, queries: QUERIES, maxPagesPerQuery: 2, timer: fakeTimer(), ...opts });
}

const bySource = (report: RefreshReport) => Object.fromEntries(report.sources.map((s) => [s.source, s])) as Record<string, SourceReport>;

async function rowCounts() {
  const rows = await db
    .select({ source: jobPostings.source, n: count() })
    .from(jobPostings)
    .where(inArray(jobPostings.source, API_SOURCES))
    .groupBy(jobPostings.source);
  return Object.fromEntries(rows.map((r) => [r.source, r.n]));
}

describe("refreshJobPostings", () => {
  it("stores every provider's postings, and a second run updates them without duplicates", async () => {
    const first = bySource(await refresh());
    expect(Object.keys(first)).toEqual(["adzuna", "themuse", "jsearch"]);
    // Adzuna: two queries × two pages of the same fixtures; The Muse: both titles are one category.
    expect(first.adzuna).toMatchObject({ fetched: 10, stored: 5, inserted: 5, updated: 5, skipped: 0, requests: 4, retries: 0, errors: [], stoppedEarly: null });
    expect(first.themuse).toMatchObject({ fetched: 4, stored: 4, inserted: 4, updated: 0, skipped: 1, requests: 2, errors: [] });
    expect(first.jsearch).toMatchObject({ fetched: 22, stored: 11, inserted: 11, updated: 11, skipped: 2, requests: 4, errors: [] });
    expect(await rowCounts()).toEqual({ adzuna: 5, themuse: 4, jsearch: 11 });

    const [stored] = await db.select().from(jobPostings).where(and(eq(jobPostings.source, "adzuna"), eq(jobPostings.externalId, "4821937265")));
    expect(stored).toMatchObject({
      title: "Contract Specialist II",
      company: "Northwind Federal Services",
      location: "Arlington, VA",
      state: "VA",
      salaryMin: 78000,
      salaryMax: 96000,
      experienceLevel: "Mid",
      onetCode: "13-1023.00",
      postedAt: new Date("2026-03-09T15:42:11Z"),
    });
    const [muse] = await db.select().from(jobPostings).where(and(eq(jobPostings.source, "themuse"), eq(jobPostings.externalId, "14238761")));
    expect(muse.description).not.toMatch(/<[a-z]/i);

    // The provider changes a posting: the next run updates the row in place.
    const page = loadJobFixture<{ results: { title: string }[] }>("adzuna-search-page-1.json");
    page.results[0].title = "Contract Specialist III";
    server.setPages("adzuna", [page, loadJobFixture("adzuna-search-page-2.json")]);
    const second = bySource(await refresh());
    expect(second.adzuna).toMatchObject({ stored: 5, inserted: 0, updated: 10 });
    expect(second.themuse).toMatchObject({ stored: 4, inserted: 0, updated: 4 });
    expect(second.jsearch).toMatchObject({ stored: 11, inserted: 0, updated: 22 });
    expect(await rowCounts()).toEqual({ adzuna: 5, themuse: 4, jsearch: 11 });
    const [changed] = await db.select().from(jobPostings).where(and(eq(jobPostings.source, "adzuna"), eq(jobPostings.externalId, "4821937265")));
    expect(changed.id).toBe(stored.id);
    expect(changed).toMatchObject({ title: "Contract Specialist III", experienceLevel: "Mid-Senior" });
  });

  it("deletes each source's postings older than 30 days and keeps the rest", async () => {
    const posting = (source: string, externalId: string, daysAgo: number) => ({
      source,
      externalId,
      title: "Buyer",
      company: "Old Co",
      location: "Denver, CO",
      postedAt: new Date(NOW.getTime() - daysAgo * DAY),
      url: `https://example.org/${externalId}`,
    });
    await db.insert(jobPostings).values([
      posting("adzuna", "old-adzuna", 31),
      posting("themuse", "old-muse", 45),
      posting("adzuna", "recent-adzuna", 10),
      posting("usajobs", "old-other-source", 90),
    ]);
    const report = bySource(await refresh());
    expect(report.adzuna.expired).toBe(1);
    expect(report.themuse.expired).toBe(1);
    expect(report.jsearch.expired).toBe(0);
    const left = await db
      .select({ externalId: jobPostings.externalId })
      .from(jobPostings)
      .where(inArray(jobPostings.externalId, ["old-adzuna", "old-muse", "recent-adzuna", "old-other-source"]));
    expect(left.map((r) => r.externalId).sort()).toEqual(["old-other-source", "recent-adzuna"]);
  });

  it("keeps to Adzuna's rate limit (25 a minute) and backs off on 429", async () => {
    server.fail("adzuna", { status: 429, headers: { "Retry-After": "10" }, body: { exception: "TOO_MANY_REQUESTS" } });
    const timer = fakeTimer();
    const report = bySource(await refresh({ sources: [adzunaSource], timer }));
    expect(report.adzuna).toMatchObject({ stored: 5, requests: 5, retries: 1, errors: [] });
    expect(timer.sleeps).toContain(10_000);
    // Paced at 24 a minute (never more than 25 in a minute): 2.5 s between requests, on top of the backoff.
    expect(timer.sleeps.filter((ms) => ms === 2_500)).toHaveLength(3);
    expect(timer.elapsed()).toBeGreaterThanOrEqual(10_000 + 3 * 2_500);
    expect(server.requestsTo("themuse")).toHaveLength(0);
  });

  it("reports a failing provider and still stores the others", async () => {
    server.failAlways("themuse", { status: 500, body: { code: 500, error: "Internal Server Error" } });
    const report = bySource(await refresh({ queries: ["Contract Specialist", "Financial Analyst", "Data Scientist"] }));
    // Two categories in a row failed (each after 4 retries): The Muse is given up on for the run.
    expect(report.themuse).toMatchObject({ stored: 0, requests: 10, retries: 8, stoppedEarly: "2 searches in a row failed" });
    expect(report.themuse.errors).toEqual([
      '"Business Operations" page 1: The Muse answered HTTP 500: Internal Server Error',
      '"Accounting and Finance" page 1: The Muse answered HTTP 500: Internal Server Error',
    ]);
    expect(report.adzuna).toMatchObject({ stored: 5, errors: [] });
    expect(report.jsearch).toMatchObject({ stored: 11, errors: [] });
    expect(await rowCounts()).toEqual({ adzuna: 5, jsearch: 11 });
  });

  it("stops a provider that refuses the key after one request", async () => {
    server.failAlways("jsearch", { status: 403, body: { message: "You are not subscribed to this API." } });
    const report = bySource(await refresh());
    expect(report.jsearch).toMatchObject({ stored: 0, requests: 1, stoppedEarly: "JSearch refused the requests" });
    expect(report.jsearch.errors).toEqual(['"Contract Specialist" page 1: JSearch answered HTTP 403: You are not subscribed to this API.']);
    expect(report.adzuna.stored).toBe(5);
  });

  it("stops at a source's request budget", async () => {
    const small = { ...adzunaSource, rateLimit: { requestsPerMinute: 24, maxRequestsPerRun: 3 } };
    const report = bySource(await refresh({ sources: [small] }));
    expect(report.adzuna).toMatchObject({ requests: 3, stored: 5, errors: [] });
    expect(report.adzuna.stoppedEarly).toMatch(/request budget of 3 per run reached/);
  });

  it("stops when aborted and says so", async () => {
    const controller = new AbortController();
    controller.abort(new Error("deadline"));
    const report = await refresh({ signal: controller.signal });
    expect(report.aborted).toBe(true);
    for (const s of report.sources) expect(s.errors).toEqual(["aborted"]);
    expect(server.requests).toHaveLength(0);
  });

  it("runs only the sample feed when no provider is configured", async () => {
    const env = { NODE_ENV: "test" as const, DATABASE_URL: process.env.DATABASE_URL, EMBEDDED_DB: process.env.EMBEDDED_DB };
    // The test database is the embedded one or a local server: where the sample feed may go.
    const report = await refreshJobPostings({ db, env, now: NOW, timer: fakeTimer() });
    expect(report.sources.map((s) => s.source)).toEqual(["sample"]);
    expect(report.sources[0]).toMatchObject({ fetched: SAMPLE_FEED_SIZE, stored: SAMPLE_FEED_SIZE, errors: [] });
    expect(server.requests).toHaveLength(0);
    const [{ n }] = await db.select({ n: count() }).from(jobPostings).where(eq(jobPostings.source, "sample"));
    expect(n).toBe(SAMPLE_FEED_SIZE);
  });
});

describe("defaultRefreshQueries", () => {
  it("searches one role title per role family", () => {
    const queries = defaultRefreshQueries();
    expect(queries.length).toBeGreaterThanOrEqual(20);
    expect(queries.length).toBeLessThanOrEqual(28);
    expect(queries).toContain("Procurement Specialist");
    expect(new Set(queries).size).toBe(queries.length);
  });
});
