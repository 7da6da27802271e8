/**
 * Client analytics events (spec doc 1 §7). `track(event, params)` forwards an event, with the
 * browser's first- and last-touch attribution (UTM / referrer, lib/analytics/attribution.ts) attached:
 * - to the tag manager's dataLayer, only when NEXT_PUBLIC_GTM_ID is set;
 * - to the Meta pixel (purchase, complete registration, start trial, lead), only when
 *   NEXT_PUBLIC_META_PIXEL_ID is set;
 * and is a no-op otherwise (logged with console.debug in development). Safe to import anywhere:
 * on the server it does nothing.
 */
import { publicConfig } from "@/lib/config/public";
import { readAttribution } from "./attribution";
import { browserStorage, type StorageLike } from "./storage";

export const ANALYTICS_EVENTS = [
  // resume funnel
  "resume_creation_start",
  "file_uploaded",
  "translation_started",
  "translation_completed",
  "email_verification_sent",
  "email_verified",
  "form_submitted",
  "resume_completed",
  // engagement
  "cta_click",
  "demo_requested",
  "session_start",
  "page_engagement",
  "exit_intent",
  "utm_traffic",
  // conversions
  "sign_up",
  "generate_lead",
  "complete_registration",
  "account_created",
  "purchase",
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type EventParams = Record<string, string | number | boolean | null | undefined>;

/** Conversions carry a currency (default USD, spec doc 1 §7). */
const CONVERSIONS: ReadonlySet<AnalyticsEvent> = new Set(["sign_up", "generate_lead", "complete_registration", "purchase"]);

/** Events the marketing pixel receives, by the pixel's standard event name. */
export const PIXEL_EVENTS: Partial<Record<AnalyticsEvent, string>> = {
  purchase: "Purchase",
  complete_registration: "CompleteRegistration",
  account_created: "StartTrial",
  generate_lead: "Lead",
};

export const DEFAULT_CURRENCY = "USD";
/** Premium is $25 per month: a purchase without an explicit value is worth 25 USD. */
export const DEFAULT_PURCHASE_VALUE = 25;

type Fbq = (command: "track", event: string, params?: Record<string, unknown>) => void;

/** The globals analytics writes to (the real `window`, or a fake in tests). */
export type AnalyticsTarget = {
  dataLayer?: unknown[];
  fbq?: Fbq;
};

export type AnalyticsSettings = { gtmId: string; metaPixelId: string; debug?: boolean };

export type DispatchResult = { dataLayer: Record<string, unknown> | null; pixel: { event: string; params: Record<string, unknown> } | null };

function withDefaults(event: AnalyticsEvent, params: EventParams): EventParams {
  const out: EventParams = { ...params };
  if (CONVERSIONS.has(event) || event === "account_created") out.currency ??= DEFAULT_CURRENCY;
  if (event === "purchase") out.value ??= DEFAULT_PURCHASE_VALUE;
  return out;
}

function pixelParams(event: AnalyticsEvent, params: EventParams): Record<string, unknown> {
  const out: Record<string, unknown> = { currency: params.currency ?? DEFAULT_CURRENCY };
  if (typeof params.value === "number") out.value = params.value;
  else if (event === "account_created") out.value = 0; // a free trial
  return out;
}

/** Pure core of `track`, with the target globals, settings and storage passed in. */
export function dispatchEvent(
  target: AnalyticsTarget | undefined,
  settings: AnalyticsSettings,
  event: AnalyticsEvent,
  params: EventParams = {},
  storage?: StorageLike | null,
): DispatchResult {
  const result: DispatchResult = { dataLayer: null, pixel: null };
  const full = withDefaults(event, params);
  if (target && settings.gtmId) {
    const payload = { event, ...readAttribution(storage), ...full };
    target.dataLayer ??= [];
    target.dataLayer.push(payload);
    result.dataLayer = payload;
  }
  const pixelEvent = PIXEL_EVENTS[event];
  if (target && settings.metaPixelId && pixelEvent && typeof target.fbq === "function") {
    const p = pixelParams(event, full);
    target.fbq("track", pixelEvent, p);
    result.pixel = { event: pixelEvent, params: p };
  }
  if (settings.debug && !result.dataLayer && !result.pixel) {
    console.debug(`[analytics] ${event} (no tag manager or pixel configured)`, full);
  }
  return result;
}

export function track(event: AnalyticsEvent, params: EventParams = {}): void {
  if (typeof window === "undefined") return;
  try {
    dispatchEvent(
      window as unknown as AnalyticsTarget,
      {
        gtmId: publicConfig.gtmId,
        metaPixelId: publicConfig.metaPixelId,
        debug: process.env.NODE_ENV === "development",
      },
      event,
      params,
      browserStorage("localStorage"),
    );
  } catch (error) {
    // A broken third-party script must never break the page that reports an event.
    console.error("[analytics] could not track", event, error);
  }
}
