/**
 * The resume funnel's event names (spec 01 §4 "Funnel as tracked"), shared by the database's
 * check constraint (db/schema/analytics.ts), the server-side recorder (./funnel.ts), the public endpoint's
 * validation and the browser helper. No runtime imports: the schema and client bundles load it.
 */
import type { AnalyticsEvent } from "./track";

/** In funnel order; each is also an analytics event that `track()` forwards. */
export const FUNNEL_EVENTS = [
  "resume_creation_start",
  "file_uploaded",
  "translation_started",
  "translation_completed",
  "email_verification_sent",
  "email_verified",
  "form_submitted",
  "resume_completed",
  "account_created",
] as const satisfies readonly AnalyticsEvent[];
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/**
 * The steps only the browser sees (opening the form, reaching the finished resume). Every other
 * step is recorded by the server where it happens, so clients may not post it.
 */
export const CLIENT_FUNNEL_EVENTS = ["resume_creation_start", "resume_completed"] as const satisfies readonly FunnelEvent[];
export type ClientFunnelEvent = (typeof CLIENT_FUNNEL_EVENTS)[number];

/** POST /api/funnel-events's 400 for any other name. */
export const UNKNOWN_FUNNEL_EVENT = "Unknown funnel event";

export function isClientFunnelEvent(event: string): event is ClientFunnelEvent {
  return (CLIENT_FUNNEL_EVENTS as readonly string[]).includes(event);
}

/** Small, flat details of one funnel event (engine, file type, size, ...). */
export type FunnelEventProperties = Record<string, string | number | boolean | null>;
