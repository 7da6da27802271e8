/**
 * Browser-side request helper with the spec's conventions (doc 1 §7, §8): credentials always
 * included, a JSON body (and its header) only when there is one, any non-OK response is a
 * failure whose message is "STATUS: body" (or the status text when the body is empty).
 */
import { codeForStatus, isErrorCode, type ErrorCode } from "./error-codes";

export type { ErrorCode } from "./error-codes";

/** The parts of an error body `{ error, code, details? }` the client uses; read once, here. */
function readErrorBody(body: string): { message?: string; code?: ErrorCode; details?: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {}; // not JSON (an HTML error page from a proxy, an empty body)
  }
  if (!parsed || typeof parsed !== "object") return {};
  const { error, message, code, details } = parsed as Record<string, unknown>;
  return {
    message: typeof error === "string" ? error : typeof message === "string" ? message : undefined,
    code: isErrorCode(code) ? code : undefined,
    details,
  };
}

export class ApiError extends Error {
  /**
   * The server's machine-readable code; for a body without a known one (a proxy's page, an older
   * server), the status's own code. Decide by this, never by the message text.
   */
  readonly code: ErrorCode;
  /** The server's `{ error }` text when the body is JSON, else the raw body. */
  readonly serverMessage: string;
  readonly details: unknown;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    const read = readErrorBody(body);
    this.code = read.code ?? codeForStatus(status);
    this.serverMessage = read.message ?? body;
    this.details = read.details;
  }
}

/** The code of a failed request (undefined for anything that is not an answer from the server, e.g. a network error). */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** Whether a failed request was answered with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  const code = apiErrorCode(error);
  return code !== undefined && codes.includes(code);
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined ? { "Content-Type": "application/json" } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** GET a JSON resource; with `on401: "returnNull"` an unauthenticated answer yields null. */
export async function getJson<T>(url: string, { on401 = "throw" }: { on401?: "throw" | "returnNull" } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The best message to show for a failed request. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
