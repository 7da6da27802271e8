import "server-only";
import { env } from "@/lib/env";

/** The public pages search engines may list (spec section 2), with how often they change. */
export const PUBLIC_PAGES = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/pricing", changeFrequency: "monthly", priority: 0.9 },
  { path: "/create-resume", changeFrequency: "monthly", priority: 0.9 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8 },
  { path: "/company", changeFrequency: "yearly", priority: 0.6 },
  { path: "/partners", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
  { path: "/login", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms-of-service", changeFrequency: "yearly", priority: 0.2 },
] as const;

/**
 * Areas kept out of search: accounts, admin, the API, pages opened from emailed links, and the
 * internal previews and development pages.
 */
export const DISALLOWED_PATHS = [
  "/admin",
  "/admin-login",
  "/dashboard",
  "/api/",
  "/job-searches",
  "/upgrade",
  "/reset-password",
  "/verify-email",
  "/resume-download",
  "/create-account",
  "/email-preview",
  "/job-alert-preview",
  "/referral-email-preview",
  "/dev",
] as const;

/** The site's absolute origin (APP_URL, a run-time setting), without a trailing slash. */
export function siteUrl(): string {
  return env().appUrl;
}
