/**
 * Cross-site request forgery: what a state-changing request (POST, PUT, PATCH, DELETE) must show
 * before any route handler runs. Two independent checks, applied by the wrappers in handler.ts.
 *
 * 1. Where it comes from (Fetch Metadata, then Origin; the algorithm of Go's
 *    http.CrossOriginProtection):
 *    - `Sec-Fetch-Site` present (every current browser sends it): only `same-origin` (our own
 *      pages) and `none` (the person acted in the browser itself, never a page) pass; `same-site`
 *      and `cross-site` are refused. A page cannot set or remove this header.
 *    - else `Origin` present (older browsers, and plain-http origins other than localhost where
 *      Sec-Fetch-* is not sent): it must name this site (the request's own host, or APP_URL).
 *      `Origin: null` (sandboxed frames, some redirects) is refused.
 *    - neither: allowed. Browsers have sent Origin with every cross-origin POST, form posts
 *      included, for years, so a request without either header is not a cross-site browser request
 *      but curl, a server-to-server call (Stripe's webhook), the test suites, or a browser too old
 *      to send them. For that last case the content-type rule below still holds: a cross-site page
 *      without CORS can only send a form's types or text/plain, never application/json.
 * 2. What it carries: a body's Content-Type must be exactly `application/json` (at most with
 *    `charset=utf-8`), or `multipart/form-data` with a boundary on an upload route. "Contains json"
 *    is not enough: `text/plain; a=application/json` is what a cross-site form can send without a
 *    preflight. A request without a body (logout, clear-session) needs no type; a body without a
 *    type is refused.
 *
 * Routes that are not for browsers opt out of part of this: withCron (bearer secret, no checks),
 * and `body: "raw"` for a signed webhook, whose provider chooses the content type.
 */
import "server-only";
import { env } from "@/lib/env";
import { AppError, forbidden } from "./errors";

export type BodyKind = "json" | "multipart" | "raw";

export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed";
export const JSON_TYPE_REQUIRED = "Expected a JSON body (Content-Type: application/json)";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The hosts this request was addressed to: Host, the proxy's X-Forwarded-Host, and the URL Next built from them. */
function ownHosts(req: Request): string[] {
  const hosts = [req.headers.get("host"), req.headers.get("x-forwarded-host")?.split(",")[0]];
  try {
    hosts.push(new URL(req.url).host);
  } catch {
    // A Request always has an absolute URL; nothing to add otherwise.
  }
  return hosts.filter((h): h is string => !!h).map((h) => h.trim().toLowerCase());
}

function appHost(): string | null {
  try {
    return hostOf(env().appUrl);
  } catch {
    return null;
  }
}

/** Whether a state-changing request comes from a page of another site (see the file comment). */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site !== "same-origin" && site !== "none";
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  const host = hostOf(origin.trim());
  if (!host) return true;
  return !(ownHosts(req).includes(host) || host === appHost());
}

type MediaType = { essence: string; params: Map<string, string> };

function parseMediaType(value: string): MediaType {
  const [essence = "", ...rest] = value.split(";");
  const params = new Map<string, string>();
  for (const p of rest) {
    const i = p.indexOf("=");
    if (i < 0) {
      params.set(p.trim().toLowerCase(), "");
      continue;
    }
    params.set(p.slice(0, i).trim().toLowerCase(), p.slice(i + 1).trim().replace(/^"(.*)"$/, "$1"));
  }
  return { essence: essence.trim().toLowerCase(), params };
}

/** `application/json`, optionally `; charset=utf-8`, and nothing else. */
export function isJsonContentType(value: string): boolean {
  const { essence, params } = parseMediaType(value);
  if (essence !== "application/json") return false;
  for (const [name, v] of params) if (name !== "charset" || v.toLowerCase() !== "utf-8") return false;
  return true;
}

/** `multipart/form-data` with a non-empty boundary. */
export function isMultipartContentType(value: string): boolean {
  const { essence, params } = parseMediaType(value);
  return essence === "multipart/form-data" && !!params.get("boundary");
}

function hasBody(req: Request): boolean {
  const length = req.headers.get("content-length");
  if (length !== null && length.trim() !== "" && Number(length) !== 0) return true;
  return req.headers.has("transfer-encoding");
}

/**
 * The checks for a state-changing request; GET, HEAD and OPTIONS pass untouched. Throws 403
 * for a cross-site request and 415 for a body of the wrong type (`wrongType` is the message).
 */
export function checkStateChangingRequest(req: Request, opts: { body?: BodyKind; wrongType?: string } = {}): void {
  if (!isStateChanging(req.method)) return;
  if (isCrossSite(req)) throw forbidden(CROSS_SITE_REFUSED);
  const kind = opts.body ?? "json";
  if (kind === "raw") return;
  const type = req.headers.get("content-type");
  const message = opts.wrongType ?? JSON_TYPE_REQUIRED;
  if (type === null) {
    if (hasBody(req)) throw new AppError(415, message);
    return;
  }
  const ok = kind === "multipart" ? isMultipartContentType(type) : isJsonContentType(type);
  if (!ok) throw new AppError(415, message);
}

/** Only the origin check (next-auth's own routes post forms protected by its own CSRF token). */
export function checkSameSite(req: Request): void {
  if (isStateChanging(req.method) && isCrossSite(req)) throw forbidden(CROSS_SITE_REFUSED);
}
