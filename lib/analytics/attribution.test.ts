import { describe, expect, it } from "vitest";
import { captureAttribution, hasUtm, readAttribution } from "./attribution";
import { getAnonymousSessionId, SESSION_ID_KEY } from "./session";
import type { StorageLike } from "./storage";

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike & { data: Map<string, string> } = {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
  return storage;
}

describe("captureAttribution", () => {
  it("stores UTM source, medium, campaign and an external referrer host on the first landing only", () => {
    const storage = fakeStorage();
    const first = captureAttribution({
      search: "utm_source=linkedin&utm_medium=social&utm_campaign=fall&utm_term=x&other=1",
      referrer: "https://www.linkedin.com/feed/",
      ownHost: "civicshift.org",
      storage,
    });
    expect(first).toEqual({
      firstLanding: true,
      attribution: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "fall", referrer_host: "www.linkedin.com" },
    });
    expect(hasUtm(first.attribution)).toBe(true);

    const later = captureAttribution({ search: "utm_source=other", referrer: "https://x.example/", ownHost: "civicshift.org", storage });
    expect(later.firstLanding).toBe(false);
    expect(readAttribution(storage).utm_source).toBe("linkedin");
  });

  it("ignores our own host, bad referrers and empty parameters", () => {
    const storage = fakeStorage();
    const result = captureAttribution({ search: "utm_source=", referrer: "https://civicshift.org/pricing", ownHost: "civicshift.org", storage });
    expect(result.attribution).toEqual({});
    expect(hasUtm(result.attribution)).toBe(false);
    const other = fakeStorage();
    expect(captureAttribution({ search: "", referrer: "not a url", ownHost: "a", storage: other }).attribution).toEqual({});
  });

  it("works without storage", () => {
    expect(captureAttribution({ search: "utm_source=a", referrer: "", ownHost: "h", storage: null })).toEqual({
      firstLanding: true,
      attribution: { utm_source: "a" },
    });
  });
});

describe("getAnonymousSessionId", () => {
  it("creates a UUID once and keeps it under sessionId", () => {
    const storage = fakeStorage();
    const id = getAnonymousSessionId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.data.get(SESSION_ID_KEY)).toBe(id);
    expect(getAnonymousSessionId(storage)).toBe(id);
  });

  it("replaces a stored value that is not a UUID", () => {
    const storage = fakeStorage({ [SESSION_ID_KEY]: "session_123" });
    const id = getAnonymousSessionId(storage);
    expect(id).not.toBe("session_123");
    expect(storage.data.get(SESSION_ID_KEY)).toBe(id);
  });

  it("keeps one id per page when storage is unavailable or throws", () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const a = getAnonymousSessionId(null);
    expect(getAnonymousSessionId(null)).toBe(a);
    expect(getAnonymousSessionId(throwing)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
