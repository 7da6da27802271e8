/**
 * One-click unsubscribe tokens and the routes: single use, expiry, the right flag per kind, the
 * RFC 8058 POST, and the cron routes' secret.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, unsubscribeTokens, waitlistSubscribers } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { DAY } from "@/lib/time";
import { createAccount, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { GET as jobAlertsCron } from "@/app/api/cron/job-alerts/route";
import { GET as referralsCron } from "@/app/api/cron/referrals/route";
import { GET as waitlistCron } from "@/app/api/cron/waitlist/route";
import { GET as refreshCron } from "@/app/api/cron/refresh-jobs/route";
import { consumeUnsubscribeToken, hashUnsubscribeToken, issueUnsubscribeToken, peekUnsubscribeToken } from "./tokens";
import { renderToStaticMarkup } from "react-dom/server";
import UnsubscribePage from "@/app/(marketing)/unsubscribe/page";

afterEach(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

const flags = async (id: number) =>
  (await db.select({ alerts: accounts.jobAlertsEnabled, referral: accounts.referralEmailsEnabled }).from(accounts).where(eq(accounts.id, id)))[0]!;

describe("unsubscribe tokens", () => {
  it("are stored hashed, turn off only their own kind, and work once", async () => {
    const { account } = await createAccount();
    const link = await issueUnsubscribeToken(account.email, "referral");
    expect(link.url).toMatch(/\/unsubscribe\?token=/);
    expect(link.oneClickUrl).toMatch(/\/api\/unsubscribe\?token=/);
    const stored = await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, account.email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashUnsubscribeToken(link.token));
    expect(stored[0]!.tokenHash).not.toContain(link.token);

    expect(await consumeUnsubscribeToken(link.token)).toEqual({ status: "unsubscribed", kind: "referral" });
    expect(await flags(account.id)).toEqual({ alerts: true, referral: false });
    expect(await consumeUnsubscribeToken(link.token)).toEqual({ status: "already-used", kind: "referral" });
  });

  it("are not spent by opening the page: it asks first (mail scanners open links)", async () => {
    const { account } = await createAccount();
    const link = await issueUnsubscribeToken(account.email, "job_alert");
    expect(await peekUnsubscribeToken(link.token)).toEqual({ status: "ready", kind: "job_alert" });
    const page = renderToStaticMarkup(await UnsubscribePage({ searchParams: Promise.resolve({ token: link.token }) }));
    expect(page).toMatch(/Unsubscribe from [^<]+\?/);
    expect(page).toContain(">Unsubscribe</button>");
    expect(await flags(account.id)).toEqual({ alerts: true, referral: true });
    const [row] = await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, account.email));
    expect(row!.usedAt).toBeNull();
    await consumeUnsubscribeToken(link.token);
    expect(await peekUnsubscribeToken(link.token)).toEqual({ status: "already-used", kind: "job_alert" });
    expect(await peekUnsubscribeToken("x".repeat(43))).toEqual({ status: "invalid" });
  });

  it("refuses expired, unknown and malformed tokens without changing anything", async () => {
    const { account } = await createAccount();
    const old = await issueUnsubscribeToken(account.email, "job_alert", { now: new Date(Date.now() - 61 * DAY) });
    expect(await consumeUnsubscribeToken(old.token)).toEqual({ status: "expired", kind: "job_alert" });
    expect(await consumeUnsubscribeToken("x".repeat(43))).toEqual({ status: "invalid" });
    expect(await consumeUnsubscribeToken("not a token")).toEqual({ status: "invalid" });
    expect(await consumeUnsubscribeToken(null)).toEqual({ status: "invalid" });
    expect(await flags(account.id)).toEqual({ alerts: true, referral: true });
  });
});

describe("POST /api/unsubscribe (RFC 8058 one-click)", () => {
  const oneClick = (token: string) =>
    new Request(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.9.9.9" },
      body: "List-Unsubscribe=One-Click",
    });

  it("turns job alerts off for the token's address", async () => {
    const { account } = await createAccount();
    const link = await issueUnsubscribeToken(account.email, "job_alert");
    const res = await unsubscribePost(oneClick(link.token), routeContext());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ unsubscribed: true, kind: "job_alert" });
    expect(await flags(account.id)).toEqual({ alerts: false, referral: true });
  });

  it("marks a waitlist subscriber unsubscribed", async () => {
    const [w] = await db.insert(waitlistSubscribers).values({ name: "W", email: uniqueEmail("wl") }).returning();
    const link = await issueUnsubscribeToken(w!.email, "waitlist");
    expect((await unsubscribePost(oneClick(link.token), routeContext())).status).toBe(200);
    const [after] = await db.select().from(waitlistSubscribers).where(eq(waitlistSubscribers.id, w!.id));
    expect(after!.unsubscribed).toBe(true);
  });

  it("answers 404 for an unknown token and 410 for an expired one", async () => {
    expect((await unsubscribePost(oneClick("y".repeat(43)), routeContext())).status).toBe(404);
    expect((await unsubscribePost(new Request("http://localhost:3000/api/unsubscribe", { method: "POST" }), routeContext())).status).toBe(404);
    const { account } = await createAccount();
    const old = await issueUnsubscribeToken(account.email, "job_alert", { now: new Date(Date.now() - 61 * DAY) });
    expect((await unsubscribePost(oneClick(old.token), routeContext())).status).toBe(410);
    expect(await flags(account.id)).toEqual({ alerts: true, referral: true });
  });
});

describe("cron routes", () => {
  const routes = { jobAlertsCron, referralsCron, waitlistCron, refreshCron };
  const call = (route: (typeof routes)[keyof typeof routes], authorization?: string) =>
    route(jsonRequest("GET", "/api/cron/x", undefined, authorization ? { headers: { authorization } } : {}), routeContext());

  it("refuse without the secret (401)", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
    resetEnvCache();
    for (const route of Object.values(routes)) {
      expect((await call(route)).status).toBe(401);
      expect((await call(route, "Bearer wrong-secret-for-tests-0123456")).status).toBe(401);
    }
  });

  it("run with it and answer the JSON report", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
    resetEnvCache();
    const res = await call(waitlistCron, "Bearer cron-secret-for-tests-0123456789");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ job: "waitlist", sent: expect.any(Number), failed: 0 });
  });
});
