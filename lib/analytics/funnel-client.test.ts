import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionId, trackFunnel } from "./funnel-client";
import { SESSION_ID_KEY } from "./session";

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

/** A browser window with storage, and a fetch that answers 200 and remembers its calls. */
function fakeBrowser() {
  const localStorage = fakeStorage();
  vi.stubGlobal("window", { localStorage, sessionStorage: fakeStorage() });
  const fetch = vi.fn(async () => Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetch);
  return { localStorage, fetch };
}

const posted = (fetch: ReturnType<typeof fakeBrowser>["fetch"]) =>
  fetch.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    return { url, method: init.method, body: JSON.parse(String(init.body)) };
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("trackFunnel", () => {
  it("posts the browser-only steps to /api/funnel-events with the stored tracking id", () => {
    const { localStorage, fetch } = fakeBrowser();
    const sessionId = getSessionId();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(sessionId);

    trackFunnel("resume_creation_start");
    trackFunnel("resume_completed", { resumeId: 42 });
    expect(posted(fetch)).toEqual([
      { url: "/api/funnel-events", method: "POST", body: { event: "resume_creation_start", sessionId } },
      { url: "/api/funnel-events", method: "POST", body: { event: "resume_completed", sessionId, resumeId: 42 } },
    ]);
  });

  it("leaves the steps the server records to the server", () => {
    const { fetch } = fakeBrowser();
    trackFunnel("file_uploaded", { bytes: 100 });
    trackFunnel("email_verified", { resumeId: 7 });
    trackFunnel("account_created");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("only logs a failed post", async () => {
    const { fetch } = fakeBrowser();
    fetch.mockImplementation(async () => new Response("nope", { status: 500 }));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => trackFunnel("resume_creation_start")).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Failed to record funnel event", "resume_creation_start", expect.anything()));
  });
});
