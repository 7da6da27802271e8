import { z } from "zod";

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
  sessionId: z.uuid("Session id must be a UUID"),
  referrer: z
    .string()
    .max(1000, "Referrer must be at most 1000 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type PageViewInput = z.input<typeof pageViewSchema>;
export type PageView = z.output<typeof pageViewSchema>;
