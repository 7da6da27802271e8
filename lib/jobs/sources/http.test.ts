import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeHttpServer, type FakeHttpServer, type HttpReply } from "@/test/fakes/http";
import { fakeTimer } from "@/test/fakes/job-providers";
import { backoffDelay, createGetJson, DEFAULT_RETRY, RequestBudgetExhausted, TokenBucket, type Timer } from "./http";
import { ProviderError } from "./types";

describe("TokenBucket", () => {
  it("spaces requests at the rate (25 a minute: one every 2.4 s) after the first", async () => {
    const timer = fakeTimer();
    const bucket = new TokenBucket({ perMinute: 25, timer });
    for (let i = 0; i < 5; i++) await bucket.take();
    expect(timer.sleeps).toEqual([2400, 2400, 2400, 2400]);
    expect(timer.elapsed()).toBe(4 * 2400);
  });

  it("lets a burst through, then paces", async () => {
    const timer = fakeTimer();
    const bucket = new TokenBucket({ perMinute: 60, burst: 3, timer });
    for (let i = 0; i < 4; i++) await bucket.take();
    expect(timer.sleeps).toEqual([1000]);
  });

  it("does not wait when the time has already passed", async () => {
    const timer = fakeTimer();
    const bucket = new TokenBucket({ perMinute: 6, timer });
    await bucket.take();
    await timer.sleep(10_000); // the caller was busy for 10 s
    timer.sleeps.length = 0;
    await bucket.take();
    expect(timer.sleeps).toEqual([]);
  });
});

describe("backoffDelay", () => {
  it("doubles from 1 s and is capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, DEFAULT_RETRY))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("waits at least what Retry-After asks, within the cap", () => {
    expect(backoffDelay(0, DEFAULT_RETRY, 5)).toBe(5000);
    expect(backoffDelay(3, DEFAULT_RETRY, 5)).toBe(8000);
    expect(backoffDelay(0, DEFAULT_RETRY, 3600)).toBe(30000);
  });
});

describe("createGetJson", () => {
  let server: FakeHttpServer<HttpReply>;
  const ok: HttpReply = { status: 200, body: { ok: true } };

  beforeAll(async () => {
    server = await startFakeHttpServer<HttpReply>({ defaultReply: ok, render: (reply) => reply });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    server.setDefault(ok);
  });

  function client(opts: { maxRequests?: number } = {}) {
    const timer = fakeTimer();
    const bucket = new TokenBucket({ perMinute: 600, timer });
    return { timer, ...createGetJson({ label: "Provider", bucket, timer, maxRequests: opts.maxRequests }) };
  }

  it("returns the JSON body and sends Accept: application/json and the caller's headers", async () => {
    const { getJson, stats } = client();
    expect(await getJson(`${server.url}/x?a=1`, { headers: { "X-RapidAPI-Key": "k" } })).toEqual({ ok: true });
    expect(server.requests[0].headers.accept).toBe("application/json");
    expect(server.requests[0].headers["x-rapidapi-key"]).toBe("k");
    expect(stats).toEqual({ requests: 1, retries: 0 });
  });

  it("retries a 429 after the Retry-After wait, then succeeds", async () => {
    server.enqueue({ status: 429, body: { message: "Too many requests" }, headers: { "Retry-After": "7" } });
    const { getJson, stats, timer } = client();
    expect(await getJson(`${server.url}/x`)).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(stats).toEqual({ requests: 2, retries: 1 });
    expect(timer.sleeps).toContain(7000);
  });

  it("retries 5xx with exponential backoff and gives up after 4 retries", async () => {
    server.setDefault({ status: 503, body: { error: "Service Unavailable" } });
    const { getJson, stats, timer } = client();
    const err = await getJson(`${server.url}/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(503);
    expect((err as ProviderError).message).toBe("Provider answered HTTP 503: Service Unavailable");
    expect(server.requests).toHaveLength(5);
    expect(stats.retries).toBe(4);
    // Backoff waits (the bucket's own 100 ms pacing is smaller and fits inside them).
    expect(timer.sleeps.filter((ms) => ms >= 1000)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("does not retry other client errors, and never puts the URL (with its keys) in the message", async () => {
    server.enqueue({ status: 401, body: { exception: "AUTH_FAIL" } });
    const { getJson } = client();
    const err = (await getJson(`${server.url}/x?app_key=secret-key`).catch((e: unknown) => e)) as ProviderError;
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
    expect(err.message).not.toContain("secret-key");
    expect(server.requests).toHaveLength(1);
  });

  it("treats The Muse's 403 with X-RateLimit-Remaining: 0 as a rate limit", async () => {
    server.enqueue({ status: 403, body: { code: 403, error: "Rate limit exceeded" }, headers: { "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "12" } });
    const { getJson, timer } = client();
    expect(await getJson(`${server.url}/x`)).toEqual({ ok: true });
    expect(timer.sleeps).toContain(12000);
  });

  it("reports a body that is not JSON without retrying", async () => {
    server.enqueue({ status: 200, body: "<html>maintenance</html>" });
    const { getJson } = client();
    await expect(getJson(`${server.url}/x`)).rejects.toThrow(/not JSON/);
    expect(server.requests).toHaveLength(1);
  });

  it("retries when the provider cannot be reached", async () => {
    const { getJson, stats } = client();
    const err = (await getJson("http://127.0.0.1:9/unreachable").catch((e: unknown) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBeNull();
    expect(err.message).toMatch(/could not be reached/);
    expect(stats.retries).toBe(4);
  });

  it("stops at the request budget of the run", async () => {
    const { getJson } = client({ maxRequests: 2 });
    await getJson(`${server.url}/1`);
    await getJson(`${server.url}/2`);
    await expect(getJson(`${server.url}/3`)).rejects.toBeInstanceOf(RequestBudgetExhausted);
    expect(server.requests).toHaveLength(2);
  });

  it("stops waiting when the run is aborted", async () => {
    server.setDefault({ status: 500, body: {} });
    const controller = new AbortController();
    const timer: Timer = {
      now: () => 0,
      sleep: async () => {
        controller.abort(new Error("cron deadline"));
        throw new Error("cron deadline");
      },
    };
    const { getJson } = createGetJson({ label: "P", bucket: new TokenBucket({ perMinute: 60, burst: 10, timer }), timer, signal: controller.signal });
    await expect(getJson(`${server.url}/x`)).rejects.toThrow("cron deadline");
    expect(server.requests).toHaveLength(1);
  });
});
