import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import {
  AppError,
  badRequest,
  conflict,
  ERROR_CODES,
  forbidden,
  isDatabaseUnavailable,
  jsonError,
  notFound,
  payloadTooLarge,
  toErrorResponse,
  tooManyRequests,
  unauthorized,
  unprocessable,
  validationError,
} from "./errors";

afterEach(() => vi.restoreAllMocks());

describe("error factories", () => {
  it.each([
    [badRequest(), 400, "Bad request"],
    [unauthorized(), 401, "Authentication required"],
    [forbidden(), 403, "You do not have access to this resource"],
    [notFound(), 404, "Not found"],
    [conflict("Email already registered"), 409, "Email already registered"],
    [payloadTooLarge(), 413, "Request body too large"],
    [unprocessable("Nope"), 422, "Nope"],
  ])("%s has status %i", (error, status, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it("tooManyRequests rounds Retry-After up to whole seconds, at least 1", () => {
    expect(tooManyRequests(12.2).headers).toEqual({ "Retry-After": "13" });
    expect(tooManyRequests(0).headers).toEqual({ "Retry-After": "1" });
    expect(tooManyRequests(-5).headers).toEqual({ "Retry-After": "1" });
    expect(tooManyRequests(60).status).toBe(429);
  });
});

describe("validationError", () => {
  it("lists each distinct message once and keeps per-field details", () => {
    const schema = z.object({
      name: z.string().min(1, "Name is required"),
      email: z.string().email("Please enter a valid email address"),
      backupEmail: z.string().email("Please enter a valid email address"),
    });
    const result = schema.safeParse({ name: "", email: "x", backupEmail: "y" });
    const error = validationError(result.error!);
    expect(error.status).toBe(422);
    expect(error.message).toBe("Validation failed: Name is required, Please enter a valid email address");
    expect(error.details).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "backupEmail", message: "Please enter a valid email address" },
    ]);
  });
});

describe("toErrorResponse", () => {
  it("turns an AppError into its status, message, details and headers", async () => {
    const res = toErrorResponse(tooManyRequests(30));
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(await res.json()).toMatchObject({ error: "Too many requests. Please try again later." });

    const withDetails = toErrorResponse(badRequest("Bad input", [{ path: "a", message: "b" }]));
    expect(await withDetails.json()).toMatchObject({ error: "Bad input", details: [{ path: "a", message: "b" }] });
  });

  it("turns a ZodError into 422 with details", async () => {
    const parsed = z.object({ age: z.number() }).safeParse({ age: "x" });
    const res = toErrorResponse(parsed.error);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toMatch(/^Validation failed: /);
    expect(body.details).toEqual([{ path: "age", message: expect.any(String) }]);
  });

  it("turns a zod/mini error into the same 422", async () => {
    const parsed = zm.object({ name: zm.string().check(zm.minLength(1, "Name is required")) }).safeParse({ name: "" });
    const res = toErrorResponse(parsed.error);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Validation failed: Name is required",
      code: "validation_failed",
      details: [{ path: "name", message: "Name is required" }],
    });
  });

  it("answers anything else with a generic 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(new Error("password for db-admin is hunter2"));
    expect(res.status).toBe(500);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({ error: "Something went wrong. Please try again.", code: "internal" });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).not.toMatch(/hunter2|stack|at .*\.ts/);
    // The log line carries the same request id, so a user's report can be matched to it.
    expect(String(log.mock.calls[0]?.[0])).toContain(body.requestId);
  });

  it("gives every error answer a stable code", async () => {
    const cases: [unknown, string][] = [
      [badRequest(), "bad_request"],
      [unauthorized(), "unauthorized"],
      [forbidden(), "forbidden"],
      [notFound(), "not_found"],
      [conflict("x"), "conflict"],
      [payloadTooLarge(), "payload_too_large"],
      [unprocessable("x"), "validation_failed"],
      [tooManyRequests(5), "rate_limited"],
    ];
    for (const [error, code] of cases) expect((await toErrorResponse(error).json()).code).toBe(code);
  });

  it("answers an AppError's own code when it has a specific one, with the message kept as written", async () => {
    const error = notFound("Resume not found", "resume_not_found");
    expect(error).toMatchObject({ status: 404, code: "resume_not_found", message: "Resume not found" });
    const res = toErrorResponse(error);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Resume not found", code: "resume_not_found" });
    expect(await toErrorResponse(unauthorized("Invalid email or password", "invalid_credentials")).json()).toEqual({
      error: "Invalid email or password",
      code: "invalid_credentials",
    });
    // A code defaults to its status's; the union lists every code an answer can carry.
    expect(new AppError(418, "x").code).toBe("bad_request");
    expect(ERROR_CODES).toEqual(expect.arrayContaining(["resume_not_found", "email_taken", "rate_limited", "validation_failed"]));
  });

  it("keeps a route's extra fields beside { error, code } without letting them replace either", async () => {
    const res = jsonError(409, "Account already exists", undefined, undefined, { shouldRedirectToLogin: true, code: "x" }, "email_taken");
    expect(await res.json()).toEqual({ error: "Account already exists", code: "email_taken", shouldRedirectToLogin: true });
  });
});

describe("a database out of reach", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
  it.each([
    ["a refused connection", refused],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a terminated connection", new Error("Connection terminated unexpectedly")],
    ["an admin shutdown", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a statement timeout", Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })],
    ["a driver error wrapped by the ORM", Object.assign(new Error("Failed query: select …"), { cause: refused })],
    ["several refused addresses", new AggregateError([refused], "")],
  ])("%s answers 503 unavailable with Retry-After and logs no personal data", async (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(error);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body).toMatchObject({ code: "unavailable" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain(body.requestId);
    expect(String(log.mock.calls[0]?.[0])).not.toMatch(/select|127\.0\.0\.1/);
  });

  it("does not take a query error for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});
