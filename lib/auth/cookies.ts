/**
 * The app's own cookies (session, resume access): one place that writes Set-Cookie, so every one
 * of them is HttpOnly (page scripts, analytics included, cannot read it), SameSite=Lax, on the
 * whole site, Secure on an https deployment, and always has an expiry.
 */
import { useSecureCookies } from "./token";

/** A Set-Cookie value. `value` must already be cookie-safe (our tokens are base64url and digits). */
export function cookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${useSecureCookies() ? "; Secure" : ""}`;
}

export function appendCookie(response: Response, name: string, value: string, maxAgeSeconds: number): Response {
  response.headers.append("Set-Cookie", cookieHeader(name, value, maxAgeSeconds));
  return response;
}

/** Tells the browser to drop the cookie now (empty value, Max-Age=0). */
export function clearCookie(response: Response, name: string): Response {
  return appendCookie(response, name, "", 0);
}
