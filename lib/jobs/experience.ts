/**
 * Job-search experience choices (spec 02: 0 = Entry, 0-2 years; 3 = Mid, 3-7 years; 8 = Senior,
 * 8+ years) and the experience labels postings carry (Entry-Mid, Mid, Mid-Senior, Senior,
 * Executive). The labels overlap by design ("Entry-Mid" suits both entry and mid-level people),
 * so each choice accepts the labels whose range includes it.
 */
import { type ExperienceLevel } from "@/db/schema";

export const EXPERIENCE_YEARS = [0, 3, 8] as const;
export type ExperienceYears = (typeof EXPERIENCE_YEARS)[number];

const LEVELS_FOR_YEARS: Record<ExperienceYears, readonly ExperienceLevel[]> = {
  0: ["Entry-Mid"],
  3: ["Entry-Mid", "Mid", "Mid-Senior"],
  8: ["Mid-Senior", "Senior", "Executive"],
};

/** Posting experience labels that fit a job search's experience choice. */
export function experienceLevelsForYears(years: ExperienceYears): readonly ExperienceLevel[] {
  return LEVELS_FOR_YEARS[years];
}
