/**
 * Browser-side request helper with the spec's conventions (doc 1 §7, §8): credentials always
 * included, a JSON body (and its header) only when there is one, any non-OK response is a
 * failure whose message is "STATUS: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `{ error }` text when the body is JSON, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; message?: unknown };
      if (typeof parsed.error === "string") return parsed.error;
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      // not JSON
    }
    return this.body;
  }
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
