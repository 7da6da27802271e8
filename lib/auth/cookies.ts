/**
 * The app's own cookies (session, resume access): one place that writes Set-Cookie, so every one
 * of them is HttpOnly (page scripts, analytics included, cannot read it), SameSite=Lax, on the
 * whole site, Secure on an https deployment, and always has an expiry.
 */
import "server-only";
import { useSecureCookies } from "./token";

// RFC 6265 §4.1.1: a cookie name is an HTTP token; a value is cookie-octets (no space, quote,
// comma, semicolon or backslash). Checked, not escaped: our values are base64url, digits, '.' and
// '~', so anything else is a bug that would otherwise split the header into extra attributes.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** A Set-Cookie value. Throws when `name` or `value` is not cookie-safe. */
export function cookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Not a cookie name: ${JSON.stringify(name)}`);
  if (!COOKIE_VALUE.test(value)) throw new Error(`Cookie ${name}: value is not cookie-safe`);
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
