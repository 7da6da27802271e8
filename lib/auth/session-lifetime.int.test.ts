/**
 * Session lifetime and logout (issue 10 §5): a session ends 30 days (admin: 8 hours) after the
 * login however often next-auth re-issues its token, and a logout revokes the token itself
 * (sessionVersion), not just the browser's cookie.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { encode, type JWT } from "next-auth/jwt";
import { POST as adminLogout } from "@/app/api/admin/logout/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as clearSession } from "@/app/api/clear-session/route";
import { POST as login } from "@/app/api/auth/login/route";
import * as authModule from "@/app/api/auth/logout/route";
import * as adminLogoutModule from "@/app/api/admin/logout/route";
import * as clearSessionModule from "@/app/api/clear-session/route";
import { getSessionFromRequest } from "@/lib/auth";
import { env } from "@/lib/env";
import { grantResumeAccess, RESUME_ACCESS_COOKIE } from "@/lib/resume/service/access";
import { accountClaims, authenticateAccount } from "./credentials";
import { authOptions } from "./options";
import { SESSION_MAX_AGE, decodeClaims, encodeSession } from "./session";
import { createTestAccount, createTestAdmin, jsonRequest, noRouteContext, plainRequest, sessionCookieOf } from "./test-fixtures";
import { DAY } from "@/lib/time";

afterEach(() => {
  vi.useRealTimers();
});

/** Moves only the clock (Date), so the database driver's own timers keep working. */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

async function loggedIn() {
  const a = await createTestAccount();
  const res = await login(jsonRequest("/api/auth/login", { email: a.email, password: a.password }), noRouteContext);
  expect(res.status).toBe(200);
  return { account: a, cookie: sessionCookieOf(res)! };
}

