import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonRequest, routeContext } from "@/test/helpers";
import { resetEnvCache } from "@/lib/env";
import { notFound } from "./errors";
import { AUTHZ, markPublic, withAccount, withAdmin, withCron, withPublic } from "./handler";

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
    const req = jsonRequest("GET", "/api/things/7", undefined, { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1" } });
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
