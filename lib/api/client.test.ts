import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./client";
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
