import { describe, expect, it } from "vitest";
import { POST as accountLogin } from "@/app/api/auth/login/route";
import { LOGIN_LIMITS } from "@/lib/auth/login-limits";
import { requireAccount } from "@/lib/auth";
import { revokeAdminSessions } from "@/lib/auth/credentials";
import {
  createTestAccount,
  createTestAdmin,
  jsonRequest,
  noRouteContext,
  plainRequest,
  sessionCookieOf,
  uniqueIp,
} from "@/lib/auth/test-fixtures";
import { POST as adminLogin } from "../login/route";
import { POST as adminLogout } from "../logout/route";
import { GET as adminAuth } from "./route";

async function loginAdmin(body: unknown, ip?: string) {
  return adminLogin(jsonRequest("/api/admin/login", body, { ip }), noRouteContext);
}

async function adminCookie() {
  const admin = await createTestAdmin();
  const res = await loginAdmin({ username: admin.username, password: admin.password });
  expect(res.status).toBe(200);
  return { admin, cookie: sessionCookieOf(res)! };
}

async function accountCookie() {
  const a = await createTestAccount();
  const res = await accountLogin(jsonRequest("/api/auth/login", { email: a.email, password: a.password }), noRouteContext);
  expect(res.status).toBe(200);
  return sessionCookieOf(res)!;
}

function authCheck(cookie?: string, headers?: Record<string, string>) {
  return adminAuth(plainRequest("/api/admin/auth", { cookie, headers }), noRouteContext);
}

describe("GET /api/admin/auth", () => {
  it("is 401 without a session", async () => {
    const res = await authCheck();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Authentication required" });
  });

  it("is 403 for an account session", async () => {
    const res = await authCheck(await accountCookie());
    expect(res.status).toBe(403);
  });

  it("answers an admin session with its username", async () => {
    const { admin, cookie } = await adminCookie();
    const res = await authCheck(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isAuthenticated: true, username: admin.username });
  });

  it("is not fooled by the middleware-bypass header (CVE-2025-29927)", async () => {
    for (const value of ["middleware", "proxy", "middleware:middleware:middleware:middleware:middleware"]) {
      const res = await authCheck(undefined, { "x-middleware-subrequest": value });
      expect(res.status).toBe(401);
    }
    const withAccount = await authCheck(await accountCookie(), { "x-middleware-subrequest": "middleware" });
    expect(withAccount.status).toBe(403);
  });

  it("stops accepting an admin cookie once the admin's sessions are revoked", async () => {
    const { admin, cookie } = await adminCookie();
    await revokeAdminSessions(admin.id);
    expect((await authCheck(cookie)).status).toBe(401);
  });
});

describe("POST /api/admin/login", () => {
  it("sets an admin session cookie that account-only checks refuse", async () => {
    const { cookie } = await adminCookie();
    await expect(requireAccount(plainRequest("/api/x", { cookie }))).rejects.toMatchObject({ status: 403 });
  });

  it("accepts the username in any case, with surrounding spaces", async () => {
    const admin = await createTestAdmin();
    const res = await loginAdmin({ username: ` ${admin.username.toUpperCase()} `, password: admin.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, username: admin.username });
  });

  it("refuses wrong credentials with 401 and no cookie", async () => {
    const admin = await createTestAdmin();
    for (const body of [
      { username: admin.username, password: "wrong-password" },
      { username: "no-such-admin", password: admin.password },
    ]) {
      const res = await loginAdmin(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: "Invalid credentials" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses blank fields after trimming (422)", async () => {
    const res = await loginAdmin({ username: "   ", password: "  " });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(
      "Validation failed: Username is required, Password is required",
    );
  });

  it("refuses a client address after too many failed logins", async () => {
    const admin = await createTestAdmin();
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.admin.address.limit; i++) {
      expect((await loginAdmin({ username: `guess-${i}`, password: "x" }, ip)).status).toBe(401);
    }
    expect((await loginAdmin({ username: admin.username, password: admin.password }, ip)).status).toBe(429);
  });

  it("refuses a username to new browsers after too many failed logins across IPs", async () => {
    const admin = await createTestAdmin();
    for (let i = 0; i < LOGIN_LIMITS.admin.account.limit; i++) {
      expect((await loginAdmin({ username: admin.username, password: `guess-${i}` })).status).toBe(401);
    }
    expect((await loginAdmin({ username: admin.username, password: admin.password })).status).toBe(429);
  });
});

describe("POST /api/admin/logout", () => {
  it("clears the admin session cookie", async () => {
    const { cookie } = await adminCookie();
    const res = await adminLogout(plainRequest("/api/admin/logout", { method: "POST", cookie }), noRouteContext);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0/);
  });

  it("refuses an account session (403) and no session (401)", async () => {
    const asAccount = await adminLogout(
      plainRequest("/api/admin/logout", { method: "POST", cookie: await accountCookie() }),
      noRouteContext,
    );
    expect(asAccount.status).toBe(403);
    expect(asAccount.headers.get("set-cookie")).toBeNull();
    const anonymous = await adminLogout(plainRequest("/api/admin/logout", { method: "POST" }), noRouteContext);
    expect(anonymous.status).toBe(401);
  });
});
