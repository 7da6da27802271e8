import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/errors";
import { accountLoginSchema, adminLoginSchema } from "@/lib/validation/auth";
import { accountClaims, adminClaims } from "./credentials";
import { loginAccount, loginAdmin, loginClientOf } from "./login";
import {
  SESSION_MAX_AGE,
  decodeClaims,
  encodeSession,
  resolveSession,
  revokeSession,
  sessionCookieName,
  sessionCookieOptions,
  type SessionClaims,
} from "./session";

/** next-auth hands authorize() the request headers as a plain object. */
function headersOf(headers: Record<string, unknown> | undefined): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(headers ?? {})) if (typeof v === "string") h.set(k, v);
  return h;
}

/**
 * next-auth v4 configuration: JWT sessions, two credentials realms. The JWT is encoded by our
 * own encode/decode wrappers so the JSON endpoints (/api/auth/login, /api/admin/login) and
 * next-auth's routes read and write the same cookie. Its credentials callback is a second door
 * to the same passwords, so it goes through the same failed-login limits (lib/auth/login.ts); it
 * cannot set the known-device cookie, but it honours one.
 */
export function authOptions(): AuthOptions {
  return {
    secret: env().authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE.account },
    pages: { signIn: "/login" },
    cookies: {
      sessionToken: { name: sessionCookieName(), options: sessionCookieOptions(SESSION_MAX_AGE.account) },
    },
    jwt: {
      encode: async ({ token }) => (token ? encodeSession(token as unknown as SessionClaims) : ""),
      decode: async ({ token }) => (await decodeClaims(token ?? undefined)) as never,
    },
    providers: [
      CredentialsProvider({
        id: "account",
        name: "Account",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(raw, req) {
          const input = accountLoginSchema.safeParse(raw);
          if (!input.success) return null;
          const account = await loginAccount(input.data, loginClientOf(headersOf(req?.headers)));
          return account ? { id: String(account.id), ...accountClaims(account) } : null;
        },
      }),
      CredentialsProvider({
        id: "admin",
        name: "Admin",
        credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(raw, req) {
          const input = adminLoginSchema.safeParse(raw);
          if (!input.success) return null;
          const user = await loginAdmin(input.data, loginClientOf(headersOf(req?.headers)));
          return user ? { id: String(user.id), ...adminClaims(user) } : null;
        },
      }),
    ],
    events: {
      // next-auth's own POST /api/auth/signout ends the session like our logout: the token is revoked.
      async signOut({ token }) {
        await revokeSession((token as unknown as SessionClaims | null) ?? null);
      },
    },
    // next-auth logs its errors with the error object: a failed query would print its parameters
    // (emails, names). Only the code and the error's safe description are logged.
    logger: {
      error(code, metadata) {
        const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        logError(`[next-auth] ${code}`, error);
      },
      warn(code) {
        console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const claims = user as unknown as SessionClaims;
          const at = Math.floor(Date.now() / 1000);
          return { realm: claims.realm, sub: claims.sub, sv: claims.sv, name: claims.name, email: claims.email, at };
        }
        // A session read (GET /api/auth/session): a revoked or deactivated session must not be
        // reported as signed in. Throwing makes next-auth clear the cookie and answer {}.
        const claims = token as unknown as SessionClaims;
        const live = await resolveSession(claims);
        if (!live) throw new Error("Session revoked");
        const name = live.realm === "account" ? live.name : live.username;
        const email = live.realm === "account" ? live.email : undefined;
        // The login time travels on: a refreshed token ends when the session does (absolute age).
        return { realm: claims.realm, sub: claims.sub, sv: claims.sv, name, email, at: claims.at };
      },
      async session({ session, token }) {
        const claims = token as unknown as SessionClaims;
        return { ...session, user: { name: claims.name, email: claims.email ?? null }, realm: claims.realm } as typeof session;
      },
    },
  };
}
