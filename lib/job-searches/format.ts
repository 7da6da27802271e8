/**
 * How a saved search's fields read on its card. Pure and client-safe (the manager imports it).
 * Dates are shown in UTC so the server's render and the browser's agree.
 */
import { EXPERIENCE_OPTIONS } from "@/lib/validation/job-search";

export function formatSalary(value: number | null): string {
  return value === null ? "Not specified" : `$${value.toLocaleString("en-US")}`;
}

export function experienceLabel(years: number | null): string {
  return EXPERIENCE_OPTIONS.find((o) => o.value === years)?.label ?? "Any level";
}

export function formatCreatedDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}
