import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonRequest, routeContext } from "@/test/helpers";
import { resetEnvCache } from "@/lib/env";
import { notFound } from "./errors";
import { AUTHZ, markPublic, withAccount, withAdmin, withCron, withPublic } from "./handler";

const raw = (method: string, headers: Record<string, string>, body?: string) =>
  new Request("http://localhost:3000/api/x", { method, headers: { "x-forwarded-for": "10.9.9.9", ...headers }, body });

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

describe("wrappers", () => {
  it("tag each handler with its authorization kind", () => {
    const ok = async () => Response.json({});
    expect(withPublic(ok)[AUTHZ]).toBe("public");
    expect(withAccount(ok)[AUTHZ]).toBe("account");
    expect(withAdmin(ok)[AUTHZ]).toBe("admin");
    expect(withCron(ok)[AUTHZ]).toBe("cron");
    expect(markPublic(ok)[AUTHZ]).toBe("public");
  });

  it("pass awaited params and the client IP", async () => {
    const handler = withPublic<{ id: string }>((_req, { params, ip }) => Response.json({ id: params.id, ip }));
    // The trusted proxy (test/setup.ts) appended the client it saw; the left end is the client's own claim.
    const req = jsonRequest("GET", "/api/things/7", undefined, { headers: { "x-forwarded-for": "198.51.100.23, 203.0.113.9" } });
    const res = await handler(req, routeContext({ id: "7" }));
    expect(await res.json()).toEqual({ id: "7", ip: "203.0.113.9" });
  });

  it("turn a ZodError into 422 with details", async () => {
    const handler = withPublic(async (req) => {
      z.object({ email: z.string().email("Please enter a valid email address") }).parse(await req.json());
      return Response.json({ ok: true });
    });
    const res = await handler(jsonRequest("POST", "/api/x", { email: "nope" }), routeContext());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Validation failed: Please enter a valid email address",
      code: "validation_failed",
      details: [{ path: "email", message: "Please enter a valid email address" }],
    });
  });

  it("turn an AppError into its status and message", async () => {
    const res = await withPublic(() => {
      throw notFound("Resume Not Found");
    })(jsonRequest("GET", "/api/x"), routeContext());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Resume Not Found" });
  });

  it("turn an unknown error into a generic 500 without the message or stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await markPublic(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secretColumn')");
    })(jsonRequest("GET", "/api/x"), routeContext() as never);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: "Something went wrong. Please try again." });
    expect(text).not.toMatch(/secretColumn|TypeError|\.ts:\d+/);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("withCron", () => {
  const job = vi.fn(async () => Response.json({ ran: true }));
  const cron = withCron(job);
  const call = (authorization?: string) =>
    cron(jsonRequest("GET", "/api/cron/job-alerts", undefined, authorization ? { headers: { authorization } } : {}), routeContext());

  it("refuses every call when CRON_SECRET is not configured", async () => {
    job.mockClear();
    for (const header of [undefined, "Bearer ", "Bearer undefined"]) {
      const res = await call(header);
      expect(res.status).toBe(401);
    }
    expect(job).not.toHaveBeenCalled();
  });

  it("with CRON_SECRET, runs only for the matching bearer token", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
    resetEnvCache();
    job.mockClear();
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong-secret")).status).toBe(401);
    expect((await call("Bearer cron-secret-for-tests-012345678X")).status).toBe(401);
    expect(job).not.toHaveBeenCalled();

    const res = await call("Bearer cron-secret-for-tests-0123456789");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ran: true });
    expect(job).toHaveBeenCalledOnce();
  });
});

describe("state-changing requests from browsers (CSRF)", () => {
  const ok = vi.fn(async () => Response.json({ ok: true }));
  const json = JSON.stringify({ a: 1 });

  it("refuse a cross-site POST with 403 before the handler (and before any session lookup)", async () => {
    for (const [wrap, label] of [
      [withPublic(ok), "withPublic"],
      [withAccount(ok), "withAccount"],
      [withAdmin(ok), "withAdmin"],
      [markPublic(ok), "markPublic (next-auth)"],
    ] as const) {
      ok.mockClear();
      const crossSite: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
      ];
      for (const headers of crossSite) {
        const res = await wrap(raw("POST", { "content-type": "application/json", ...headers }, json), routeContext());
        expect(res.status, `${label} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({ error: "Cross-site requests are not allowed", code: "forbidden" });
      }
      expect(ok, label).not.toHaveBeenCalled();
    }
  });

  it("let our own pages and non-browser clients through", async () => {
    const handler = withPublic(ok);
    const ours: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
      { origin: "http://localhost:3000" },
      { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" },
      {},
    ];
    for (const headers of ours) {
      const res = await handler(raw("POST", { "content-type": "application/json", ...headers }, json), routeContext());
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("refuse a body that is not exactly application/json (415), the old 'contains json' loophole included", async () => {
    ok.mockClear();
    const handler = withPublic(ok);
    for (const type of ["text/plain; a=application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json-patch+json"]) {
      const res = await handler(raw("POST", { "content-type": type }, json), routeContext());
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: "Expected a JSON body (Content-Type: application/json)", code: "unsupported_media_type" });
    }
    expect(ok).not.toHaveBeenCalled();
    // A POST without a body (logout) needs no type; JSON with a UTF-8 charset is JSON.
    expect((await handler(raw("POST", {}), routeContext())).status).toBe(200);
    expect((await handler(raw("POST", { "content-type": "application/json; charset=utf-8" }, json), routeContext())).status).toBe(200);
  });

  it("take multipart on an upload route, with the route's own message for anything else", async () => {
    const upload = withPublic(ok, { body: "multipart", wrongType: "Please upload the file as multipart/form-data." });
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.txt");
    const multipart = new Request("http://localhost:3000/api/parse-file", { method: "POST", body: form });
    expect((await upload(multipart, routeContext())).status).toBe(200);
    const res = await upload(raw("POST", { "content-type": "application/json" }, json), routeContext());
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: "Please upload the file as multipart/form-data." });
  });

  it("leave GET alone, cross-site or not (links and emailed links are GETs)", async () => {
    const res = await withPublic(ok)(raw("GET", { "sec-fetch-site": "cross-site" }), routeContext());
    expect(res.status).toBe(200);
  });

  it("leave a signed webhook's content type to the webhook (body: raw): Stripe posts without Origin", async () => {
    const webhook = withPublic(ok, { body: "raw" });
    const stripeLike = raw("POST", { "content-type": "application/json; charset=utf-8", "stripe-signature": "t=1,v1=abc", "user-agent": "Stripe/1.0" }, json);
    expect((await webhook(stripeLike, routeContext())).status).toBe(200);
    expect((await webhook(raw("POST", { "content-type": "text/plain" }, "x"), routeContext())).status).toBe(200);
  });

  it("leave cron routes to their secret: no origin or content-type rule", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
    resetEnvCache();
    const res = await withCron(ok)(
      raw("POST", { authorization: "Bearer cron-secret-for-tests-0123456789", "content-type": "text/plain", "sec-fetch-site": "cross-site" }, "x"),
      routeContext(),
    );
    expect(res.status).toBe(200);
  });
});
