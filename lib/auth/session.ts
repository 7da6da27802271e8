/**
 * Sessions: the token itself (next-auth v4's encrypted JWT) lives in ./token.ts, so our JSON
 * login endpoints and next-auth's own routes share one session mechanism. Every read re-checks
 * the database: the account/user must still exist and be active, and the token's session
 * version must equal the stored one (a password change, reset or deletion bumps it and so ends
 * every older session).
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import type { SessionClaims } from "./token";

export {
  SESSION_COOKIE_NAMES,
  SESSION_MAX_AGE,
  decodeClaims,
  encodeSession,
  sessionCookieName,
  sessionCookieOptions,
  useSecureCookies,
  type Realm,
  type SessionClaims,
} from "./token";

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

/**
 * Ends the session these claims belong to, and with it every other session of the same person
 * (logout): the stored session version moves on, so this token, and any copy of it, is refused
 * from now on even though it has not expired. Only a live token counts: a stale one (already
 * revoked, or of an older version) changes nothing. Returns whether a session was ended.
 */
export async function revokeSession(claims: SessionClaims | null): Promise<boolean> {
  if (!claims) return false;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
  const rows =
    claims.realm === "account"
      ? await db
          .update(accounts)
          .set({ sessionVersion: sql`${accounts.sessionVersion} + 1` })
          .where(and(eq(accounts.id, id), eq(accounts.sessionVersion, claims.sv)))
          .returning({ id: accounts.id })
      : await db
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(and(eq(users.id, id), eq(users.sessionVersion, claims.sv)))
          .returning({ id: users.id });
  return rows.length > 0;
}
