import { $ZodError } from "zod/v4/core";

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

export type ErrorBody = { error: string; details?: unknown };

export function jsonError(status: number, error: string, details?: unknown, headers?: Record<string, string>) {
  const body: ErrorBody = details === undefined ? { error } : { error, details };
  return Response.json(body, { status, headers });
}

/** Zod issues as the spec shows them: "Validation failed: a, b" plus a details array. */
export function validationError(error: $ZodError) {
  const details = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const messages = [...new Set(details.map((d) => d.message))];
  return unprocessable(`Validation failed: ${messages.join(", ")}`, details);
}

/** Turns anything thrown by a handler into a JSON response; unknown errors never leak details. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof $ZodError) return toErrorResponse(validationError(error));
  if (error instanceof AppError) return jsonError(error.status, error.message, error.details, error.headers);
  console.error("[api] unhandled error", error);
  return jsonError(500, "Something went wrong. Please try again.");
}
