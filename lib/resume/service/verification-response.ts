import "server-only";
import { jsonError, type ErrorCode } from "@/lib/api/errors";
import type { VerificationError, VerificationFailure } from "./verify";

const CODES: Record<VerificationError, ErrorCode> = {
  "invalid-token": "invalid_token",
  "verification-failed": "verification_failed",
};

/**
 * The 400 of a refused verification token: `{ success: false, error, code }`, where `error` keeps
 * the spec's value ("invalid-token", "verification-failed") and `code` is what clients decide by.
 */
export function verificationFailedResponse(failure: VerificationFailure): Response {
  return jsonError(400, failure.code, undefined, undefined, { success: false }, CODES[failure.code] ?? "verification_failed");
}
