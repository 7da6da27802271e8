/**
 * Session tokens: next-auth v4's encrypted JWT (the same format and cookie next-auth itself
 * issues), so our JSON login endpoints and next-auth's own routes share one session mechanism.
 * Every read re-checks the database: the account/user must still exist and be active, and the
 * token's session version must equal the stored one (a password change, reset or deletion
 * bumps it and so ends every older session).
 */
import { encode, decode, type JWT } from "next-auth/jwt";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { env } from "@/lib/env";

export type Realm = "account" | "admin";

export type AccountSession = {
  realm: "account";
  accountId: number;
  name: string;
  email: string;
  subscriptionTier: string;
  subscriptionStatus: string;
};
export type AdminSession = { realm: "admin"; userId: number; username: string };
export type Session = AccountSession | AdminSession;

/** What the JWT carries: the realm, the id, and the session version it was issued for. */
export type SessionClaims = { realm: Realm; sub: string; sv: number; name: string; email?: string };

export const SESSION_MAX_AGE = { account: 30 * 24 * 60 * 60, admin: 8 * 60 * 60 } as const;

export function useSecureCookies(): boolean {
  return env().appUrl.startsWith("https://");
}

export function sessionCookieName(): string {
  return useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: useSecureCookies(), maxAge };
}

export async function encodeSession(claims: SessionClaims): Promise<string> {
  return encode({ token: claims as unknown as JWT, secret: env().authSecret, maxAge: SESSION_MAX_AGE[claims.realm] });
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

/** Turns verified claims into a live session, or null when revoked. */
export async function resolveSession(claims: SessionClaims | null): Promise<Session | null> {
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (claims.realm === "account") {
    const [row] = await db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        tier: accounts.subscriptionTier,
        status: accounts.subscriptionStatus,
      })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.sessionVersion, claims.sv), eq(accounts.isActive, true)))
      .limit(1);
    if (!row) return null;
    return {
      realm: "account",
      accountId: row.id,
      name: row.name,
      email: row.email,
      subscriptionTier: row.tier,
      subscriptionStatus: row.status,
    };
  }
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.sessionVersion, claims.sv)))
    .limit(1);
  return user ? { realm: "admin", userId: user.id, username: user.username } : null;
}
