/**
 * Integration: failed-login limits through the real endpoints (POST /api/auth/login and
 * /api/admin/login) and next-auth's credentials callback. Only failures count; per address and per
 * account separately; a browser that has signed in before keeps its own counter, so a stranger
 * cannot lock the owner out of it; a success or a password reset clears the account's counters.
 */
import { describe, expect, it } from "vitest";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { POST as adminLoginRoute } from "@/app/api/admin/login/route";
import { POST as accountLoginRoute } from "@/app/api/auth/login/route";
import { db } from "@/db/client";
import { resetAdminPassword } from "./admin-users";
import { LOGIN_LIMITS, clearLoginFailures } from "./login-limits";
import { authOptions } from "./options";
import { createTestAccount, createTestAdmin, jsonRequest, noRouteContext, uniqueIp } from "./test-fixtures";

const ACCOUNT = LOGIN_LIMITS.account;
const ADMIN = LOGIN_LIMITS.admin;

type Browser = { ip?: string; cookie?: string };

function accountLogin(body: { email: string; password: string }, from: Browser = {}) {
  return accountLoginRoute(jsonRequest("/api/auth/login", body, { ip: from.ip, cookie: from.cookie }), noRouteContext);
}
function adminLogin(body: { username: string; password: string }, from: Browser = {}) {
  return adminLoginRoute(jsonRequest("/api/admin/login", body, { ip: from.ip, cookie: from.cookie }), noRouteContext);
}

/** The known-device cookie a successful login sets ("name=value"). */
function deviceCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("cs_login_device="));
  if (!cookie) throw new Error("no known-device cookie set");
  return cookie.split(";")[0]!;
}

async function statuses(n: number, attempt: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt(i)).status);
  return out;
}

describe("account login limits", () => {
  it("never counts a successful login, however many", async () => {
    const a = await createTestAccount();
    const ip = uniqueIp();
    const runs = ACCOUNT.account.limit + 5;
    expect(await statuses(runs, () => accountLogin({ email: a.email, password: a.password }, { ip }))).toEqual(Array(runs).fill(200));
  });

  it("a stranger's failures do not lock the owner out of a browser that signed in before", async () => {
    const a = await createTestAccount();
    const owner: Browser = { ip: uniqueIp() };
    owner.cookie = deviceCookieOf(await accountLogin({ email: a.email, password: a.password }, owner));

    // Someone else guesses from many addresses until the account's counter is full.
    const guesses = await statuses(ACCOUNT.account.limit + 2, (i) => accountLogin({ email: a.email, password: `guess-${i}` }));
    expect(guesses.slice(0, ACCOUNT.account.limit)).toEqual(Array(ACCOUNT.account.limit).fill(401));
    expect(guesses.slice(ACCOUNT.account.limit)).toEqual([429, 429]);

    // Strangers (no cookie) are now refused even with the right password, for a short while...
    const stranger = await accountLogin({ email: a.email, password: a.password });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(stranger.headers.get("retry-after"))).toBeLessThanOrEqual(ACCOUNT.account.windowMs / 1000);
    // ...but the owner signs in from their own browser, and that success unlocks the account.
    expect((await accountLogin({ email: a.email, password: a.password }, owner)).status).toBe(200);
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    const a = await createTestAccount();
    const almost = ACCOUNT.account.limit - 1;
    await statuses(almost, (i) => accountLogin({ email: a.email, password: `typo-${i}` }));
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(200);
    expect(await statuses(almost, (i) => accountLogin({ email: a.email, password: `typo-again-${i}` }))).toEqual(Array(almost).fill(401));
  });

  it("a password reset clears a lockout", async () => {
    const a = await createTestAccount();
    await statuses(ACCOUNT.account.limit, (i) => accountLogin({ email: a.email, password: `guess-${i}` }));
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(429);
    await clearLoginFailures(db, "account", a.email.toUpperCase());
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(200);
  });

  it("counts failures per client address across accounts, and only that address is refused", async () => {
    const a = await createTestAccount();
    const ip = uniqueIp();
    const failures = await statuses(ACCOUNT.address.limit, (i) =>
      accountLogin({ email: `stuffing-${i}-${ip}@example.test`, password: "password123" }, { ip }),
    );
    expect(failures).toEqual(Array(ACCOUNT.address.limit).fill(401));
    expect((await accountLogin({ email: a.email, password: a.password }, { ip })).status).toBe(429);
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(200);
  });

  it("a known browser has a counter of its own, which its own failures fill", async () => {
    const a = await createTestAccount();
    const owner: Browser = { ip: uniqueIp() };
    owner.cookie = deviceCookieOf(await accountLogin({ email: a.email, password: a.password }, owner));
    const own = await statuses(ACCOUNT.device.limit + 1, (i) => accountLogin({ email: a.email, password: `oops-${i}` }, owner));
    expect(own).toEqual([...Array(ACCOUNT.device.limit).fill(401), 429]);
    // Not the account's counter: a stranger's right password still works.
    expect((await accountLogin({ email: a.email, password: a.password })).status).toBe(200);
  });

  it("a forged or another account's device cookie counts as a stranger", async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const bCookie = deviceCookieOf(await accountLogin({ email: b.email, password: b.password }));
    await statuses(ACCOUNT.account.limit, (i) => accountLogin({ email: a.email, password: `guess-${i}` }));
    expect((await accountLogin({ email: a.email, password: a.password }, { cookie: bCookie })).status).toBe(429);
    const forged = bCookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await accountLogin({ email: a.email, password: a.password }, { cookie: forged })).status).toBe(429);
  });

  it("counts concurrent guesses atomically: no more than the limit get a password check", async () => {
    const a = await createTestAccount();
    const results = await Promise.all(
      Array.from({ length: ACCOUNT.account.limit + 6 }, (_, i) => accountLogin({ email: a.email, password: `burst-${i}` })),
    );
    const counts = results.map((r) => r.status);
    expect(counts.filter((s) => s === 401)).toHaveLength(ACCOUNT.account.limit);
    expect(counts.filter((s) => s === 429)).toHaveLength(6);
  });

  it("next-auth's credentials door applies the same limits", async () => {
    const provider = authOptions().providers.find((p) => (p.options as { id?: string } | undefined)?.id === "account");
    const authorize = (provider as unknown as { options: Pick<CredentialsConfig, "authorize"> }).options.authorize;
    const a = await createTestAccount();
    const from = (ip: string) => ({ body: {}, query: {}, method: "POST", headers: { "x-forwarded-for": ip } });
    // Successes are not counted there either.
    const ip = uniqueIp();
    for (let i = 0; i < ACCOUNT.account.limit + 2; i++) {
      expect(await authorize({ email: a.email, password: a.password }, from(ip))).toMatchObject({ sub: String(a.id) });
    }
    for (let i = 0; i < ACCOUNT.account.limit; i++) expect(await authorize({ email: a.email, password: "x" }, from(uniqueIp()))).toBeNull();
    await expect(authorize({ email: a.email, password: a.password }, from(uniqueIp()))).rejects.toMatchObject({ status: 429 });
  });
});

