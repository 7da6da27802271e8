const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "June 3, 2025" (UTC, so server and browser agree). */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
