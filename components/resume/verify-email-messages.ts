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

/**
 * Where the page starts: an error the query already decides, a token to verify, or (success=true)
 * a resume whose verification the server must confirm. The query alone never decides success:
 * anyone can type `?success=true&resumeId=…&email=…&name=…` (issue 10 §6).
 */
export type VerifyStart =
  | { kind: "error"; message: string }
  | { kind: "verify"; token: string }
  | { kind: "confirm"; resumeId: number };

export function initialVerifyState(q: VerifyEmailQuery): VerifyStart {
  if (q.success === "true") {
    if (!q.resumeId || !q.email || !q.name) return { kind: "error", message: VERIFY_MISSING_DATA };
    // A token beside success=true is still the stronger proof: verify it.
    const token = q.token?.trim();
    if (token) return { kind: "verify", token };
    const id = /^[1-9]\d{0,9}$/.test(q.resumeId) ? Number(q.resumeId) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return { kind: "error", message: VERIFY_OTHER_ERROR };
    return { kind: "confirm", resumeId: id };
  }
  if (q.error) return { kind: "error", message: verifyErrorMessage(q.error) };
  const token = q.token?.trim();
  if (!token) return { kind: "error", message: VERIFY_NO_TOKEN };
  return { kind: "verify", token };
}

/**
 * The resume to show as verified, from the server's answer to GET /api/resumes/{id} (which only
 * answers this browser's, its account's or an admin's resume), or null when the answer does not
 * say this resume's email is verified. The name and email shown come from the server, never the query.
 */
export function confirmedResume(resumeId: number, body: unknown): VerifiedResume | null {
  if (!body || typeof body !== "object") return null;
  const r = (body as { resume?: unknown }).resume;
  if (!r || typeof r !== "object") return null;
  const { id, email, name, emailVerified } = r as Record<string, unknown>;
  if (id !== resumeId || emailVerified !== true) return null;
  if (typeof email !== "string" || typeof name !== "string" || !email || !name) return null;
  return { id, email, name };
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
