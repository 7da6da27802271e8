import { describe, expect, it } from "vitest";
import {
  attributionSnapshot,
  captureAttribution,
  FIRST_TOUCH_KEY,
  hasUtm,
  LEAD_LINK_TOUCH,
  readAttribution,
  restoreAttributionAfterLeadReturn,
} from "./attribution";
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
  const host = "civicshift.org";

  it("stores UTM source, medium, campaign and an external referrer host on the first landing only", () => {
    const session = fakeStorage();
    const persistent = fakeStorage();
    const first = captureAttribution({
      search: "utm_source=linkedin&utm_medium=social&utm_campaign=fall&utm_term=x&other=1",
      referrer: "https://www.linkedin.com/feed/",
      ownHost: host,
      session,
      persistent,
    });
    expect(first.firstLanding).toBe(true);
    expect(first.touch).toEqual({ utm_source: "linkedin", utm_medium: "social", utm_campaign: "fall", referrer_host: "www.linkedin.com" });
    expect(first.attribution).toMatchObject({ utm_source: "linkedin", utm_medium: "social", utm_campaign: "fall", referrer_host: "www.linkedin.com" });
    expect(hasUtm(first.touch)).toBe(true);

    // a later navigation of the same session changes nothing
    const later = captureAttribution({ search: "utm_source=other", referrer: "https://x.example/", ownHost: host, session, persistent });
    expect(later.firstLanding).toBe(false);
    expect(readAttribution(persistent).utm_source).toBe("linkedin");
    expect(readAttribution(persistent).last_utm_source).toBe("linkedin");
  });

  it("keeps the first touch across browser sessions and records the latest sourced landing as the last touch (issue 10 §6)", () => {
    const persistent = fakeStorage();
    captureAttribution({ search: "utm_source=google&utm_campaign=fall", referrer: "", ownHost: host, session: fakeStorage(), persistent });
    // the emailed link opens in a new tab: a new session, same browser
    const back = captureAttribution({
      search: "utm_source=newsletter&utm_medium=email",
      referrer: "https://mail.example.com/",
      ownHost: host,
      session: fakeStorage(),
      persistent,
    });
    expect(back.firstLanding).toBe(true);
    expect(readAttribution(persistent)).toEqual({
      utm_source: "google",
      utm_campaign: "fall",
      last_utm_source: "newsletter",
      last_utm_medium: "email",
      last_referrer_host: "mail.example.com",
    });
    // a direct visit later is not a touch: the last one stays
    captureAttribution({ search: "", referrer: "", ownHost: host, session: fakeStorage(), persistent });
    expect(readAttribution(persistent).last_utm_source).toBe("newsletter");
  });

  it("records a direct first visit as the first touch, so a later campaign does not replace it", () => {
    const persistent = fakeStorage();
    captureAttribution({ search: "", referrer: "", ownHost: host, session: fakeStorage(), persistent });
    captureAttribution({ search: "utm_source=ads", referrer: "", ownHost: host, session: fakeStorage(), persistent });
    expect(readAttribution(persistent)).toEqual({ last_utm_source: "ads" });
  });

  it("ignores our own host, bad referrers and empty parameters", () => {
    const result = captureAttribution({
      search: "utm_source=",
      referrer: "https://civicshift.org/pricing",
      ownHost: host,
      session: fakeStorage(),
      persistent: fakeStorage(),
    });
    expect(result.attribution).toEqual({});
    expect(hasUtm(result.touch)).toBe(false);
    const other = captureAttribution({ search: "", referrer: "not a url", ownHost: "a", session: fakeStorage(), persistent: fakeStorage() });
    expect(other.attribution).toEqual({});
  });

  it("works without storage", () => {
    const result = captureAttribution({ search: "utm_source=a", referrer: "", ownHost: "h", session: null, persistent: null });
    expect(result.firstLanding).toBe(true);
    expect(result.touch).toEqual({ utm_source: "a" });
  });
});

describe("the lead's return through its emailed link", () => {
  const host = "civicshift.org";

  it("keeps the first touch through the storage reset and records the return as the last touch (issue 10 §6)", () => {
    const persistent = fakeStorage();
    captureAttribution({ search: "utm_source=facebook&utm_campaign=spring", referrer: "", ownHost: host, session: fakeStorage(), persistent });
    persistent.data.set("userEmail", "someone@else.test");

    const snapshot = attributionSnapshot(persistent);
    persistent.data.clear(); // what the return does to localStorage (spec 01 §4)
    const session = fakeStorage();
    const landing = { search: "?leadVerified=true", referrer: "https://mail.example.com/", ownHost: host };
    restoreAttributionAfterLeadReturn({ snapshot, landing, session, persistent });

    expect(readAttribution(persistent)).toEqual({
      utm_source: "facebook",
      utm_campaign: "spring",
      last_referrer_host: "mail.example.com",
      last_touch: LEAD_LINK_TOUCH,
    });
    expect(persistent.data.has("userEmail")).toBe(false);
    // the reload that follows is the same visit, not a new landing
    const reload = captureAttribution({ search: "", referrer: landing.referrer, ownHost: host, session, persistent });
    expect(reload.firstLanding).toBe(false);
    expect(readAttribution(persistent).last_touch).toBe(LEAD_LINK_TOUCH);
  });

  it("makes the return the first touch when the browser had none", () => {
    const persistent = fakeStorage();
    restoreAttributionAfterLeadReturn({
      snapshot: [],
      landing: { search: "", referrer: "", ownHost: host },
      session: fakeStorage(),
      persistent,
    });
    expect(persistent.data.get(FIRST_TOUCH_KEY)).toBe("1");
    expect(readAttribution(persistent)).toEqual({ last_touch: LEAD_LINK_TOUCH });
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
