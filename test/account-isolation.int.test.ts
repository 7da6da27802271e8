/**
 * The authorization walk, account against account: every route handler an account holder can
 * call is called by account A with account B's ids (B's account id, B's job search id, B's resume
 * id in every path parameter, `accountId` query parameter and `accountId` body field), with the
 * valid body of its fuzz entry (test/support/hostile.ts) and B's email where a body names one.
 * B's rows must come through unchanged and no answer may carry B's email. A new route is walked
 * without a new line here: the list comes from app/api and ROUTES.
 */
import { eq, inArray, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accountRecoveryCodes, accounts, cancellations, jobSearches, payments, resumes } from "@/db/schema";
import { AUTHZ } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { insertResume } from "@/lib/account/test-fixtures";
import { DAY } from "@/lib/time";
import { createAccount, randomIp, uniqueEmail } from "./helpers";
import { ROUTES } from "./support/hostile";
import { loadHandlers, type RouteHandlerRef } from "./support/routes";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Everything stored about account B that an endpoint of the account area could change. */
async function snapshotOf(accountId: number, resumeId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return JSON.stringify({
    account,
    searches: await db.select().from(jobSearches).where(eq(jobSearches.accountId, accountId)).orderBy(jobSearches.id),
    resumes: await db.select().from(resumes).where(or(eq(resumes.accountId, accountId), inArray(resumes.id, [resumeId]))).orderBy(resumes.id),
    cancellations: await db.select().from(cancellations).where(eq(cancellations.accountId, accountId)),
    payments: await db.select().from(payments).where(eq(payments.accountId, accountId)),
    recoveryCodes: await db.select().from(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId)),
  });
}

describe("account isolation: account A cannot read, change, export or delete account B", () => {
  let handlers: RouteHandlerRef[] = [];
  let cookieA = "";
  let b: { id: number; email: string; searchId: number; resumeId: number };

  beforeAll(async () => {
    // Every account-area route is walked, and the public ones that take an id or an accountId.
    handlers = (await loadHandlers()).filter((h) => {
      const kind = (h.fn as { [AUTHZ]?: string })[AUTHZ];
      const entry = ROUTES[`${h.method} ${h.route}`];
      const takesId = !!entry?.params || !!entry?.query?.includes("accountId") || (entry?.body && "accountId" in entry.body);
      return (kind === "account" || (kind === "public" && takesId)) && !/\/(logout|clear-session)\//.test(h.route);
    });
    const premium = { tier: "premium", status: "active", overrides: { subscriptionEndDate: new Date(Date.now() + 20 * DAY) } };
    cookieA = (await createAccount({ ...premium, email: uniqueEmail("isolation-a") })).cookie;
    const accountB = (await createAccount({ ...premium, email: uniqueEmail("isolation-b") })).account;
    const resume = await insertResume({ accountId: accountB.id, email: accountB.email });
    const [search] = await db
      .insert(jobSearches)
      .values({ accountId: accountB.id, name: "B's search", preferredJobTitles: ["Budget Analyst"], preferredLocations: ["Denver, CO"] })
      .returning();
    await db.insert(cancellations).values({ accountId: accountB.id, email: accountB.email, reason: "taking-a-break" });
    b = { id: accountB.id, email: accountB.email, searchId: search!.id, resumeId: resume.id };
  }, 60_000);

  it("walks the account area (so the check below cannot pass vacuously)", () => {
    const walked = handlers.map((h) => `${h.method} ${h.route}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        "GET app/api/accounts/[id]/route.ts",
        "PUT app/api/accounts/[id]/route.ts",
        "DELETE app/api/accounts/[id]/route.ts",
        "GET app/api/accounts/[id]/export/route.ts",
        "GET app/api/job-searches/[id]/route.ts",
        "POST app/api/job-searches/route.ts",
        "POST app/api/cancel-subscription/route.ts",
        "POST app/api/subscription-success/route.ts",
      ]),
    );
  });

  it("leaves B's rows unchanged and never answers with B's data, whichever of B's ids A sends", async () => {
    const failures: string[] = [];
    for (const h of handlers) {
      const entry = ROUTES[`${h.method} ${h.route}`] ?? {};
      for (const id of [b.id, b.searchId, b.resumeId]) {
        const before = await snapshotOf(b.id, b.resumeId);
        const path = h.route.replace(/^app/, "").replace(/\/route\.ts$/, "").replace(/\[\.\.\.(\w+)\]/g, "x").replace(/\[(\w+)\]/g, String(id));
        const url = new URL(path, env().appUrl);
        for (const q of entry.query ?? []) url.searchParams.set(q, q === "accountId" ? String(b.id) : "x");
        const body = entry.body
          ? JSON.stringify({ ...entry.body, ...("accountId" in entry.body ? { accountId: b.id } : {}), ...("email" in entry.body ? { email: b.email } : {}) })
          : undefined;
        const req = new Request(url, {
          method: h.method,
          headers: { cookie: cookieA, "x-forwarded-for": randomIp(), ...(body ? { "content-type": "application/json" } : {}) },
          body,
        });
        const params = Object.fromEntries(Object.entries(entry.params ?? {}).map(([name]) => [name, String(id)]));
        const res = await (h.fn as Handler)(req, { params: Promise.resolve(params) });
        const text = await res.text();
        const label = `${h.method} ${path}${url.search} as A`;
        if (res.status >= 500) failures.push(`${label}: ${res.status}`);
        if (text.toLowerCase().includes(b.email.toLowerCase())) failures.push(`${label}: the answer carries B's email`);
        if ((await snapshotOf(b.id, b.resumeId)) !== before) failures.push(`${label}: changed B's rows`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
