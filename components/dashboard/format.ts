/** Dates as the dashboard shows them: "June 1, 2026" (UTC, so server and browser agree). */
export function formatDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * Spec 02 §4: the access date shown for a cancelled subscription, with a fixed fallback
 * (July 16, 2025) when no end date is stored.
 */
export const CANCELLED_FALLBACK_END = "2025-07-16T00:00:00Z";

export function accessUntil(subscriptionEndDate: Date | string | null): string {
  return formatDate(subscriptionEndDate ?? CANCELLED_FALLBACK_END);
}
