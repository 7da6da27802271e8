import "./zod-setup";
import { z } from "zod";

/** Spec 02 §5: "Invalid Input / Please enter a number between 0 and 100". */
export const GEMINI_PERCENTAGE_MESSAGE = "Please enter a number between 0 and 100";

/**
 * Share of resume translations sent to Gemini: a whole number from 0 to 100. Whole numbers
 * because users are bucketed 0–99 by a hash of their email (lib/resume/translate/router.ts).
 * The admin form's text input gives a string, the API gives a number: both are accepted; an
 * empty string is not silently read as 0.
 */
export const geminiPercentageSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: GEMINI_PERCENTAGE_MESSAGE })
    .int(GEMINI_PERCENTAGE_MESSAGE)
    .min(0, GEMINI_PERCENTAGE_MESSAGE)
    .max(100, GEMINI_PERCENTAGE_MESSAGE),
);

/** Body of POST /api/admin/set-gemini-traffic and the AI tab's form. */
export const geminiTrafficSchema = z.object({ percentage: geminiPercentageSchema });
export type GeminiTrafficInput = z.infer<typeof geminiTrafficSchema>;
