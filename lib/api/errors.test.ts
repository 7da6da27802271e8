import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
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
    expect(await res.json()).toEqual({ error: "Too many requests. Please try again later." });

    const withDetails = toErrorResponse(badRequest("Bad input", [{ path: "a", message: "b" }]));
    expect(await withDetails.json()).toEqual({ error: "Bad input", details: [{ path: "a", message: "b" }] });
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
      details: [{ path: "name", message: "Name is required" }],
    });
  });

  it("answers anything else with a generic 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(new Error("password for db-admin is hunter2"));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong. Please try again." });
    expect(text).not.toMatch(/hunter2|stack|at .*\.ts/);
    expect(log).toHaveBeenCalled();
  });
});
