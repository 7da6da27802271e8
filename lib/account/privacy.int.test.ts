/**
 * Integration: "Download my data" (GET /api/accounts/{id}/export) and "Delete my account"
 * (DELETE /api/accounts/{id}). The deletion test seeds a row in every table that can refer to an
 * account, then walks EVERY table of the schema for a column holding the account's id, its email
 * address or one of its resume ids: none may be left, while another account's rows stay.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteAccountRoute } from "@/app/api/accounts/[id]/route";
import { GET as exportRoute } from "@/app/api/accounts/[id]/export/route";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import {
  accountGuideDownloads,
  accountRecoveryCodes,
  accounts,
  cancellations,
  contactMessages,
  emailOutbox,
  emailTracking,
  funnelEvents,
  guides,
  jobAlertHistory,
  jobMatches,
  jobSearchPreferences,
  jobSearches,
  leads,
  payments,
  positionDescriptions,
  resumeAttempts,
  waitlistSubscribers,
} from "@/db/schema";
import { authenticateAccount } from "@/lib/auth/credentials";
import { sessionCookieName } from "@/lib/auth/session";
import * as billing from "@/lib/billing/account-billing";
import { RESUME_ACCESS_COOKIE } from "@/lib/resume/service/access";
import { createAccount, uniqueEmail } from "@/test/helpers";
import { call, insertResume } from "./test-fixtures";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A row in every table that can refer to the account (by id, email or resume). */
async function seedEverything(account: { id: number; email: string }) {
  const resume = await insertResume({ accountId: account.id, email: account.email, roles: ["Data Privacy Analyst"] });
  const unlinked = await insertResume({ accountId: null, email: account.email });
  await db.insert(positionDescriptions).values({
    resumeId: resume.id,
    jobTitle: "Records Officer",
    location: "Austin, TX",
    startDate: "2019",
    endDate: "Present",
    description: "Kept the agency's records schedule.",
  });
  await db.insert(jobMatches).values({ resumeId: resume.id, jobTitle: "Privacy Analyst", company: "Acme", location: "Austin, TX", matchScore: 80, source: "sample" });
  const [attempt] = await db
    .insert(resumeAttempts)
    .values({ email: account.email, resumeId: resume.id, accountId: account.id, sessionId: `s-${account.id}` })
    .returning();
  await db.insert(resumeAttempts).values({ email: account.email, sessionId: `s2-${account.id}` });
  await db.insert(funnelEvents).values({ attemptId: attempt!.id, event: "account_created", accountId: account.id, resumeId: resume.id });
  await db.insert(funnelEvents).values({ attemptId: attempt!.id, event: "form_submitted" });
  await db.insert(jobSearches).values({ accountId: account.id, name: "Austin analyst", preferredJobTitles: ["Analyst"], preferredLocations: ["Austin, TX"] });
  await db.insert(jobSearchPreferences).values({ accountId: account.id, jobTitles: ["Analyst"], locations: ["Austin, TX"] });
  await db.insert(jobAlertHistory).values({ accountId: account.id, alertDay: "1", jobCount: 2 });
  const [guide] = await db
    .insert(guides)
    .values({ name: `Privacy test guide ${account.id}`, description: "x", readTime: "5 min read", category: "Getting Started" })
    .returning();
  await db.insert(accountGuideDownloads).values({ accountId: account.id, guideId: guide!.id });
  await db.insert(accountRecoveryCodes).values({ accountId: account.id, codeHash: `hash-${account.id}` });
  await db.insert(payments).values({ accountId: account.id, email: account.email, stripeInvoiceId: `in_${account.id}`, amountCents: 2500, status: "paid" });
  await db.insert(cancellations).values({ accountId: account.id, email: account.email, reason: "too-expensive" });
  await db.insert(emailTracking).values({ email: account.email, emailType: "welcome", emailSubject: "Welcome" });
  await db.insert(emailOutbox).values({ to: account.email, from: "x@example.test", subject: "Welcome", html: "<p>Hi</p>", text: "Hi", template: "welcome" });
  await db.insert(leads).values({ email: account.email, name: "Lead Person", accountId: account.id, convertedToAccount: true });
  await db.insert(contactMessages).values({ name: "Me", email: account.email, subject: "A question", message: "Hello there, a question." });
  await db.insert(waitlistSubscribers).values({ name: "Me", email: account.email });
  return { resumeIds: [resume.id, unlinked.id] };
}

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
const ID_COLUMNS = new Set(["account_id"]);
const EMAIL_COLUMNS = new Set(["email", "to", "pending_email"]);

