/**
 * The browser side of the resume funnel. `trackFunnel(event, params)` forwards every funnel step
 * to the tag manager with `track()`; the server records most steps itself where they happen
 * (lib/analytics/funnel.ts), and the two only the browser sees are posted to
 * POST /api/funnel-events, fire-and-forget (a failure is logged, never shown).
 *
 * The server ties the steps of one visitor together by the anonymous tracking id
 * (`getSessionId()`), so the requests that start an attempt carry it:
 * - POST /api/resumes: `sessionId` in the JSON body;
 * - POST /api/parse-file: a `sessionId` form field next to `file`.
 * Later steps (send-verification, the emailed link, POST /api/accounts) are tied to the attempt by
 * the resume and email; they may also send the id in an `X-Session-Id` header.
 */
import { apiRequest } from "@/lib/api/client";
import { isClientFunnelEvent, type FunnelEvent } from "./funnel-events";
import { getAnonymousSessionId } from "./session";
import { browserStorage } from "./storage";
import { track, type EventParams } from "./track";

/** The browser's anonymous tracking id (the one page views report), created on first use. */
export function getSessionId(): string {
  return getAnonymousSessionId(browserStorage("localStorage"));
}

/** resume_completed names the finished resume; the other steps take any analytics params. */
type FunnelArgs<E extends FunnelEvent> = E extends "resume_completed"
  ? [params: EventParams & { resumeId: number }]
  : [params?: EventParams];

export function trackFunnel<E extends FunnelEvent>(event: E, ...[params = {}]: FunnelArgs<E>): void {
  track(event, params);
  if (typeof window === "undefined" || !isClientFunnelEvent(event)) return;
  const body = {
    event,
    sessionId: getSessionId(),
    ...(event === "resume_completed" ? { resumeId: params.resumeId } : {}),
  };
  apiRequest("POST", "/api/funnel-events", body).catch((error: unknown) => {
    console.error("Failed to record funnel event", event, error);
  });
}
