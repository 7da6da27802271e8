import "./zod-setup";
import { z } from "zod";

/** Email as every form and handler takes it: trimmed, lower-cased, valid. */
export const emailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address"));

/** A required trimmed string with the spec's message. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
