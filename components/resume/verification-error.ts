import { apiErrorCode } from "@/lib/api/client";

/**
 * Why the server refused an emailed verification token, as the spec's `?error=` value ("invalid-token",
 * "verification-failed"), read from the answer's code; undefined for any other failure (network,
 * 5xx, rate limit), which the pages show as their own "server error" or "call failed" text.
 */
export function verificationErrorOf(error: unknown): "invalid-token" | "verification-failed" | undefined {
  switch (apiErrorCode(error)) {
    case "invalid_token":
      return "invalid-token";
    case "verification_failed":
      return "verification-failed";
    default:
      return undefined;
  }
}
