import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { revokeAccountSessions } from "@/lib/auth/credentials";
import { createAccount, createAdmin, jsonRequest, randomIp, routeContext } from "@/test/helpers";
import { withAccount, withAdmin, withPublic } from "./handler";

const whoAmI = withAccount((_req, { account }) => Response.json(account));
const adminOnly = withAdmin((_req, { admin }) => Response.json(admin));
const get = (handler: typeof whoAmI, cookie?: string, headers?: Record<string, string>) =>
  handler(jsonRequest("GET", "/api/me", undefined, { cookie, headers }), routeContext());

describe("withAccount", () => {
  it("passes the live account session to the handler", async () => {
    const { account, cookie } = await createAccount({ tier: "premium", status: "active", name: "Pat Premium" });
    const res = await get(whoAmI, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      realm: "account",
      accountId: account.id,
      name: "Pat Premium",
      email: account.email,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
  });

  it("answers 401 without a session or with a forged cookie", async () => {
    expect((await get(whoAmI)).status).toBe(401);
    expect((await get(whoAmI, "next-auth.session-token=forged")).status).toBe(401);
  });

  it("ignores the x-middleware-subrequest bypass header (CVE-2025-29927)", async () => {
    const res = await get(whoAmI, undefined, { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" });
    expect(res.status).toBe(401);
  });

  it("answers 403 to an admin session", async () => {
    const { cookie } = await createAdmin();
    expect((await get(whoAmI, cookie)).status).toBe(403);
  });

  it("refuses a session revoked by a password change, and a deactivated account", async () => {
    const first = await createAccount();
    await revokeAccountSessions(first.account.id);
    expect((await get(whoAmI, first.cookie)).status).toBe(401);

    const second = await createAccount();
    await db.update(accounts).set({ isActive: false }).where(eq(accounts.id, second.account.id));
    expect((await get(whoAmI, second.cookie)).status).toBe(401);
  });
});

describe("withAdmin", () => {
  it("passes the admin session to the handler", async () => {
    const { admin, cookie } = await createAdmin();
    const res = await get(adminOnly, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ realm: "admin", userId: admin.id, username: admin.username });
  });

  it("answers 401 without a session and 403 to an account session", async () => {
    expect((await get(adminOnly)).status).toBe(401);
    const { cookie } = await createAccount();
    expect((await get(adminOnly, cookie)).status).toBe(403);
  });
});

describe("withPublic with a rate limit", () => {
  it("answers 429 with Retry-After once the client IP is over the limit", async () => {
    const rule = { name: `wrapper-${randomIp()}`, limit: 2, windowMs: 60_000 };
    const handler = withPublic(() => Response.json({ ok: true }), { rateLimit: rule });
    const ip = randomIp();
    const call = (from: string) => handler(jsonRequest("POST", "/api/x", {}, { headers: { "x-forwarded-for": from } }), routeContext());

    expect((await call(ip)).status).toBe(200);
    expect((await call(ip)).status).toBe(200);
    const limited = await call(ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: "Too many requests. Please try again later." });

    expect((await call(randomIp())).status).toBe(200);
  });
});
