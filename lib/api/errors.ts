import "server-only";
import { randomUUID } from "node:crypto";
import { $ZodError } from "zod/v4/core";
import { logError } from "@/lib/log/errors";
import { codeForStatus, type ErrorBody, type ErrorCode } from "./error-codes";

export { codeForStatus, ERROR_CODES, isErrorCode, type ErrorBody, type ErrorCode } from "./error-codes";

/**
 * An error with an HTTP status, a message the user may see, and a machine-readable `code` (by
 * default the status's own, e.g. 404 "not_found"; a specific one such as "resume_not_found" when
 * the client must tell it apart). Clients decide by the code, never by the message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code ?? codeForStatus(status);
  }
}

export const badRequest = (message = "Bad request", details?: unknown, code?: ErrorCode) =>
  new AppError(400, message, details, undefined, code);
export const unauthorized = (message = "Authentication required", code?: ErrorCode) =>
  new AppError(401, message, undefined, undefined, code);
export const forbidden = (message = "You do not have access to this resource", code?: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code);
export const notFound = (message = "Not found", code?: ErrorCode) => new AppError(404, message, undefined, undefined, code);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, undefined, undefined, code);
export const payloadTooLarge = (message = "Request body too large") => new AppError(413, message);
export const unprocessable = (message: string, details?: unknown) => new AppError(422, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "Too many requests. Please try again later.", undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const unavailable = (retryAfterSeconds = 5) =>
  new AppError(503, "The service is temporarily unavailable. Please try again in a moment.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

/** The code of a status with nothing more specific to say (kept under this name for callers and tests). */
export const errorCode = codeForStatus;

/**
 * The JSON answer `{ error, code, details? }` (plus `extra` fields a route's contract names, such as
 * `requestId`, `success: false` or `shouldRedirectToLogin`). The code defaults to the status's own.
 */
export function jsonError(
  status: number,
  error: string,
  details?: unknown,
  headers?: Record<string, string>,
  extra: Record<string, unknown> & { requestId?: string } = {},
  code: ErrorCode = codeForStatus(status),
) {
  const body: ErrorBody & Record<string, unknown> = { ...extra, error, code, ...(details === undefined ? {} : { details }) };
  return Response.json(body, { status, headers });
}

/** Zod issues as the spec shows them: "Validation failed: a, b" plus a details array. */
export function validationError(error: $ZodError) {
  const details = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const messages = [...new Set(details.map((d) => d.message))];
  return unprocessable(`Validation failed: ${messages.join(", ")}`, details);
}

// Node's socket errors and Postgres' SQLSTATEs that mean "the database cannot answer now", not "this request is wrong":
// connection exceptions (08xxx), admin shutdown / crash / cannot connect now (57P0x), a statement timeout or
// cancel (57014), too many connections (53300).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN",
  "08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "57014", "53300",
]);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|query read timeout|client has encountered a connection error|cannot use a pool after calling end|the database system is (?:starting up|shutting down)/i;

/** Whether an error (or any error in its `cause` chain, as drizzle wraps driver errors) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === "object" && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** What may be logged of an error without personal data: its class and driver code, never the query or its values. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, i = 0; e && typeof e === "object" && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    parts.push([typeof name === "string" ? name : "Error", typeof code === "string" ? code : ""].filter(Boolean).join(" "));
  }
  return parts.join(" <- ");
}

/**
 * Turns anything thrown by a handler into a JSON response; unknown errors never leak details.
 * A database that cannot be reached answers 503 { code: "unavailable" } with Retry-After; anything
 * else unexpected answers 500 { code: "internal", requestId }, and the log line carries the same id.
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof $ZodError) return toErrorResponse(validationError(error));
  if (error instanceof AppError) return jsonError(error.status, error.message, error.details, error.headers, {}, error.code);
  const requestId = randomUUID();
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable (requestId=${requestId}): ${describe(error)}`);
    const u = unavailable();
    return jsonError(u.status, u.message, undefined, u.headers, { requestId });
  }
  logError(`[api] unhandled error (requestId=${requestId})`, error);
  return jsonError(500, "Something went wrong. Please try again.", undefined, undefined, { requestId });
}
