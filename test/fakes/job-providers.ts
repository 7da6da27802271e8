/**
 * A local stand-in for the three job APIs, for tests of lib/jobs/sources and the refresh: one
 * server on 127.0.0.1 answering each provider's search endpoint in its own wire format, from the
 * recorded response shapes in lib/jobs/sources/fixtures. Point the adapters at it with
 * ADZUNA_API_BASE, THE_MUSE_API_BASE and JSEARCH_API_BASE (all = `server.url`).
 *
 * - Adzuna: GET /v1/api/jobs/us/search/{page}; 401 `{ exception: "AUTH_FAIL" }` without app_id/app_key.
 * - The Muse: GET /api/public/jobs?page={n} (pages from 0); 400 without `page`.
 * - JSearch: GET /search?page={n}; 401 without the X-RapidAPI-Key header, 400 without `query`.
 *
 * Page n answers the fixture of page n, and past the last one an empty page of the same shape.
 * `fail(provider, …)` queues error answers for that provider's next requests (429 with
 * Retry-After, 500, The Muse's 403 rate-limit answer, …); `failAlways` answers every request so.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Timer } from "@/lib/jobs/sources/http";
import { startFakeHttpServer, type HttpReply, type RecordedRequest } from "./http";

export type ProviderName = "adzuna" | "themuse" | "jsearch";
export type ProviderFailure = { status: number; headers?: Record<string, string>; body?: unknown };

const FIXTURES = path.join(import.meta.dirname, "../../lib/jobs/sources/fixtures");

export function loadJobFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, name), "utf8")) as T;
}

/** The recorded pages of each provider, first page first. */
export function defaultPages(): Record<ProviderName, unknown[]> {
  return {
    adzuna: [loadJobFixture("adzuna-search-page-1.json"), loadJobFixture("adzuna-search-page-2.json")],
    themuse: [loadJobFixture("themuse-jobs-page-0.json"), loadJobFixture("themuse-jobs-page-1.json")],
    jsearch: [loadJobFixture("jsearch-search-page-1.json"), loadJobFixture("jsearch-search-page-2.json")],
  };
}

export type FakeJobProviders = {
  url: string;
  requests: RecordedRequest[];
  /** Requests one provider received, in order. */
  requestsTo(provider: ProviderName): RecordedRequest[];
  /** Answers the provider's next requests with these errors, in order. */
  fail(provider: ProviderName, ...failures: ProviderFailure[]): void;
  /** Answers every request to the provider with this error (null: answer normally again). */
  failAlways(provider: ProviderName, failure: ProviderFailure | null): void;
  /** Replaces a provider's pages (first page first). */
  setPages(provider: ProviderName, pages: unknown[]): void;
  /** Forgets requests and failures and restores the recorded pages. */
  reset(): void;
  close(): Promise<void>;
};

function providerOf(pathname: string): ProviderName | null {
  if (/^\/v1\/api\/jobs\/us\/search\/\d+$/.test(pathname)) return "adzuna";
  if (pathname === "/api/public/jobs") return "themuse";
  if (pathname === "/search") return "jsearch";
  return null;
}

function emptyPage(provider: ProviderName, page: number, first: unknown): unknown {
  const f = first as Record<string, unknown>;
  if (provider === "adzuna") return { __CLASS__: f.__CLASS__, count: f.count, mean: f.mean, results: [] };
  if (provider === "themuse") return { page, page_count: f.page_count, items_per_page: 20, took: 3, timed_out: false, total: f.total, results: [], aggregations: {} };
  return { status: "OK", request_id: "empty-page", parameters: f.parameters, data: [] };
}

export async function startFakeJobProviders(): Promise<FakeJobProviders> {
  let pages = defaultPages();
  const once: Record<ProviderName, ProviderFailure[]> = { adzuna: [], themuse: [], jsearch: [] };
  const always: Record<ProviderName, ProviderFailure | null> = { adzuna: null, themuse: null, jsearch: null };
  const failure = (f: ProviderFailure): HttpReply => ({ status: f.status, headers: f.headers, body: f.body ?? { error: `HTTP ${f.status}` } });

  const render = (_: null, request: RecordedRequest): HttpReply => {
    const url = new URL(request.path, "http://fake.test");
    const provider = providerOf(url.pathname);
    if (!provider || request.method !== "GET") return { status: 404, body: { error: "Not found" } };
    const queued = once[provider].shift() ?? always[provider];
    if (queued) return failure(queued);
    const q = url.searchParams;

    let index: number;
    if (provider === "adzuna") {
      if (!q.get("app_id") || !q.get("app_key")) {
        return { status: 401, body: { __CLASS__: "Adzuna::API::Response::Exception", exception: "AUTH_FAIL", doc: "https://api.adzuna.com/v1/doc", display: "Authorisation failed" } };
      }
      index = Number(url.pathname.split("/").at(-1)) - 1;
    } else if (provider === "themuse") {
      if (q.get("page") === null) return { status: 400, body: { code: 400, error: "page is a required parameter" } };
      index = Number(q.get("page"));
    } else {
      if (!request.headers["x-rapidapi-key"]) return { status: 401, body: { message: "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info." } };
      if (!q.get("query")) return { status: 400, body: { status: "ERROR", error: { message: "query is required", code: 400 } } };
      index = Number(q.get("page") ?? "1") - 1;
    }
    const list = pages[provider];
    const headers: Record<string, string> =
      provider === "themuse" ? { "X-RateLimit-Limit": "500", "X-RateLimit-Remaining": "499", "X-RateLimit-Reset": "3600" } : {};
    const body = index >= 0 && index < list.length ? list[index] : emptyPage(provider, index, list[0]);
    return { status: 200, body, headers };
  };

  const server = await startFakeHttpServer<null>({ defaultReply: null, render });
  return {
    url: server.url,
    requests: server.requests,
    requestsTo: (provider) => server.requests.filter((r) => providerOf(new URL(r.path, "http://fake.test").pathname) === provider),
    fail: (provider, ...failures) => once[provider].push(...failures),
    failAlways: (provider, f) => (always[provider] = f),
    setPages: (provider, list) => (pages[provider] = list),
    reset: () => {
      server.reset();
      pages = defaultPages();
      for (const p of ["adzuna", "themuse", "jsearch"] as const) {
        once[p].length = 0;
        always[p] = null;
      }
    },
    close: server.close,
  };
}

/** Environment that switches every provider on and points it at the fake server. */
export function fakeProviderEnv(url: string) {
  return {
    NODE_ENV: "test" as const,
    ADZUNA_APP_ID: "fake-app-id",
    ADZUNA_APP_KEY: "fake-app-key",
    ADZUNA_API_BASE: url,
    THE_MUSE_API_KEY: "fake-muse-key",
    THE_MUSE_API_BASE: url,
    JSEARCH_API_KEY: "fake-rapidapi-key",
    JSEARCH_API_BASE: url,
  };
}

/** A clock that moves only when the code sleeps, recording every wait (rate limits and backoff without waiting). */
export function fakeTimer(start = 1_000_000): Timer & { sleeps: number[]; elapsed(): number } {
  let t = start;
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      t += ms;
    },
    sleeps,
    elapsed: () => t - start,
  };
}
