/**
 * Where to send someone after they sign in. Pure, so the login form (browser) and the proxy
 * (server) share it.
 */

const BASE = "http://same.invalid";
const MAX_LENGTH = 2000;
/** Control characters (URL parsers strip tabs and newlines, so "/\t/evil" becomes "//evil") and backslashes (read as "/"). */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * Whether a path, in any of the forms a browser or a server may give it, leads off this site. Each
 * round resolves it as a URL parser would (dot segments: "/.//evil.com" is "//evil.com") and then
 * decodes one level of percent-escapes ("/%2F%2Fevil.com", "/%5Cevil.com", "/%09/evil.com", and
 * their double-encoded forms), because a server that decodes the path before redirecting would
 * otherwise turn a harmless-looking path into "//evil.com". A malformed escape is refused too.
 */
function leavesSite(path: string): boolean {
  let current = path;
  for (let round = 0; round < 4; round++) {
    if (!current.startsWith("/") || current.startsWith("//") || UNSAFE.test(current)) return true;
    const resolved = new URL(current, BASE);
    if (resolved.origin !== BASE || resolved.pathname.startsWith("//") || resolved.pathname.startsWith("/\\")) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  // Still encoded after four rounds: nothing on this site is addressed like that.
  return true;
}

/**
 * A callbackUrl is followed only when it is a path on this site: "/x", never "//evil.com",
 * "/\evil.com", "/.//evil.com", "/%2F%2Fevil.com", "https:evil.com" or "javascript:". The value is
 * normalised first (dot segments resolved, escapes decoded) and checked in every form. Returns the
 * normalised path + query + fragment, or null.
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  // The query and fragment are not where the browser goes: only the path is decoded and checked.
  const path = value.split(/[?#]/, 1)[0]!;
  if (UNSAFE.test(value) || leavesSite(path)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || leavesSite(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The spec's landing page after login (spec 02 §2): /dashboard?accountId={id}&name={name}. */
export function dashboardUrl(account: { id: number; name: string }): string {
  const q = new URLSearchParams({ accountId: String(account.id), name: account.name });
  return `/dashboard?${q.toString()}`;
}

/** After an account login: a safe callbackUrl to another page, else the spec's dashboard URL. */
export function afterLoginPath(account: { id: number; name: string }, callbackUrl: string | null | undefined): string {
  const safe = safeCallbackPath(callbackUrl);
  if (!safe || safe === "/login" || safe.startsWith("/login?") || safe === "/dashboard" || safe.startsWith("/dashboard?")) {
    return dashboardUrl(account);
  }
  return safe;
}

/** The login URL the proxy sends a visitor to, remembering where they were going. */
export function loginRedirectPath(pathname: string, search = ""): string {
  return `/login?${new URLSearchParams({ callbackUrl: `${pathname}${search}` }).toString()}`;
}
