/** What /verify-email shows for its query (spec 01 §2, §8). Pure, so it is unit-tested. */
export const VERIFY_ERROR_MESSAGES = {
  "invalid-token": "The verification link is invalid or malformed",
  "verification-failed": "The verification link has expired or is invalid",
  "server-error": "An error occurred while verifying your email",
} as const;
export const VERIFY_OTHER_ERROR = "Verification failed";
export const VERIFY_CALL_FAILED = "Failed to verify email. Please try again.";
export const VERIFY_MISSING_DATA = "Missing resume data in verification link";
export const VERIFY_NO_TOKEN = "No verification token provided";

export function verifyErrorMessage(code: string): string {
  return Object.hasOwn(VERIFY_ERROR_MESSAGES, code)
    ? VERIFY_ERROR_MESSAGES[code as keyof typeof VERIFY_ERROR_MESSAGES]
    : VERIFY_OTHER_ERROR;
}

export type VerifyEmailQuery = {
  token?: string;
  success?: string;
  error?: string;
  resumeId?: string;
  email?: string;
  name?: string;
};

export type VerifiedResume = { id: number | string; email: string; name: string };

/** Where the page starts: already decided by the query, or a token to verify. */
export type VerifyStart =
  | { kind: "success"; resume: VerifiedResume }
  | { kind: "error"; message: string }
  | { kind: "verify"; token: string };

export function initialVerifyState(q: VerifyEmailQuery): VerifyStart {
  if (q.success === "true") {
    if (!q.resumeId || !q.email || !q.name) return { kind: "error", message: VERIFY_MISSING_DATA };
    return { kind: "success", resume: { id: q.resumeId, email: q.email, name: q.name } };
  }
  if (q.error) return { kind: "error", message: verifyErrorMessage(q.error) };
  const token = q.token?.trim();
  if (!token) return { kind: "error", message: VERIFY_NO_TOKEN };
  return { kind: "verify", token };
}

/** /create-account with the verified resume's details (spec 01 §2). */
export function accountSetupUrl(resume: VerifiedResume): string {
  const qs = new URLSearchParams({
    email: resume.email,
    name: resume.name,
    resumeId: String(resume.id),
    verified: "true",
  });
  return `/create-account?${qs.toString()}`;
}
