/**
 * Where to send someone after they sign in. Pure, so the login form (browser) and the proxy
 * (server) share it.
 */

/**
 * A callbackUrl is followed only when it is a path on this site: "/x", never "//evil.com",
 * "/\evil.com", "https://evil.com" or "javascript:". Returns the normalised path + query, or null.
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = "http://same.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
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