/** For every table: how many rows hold this account's id (accounts.id, *.account_id), email, or one of its resume ids. */
async function referencesTo(account: { id: number; email: string }, resumeIds: number[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const conditions: ReturnType<typeof sql>[] = [];
    for (const column of getTableConfig(table).columns) {
      if (ID_COLUMNS.has(column.name) || (name === "accounts" && column.name === "id")) conditions.push(sql`${column} = ${account.id}`);
      if (EMAIL_COLUMNS.has(column.name)) conditions.push(sql`lower(${column}) = ${account.email}`);
      if ((column.name === "resume_id" || (name === "resumes" && column.name === "id")) && resumeIds.length) {
        conditions.push(sql`${column} in (${sql.join(resumeIds.map((id) => sql`${id}`), sql`, `)})`);
      }
    }
    if (!conditions.length) continue;
    const result = await db.execute(sql`select count(*)::int as n from ${table} where ${sql.join(conditions, sql` or `)}`);
    out[name] = (result.rows[0] as { n: number }).n;
  }
  return out;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe("GET /api/accounts/{id}/export", () => {
  it("downloads a JSON file of the account's data with its resume, and no secrets", async () => {
    const { account, cookie } = await createAccount({ name: "Exporting Person" });
    await seedEverything(account);
    await db.update(accounts).set({ totpSecret: "SECRET-TOTP-VALUE", passwordResetToken: "reset-hash-value" }).where(sql`${accounts.id} = ${account.id}`);

    const res = await call(exportRoute, "GET", `/api/accounts/${account.id}/export`, { cookie, id: account.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="civicshift-data-${account.id}-\\d{4}-\\d{2}-\\d{2}\\.json"`));
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: account.id, email: account.email, name: "Exporting Person", unusedRecoveryCodes: 1 });
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ privateSectorRoles: ["Data Privacy Analyst"], translatedResume: expect.stringContaining("PROFESSIONAL SUMMARY") });
    expect(data.resumes[0].positionDescriptions).toHaveLength(1);
    expect(data.resumes[0].jobMatches).toHaveLength(1);
    for (const key of ["jobSearches", "jobSearchPreferences", "jobAlertHistory", "guideDownloads", "payments", "cancellations", "emailTracking", "leads", "contactMessages", "waitlist"]) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.guideDownloads[0].guideName).toBe(`Privacy test guide ${account.id}`);
    // The account's step, and the other step of its resume attempt.
    expect(data.funnelEvents).toHaveLength(2);
    // The linked attempt; not the one that only carries the same address (signing up does not prove it).
    expect(data.resumeAttempts).toHaveLength(1);
    expect(text).not.toMatch(/passwordHash|password_hash|codeHash|verificationToken|totpSecret|SECRET-TOTP-VALUE|reset-hash-value|hash-\d+/);
  });

  it("answers 404 for another account's id and 401 without a session", async () => {
    const a = await createAccount();
    const b = await createAccount();
    await insertResume({ accountId: b.account.id, email: b.account.email });
    const res = await call(exportRoute, "GET", "/x", { cookie: a.cookie, id: b.account.id });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(b.account.email);
    expect((await call(exportRoute, "GET", "/x", { id: a.account.id })).status).toBe(401);
  });
});

describe("DELETE /api/accounts/{id}", () => {
  it("removes the account and every row that references it or its email, in every table, and clears the cookies", async () => {
    const { account, cookie, password } = await createAccount({ tier: "premium", status: "active", overrides: { stripeSubscriptionId: `sub_${Date.now()}` } });
    const other = await createAccount();
    const { resumeIds } = await seedEverything(account);
    await seedEverything(other.account);
    const cancel = vi.spyOn(billing, "cancelSubscriptionNow");

    const before = nonZero(await referencesTo(account, resumeIds));
    // The seed reaches every table that can refer to an account: the walk below is not vacuous.
    expect(Object.keys(before).sort()).toEqual(
      [
        "account_guide_downloads", "account_recovery_codes", "accounts", "cancellations", "contact_messages", "email_outbox", "email_tracking",
        "funnel_events", "job_alert_history", "job_matches", "job_search_preferences", "job_searches", "leads", "payments",
        "position_descriptions", "resume_attempts", "resumes", "waitlist_subscribers",
      ].sort(),
    );
    const otherBefore = await referencesTo(other.account, []);

    const res = await call(deleteAccountRoute, "DELETE", "/x", { cookie, id: account.id, body: { email: account.email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`${sessionCookieName()}=;`) && c.includes("Max-Age=0"))).toBe(true);
    expect(cookies.some((c) => c.startsWith(`${RESUME_ACCESS_COOKIE}=;`) && c.includes("Max-Age=0"))).toBe(true);
    expect(cancel).toHaveBeenCalledWith({ id: account.id, stripeSubscriptionId: expect.stringMatching(/^sub_/) });

    expect(nonZero(await referencesTo(account, resumeIds))).toEqual({});
    expect(await referencesTo(other.account, [])).toEqual(otherBefore);
    expect(await authenticateAccount(account.email, password)).toBeNull();
  });

  it("refuses an email that is not exactly the account's (400) and deletes nothing", async () => {
    const { account, cookie } = await createAccount();
    const cancel = vi.spyOn(billing, "cancelSubscriptionNow");
    for (const typed of [account.email.toUpperCase(), uniqueEmail("wrong"), `${account.email}x`]) {
      const res = await call(deleteAccountRoute, "DELETE", "/x", { cookie, id: account.id, body: { email: typed } });
      expect(res.status).toBe(400);
    }
    expect(cancel).not.toHaveBeenCalled();
    expect((await referencesTo(account, [])).accounts).toBe(1);
  });

  it("answers 404 for another account's id, even with that account's email, and deletes nothing", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const res = await call(deleteAccountRoute, "DELETE", "/x", { cookie: a.cookie, id: b.account.id, body: { email: b.account.email } });
    expect(res.status).toBe(404);
    expect((await referencesTo(b.account, [])).accounts).toBe(1);
    expect((await call(deleteAccountRoute, "DELETE", "/x", { id: a.account.id, body: { email: a.account.email } })).status).toBe(401);
  });

  it("keeps the account when Stripe refuses to cancel the subscription", async () => {
    const { account, cookie } = await createAccount({ tier: "premium", status: "active", overrides: { stripeSubscriptionId: `sub_keep_${Date.now()}` } });
    vi.spyOn(billing, "cancelSubscriptionNow").mockRejectedValue(new Error("Stripe said no"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(deleteAccountRoute, "DELETE", "/x", { cookie, id: account.id, body: { email: account.email } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining("your account was not deleted") });
    expect((await referencesTo(account, [])).accounts).toBe(1);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
