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

/** What the JWT carries: the realm, the id, and the session version it was issued for. */
export type SessionClaims = { realm: Realm; sub: string; sv: number; name: string; email?: string };

export const SESSION_MAX_AGE = { account: 30 * 24 * 60 * 60, admin: 8 * 60 * 60 } as const;

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

export async function encodeSession(claims: SessionClaims): Promise<string> {
  const token = { realm: claims.realm, sub: claims.sub, sv: claims.sv, name: claims.name, email: claims.email };
  return encode({ token: token as unknown as JWT, secret: env().authSecret, maxAge: SESSION_MAX_AGE[claims.realm] });
}

export async function decodeClaims(raw: string | undefined): Promise<SessionClaims | null> {
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: env().authSecret });
    if (!token || (token.realm !== "account" && token.realm !== "admin")) return null;
    if (typeof token.sub !== "string" || typeof token.sv !== "number") return null;
    return token as unknown as SessionClaims;
  } catch {
    return null;
  }
}
