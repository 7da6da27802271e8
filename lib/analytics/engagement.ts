/**
 * When the engagement events of spec doc 1 §7 fire. Pure, so they are unit-tested; the browser
 * wiring is components/analytics/engagement-tracker.tsx.
 * - cta_click: a click on any call to action, i.e. any link to /create-resume (spec 01 §2: "All
 *   call-to-action buttons go to /create-resume"), wherever it sits (hero, header, footer, pages).
 * - page_engagement: once per page view, when the visitor has had the page visible for
 *   ENGAGED_SECONDS or scrolled through ENGAGED_SCROLL_DEPTH of it, whichever comes first.
 * - exit_intent: once per page view, when the pointer leaves the window through its top edge
 *   (towards the tabs and the address bar), the usual desktop signal of leaving.
 */
export const CTA_PATH = "/create-resume";
export const ENGAGED_SECONDS = 30;
export const ENGAGED_SCROLL_DEPTH = 0.5;

const MAX_LABEL = 100;

/** The cta_click parameters for a click on a link, or null when the link is not a call to action. */
export function ctaClick({
  href,
  label,
  page,
  origin,
}: {
  href: string | null;
  label: string;
  page: string;
  origin: string;
}): { cta: string; page: string } | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== CTA_PATH) return null;
  // The query is never sent: it can hold an emailed token (?verified=…&token=…).
  return { cta: label.replace(/\s+/g, " ").trim().slice(0, MAX_LABEL), page };
}

/** How far down the page the bottom of the viewport is, from 0 to 1 (1 when the page fits the screen). */
export function scrollDepth({ scrollY, viewportHeight, pageHeight }: { scrollY: number; viewportHeight: number; pageHeight: number }): number {
  if (pageHeight <= viewportHeight) return 1;
  return Math.min(1, Math.max(0, (scrollY + viewportHeight) / pageHeight));
}

export type EngagementTrigger = "time" | "scroll";

/**
 * Whether page_engagement is due, and why. A page that fits on one screen is "scrolled through"
 * without any scrolling, so depth counts only once the visitor has actually scrolled.
 */
export function engagementDue({
  visibleMs,
  depth,
  scrolled,
}: {
  visibleMs: number;
  depth: number;
  scrolled: boolean;
}): EngagementTrigger | null {
  if (scrolled && depth >= ENGAGED_SCROLL_DEPTH) return "scroll";
  if (visibleMs >= ENGAGED_SECONDS * 1000) return "time";
  return null;
}

/** Whether a mouseout on the document is the pointer leaving the window through its top edge. */
export function isExitIntent({ clientY, leftDocument }: { clientY: number; leftDocument: boolean }): boolean {
  return leftDocument && clientY <= 0;
}

/** The browser surface the tracking listens to (the real window and document, or fakes in tests). */
export type EngagementHost = {
  window: Pick<Window, "addEventListener" | "removeEventListener" | "setInterval" | "clearInterval" | "scrollY" | "innerHeight"> & {
    location: { origin: string };
  };
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState"> & {
    documentElement: { scrollHeight: number };
  };
};

type Send = (event: "cta_click" | "page_engagement" | "exit_intent", params: Record<string, string | number>) => void;

/** Checks visibility every TICK_MS: coarse enough to cost nothing, fine enough for a 30 s threshold. */
const TICK_MS = 1000;

/**
 * Listens for the three engagement events on one page view of `page` and reports each through
 * `send`; returns the function that stops listening (called on the next page view).
 */
export function trackEngagement({ host, page, send, now = Date.now }: { host: EngagementHost; page: string; send: Send; now?: () => number }): () => void {
  const { window: win, document: doc } = host;
  let engaged = false;
  let exited = false;
  let scrolled = false;
  let visibleMs = 0;
  let last = now();

  const checkEngagement = () => {
    if (engaged) return;
    const t = now();
    if (doc.visibilityState === "visible") visibleMs += t - last;
    last = t;
    const depth = scrollDepth({ scrollY: win.scrollY, viewportHeight: win.innerHeight, pageHeight: doc.documentElement.scrollHeight });
    const trigger = engagementDue({ visibleMs, depth, scrolled });
    if (!trigger) return;
    engaged = true;
    send("page_engagement", { page, trigger, seconds: Math.round(visibleMs / 1000), scroll_depth: Math.round(depth * 100) });
  };
  const onScroll = () => {
    scrolled = true;
    checkEngagement();
  };
  const onMouseOut = (e: Event) => {
    const m = e as MouseEvent;
    if (exited || !isExitIntent({ clientY: m.clientY, leftDocument: !m.relatedTarget })) return;
    exited = true;
    send("exit_intent", { page });
  };
  const onClick = (e: Event) => {
    const target = e.target as { closest?: (selector: string) => Element | null } | null;
    const link = typeof target?.closest === "function" ? target.closest("a[href]") : null;
    if (!link) return;
    const params = ctaClick({
      href: link.getAttribute("href"),
      label: link.getAttribute("aria-label") ?? link.textContent ?? "",
      page,
      origin: win.location.origin,
    });
    if (params) send("cta_click", params);
  };

  const timer = win.setInterval(checkEngagement, TICK_MS);
  win.addEventListener("scroll", onScroll, { passive: true });
  doc.addEventListener("mouseout", onMouseOut);
  // Capture phase: a call to action that navigates still reports its click first.
  doc.addEventListener("click", onClick, true);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener("scroll", onScroll);
    doc.removeEventListener("mouseout", onMouseOut);
    doc.removeEventListener("click", onClick, true);
  };
}
