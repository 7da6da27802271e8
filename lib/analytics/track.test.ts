import { afterEach, describe, expect, it, vi } from "vitest";
import { dispatchEvent, PIXEL_EVENTS, type AnalyticsTarget } from "./track";
import type { StorageLike } from "./storage";

function fakeStorage(initial: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(initial));
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function fakeWindow() {
  const calls: unknown[][] = [];
  const target: AnalyticsTarget & { calls: unknown[][] } = {
    calls,
    fbq: (...args: unknown[]) => void calls.push(args),
  };
  return target;
}

const both = { gtmId: "GTM-ABC123", metaPixelId: "1234567890" };
const none = { gtmId: "", metaPixelId: "" };

afterEach(() => vi.restoreAllMocks());

describe("dispatchEvent", () => {
  it("is a no-op without a tag manager or pixel id, logging only in development", () => {
    const win = fakeWindow();
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    expect(dispatchEvent(win, { ...none, debug: false }, "purchase")).toEqual({ dataLayer: null, pixel: null });
    expect(debug).not.toHaveBeenCalled();
    dispatchEvent(win, { ...none, debug: true }, "cta_click", { label: "hero" });
    expect(debug).toHaveBeenCalledOnce();
    expect(win.dataLayer).toBeUndefined();
    expect(win.calls).toEqual([]);
  });

  it("does nothing on the server (no window)", () => {
    expect(dispatchEvent(undefined, both, "purchase")).toEqual({ dataLayer: null, pixel: null });
  });

  it("pushes events with the session attribution to the dataLayer", () => {
    const win = fakeWindow();
    const storage = fakeStorage({ utm_source: "newsletter", utm_campaign: "spring", referrer_host: "news.example" });
    dispatchEvent(win, { ...both, metaPixelId: "" }, "resume_creation_start", { positions: 2 }, storage);
    expect(win.dataLayer).toEqual([
      { event: "resume_creation_start", utm_source: "newsletter", utm_campaign: "spring", referrer_host: "news.example", positions: 2 },
    ]);
    expect(win.calls).toEqual([]); // not a pixel event, and no pixel configured
  });

  it("gives conversions a USD currency and purchases a 25 USD default value", () => {
    const win = fakeWindow();
    dispatchEvent(win, { ...both, metaPixelId: "" }, "sign_up");
    dispatchEvent(win, { ...both, metaPixelId: "" }, "purchase");
    dispatchEvent(win, { ...both, metaPixelId: "" }, "purchase", { value: 300, currency: "EUR" });
    expect(win.dataLayer).toEqual([
      { event: "sign_up", currency: "USD" },
      { event: "purchase", currency: "USD", value: 25 },
      { event: "purchase", currency: "EUR", value: 300 },
    ]);
  });

  it("maps purchase, complete registration, start trial and lead to the pixel only when its id is set", () => {
    const win = fakeWindow();
    dispatchEvent(win, { ...both, gtmId: "" }, "purchase");
    dispatchEvent(win, { ...both, gtmId: "" }, "complete_registration");
    dispatchEvent(win, { ...both, gtmId: "" }, "account_created", { trialDays: 7 });
    dispatchEvent(win, { ...both, gtmId: "" }, "generate_lead");
    dispatchEvent(win, { ...both, gtmId: "" }, "cta_click");
    expect(win.calls).toEqual([
      ["track", "Purchase", { currency: "USD", value: 25 }],
      ["track", "CompleteRegistration", { currency: "USD" }],
      ["track", "StartTrial", { currency: "USD", value: 0 }],
      ["track", "Lead", { currency: "USD" }],
    ]);
    expect(win.dataLayer).toBeUndefined();
    expect(Object.values(PIXEL_EVENTS).sort()).toEqual(["CompleteRegistration", "Lead", "Purchase", "StartTrial"]);
  });

  it("skips the pixel when its script is not loaded (fbq missing)", () => {
    const win: AnalyticsTarget = {};
    expect(dispatchEvent(win, both, "purchase").pixel).toBeNull();
    expect(win.dataLayer).toHaveLength(1);
  });
});
