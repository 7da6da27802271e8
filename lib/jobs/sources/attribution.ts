/**
 * How a posting's source is named where a listing is shown (the job-alert email and the resume
 * page's job matches). Adzuna's terms ask every displayed listing of theirs to carry "Jobs by
 * Adzuna" with a link to Adzuna (README, job sources).
 */
const SOURCE_LABELS: Record<string, string> = {
  adzuna: "Adzuna",
  themuse: "The Muse",
  jsearch: "JSearch",
  sample: "CivicShift sample feed",
};

/** How a posting's source is named on a card. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source.trim().toLowerCase()] ?? source;
}

export const ADZUNA_URL = "https://www.adzuna.com";
export const ADZUNA_ATTRIBUTION = "Jobs by Adzuna";

/** A listing from Adzuna, which must show ADZUNA_ATTRIBUTION linked to ADZUNA_URL. */
export function isAdzunaSource(source: string): boolean {
  return source.trim().toLowerCase() === "adzuna";
}
