/**
 * The one entry point for "who is calling". Pages use getSession(); route handlers get the
 * caller from the withAccount / withAdmin wrappers (lib/api/handler.ts), which use the
 * request-based functions below. Nothing here trusts proxy.ts: every call checks the token and
 * the database itself.
 */
import "server-only";
import { cookies } from "next/headers";
import { forbidden, unauthorized } from "@/lib/api/errors";
import { readCookie } from "@/lib/api/request";
import { appendCookie, clearCookie } from "@/lib/auth/cookies";
import {
  SESSION_MAX_AGE,
  decodeClaims,
  encodeSession,
  resolveSession,
  sessionCookieName,
  type AccountSession,
  type AdminSession,
  type Session,
  type SessionClaims,
} from "@/lib/auth/session";

export type { AccountSession, AdminSession, Session };

/** The session of the current page request (server components, server actions). */
export async function getSession(): Promise<Session | null> {
  const store = await cookies();
  return resolveSession(await decodeClaims(store.get(sessionCookieName())?.value));
}

/** The session carried by a Request's cookie (route handlers, tests). */
export async function getSessionFromRequest(req: Request): Promise<Session | null> {
  return resolveSession(await decodeClaims(readCookie(req, sessionCookieName())));
}

export async function requireAccount(req?: Request): Promise<AccountSession> {
  const session = req ? await getSessionFromRequest(req) : await getSession();
  if (!session) throw unauthorized();
  if (session.realm !== "account") throw forbidden("This action needs an account login");
  return session;
}

export async function requireAdmin(req?: Request): Promise<AdminSession> {
  const session = req ? await getSessionFromRequest(req) : await getSession();
  if (!session) throw unauthorized();
  if (session.realm !== "admin") throw forbidden("Admin access required");
  return session;
}

/** Adds a fresh session cookie to a response (login, account creation). */
export async function withSessionCookie(response: Response, claims: SessionClaims): Promise<Response> {
  const token = await encodeSession(claims);
  return appendCookie(response, sessionCookieName(), token, SESSION_MAX_AGE[claims.realm]);
}

/** Clears the session cookie (logout, clear-session; see lib/auth/logout.ts, which also revokes the token). */
export function withoutSessionCookie(response: Response): Response {
  return clearCookie(response, sessionCookieName());
}
