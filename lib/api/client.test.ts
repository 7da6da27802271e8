import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorCode, apiRequest, hasErrorCode } from "./client";
import { checkStateChangingRequest, isJsonContentType } from "./csrf";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What apiRequest hands to fetch, as the Request the server would receive. */
async function sent(method: string, body?: unknown): Promise<Request> {
  let request: Request | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      request = new Request(new URL(url, "http://localhost:3000"), init);
      return new Response("{}", { status: 200 });
    }),
  );
  await apiRequest(method, "/api/x", body);
  return request!;
}

describe("apiRequest and the server's CSRF rules", () => {
  it("sends a body as exactly application/json, which the route wrappers accept", async () => {
    const req = await sent("POST", { name: "Ada" });
    expect(req.headers.get("content-type")).toBe("application/json");
    expect(isJsonContentType(req.headers.get("content-type")!)).toBe(true);
    expect(() => checkStateChangingRequest(req)).not.toThrow();
  });

  it("sends no content type without a body (logout, clear-session), which passes too", async () => {
    const req = await sent("POST");
    expect(req.headers.get("content-type")).toBeNull();
    expect(req.credentials).toBe("include");
    expect(() => checkStateChangingRequest(req)).not.toThrow();
  });
});

describe("ApiError: the client reads the server's code, never its message text", () => {
  const failed = async (status: number, body: string) => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status, statusText: "Status Text" })));
    return apiRequest("POST", "/api/x", {}).then(
      () => expect.unreachable("the request should fail"),
      (error: unknown) => error,
    );
  };

  it("maps the body's code, and keeps the spec's 'STATUS: body' message and the server's text", async () => {
    const body = JSON.stringify({ error: "Account already exists", code: "email_taken", shouldRedirectToLogin: true });
    const error = await failed(409, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorCode(error)).toBe("email_taken");
    expect(hasErrorCode(error, "email_taken")).toBe(true);
    expect(hasErrorCode(error, "conflict", "rate_limited")).toBe(false);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).serverMessage).toBe("Account already exists");
  });

  it("falls back to the status's code for a body without a known one (a proxy's page, an unknown code)", async () => {
    expect(apiErrorCode(await failed(404, "<html>Not Found</html>"))).toBe("not_found");
    expect(apiErrorCode(await failed(429, JSON.stringify({ error: "Slow down", code: "SOMETHING_NEW" })))).toBe("rate_limited");
    expect(apiErrorCode(await failed(502, ""))).toBe("bad_gateway");
    expect(apiErrorCode(await failed(418, "null"))).toBe("bad_request");
    expect(apiErrorCode(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(hasErrorCode(new TypeError("Failed to fetch"), "internal")).toBe(false);
  });

  it("does not decide by message text: a body saying 'already has a resume' is not email_taken", async () => {
    const error = await failed(400, JSON.stringify({ error: "Email already has a resume", code: "bad_request" }));
    expect(apiErrorCode(error)).toBe("bad_request");
  });
});
