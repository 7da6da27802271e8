/**
 * The session token and cookie, without any database access: next-auth v4's encrypted JWT (the
 * same format and cookie next-auth itself issues). Kept apart from session.ts so proxy.ts can
 * decode a cookie for its optimistic redirects without pulling the database client into the
 * proxy bundle. Decoding proves only that we issued the token and it has not expired; whether
 * it is still valid (not revoked) is decided by resolveSession() in session.ts.
 */
import { decode, encode, type JWT } from "next-auth/jwt";
import { env } from "@/lib/env";

export type Realm = "account" | "admin";

/**
 * What the JWT carries: the realm, the id, the session version it was issued for, and `at`, when
 * the person signed in (Unix seconds). `at` is optional only when a login mints its first token
 * (encodeSession stamps the current time); every decoded token has it.
 */
export type SessionClaims = { realm: Realm; sub: string; sv: number; name: string; email?: string; at?: number };

/**
 * Absolute session lifetimes in seconds, counted from the login (`at`), not from the last token:
 * next-auth re-issues the JWT on every session read, which without `at` would extend a session
 * forever. After this a password is needed again, however active the session was.
 */
export const SESSION_MAX_AGE = { account: 30 * 24 * 60 * 60, admin: 8 * 60 * 60 } as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Clocks of several servers may disagree a little; a login "from the future" beyond this is forged or broken. */
const CLOCK_SKEW_SECONDS = 60;

export function useSecureCookies(): boolean {
  return env().appUrl.startsWith("https://");
}

export function sessionCookieName(): string {
  return useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Both names the cookie can have (http and https deployments). */
export const SESSION_COOKIE_NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token"] as const;

export function sessionCookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: useSecureCookies(), maxAge };
}

/** Encodes a session token that expires at the end of its absolute lifetime (login time + the realm's maximum). */
export async function encodeSession(claims: SessionClaims): Promise<string> {
  const now = nowSeconds();
  const at = claims.at ?? now;
  const token = { realm: claims.realm, sub: claims.sub, sv: claims.sv, name: claims.name, email: claims.email, at };
  // A refresh late in the session gets only what is left of it, never a fresh 30 days.
  const remaining = Math.max(0, at + SESSION_MAX_AGE[claims.realm] - now);
  return encode({ token: token as unknown as JWT, secret: env().authSecret, maxAge: remaining });
}

export async function decodeClaims(raw: string | undefined): Promise<SessionClaims | null> {
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: env().authSecret });
    if (!token || (token.realm !== "account" && token.realm !== "admin")) return null;
    if (typeof token.sub !== "string" || typeof token.sv !== "number") return null;
    // No login time (a token from before absolute lifetimes), or a login too long ago: sign in again.
    const at = token.at;
    if (typeof at !== "number" || !Number.isFinite(at)) return null;
    const now = nowSeconds();
    if (at > now + CLOCK_SKEW_SECONDS || now - at >= SESSION_MAX_AGE[token.realm]) return null;
    return token as unknown as SessionClaims;
  } catch {
    return null;
  }
}
