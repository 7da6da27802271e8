/**
 * What happens in the browser once POST /api/accounts has answered (spec 01 §2, §7, §8). Pure, so
 * it is unit-tested; the form is create-account-flow.tsx.
 */
import type { AnalyticsEvent, EventParams } from "@/lib/analytics/track";

/**
 * The events of a new account: sign_up and account_created (trialDays) as spec 01 §7 says, and
 * complete_registration, the conversion it lists (the pixel's CompleteRegistration). `verified`
 * is the page's `verified` query flag: whether the sign-up came straight from a verified resume.
 */
export function accountCreatedEvents({ trialDays, verified }: { trialDays: number; verified: boolean }): [AnalyticsEvent, EventParams][] {
  return [
    ["sign_up", { method: "trial" }],
    ["complete_registration", { method: "trial", from_verified_resume: verified }],
    ["account_created", { trialDays }],
  ];
}

/**
 * The resume part of the welcome state. A visit that came with a resume (the verify-email
 * redirect's resumeId or verified=true) gets its download when the server linked the resume to
 * the new account, and spec 01 §8's 'Resume Not Found: No resume available for download.' when
 * it did not (another browser, an unverified resume). A plain sign-up has no resume part.
 * Whether a resume is there is the server's answer (`resumeId` of POST /api/accounts), never the query.
 */
export type WelcomeResume = { kind: "download"; resumeId: number } | { kind: "not-found" } | { kind: "none" };

export function welcomeResume({ cameWithResume, linkedResumeId }: { cameWithResume: boolean; linkedResumeId: unknown }): WelcomeResume {
  if (typeof linkedResumeId === "number" && Number.isSafeInteger(linkedResumeId) && linkedResumeId > 0) {
    return { kind: "download", resumeId: linkedResumeId };
  }
  return cameWithResume ? { kind: "not-found" } : { kind: "none" };
}

export const RESUME_NOT_FOUND_TITLE = "Resume Not Found";
export const RESUME_NOT_FOUND_TEXT = "No resume available for download.";
