/** Integration: POST /api/track-page-view against the test database (DATABASE_URL). */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { pageViews, rateLimitBuckets } from "@/db/schema";
import { RATE_LIMITS, rateLimitKey } from "@/lib/api/rate-limit";
import { jsonRequest, randomIp, routeContext } from "@/test/helpers";
import { POST } from "./route";

function post(body: unknown, { ip = randomIp() }: { ip?: string } = {}) {
  // As a trusted proxy sends it (test/setup.ts): the client's own claim first, then the address the proxy saw.
  const headers = { "x-forwarded-for": `192.0.2.1, ${ip}`, "user-agent": "vitest-agent/1.0" };
  return POST(jsonRequest("POST", "/api/track-page-view", body, { headers }), routeContext());
}

const rowsFor = (sessionId: string) => db.select().from(pageViews).where(eq(pageViews.sessionId, sessionId));

describe("POST /api/track-page-view", () => {
  it("stores a page view with the caller's IP and user agent", async () => {
    const sessionId = randomUUID();
    const ip = randomIp();
    const res = await post({ page: "/get-started", sessionId, referrer: "https://www.google.com/" }, { ip });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const rows = await rowsFor(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page: "/get-started",
      sessionId,
      referrer: "https://www.google.com/",
      ipAddress: ip,
      userAgent: "vitest-agent/1.0",
    });
    expect(rows[0]!.timestamp).toBeInstanceOf(Date);
  });

  it("stores an empty or missing referrer as null", async () => {
    const sessionId = randomUUID();
    expect((await post({ page: "/", sessionId, referrer: "" })).status).toBe(201);
    expect((await post({ page: "/pricing", sessionId })).status).toBe(201);
    const rows = await rowsFor(sessionId);
    expect(rows.map((r) => r.referrer)).toEqual([null, null]);
  });

  it.each([
    ["a page that is not a path", { page: "https://evil.example/", sessionId: randomUUID(), referrer: null }],
    ["a page over 500 characters", { page: `/${"a".repeat(500)}`, sessionId: randomUUID(), referrer: null }],
    ["a session id that is not a UUID", { page: "/", sessionId: "session-1", referrer: null }],
    ["a referrer over 1000 characters", { page: "/", sessionId: randomUUID(), referrer: `https://x.example/${"r".repeat(1000)}` }],
    ["a missing page", { sessionId: randomUUID(), referrer: null }],
  ])("rejects %s with 422 and stores nothing", async (_what, body) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    const json = (await res.json()) as { error: string; details: unknown[] };
    expect(json.error).toMatch(/^Validation failed: /);
    expect(json.details.length).toBeGreaterThan(0);
    if (typeof body.sessionId === "string" && /^[0-9a-f-]{36}$/.test(body.sessionId)) {
      expect(await rowsFor(body.sessionId)).toHaveLength(0);
    }
  });

  it("rejects malformed JSON with 400", async () => {
    const req = new Request("http://localhost:3000/api/track-page-view", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      body: "{not json",
    });
    expect((await POST(req, routeContext())).status).toBe(400);
  });

  it("is rate-limited per IP", async () => {
    const ip = randomIp();
    const rule = RATE_LIMITS.pageView;
    const current = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
    // Fill this IP's bucket for the current and the next window, as if it had already sent
    // `limit` views: the request is refused even if the window rolls over meanwhile.
    await db.insert(rateLimitBuckets).values(
      [current, current + rule.windowMs].map((start) => ({
        key: rateLimitKey(rule, ip),
        windowStart: new Date(start),
        count: rule.limit,
        expiresAt: new Date(start + rule.windowMs),
      })),
    );
    const sessionId = randomUUID();
    const res = await post({ page: "/", sessionId, referrer: null }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await rowsFor(sessionId)).toHaveLength(0);
  });
});
