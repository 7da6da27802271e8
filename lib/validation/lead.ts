import "./zod-setup";
import { z } from "zod";

/** Lead landing form (spec 01 §5): name required, email required and valid, optional source. */
export const leadSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name is too long"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .pipe(z.email("Invalid email format").max(254, "Invalid email format")),
  /** Which landing page sent the lead (e.g. "get-started"); the server defaults to landing_page. */
  source: z
    .string()
    .trim()
    .max(64, "Invalid source")
    .regex(/^[A-Za-z0-9_-]*$/, "Invalid source")
    .optional()
    .transform((v) => v || undefined),
});
export type LeadInput = z.input<typeof leadSchema>;
export type LeadData = z.output<typeof leadSchema>;
