/**
 * The texts of /create-resume (spec 01 §8) and the choice among them. Pure, so it is unit-tested.
 */
import { ApiError, hasErrorCode } from "@/lib/api/client";

export type Notice = { title: string; description?: string };

/** `?error=` values the verification link can bring back, as "Title: description". */
const QUERY_ERRORS: Record<string, Notice> = {
  "invalid-token": {
    title: "Invalid Verification Link",
    description: "The verification link is invalid or malformed. Please create a new resume.",
  },
  "verification-failed": {
    title: "Verification Failed",
    description: "The verification link has expired or is invalid. Please create a new resume.",
  },
  "server-error": {
    title: "Server Error",
    description: "An error occurred while verifying your email. Please try again.",
  },
};

export function queryErrorNotice(code: string): Notice {
  return Object.hasOwn(QUERY_ERRORS, code) ? QUERY_ERRORS[code]! : { title: "An error occurred during verification." };
}

export const UNVERIFIED_MESSAGE = "Please verify your email to download your resume.";
export const LOAD_FAILED: Notice = { title: "Error", description: "Failed to load resume. Please try creating a new one." };
export const NO_RESUME = "No resume found. Please create a new resume.";

/** What a failed POST /api/resumes shows (spec 01 §8 "Resume create"). */
export function createErrorNotice(error: unknown): Notice {
  // Decided by the answer's code, never its text (the spec's 'Email already has a resume' case is code email_taken).
  if (hasErrorCode(error, "email_taken")) {
    return { title: "Email Already Used", description: "This email address already has a resume." };
  }
  // validation_failed reads "Validation failed: ..."; rate_limited says when to retry. Other bodies stay generic.
  if (hasErrorCode(error, "validation_failed", "rate_limited")) {
    return { title: "Error Creating Resume", description: error.serverMessage };
  }
  return { title: "Error Creating Resume", description: "Something went wrong while creating your resume. Please try again." };
}

/** What a failed upload shows (spec 01 §8 "Upload"). */
export function uploadErrorNotice(error: unknown): Notice {
  const server = error instanceof ApiError ? error.serverMessage : "";
  return { title: "Upload Failed", description: server && error instanceof ApiError && error.status < 500 ? server : "Failed to parse file" };
}

/** What a failed POST /api/send-verification shows (spec 01 §8 "Send verification"). */
export function sendErrorNotice(error: unknown): Notice {
  if (hasErrorCode(error, "resume_not_found", "not_found")) return { title: NO_RESUME };
  const server = hasErrorCode(error, "rate_limited") ? error.serverMessage : undefined;
  return { title: "Failed to Send Email", description: server || "Please try again in a moment." };
}

export const noticeText = (n: Notice) => (n.description ? `${n.title}: ${n.description}` : n.title);
