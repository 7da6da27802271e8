import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { accountLoginSchema, adminLoginSchema } from "@/lib/validation/auth";
import { accountClaims, adminClaims, authenticateAccount, authenticateAdmin } from "./credentials";
import { SESSION_MAX_AGE, decodeClaims, encodeSession, sessionCookieName, sessionCookieOptions, type SessionClaims } from "./session";

/**
 * next-auth v4 configuration: JWT sessions, two credentials realms. The JWT is encoded by our
 * own encode/decode wrappers so the JSON endpoints (/api/auth/login, /api/admin/login) and
 * next-auth's routes read and write the same cookie.
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
        async authorize(raw) {
          const input = accountLoginSchema.safeParse(raw);
          if (!input.success) return null;
          const account = await authenticateAccount(input.data.email, input.data.password);
          return account ? { id: String(account.id), ...accountClaims(account) } : null;
        },
      }),
      CredentialsProvider({
        id: "admin",
        name: "Admin",
        credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(raw) {
          const input = adminLoginSchema.safeParse(raw);
          if (!input.success) return null;
          const user = await authenticateAdmin(input.data.username, input.data.password);
          return user ? { id: String(user.id), ...adminClaims(user) } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const claims = user as unknown as SessionClaims;
          return { realm: claims.realm, sub: claims.sub, sv: claims.sv, name: claims.name, email: claims.email };
        }
        return token;
      },
      async session({ session, token }) {
        const claims = token as unknown as SessionClaims;
        return { ...session, user: { name: claims.name, email: claims.email ?? null }, realm: claims.realm } as typeof session;
      },
    },
  };
}
