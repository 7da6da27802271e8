import { describe, expect, it } from "vitest";
import { ctaClick, engagementDue, ENGAGED_SECONDS, type EngagementHost, isExitIntent, scrollDepth, trackEngagement } from "./engagement";

const origin = "https://civicshift.org";

describe("ctaClick", () => {
  it("counts every link to /create-resume as a call to action, with its label and the page", () => {
    expect(ctaClick({ href: "/create-resume", label: "  Get   Started ", page: "/", origin })).toEqual({ cta: "Get Started", page: "/" });
    expect(ctaClick({ href: `${origin}/create-resume?x=1#top`, label: "Start", page: "/pricing", origin })).toEqual({
      cta: "Start",
      page: "/pricing",
    });
  });

  it("ignores other links, other sites and missing hrefs", () => {
    expect(ctaClick({ href: "/pricing", label: "Pricing", page: "/", origin })).toBeNull();
    expect(ctaClick({ href: "https://evil.example/create-resume", label: "x", page: "/", origin })).toBeNull();
    expect(ctaClick({ href: null, label: "x", page: "/", origin })).toBeNull();
    expect(ctaClick({ href: "/create-resume-other", label: "x", page: "/", origin })).toBeNull();
  });

  it("caps the label", () => {
    expect(ctaClick({ href: "/create-resume", label: "a".repeat(500), page: "/", origin })!.cta).toHaveLength(100);
  });
});

describe("engagementDue", () => {
  it("fires after the page has been visible long enough", () => {
    expect(engagementDue({ visibleMs: ENGAGED_SECONDS * 1000 - 1, depth: 0.2, scrolled: true })).toBeNull();
    expect(engagementDue({ visibleMs: ENGAGED_SECONDS * 1000, depth: 0.2, scrolled: true })).toBe("time");
  });

  it("fires once half the page has been scrolled through, but not for a page that merely fits the screen", () => {
    expect(engagementDue({ visibleMs: 1000, depth: 0.5, scrolled: true })).toBe("scroll");
    expect(engagementDue({ visibleMs: 1000, depth: 1, scrolled: false })).toBeNull();
  });
});

describe("scrollDepth", () => {
  it("is the share of the page above the bottom of the viewport", () => {
    expect(scrollDepth({ scrollY: 0, viewportHeight: 800, pageHeight: 3200 })).toBe(0.25);
    expect(scrollDepth({ scrollY: 800, viewportHeight: 800, pageHeight: 3200 })).toBe(0.5);
    expect(scrollDepth({ scrollY: 9999, viewportHeight: 800, pageHeight: 3200 })).toBe(1);
    expect(scrollDepth({ scrollY: 0, viewportHeight: 800, pageHeight: 600 })).toBe(1);
  });
});

describe("isExitIntent", () => {
  it("is the pointer leaving the window through the top", () => {
    expect(isExitIntent({ clientY: -3, leftDocument: true })).toBe(true);
    expect(isExitIntent({ clientY: 0, leftDocument: true })).toBe(true);
    expect(isExitIntent({ clientY: 400, leftDocument: true })).toBe(false);
    expect(isExitIntent({ clientY: -3, leftDocument: false })).toBe(false);
  });
});

describe("trackEngagement (the browser wiring, on fake window and document)", () => {
  function setup({ pageHeight = 3200 } = {}) {
    let clock = 0;
    const intervals: (() => void)[] = [];
    const winTarget = new EventTarget();
    const docTarget = new EventTarget();
    const win = Object.assign(winTarget, {
      scrollY: 0,
      innerHeight: 800,
      location: { origin },
      setInterval: (fn: () => void) => intervals.push(fn),
      clearInterval: () => void intervals.splice(0),
    });
    const doc = Object.assign(docTarget, { visibilityState: "visible" as DocumentVisibilityState, documentElement: { scrollHeight: pageHeight } });
    const sent: [string, Record<string, unknown>][] = [];
    const stop = trackEngagement({
      host: { window: win, document: doc } as unknown as EngagementHost,
      page: "/",
      send: (event, params) => sent.push([event, params]),
      now: () => clock,
    });
    const tick = (ms: number) => {
      clock += ms;
      for (const fn of intervals) fn();
    };
    const mouse = (type: string, props: Record<string, unknown>) => {
      const e = new Event(type);
      for (const [k, v] of Object.entries(props)) Object.defineProperty(e, k, { value: v });
      doc.dispatchEvent(e);
    };
    return { win, doc, sent, stop, tick, mouse };
  }

  const link = (href: string, text: string) => ({
    closest: () => ({ getAttribute: (name: string) => (name === "href" ? href : null), textContent: text }),
  });

  it("sends cta_click for a click inside a link to /create-resume, not for other links", () => {
    const { doc, sent } = setup();
    const click = (target: unknown) => {
      const e = new Event("click");
      Object.defineProperty(e, "target", { value: target });
      doc.dispatchEvent(e);
    };
    click(link("/create-resume", "Get Started"));
    click(link("/pricing", "Pricing"));
    click({}); // not inside a link
    expect(sent).toEqual([["cta_click", { cta: "Get Started", page: "/" }]]);
  });

  it("sends page_engagement once, after 30 visible seconds, not counting hidden time", () => {
    const { doc, sent, tick } = setup();
    doc.visibilityState = "hidden";
    tick(60_000);
    expect(sent).toEqual([]);
    doc.visibilityState = "visible";
    for (let i = 0; i < 29; i++) tick(1000);
    expect(sent).toEqual([]);
    tick(1000);
    tick(1000);
    expect(sent).toEqual([["page_engagement", { page: "/", trigger: "time", seconds: 30, scroll_depth: 25 }]]);
  });

  it("sends page_engagement on scrolling through half the page", () => {
    const { win, sent } = setup();
    win.scrollY = 900;
    win.dispatchEvent(new Event("scroll"));
    win.dispatchEvent(new Event("scroll"));
    expect(sent).toEqual([["page_engagement", { page: "/", trigger: "scroll", seconds: 0, scroll_depth: 53 }]]);
  });

  it("sends exit_intent once when the pointer leaves through the top, and nothing after stop()", () => {
    const { sent, mouse, stop } = setup();
    mouse("mouseout", { clientY: 300, relatedTarget: null });
    mouse("mouseout", { clientY: -2, relatedTarget: {} });
    mouse("mouseout", { clientY: -2, relatedTarget: null });
    mouse("mouseout", { clientY: -2, relatedTarget: null });
    expect(sent).toEqual([["exit_intent", { page: "/" }]]);
    stop();
    const before = sent.length;
    mouse("click", {});
    expect(sent.length).toBe(before);
  });
});