const sessionOf = (cookie: string) => getSessionFromRequest(plainRequest("/api/anything", { cookie }));
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("absolute session age", () => {
  it("ends an account session 30 days after the login, however often next-auth refreshed its token", async () => {
    const start = Date.now();
    setClock(start);
    const a = await createTestAccount();
    const claims = accountClaims((await authenticateAccount(a.email, a.password))!);
    const options = authOptions();
    // next-auth's sign-in: the jwt callback stamps the login time, the token is encoded.
    let token = await options.jwt!.encode!({ token: (await options.callbacks!.jwt!({ token: {}, user: claims } as never)) as JWT, secret: "", maxAge: 0 });

    // A session read every day (GET /api/auth/session decodes, runs the jwt callback, re-encodes).
    for (let day = 1; day <= 29; day++) {
      setClock(start + day * DAY);
      const decoded = await options.jwt!.decode!({ token, secret: "" });
      expect(decoded, `day ${day}`).not.toBeNull();
      const refreshed = await options.callbacks!.jwt!({ token: decoded!, account: null } as never);
      token = await options.jwt!.encode!({ token: refreshed as JWT, secret: "", maxAge: SESSION_MAX_AGE.account });
    }
    setClock(start + 30 * DAY - 60_000);
    expect(await decodeClaims(token)).not.toBeNull();
    // Thirty days after the login: over, although the last refresh was a day ago.
    setClock(start + 30 * DAY + 1_000);
    expect(await decodeClaims(token)).toBeNull();
  });

  it("ends an admin session 8 hours after the login", async () => {
    const start = Date.now();
    setClock(start);
    const token = await encodeSession({ realm: "admin", sub: "1", sv: 0, name: "ops" });
    setClock(start + 8 * 60 * 60 * 1000 - 60_000);
    const decoded = await decodeClaims(token);
    expect(decoded).not.toBeNull();
    // Re-encoding (a refresh) keeps the login time, so the end does not move.
    const refreshed = await encodeSession(decoded!);
    setClock(start + 8 * 60 * 60 * 1000 + 1_000);
    expect(await decodeClaims(refreshed)).toBeNull();
  });

  it("refuses a token without a login time, or with one in the future", async () => {
    const secret = env().authSecret;
    const noLoginTime = await encode({ token: { realm: "account", sub: "1", sv: 0, name: "x" } as unknown as JWT, secret, maxAge: 3600 });
    expect(await decodeClaims(noLoginTime)).toBeNull();
    const future = await encode({
      token: { realm: "account", sub: "1", sv: 0, name: "x", at: Math.floor(Date.now() / 1000) + 3600 } as unknown as JWT,
      secret,
      maxAge: 3600,
    });
    expect(await decodeClaims(future)).toBeNull();
  });

  it("stamps the login time into the token at login", async () => {
    const { cookie } = await loggedIn();
    const claims = await decodeClaims(tokenOf(cookie));
    expect(claims?.at).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});

describe("logout revokes the token", () => {
  it.each([
    ["POST /api/auth/logout", logout, "/api/auth/logout"],
    ["POST /api/clear-session", clearSession, "/api/clear-session"],
  ] as const)("%s: the cookie, and a copy of it on another device, no longer sign anyone in", async (_label, handler, url) => {
    const { cookie } = await loggedIn();
    const { cookie: otherDevice } = await loggedIn();
    expect(await sessionOf(cookie)).not.toBeNull();

    const res = await handler(plainRequest(url, { method: "POST", cookie }), noRouteContext);
    expect(res.status).toBe(200);
    // A copy of the cookie kept somewhere (stolen, another tab, a backup) is dead too.
    expect(await sessionOf(cookie)).toBeNull();
    // Another person's session is untouched.
    expect(await sessionOf(otherDevice)).not.toBeNull();
  });

  it("ends every session of that person (logout on one device signs out the others)", async () => {
    const a = await createTestAccount();
    const first = sessionCookieOf(await login(jsonRequest("/api/auth/login", { email: a.email, password: a.password }), noRouteContext))!;
    const second = sessionCookieOf(await login(jsonRequest("/api/auth/login", { email: a.email, password: a.password }), noRouteContext))!;
    await logout(plainRequest("/api/auth/logout", { method: "POST", cookie: first }), noRouteContext);
    expect(await sessionOf(second)).toBeNull();
    // Signing in again works.
    const again = sessionCookieOf(await login(jsonRequest("/api/auth/login", { email: a.email, password: a.password }), noRouteContext))!;
    expect(await sessionOf(again)).not.toBeNull();
  });

  it("POST /api/admin/logout revokes the admin token", async () => {
    const admin = await createTestAdmin();
    const res = await adminLogin(jsonRequest("/api/admin/login", { username: admin.username, password: admin.password }), noRouteContext);
    const cookie = sessionCookieOf(res)!;
    expect(await sessionOf(cookie)).toMatchObject({ realm: "admin" });
    expect((await adminLogout(plainRequest("/api/admin/logout", { method: "POST", cookie }), noRouteContext)).status).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("next-auth's own sign-out (POST /api/auth/signout) revokes the token too", async () => {
    const { cookie } = await loggedIn();
    const claims = await decodeClaims(tokenOf(cookie));
    await authOptions().events!.signOut!({ token: claims as unknown as JWT, session: null as never });
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("clears the resume-access cookie with the session cookie", async () => {
    const { cookie } = await loggedIn();
    const access = grantResumeAccess(new Response(null), new Request("http://localhost/"), 123).headers.getSetCookie()[0]!.split(";")[0]!;
    for (const [handler, url, c] of [
      [logout, "/api/auth/logout", `${cookie}; ${access}`],
      [clearSession, "/api/clear-session", access],
    ] as const) {
      const res = await handler(plainRequest(url, { method: "POST", cookie: c }), noRouteContext);
      const cleared = res.headers.getSetCookie();
      expect(cleared).toContainEqual(expect.stringMatching(/^next-auth\.session-token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/));
      expect(cleared).toContainEqual(expect.stringMatching(new RegExp(`^${RESUME_ACCESS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)));
    }
  });

  it("logout answers POST only: a link, an image or a prefetch cannot log anyone out", () => {
    for (const mod of [authModule, adminLogoutModule, clearSessionModule]) {
      expect(Object.keys(mod).filter((k) => /^(GET|HEAD|PUT|PATCH|DELETE|OPTIONS)$/.test(k))).toEqual([]);
      expect(typeof mod.POST).toBe("function");
    }
  });
});
