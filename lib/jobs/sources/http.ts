/**
 * HTTP for the job sources: plain `fetch` (no SDKs; each provider is a JSON GET), paced by a
 * token bucket at the provider's documented rate, retried with exponential backoff on 429, 5xx
 * and network errors (capped, honouring Retry-After), and capped at a number of requests per run.
 * Time is injected (`Timer`) so tests check the waits without waiting.
 */
import { ProviderError, type GetJson } from "./types";

export type Timer = { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> };

export const realTimer: Timer = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const done = () => {
        signal?.removeEventListener("abort", abort);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      const abort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", abort, { once: true });
    }),
};

/**
 * Requests per minute as a token bucket: `burst` requests may go at once, then one every
 * 60 / perMinute seconds. One bucket per provider per run; callers take a token before each request.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly perMs: number;

  constructor(private readonly opts: { perMinute: number; burst?: number; timer: Timer }) {
    if (!(opts.perMinute > 0)) throw new Error("perMinute must be positive");
    this.tokens = opts.burst ?? 1;
    this.last = opts.timer.now();
    this.perMs = opts.perMinute / 60_000;
  }

  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.opts.timer.now();
      this.tokens = Math.min(this.opts.burst ?? 1, this.tokens + (now - this.last) * this.perMs);
      this.last = now;
      if (this.tokens >= 1 - 1e-9) {
        this.tokens -= 1;
        return;
      }
      await this.opts.timer.sleep(Math.ceil((1 - this.tokens) / this.perMs), signal);
    }
  }
}

export type RetryPolicy = { maxRetries: number; baseDelayMs: number; maxDelayMs: number };

/** 1 s, 2 s, 4 s, 8 s, then give up; never more than 30 s per wait, whatever Retry-After says. */
export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/** The wait before retry number `attempt + 1`: exponential, at least Retry-After, at most the cap. */
export function backoffDelay(attempt: number, policy: RetryPolicy, retryAfterSeconds: number | null = null): number {
  const exponential = policy.baseDelayMs * 2 ** attempt;
  const asked = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : 0;
  return Math.min(policy.maxDelayMs, Math.max(exponential, asked));
}

/** The request cap of a run was reached: the source stops there (not an error of the provider). */
export class RequestBudgetExhausted extends Error {
  override name = "RequestBudgetExhausted";
}

function seconds(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  if (Number.isFinite(n) && n >= 0) return n;
  const date = Date.parse(value); // Retry-After may be an HTTP date
  return Number.isFinite(date) ? Math.max(0, (date - Date.now()) / 1000) : null;
}

/**
 * An error for a non-2xx answer. 429 and 5xx are retryable; so is The Muse's 403 with
 * `X-RateLimit-Remaining: 0` (its documented rate-limit answer). Messages carry the status and the
 * provider's own short message, never the URL (it holds API keys).
 */
export async function errorFromResponse(label: string, res: Response): Promise<ProviderError> {
  let detail = "";
  try {
    const text = await res.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    const said = body.error ?? body.message ?? body.display ?? body.exception;
    if (typeof said === "string") detail = `: ${said.replace(/\s+/g, " ").slice(0, 160)}`;
  } catch {
    // not JSON: the status says enough
  }
  const rateLimited = res.status === 429 || (res.status === 403 && res.headers.get("x-ratelimit-remaining") === "0");
  const retryable = rateLimited || res.status >= 500;
  const wait = seconds(res.headers.get("retry-after")) ?? (rateLimited ? seconds(res.headers.get("x-ratelimit-reset")) : null);
  return new ProviderError(`${label} answered HTTP ${res.status}${detail}`, res.status, retryable, wait);
}

export type HttpStats = { requests: number; retries: number };

export type GetJsonOptions = {
  label: string;
  bucket: TokenBucket;
  timer: Timer;
  retry?: RetryPolicy;
  /** Requests (retries included) this client may still make; then RequestBudgetExhausted. */
  maxRequests?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
};

/** A GetJson for one provider and one run, with its request counts. */
export function createGetJson(opts: GetJsonOptions): { getJson: GetJson; stats: HttpStats } {
  const stats: HttpStats = { requests: 0, retries: 0 };
  const retry = opts.retry ?? DEFAULT_RETRY;
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 20_000;

  const getJson: GetJson = async (url, init = {}) => {
    const signal = init.signal ?? opts.signal;
    for (let attempt = 0; ; attempt++) {
      if (opts.maxRequests !== undefined && stats.requests >= opts.maxRequests) {
        throw new RequestBudgetExhausted(`${opts.label}: request budget of ${opts.maxRequests} per run reached`);
      }
      await opts.bucket.take(signal);
      stats.requests++;
      let error: ProviderError;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        const res = await doFetch(url, {
          headers: { accept: "application/json", ...init.headers },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          redirect: "follow",
        });
        if (res.ok) {
          try {
            return (await res.json()) as unknown;
          } catch {
            throw new ProviderError(`${opts.label} answered HTTP ${res.status} with a body that is not JSON`, res.status, false);
          }
        }
        error = await errorFromResponse(opts.label, res);
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        if (signal?.aborted) throw signal.reason ?? err;
        const reason = err instanceof Error ? (err.name === "TimeoutError" ? "timed out" : err.message) : String(err);
        error = new ProviderError(`${opts.label} could not be reached (${reason})`, null, true);
      }
      if (!error.retryable || attempt >= retry.maxRetries) throw error;
      stats.retries++;
      await opts.timer.sleep(backoffDelay(attempt, retry, error.retryAfterSeconds), signal);
    }
  };
  return { getJson, stats };
}
