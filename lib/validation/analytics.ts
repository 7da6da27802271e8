import "./zod-setup";
import { z } from "zod";
import { MAX_ID } from "./input";

/** The browser's anonymous tracking id: a random UUID kept in localStorage (lib/analytics/session.ts). */
export const sessionIdSchema = z.uuid("Session id must be a UUID");

/**
 * POST /api/track-page-view (spec doc 1 §7): the page path, the browser's anonymous session id
 * (a random UUID kept in localStorage) and the referrer, null when empty.
 */
export const pageViewSchema = z.object({
  page: z
    .string({ error: "Page is required" })
    .min(1, "Page is required")
    .max(500, "Page must be at most 500 characters")
    .startsWith("/", "Page must be a path starting with /"),
  sessionId: sessionIdSchema,
  referrer: z
    .string()
    .max(1000, "Referrer must be at most 1000 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type PageViewInput = z.input<typeof pageViewSchema>;
export type PageView = z.output<typeof pageViewSchema>;

/**
 * POST /api/funnel-events: a resume-funnel step only the browser sees. Any event name parses
 * here; the route answers 400 for names clients may not post (CLIENT_FUNNEL_EVENTS in
 * lib/analytics/funnel-events.ts), so steps the server records itself cannot be forged.
 */
export const funnelEventRequestSchema = z
  .object({
    event: z.string({ error: "Event is required" }).trim().min(1, "Event is required").max(64, "Unknown funnel event"),
    sessionId: sessionIdSchema,
    resumeId: z.number({ error: "Invalid resume id" }).int("Invalid resume id").positive("Invalid resume id").max(MAX_ID, "Invalid resume id").optional(),
  })
  .refine((body) => body.event !== "resume_completed" || body.resumeId !== undefined, {
    path: ["resumeId"],
    message: "Resume id is required",
  });

export type FunnelEventRequestInput = z.input<typeof funnelEventRequestSchema>;
