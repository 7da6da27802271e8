import { randomUUID } from "node:crypto";
import { $ZodError } from "zod/v4/core";
import { logError } from "@/lib/log/errors";

/** An error with an HTTP status and a message the user may see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message = "Bad request", details?: unknown) => new AppError(400, message, details);
export const unauthorized = (message = "Authentication required") => new AppError(401, message);
export const forbidden = (message = "You do not have access to this resource") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
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

/** The stable, machine-readable `code` of every error answer (the message may change; the code does not). */
export const ERROR_CODES: Record<number, string> = {
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
};

export const errorCode = (status: number) => ERROR_CODES[status] ?? (status >= 500 ? "internal" : "bad_request");

export type ErrorBody = { error: string; code: string; details?: unknown; requestId?: string };

export function jsonError(
  status: number,
  error: string,
  details?: unknown,
  headers?: Record<string, string>,
  extra: { requestId?: string } = {},
) {
  const body: ErrorBody = { error, code: errorCode(status), ...(details === undefined ? {} : { details }), ...extra };
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
  if (error instanceof AppError) return jsonError(error.status, error.message, error.details, error.headers);
  const requestId = randomUUID();
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable (requestId=${requestId}): ${describe(error)}`);
    const u = unavailable();
    return jsonError(u.status, u.message, undefined, u.headers, { requestId });
  }
  logError(`[api] unhandled error (requestId=${requestId})`, error);
  return jsonError(500, "Something went wrong. Please try again.", undefined, undefined, { requestId });
}
