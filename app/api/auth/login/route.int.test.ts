import { describe, expect, it } from "vitest";
import { POST as clearSession } from "@/app/api/clear-session/route";
import { getSessionFromRequest, requireAccount } from "@/lib/auth";
import { LOGIN_LIMITS } from "@/lib/auth/login-limits";
import { revokeAccountSessions } from "@/lib/auth/credentials";
import {
  createTestAccount,
  jsonRequest,
  noRouteContext,
  plainRequest,
  sessionCookieOf,
  setAccountActive,
  uniqueIp,
} from "@/lib/auth/test-fixtures";
import { POST as logout } from "../logout/route";
import { POST as login } from "./route";

const URL_LOGIN = "/api/auth/login";

async function doLogin(body: unknown, ip?: string) {
  return login(jsonRequest(URL_LOGIN, body, { ip }), noRouteContext);
}

async function sessionFor(cookie: string | null) {
  return getSessionFromRequest(plainRequest("/api/anything", { cookie: cookie ?? undefined }));
}

describe("POST /api/auth/login", () => {
  it("returns the account and sets an httpOnly session cookie that the server accepts", async () => {
    const a = await createTestAccount({ name: "Taylor Test" });
    const res = await doLogin({ email: a.email, password: a.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ account: { id: a.id, name: "Taylor Test", email: a.email } });

    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const session = await sessionFor(sessionCookieOf(res));
    expect(session).toMatchObject({ realm: "account", accountId: a.id, email: a.email, name: "Taylor Test" });
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const a = await createTestAccount();
    const res = await doLogin({ email: `  ${a.email.toUpperCase()} `, password: a.password });
    expect(res.status).toBe(200);
  });

  it("answers a wrong password and an unknown email with the same 401 and no cookie", async () => {
    const a = await createTestAccount();
    const wrong = await doLogin({ email: a.email, password: "not-the-password" });
    const unknown = await doLogin({ email: "nobody-here@example.test", password: "whatever-pass" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid email or password", code: "invalid_credentials" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("validates with the spec's messages (422)", async () => {
    const res = await doLogin({ email: "not-an-email", password: "" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Validation failed: Please enter a valid email address, Password is required");
    expect(body.details).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "password", message: "Password is required" },
    ]);

    const missing = await doLogin({});
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: string }).error).toContain("Password is required");
  });

  it("refuses a body that is not JSON (415), so a cross-site form cannot log someone in", async () => {
    const req = new Request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() },
      body: "email=a%40b.c&password=x",
    });
    const res = await login(req, noRouteContext);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Expected a JSON body (Content-Type: application/json)", code: "unsupported_media_type" });
  });

  it("refuses a client address after too many failed logins (429 with Retry-After), even with the right password", async () => {
    const a = await createTestAccount();
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.account.address.limit; i++) {
      const res = await doLogin({ email: `other-${i}@example.test`, password: "wrong-pass" }, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await doLogin({ email: a.email, password: a.password }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // Another client is unaffected.
    expect((await doLogin({ email: a.email, password: a.password })).status).toBe(200);
  });

  it("refuses an account to new browsers after too many failed logins from many IPs", async () => {
    const a = await createTestAccount();
    for (let i = 0; i < LOGIN_LIMITS.account.account.limit; i++) {
      expect((await doLogin({ email: a.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await doLogin({ email: a.email.toUpperCase(), password: a.password });
    expect(blocked.status).toBe(429);
  });

  it("ends older sessions when the session version is bumped", async () => {
    const a = await createTestAccount();
    const cookie = sessionCookieOf(await doLogin({ email: a.email, password: a.password }));
    expect(await sessionFor(cookie)).not.toBeNull();

    await revokeAccountSessions(a.id);
    expect(await sessionFor(cookie)).toBeNull();
    await expect(requireAccount(plainRequest("/api/x", { cookie: cookie! }))).rejects.toMatchObject({ status: 401 });

    const fresh = sessionCookieOf(await doLogin({ email: a.email, password: a.password }));
    expect(await sessionFor(fresh)).toMatchObject({ accountId: a.id });
  });

  it("refuses a deactivated account, both at login and for an existing cookie", async () => {
    const a = await createTestAccount();
    const cookie = sessionCookieOf(await doLogin({ email: a.email, password: a.password }));
    await setAccountActive(a.id, false);

    const res = await doLogin({ email: a.email, password: a.password });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Invalid email or password" });
    expect(await sessionFor(cookie)).toBeNull();
  });

  it("ignores a forged or malformed cookie", async () => {
    expect(await sessionFor("next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z")).toBeNull();
    expect(await sessionFor("next-auth.session-token=%E0%A4%A")).toBeNull();
  });
});

describe("logout and clear-session", () => {
  it.each([
    ["POST /api/auth/logout", logout, "/api/auth/logout"],
    ["POST /api/clear-session", clearSession, "/api/clear-session"],
  ] as const)("%s clears the session cookie", async (_label, handler, url) => {
    const a = await createTestAccount();
    const cookie = sessionCookieOf(await doLogin({ email: a.email, password: a.password }));

    const res = await handler(plainRequest(url, { method: "POST", cookie: cookie! }), noRouteContext);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);

    // Works without a session too (logging out twice is harmless).
    const again = await handler(plainRequest(url, { method: "POST" }), noRouteContext);
    expect(again.status).toBe(200);
  });
});
