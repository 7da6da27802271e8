/**
 * The machine-readable `code` of every error answer, `{ error, code, details? }`: one source for the
 * routes (lib/api/errors.ts) and the browser (lib/api/client.ts). The `error` text is for people and
 * may change; the code does not, so code decides what the client does, never the message text.
 * No server imports here: the client bundle loads this file.
 */

/** One code per HTTP status, for an error with nothing more specific to say. */
export const STATUS_CODES = {
  400: "bad_request",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "gone",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "rate_limited",
  500: "internal",
  502: "bad_gateway",
  503: "unavailable",
} as const;

/** The codes that say more than their status. */
export const SPECIFIC_CODES = [
  /** 404: no resume the caller may see (absent and not theirs look alike). */
  "resume_not_found",
  /** 409: an account already uses this email (POST /api/accounts; the form sends the visitor to /login). */
  "email_taken",
  /** 400: an emailed verification token that is malformed or forged. */
  "invalid_token",
  /** 400: an emailed verification token that is used, expired or unknown. */
  "verification_failed",
  /** 401: wrong login or password (one answer for every reason). */
  "invalid_credentials",
  /** 401: the two-factor step of a sign-in whose challenge expired or no longer applies (sign in again). */
  "two_factor_expired",
  /** 404/409: Stripe keys are not set on this server (the upgrade page says payments are not configured). */
  "payments_not_configured",
] as const;

export type StatusCode = (typeof STATUS_CODES)[keyof typeof STATUS_CODES];
export type ErrorCode = StatusCode | (typeof SPECIFIC_CODES)[number];

export const ERROR_CODES: readonly ErrorCode[] = [...new Set<ErrorCode>([...Object.values(STATUS_CODES), ...SPECIFIC_CODES])];

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}

/** The code of a status with nothing more specific to say (an unlisted 5xx is internal, an unlisted 4xx a bad request). */
export function codeForStatus(status: number): StatusCode {
  return Object.hasOwn(STATUS_CODES, status)
    ? STATUS_CODES[status as keyof typeof STATUS_CODES]
    : status >= 500
      ? "internal"
      : "bad_request";
}

/** The body of every error answer. */
export type ErrorBody = { error: string; code: ErrorCode; details?: unknown; requestId?: string };