describe("admin login limits", () => {
  it("never counts a successful login", async () => {
    const admin = await createTestAdmin();
    const ip = uniqueIp();
    const runs = ADMIN.account.limit + 3;
    expect(await statuses(runs, () => adminLogin({ username: admin.username, password: admin.password }, { ip }))).toEqual(
      Array(runs).fill(200),
    );
  });

  it("a stranger's failures do not lock the admin out of their own browser; a password reset clears the lockout", async () => {
    const admin = await createTestAdmin();
    const own: Browser = { ip: uniqueIp() };
    own.cookie = deviceCookieOf(await adminLogin({ username: admin.username, password: admin.password }, own));
    await statuses(ADMIN.account.limit, (i) => adminLogin({ username: admin.username.toUpperCase(), password: `guess-${i}` }));
    expect((await adminLogin({ username: admin.username, password: admin.password })).status).toBe(429);
    expect((await adminLogin({ username: admin.username, password: admin.password }, own)).status).toBe(200);

    await statuses(ADMIN.account.limit, (i) => adminLogin({ username: admin.username, password: `again-${i}` }));
    expect((await adminLogin({ username: admin.username, password: admin.password })).status).toBe(429);
    await resetAdminPassword(db, { username: admin.username, password: "a-brand-new-password-1" });
    expect((await adminLogin({ username: admin.username, password: "a-brand-new-password-1" })).status).toBe(200);
  });

  it("counts failures per client address", async () => {
    const admin = await createTestAdmin();
    const ip = uniqueIp();
    await statuses(ADMIN.address.limit, (i) => adminLogin({ username: `nobody-${i}`, password: "x" }, { ip }));
    expect((await adminLogin({ username: admin.username, password: admin.password }, { ip })).status).toBe(429);
    expect((await adminLogin({ username: admin.username, password: admin.password })).status).toBe(200);
  });
});
