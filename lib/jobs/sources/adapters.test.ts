/**
 * Each adapter against its provider's recorded response shapes, served by the fake provider
 * server over real HTTP: the request we send (path, parameters, keys) and the rows we make of
 * the answer (every column), pagination, and retries on 429.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeProviderEnv, fakeTimer, startFakeJobProviders, type FakeJobProviders } from "@/test/fakes/job-providers";
import { adzunaSource } from "./adzuna";
import { createGetJson, TokenBucket } from "./http";
import { jsearchSource } from "./jsearch";
import { COMPANY_NOT_LISTED } from "./normalize";
import { theMuseSource } from "./themuse";
import type { Classify, FetchPageInput, JobSource, SourceContext } from "./types";
import { enabledJobSources, configuredApiSources } from "./index";

const NOW = new Date("2026-03-10T12:00:00Z");
let server: FakeJobProviders;
let env: ReturnType<typeof fakeProviderEnv>;

beforeAll(async () => {
  server = await startFakeJobProviders();
  env = fakeProviderEnv(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const classify: Classify = (title, hint) => hint ?? `onet:${title}`;

function context(source: JobSource) {
  const timer = fakeTimer();
  const bucket = new TokenBucket({ perMinute: source.rateLimit.requestsPerMinute, burst: source.rateLimit.burst, timer });
  const http = createGetJson({ label: source.label, bucket, timer });
  const ctx: SourceContext = { env, getJson: http.getJson, classify };
  return { ctx, timer, stats: http.stats };
}

function fetchPage(source: JobSource, input: Partial<FetchPageInput> = {}) {
  const { ctx } = context(source);
  return source.fetchPage({ query: "Contract Specialist", page: 1, maxAgeDays: 7, now: NOW, ...input }, ctx);
}

const query = (path: string) => new URL(path, "http://x").searchParams;

describe("Adzuna", () => {
  it("searches /v1/api/jobs/us/search/{page} with the app id and key", async () => {
    await fetchPage(adzunaSource, { location: "Arlington, VA" });
    const [request] = server.requestsTo("adzuna");
    expect(new URL(request.path, "http://x").pathname).toBe("/v1/api/jobs/us/search/1");
    expect(Object.fromEntries(query(request.path))).toEqual({
      app_id: "fake-app-id",
      app_key: "fake-app-key",
      results_per_page: "50",
      what: "Contract Specialist",
      max_days_old: "7",
      sort_by: "date",
      "content-type": "application/json",
      where: "Arlington, VA",
    });
  });

  it("normalises every field of a result", async () => {
    const { postings, hasMore, skipped } = await fetchPage(adzunaSource);
    expect(hasMore).toBe(true);
    expect(skipped).toBe(0);
    expect(postings).toHaveLength(3);
    expect(postings[0]).toEqual({
      source: "adzuna",
      externalId: "4821937265",
      title: "Contract Specialist II",
      company: "Northwind Federal Services",
      location: "Arlington, VA",
      city: "Arlington",
      state: "VA",
      lat: 38.88101,
      lon: -77.10428,
      salaryMin: 78000,
      salaryMax: 96000,
      remote: false,
      experienceLevel: "Mid",
      onetCode: "onet:Contract Specialist II",
      postedAt: new Date("2026-03-09T15:42:11Z"),
      url: "https://www.adzuna.com/details/4821937265?utm_medium=api&utm_source=civicshift",
      description:
        "Northwind Federal Services is seeking a Contract Specialist II to support acquisition planning, solicitation and award of FAR-based contracts & task orders. You will prepare price analyses, negotiation memoranda and modifications in a fast-paced environment…",
    });
  });

  it("flags remote titles, drops Adzuna's predicted salaries and places results without coordinates", async () => {
    const { postings } = await fetchPage(adzunaSource);
    const remote = postings.find((p) => p.externalId === "4822004518")!;
    expect(remote).toMatchObject({ remote: true, location: "Remote (Nashville, TN)", experienceLevel: "Senior", salaryMin: 91500, salaryMax: 118000 });
    const buyer = postings.find((p) => p.externalId === "4822411870")!;
    expect(buyer).toMatchObject({ salaryMin: null, salaryMax: null, city: "Gaithersburg", state: "MD", lat: 39.1434, lon: -77.2014, experienceLevel: null });
  });

  it("reads the last page, a DC area without county, and a missing company", async () => {
    const { postings, hasMore } = await fetchPage(adzunaSource, { page: 2 });
    expect(hasMore).toBe(false);
    expect(postings.map((p) => [p.externalId, p.city, p.state, p.company, p.salaryMin])).toEqual([
      ["4823150042", "Washington", "DC", "Cardinal Consulting Group", 125000],
      ["4823377719", "Annapolis", "MD", COMPANY_NOT_LISTED, null],
    ]);
    expect((await fetchPage(adzunaSource, { page: 3 })).hasMore).toBe(false);
  });

  it("waits and retries when Adzuna answers 429", async () => {
    server.fail("adzuna", { status: 429, headers: { "Retry-After": "3" }, body: { exception: "TOO_MANY_REQUESTS" } });
    const { ctx, timer, stats } = context(adzunaSource);
    const { postings } = await adzunaSource.fetchPage({ query: "Buyer", page: 1, maxAgeDays: 7, now: NOW }, ctx);
    expect(postings).toHaveLength(3);
    expect(stats).toEqual({ requests: 2, retries: 1 });
    expect(timer.sleeps).toContain(3000);
  });
});

describe("The Muse", () => {
  it("asks for a category, pages counted from 0, newest first, with the API key", async () => {
    await fetchPage(theMuseSource, { query: "Business Operations", page: 1 });
    const [request] = server.requestsTo("themuse");
    expect(new URL(request.path, "http://x").pathname).toBe("/api/public/jobs");
    expect(Object.fromEntries(query(request.path))).toEqual({ page: "0", category: "Business Operations", descending: "true", api_key: "fake-muse-key" });
  });

  it("turns role titles into The Muse's categories", () => {
    expect(theMuseSource.queries!(["Procurement Specialist", "Financial Analyst", "Data Scientist", "Budget Analyst"])).toEqual([
      "Business Operations",
      "Accounting and Finance",
      "Data and Analytics",
      "Data Science",
    ]);
  });

  it("normalises every field, strips the HTML and skips postings outside the US", async () => {
    const { postings, hasMore, skipped } = await fetchPage(theMuseSource, { query: "Business Operations" });
    expect(hasMore).toBe(true);
    expect(skipped).toBe(1); // London
    expect(postings[0]).toEqual({
      source: "themuse",
      externalId: "14238761",
      title: "Procurement Specialist",
      company: "Harbor & Pine",
      location: "Washington, DC",
      city: "Washington",
      state: "DC",
      lat: 38.9072,
      lon: -77.0369,
      salaryMin: null,
      salaryMax: null,
      remote: false,
      experienceLevel: "Mid",
      onetCode: "onet:Procurement Specialist",
      postedAt: new Date("2026-03-09T14:21:07Z"),
      url: "https://www.themuse.com/jobs/harborandpine/procurement-specialist",
      description:
        "About the role\n\nHarbor & Pine is looking for a Procurement Specialist to manage vendor contracts and purchase requests.\n\n" +
        "- Run competitive bids and RFPs\n- Negotiate pricing & terms with suppliers\n- Track spend in Coupa\n\nWe're an equal opportunity employer.",
    });
    expect(postings.slice(1).map((p) => [p.title, p.location, p.remote, p.lat === null, p.experienceLevel])).toEqual([
      ["Contracts Manager", "Remote", true, true, "Mid-Senior"],
      ["Junior Buyer", "Woodbridge, VA", false, false, "Entry-Mid"],
    ]);
  });

  it("stops at the last page", async () => {
    const { postings, hasMore } = await fetchPage(theMuseSource, { query: "Business Operations", page: 2 });
    expect(hasMore).toBe(false);
    expect(postings.map((p) => [p.title, p.location, p.experienceLevel])).toEqual([["Senior Sourcing Manager", "Leesburg, VA", "Senior"]]);
  });

  it("skips postings older than the window and stops paging there", async () => {
    const { postings, hasMore, skipped } = await fetchPage(theMuseSource, { query: "Business Operations", maxAgeDays: 2 });
    expect(postings.map((p) => p.externalId)).toEqual(["14238761", "14240012"]);
    expect(skipped).toBe(2);
    expect(hasMore).toBe(false);
  });

  it("retries The Muse's rate-limit answer (403 with X-RateLimit-Remaining: 0)", async () => {
    server.fail("themuse", { status: 403, headers: { "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "5" }, body: { code: 403, error: "Rate limit exceeded" } });
    const { ctx, stats } = context(theMuseSource);
    const { postings } = await theMuseSource.fetchPage({ query: "Business Operations", page: 1, maxAgeDays: 7, now: NOW }, ctx);
    expect(postings).toHaveLength(3);
    expect(stats.retries).toBe(1);
  });
});

describe("JSearch", () => {
  it("calls /search with the RapidAPI key and host headers", async () => {
    await fetchPage(jsearchSource, { location: "Arlington, VA", page: 2, maxAgeDays: 3 });
    const [request] = server.requestsTo("jsearch");
    expect(new URL(request.path, "http://x").pathname).toBe("/search");
    expect(Object.fromEntries(query(request.path))).toEqual({
      query: "Contract Specialist in Arlington, VA",
      page: "2",
      num_pages: "1",
      country: "us",
      date_posted: "3days",
    });
    expect(request.headers["x-rapidapi-key"]).toBe("fake-rapidapi-key");
    expect(request.headers["x-rapidapi-host"]).toBe("jsearch.p.rapidapi.com");
  });

  it("normalises every field of a result", async () => {
    const { postings, hasMore, skipped } = await fetchPage(jsearchSource);
    expect(hasMore).toBe(true); // a full page of 10
    expect(skipped).toBe(1); // Toronto
    expect(postings).toHaveLength(9);
    expect(postings[0]).toEqual({
      source: "jsearch",
      externalId: "C208D701828759E2AAAAAA==",
      title: "Contract Specialist",
      company: "Granite Peak Solutions",
      location: "Arlington, VA",
      city: "Arlington",
      state: "VA",
      lat: 38.8816208,
      lon: -77.0909809,
      salaryMin: 85000,
      salaryMax: 105000,
      remote: false,
      experienceLevel: "Mid",
      onetCode: "13-1023.00",
      postedAt: new Date("2026-03-09T13:00:00Z"),
      url: "https://careers.example.org/granite-peak-solutions/jobs/1001",
      description:
        "Granite Peak Solutions supports federal acquisition programs.\n\nResponsibilities:\n• Prepare solicitations, evaluate proposals and award contracts\n" +
        "• Administer contracts through closeout\n\nRequirements: 3+ years of contracting experience; DAWIA certification preferred.",
    });
  });

  it("annualizes hourly and monthly pay, places remote jobs nowhere and reads experience", async () => {
    const { postings } = await fetchPage(jsearchSource);
    const byTitle = new Map(postings.map((p) => [p.title, p]));
    expect(byTitle.get("Procurement Coordinator")).toMatchObject({ salaryMin: 55120, salaryMax: 64480, city: "Columbia", state: "MD", experienceLevel: "Entry-Mid" });
    expect(byTitle.get("Remote Buyer")).toMatchObject({ remote: true, location: "Remote", city: null, state: null, lat: null, lon: null, salaryMin: 66000, salaryMax: 78000 });
    expect(byTitle.get("Senior Contracts Administrator")).toMatchObject({ state: "VA", experienceLevel: "Senior" });
    expect(byTitle.get("Subcontracts Manager")).toMatchObject({ experienceLevel: "Mid-Senior" });
    expect(byTitle.get("Purchasing Agent")).toMatchObject({ salaryMin: null, salaryMax: null, experienceLevel: null });
    expect(byTitle.get("Procurement Specialist I")).toMatchObject({ experienceLevel: "Entry-Mid" });
    expect(byTitle.get("Strategic Sourcing Director")).toMatchObject({ experienceLevel: "Executive", city: "Denver", state: "CO" });
    expect(byTitle.has("Contract Specialist")).toBe(true);
    expect(postings.some((p) => p.company === "Maple Leaf Infrastructure")).toBe(false);
  });

  it("stops after a short page", async () => {
    const { postings, hasMore } = await fetchPage(jsearchSource, { page: 2 });
    expect(hasMore).toBe(false);
    expect(postings.map((p) => [p.title, p.salaryMin, p.salaryMax])).toEqual([
      ["Contract Administrator", 75000, 90000],
      ["Procurement Technician", 52000, 60320],
    ]);
  });

  it("fails with the provider's status when the key is refused", async () => {
    const { ctx } = context(jsearchSource);
    const refused = { ...ctx, env: { ...env, JSEARCH_API_KEY: undefined } };
    await expect(jsearchSource.fetchPage({ query: "Buyer", page: 1, maxAgeDays: 7, now: NOW }, refused)).rejects.toMatchObject({ status: 401 });
  });
});

describe("switching sources on", () => {
  it("turns each provider on by its keys, and the sample feed only without any", () => {
    const local = { NODE_ENV: "development" as const, DATABASE_URL: "postgres://localhost:5432/civicshift" };
    expect(enabledJobSources(local).map((s) => s.id)).toEqual(["sample"]);
    expect(enabledJobSources({ ...local, NODE_ENV: "production" }).map((s) => s.id)).toEqual([]);
    expect(enabledJobSources({ ...local, DATABASE_URL: "postgres://db.example.com/civicshift" }).map((s) => s.id)).toEqual([]);
    expect(enabledJobSources({ ...local, ADZUNA_APP_ID: "id" }).map((s) => s.id)).toEqual(["sample"]); // the key is missing
    expect(enabledJobSources({ ...local, ADZUNA_APP_ID: "id", ADZUNA_APP_KEY: "key" }).map((s) => s.id)).toEqual(["adzuna"]);
    expect(enabledJobSources({ ...local, THE_MUSE_ENABLED: "1" }).map((s) => s.id)).toEqual(["themuse"]);
    expect(enabledJobSources({ ...local, JSEARCH_API_KEY: "k" }).map((s) => s.id)).toEqual(["jsearch"]);
    expect(configuredApiSources(env)).toEqual(["adzuna", "themuse", "jsearch"]);
  });
});
