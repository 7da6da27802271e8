/**
 * Integration: the admin portal's API (/api/admin/*). Every endpoint refuses visitors (401),
 * account holders (403) and admins who have not set up two-factor yet (403); with an enrolled
 * admin: stats and lists against seeded data, validation, audit rows, and a deletion that leaves
 * no row referring to the account or its email. Also the staff two-factor login.
 */
import { getTableName, is, sql, eq, and, desc } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { TOTP, Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { accounts, adminAuditLog, cancellations, emailOutbox, leads, pageViews, positionDescriptions, resumes, users } from "@/db/schema";
import { encryptTotpSecret, newTotpSecret } from "@/lib/auth/two-factor";
import { createAccount, createAdmin, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { insertResume, sessionCookieFrom } from "@/lib/account/test-fixtures";
import { GET as enhancedStatsRoute } from "@/app/api/admin/enhanced-stats/route";
import { GET as cancellationsRoute } from "@/app/api/admin/cancellations/route";
import { GET as pageAnalyticsRoute } from "@/app/api/admin/page-analytics/route";
import { GET as abRoute } from "@/app/api/admin/ab-test-status/route";
import { GET as leadsRoute } from "@/app/api/admin/leads/route";
import { GET as accountsRoute } from "@/app/api/admin/accounts/route";
import { GET as resumesRoute } from "@/app/api/admin/resumes/route";
import { GET as emailStatusRoute } from "@/app/api/admin/email-status/route";
import { POST as trafficRoute } from "@/app/api/admin/set-gemini-traffic/route";
import { POST as sendEmailRoute } from "@/app/api/admin/send-email/route";
import { POST as toggleTrialRoute } from "@/app/api/admin/accounts/[id]/toggle-trial/route";
import { DELETE as deleteRoute } from "@/app/api/admin/accounts/[id]/route";
import { POST as jobAlertRoute } from "@/app/api/admin/send-job-alert/[id]/route";
import { POST as allAlertsRoute } from "@/app/api/admin/send-all-job-alerts/route";
import { GET as userResumeRoute } from "@/app/api/admin/user-resume/[email]/route";
import { GET as positionsRoute } from "@/app/api/admin/user-position-descriptions/[email]/route";
import { POST as resendRoute } from "@/app/api/admin/leads/[id]/resend-verification/route";
import { GET as jobSearchesRoute, POST as createSearchRoute } from "@/app/api/admin/accounts/[id]/job-searches/route";
import { DELETE as deleteSearchRoute, PATCH as patchSearchRoute, PUT as putSearchRoute } from "@/app/api/admin/job-searches/[id]/route";
import { PATCH as toggleSearchRoute } from "@/app/api/admin/job-searches/[id]/toggle/route";
import { POST as setupRoute } from "@/app/api/admin/two-factor/setup/route";
import { POST as confirmRoute } from "@/app/api/admin/two-factor/confirm/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";

type Handler = (req: Request, ctx: ReturnType<typeof routeContext>) => Promise<Response>;

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** An admin with two-factor on, and its session cookie. */
async function enrolledAdmin() {
  const created = await createAdmin();
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: encryptTotpSecret(secret, -created.admin.id), totpEnabledAt: new Date() })
    .where(eq(users.id, created.admin.id));
  return { ...created, secret };
}

function call(handler: Handler, method: string, url: string, opts: { cookie?: string; body?: unknown; params?: Record<string, string> } = {}) {
  return handler(jsonRequest(method, url, opts.body, { cookie: opts.cookie }), routeContext(opts.params ?? {}));
}

const ENDPOINTS: [string, Handler, string, string, { body?: unknown; params?: Record<string, string> }?][] = [
  ["enhanced-stats", enhancedStatsRoute, "GET", "/api/admin/enhanced-stats"],
  ["cancellations", cancellationsRoute, "GET", "/api/admin/cancellations"],
  ["page-analytics", pageAnalyticsRoute, "GET", "/api/admin/page-analytics?page=/"],
  ["ab-test-status", abRoute, "GET", "/api/admin/ab-test-status"],
  ["leads", leadsRoute, "GET", "/api/admin/leads"],
  ["accounts", accountsRoute, "GET", "/api/admin/accounts"],
  ["resumes", resumesRoute, "GET", "/api/admin/resumes"],
  ["email-status", emailStatusRoute, "GET", "/api/admin/email-status"],
  ["set-gemini-traffic", trafficRoute, "POST", "/api/admin/set-gemini-traffic", { body: { percentage: 5 } }],
  ["send-email", sendEmailRoute, "POST", "/api/admin/send-email", { body: { accountId: 1, subject: "s", message: "m" } }],
  ["toggle-trial", toggleTrialRoute, "POST", "/api/admin/accounts/1/toggle-trial", { params: { id: "1" } }],
  ["delete", deleteRoute, "DELETE", "/api/admin/accounts/1", { body: { email: "x@example.test" }, params: { id: "1" } }],
  ["send-job-alert", jobAlertRoute, "POST", "/api/admin/send-job-alert/1", { params: { id: "1" } }],
  ["send-all-job-alerts", allAlertsRoute, "POST", "/api/admin/send-all-job-alerts"],
  ["user-resume", userResumeRoute, "GET", "/api/admin/user-resume/a%40b.test", { params: { email: "a%40b.test" } }],
  ["positions", positionsRoute, "GET", "/api/admin/user-position-descriptions/a%40b.test", { params: { email: "a%40b.test" } }],
  ["resend-verification", resendRoute, "POST", "/api/admin/leads/1/resend-verification", { params: { id: "1" } }],
  ["job-searches", jobSearchesRoute, "GET", "/api/admin/accounts/1/job-searches", { params: { id: "1" } }],
  ["create job search", createSearchRoute, "POST", "/api/admin/accounts/1/job-searches", { params: { id: "1" }, body: { name: "n", preferredJobTitles: ["a"], preferredLocations: ["b"] } }],
  ["put job search", putSearchRoute, "PUT", "/api/admin/job-searches/1", { params: { id: "1" }, body: { name: "n", preferredJobTitles: ["a"], preferredLocations: ["b"] } }],
  ["patch job search", patchSearchRoute, "PATCH", "/api/admin/job-searches/1", { params: { id: "1" }, body: { remoteWork: true } }],
  ["toggle job search", toggleSearchRoute, "PATCH", "/api/admin/job-searches/1/toggle", { params: { id: "1" }, body: { isActive: false } }],
  ["delete job search", deleteSearchRoute, "DELETE", "/api/admin/job-searches/1", { params: { id: "1" } }],
];

describe("an account's saved searches for staff", () => {
  it("lists the account's own searches, and nobody else's", async () => {
    const { cookie } = await enrolledAdmin();
    const owner = (await createAccount({ tier: "premium", status: "active" })).account;
    const other = (await createAccount({ tier: "premium", status: "active" })).account;
    await db.insert(schema.jobSearches).values([
      { accountId: owner.id, name: "Owner's search", preferredJobTitles: ["Budget Analyst"], preferredLocations: ["Denver, CO"] },
      { accountId: other.id, name: "Other's search", preferredJobTitles: ["Nurse"], preferredLocations: ["Reno, NV"] },
    ]);
    const res = await call(jobSearchesRoute, "GET", `/api/admin/accounts/${owner.id}/job-searches`, { cookie, params: { id: String(owner.id) } });
    expect(res.status).toBe(200);
    const searches = (await res.json()) as { name: string }[];
    expect(searches.map((x) => x.name)).toEqual(["Owner's search"]);
  });

  it("creates, edits, toggles and deletes an account's searches, within the limit of 3, and logs each change", async () => {
    const { cookie, admin } = await enrolledAdmin();
    // Premium has ended: the account holder could no longer change these, staff still can.
    const owner = (await createAccount({ tier: "free", status: "inactive" })).account;
    const id = String(owner.id);
    const search = { name: "Analyst roles", preferredJobTitles: ["Budget Analyst"], preferredLocations: ["Denver, CO"], minSalary: 60000, maxSalary: 90000 };

    const created = await call(createSearchRoute, "POST", `/api/admin/accounts/${id}/job-searches`, { cookie, params: { id }, body: search });
    expect(created.status).toBe(201);
    const made = (await created.json()) as { id: number; accountId: number; isActive: boolean };
    expect(made).toMatchObject({ accountId: owner.id, isActive: true });
    const sid = String(made.id);

    const put = await call(putSearchRoute, "PUT", `/api/admin/job-searches/${sid}`, { cookie, params: { id: sid }, body: { ...search, name: "Finance roles" } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ name: "Finance roles", accountId: owner.id });
    const patched = await call(patchSearchRoute, "PATCH", `/api/admin/job-searches/${sid}`, { cookie, params: { id: sid }, body: { remoteWork: true } });
    expect(await patched.json()).toMatchObject({ remoteWork: true, name: "Finance roles" });
    // The same schema as the dialog: a minimum above the maximum is refused.
    const bad = await call(patchSearchRoute, "PATCH", `/api/admin/job-searches/${sid}`, { cookie, params: { id: sid }, body: { minSalary: 95000 } });
    expect(bad.status).toBe(422);
    const toggled = await call(toggleSearchRoute, "PATCH", `/api/admin/job-searches/${sid}/toggle`, { cookie, params: { id: sid }, body: { isActive: false } });
    expect(await toggled.json()).toMatchObject({ isActive: false });

    for (const n of [2, 3]) {
      const more = await call(createSearchRoute, "POST", `/api/admin/accounts/${id}/job-searches`, { cookie, params: { id }, body: { ...search, name: `Search ${n}` } });
      expect(more.status).toBe(201);
    }
    const fourth = await call(createSearchRoute, "POST", `/api/admin/accounts/${id}/job-searches`, { cookie, params: { id }, body: { ...search, name: "Search 4" } });
    expect(fourth.status).toBe(409);

    const deleted = await call(deleteSearchRoute, "DELETE", `/api/admin/job-searches/${sid}`, { cookie, params: { id: sid } });
    expect(await deleted.json()).toEqual({ deleted: true, id: made.id });
    expect((await call(deleteSearchRoute, "DELETE", `/api/admin/job-searches/${sid}`, { cookie, params: { id: sid } })).status).toBe(404);
    const missing = await call(createSearchRoute, "POST", "/api/admin/accounts/999999999/job-searches", { cookie, params: { id: "999999999" }, body: search });
    expect(missing.status).toBe(404);

    const left = (await (await call(jobSearchesRoute, "GET", `/api/admin/accounts/${id}/job-searches`, { cookie, params: { id } })).json()) as { name: string }[];
    expect(left.map((x) => x.name)).toEqual(["Search 2", "Search 3"]);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.userId, admin.id), eq(adminAuditLog.action, "change_job_search")))
      .orderBy(adminAuditLog.id);
    expect(audit.map((a) => (a.details as { change: string }).change)).toEqual(["create", "update", "patch", "toggle", "create", "create", "delete"]);
    expect(audit.every((a) => a.targetId === id)).toBe(true);
  });
});

describe("who may call /api/admin/*", () => {
  it("refuses visitors (401), account holders (403) and admins without two-factor (403)", async () => {
    const { cookie: accountCookie } = await createAccount();
    const { cookie: newAdminCookie } = await createAdmin();
    for (const [name, handler, method, url, opts] of ENDPOINTS) {
      expect((await call(handler, method, url, { ...opts })).status, `${name} anonymous`).toBe(401);
      expect((await call(handler, method, url, { ...opts, cookie: accountCookie })).status, `${name} account`).toBe(403);
      const unenrolled = await call(handler, method, url, { ...opts, cookie: newAdminCookie });
      expect(unenrolled.status, `${name} admin without 2FA`).toBe(403);
    }
    for (const [handler, url, body] of [[setupRoute, "/api/admin/two-factor/setup", undefined], [confirmRoute, "/api/admin/two-factor/confirm", { code: "123456" }]] as const) {
      expect((await call(handler, "POST", url, { body })).status).toBe(401);
      expect((await call(handler, "POST", url, { body, cookie: accountCookie })).status).toBe(403);
    }
  });
});

describe("staff two-factor", () => {
  it("first login opens an enrol-only session; set-up with a code; later logins need the code", async () => {
    const { admin, password, cookie } = await createAdmin();
    const first = await loginRoute(jsonRequest("POST", "/api/admin/login", { username: admin.username, password }), routeContext());
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true });

    const setup = await call(setupRoute, "POST", "/api/admin/two-factor/setup", { cookie });
    expect(setup.status).toBe(200);
    const offer = (await setup.json()) as { secret: string; qrDataUrl: string };
    expect(offer.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await call(confirmRoute, "POST", "/api/admin/two-factor/confirm", { cookie, body: { code: "000000" } })).status).toBe(400);
    const now = Date.now();
    const confirmed = await call(confirmRoute, "POST", "/api/admin/two-factor/confirm", { cookie, body: { code: codeFor(offer.secret, now) } });
    expect(confirmed.status).toBe(200);
    expect((await call(enhancedStatsRoute, "GET", "/api/admin/enhanced-stats", { cookie })).status).toBe(200);

    const noCode = await loginRoute(jsonRequest("POST", "/api/admin/login", { username: admin.username, password }), routeContext());
    expect(noCode.status).toBe(200);
    expect(await noCode.json()).toEqual({ success: false, twoFactorRequired: true });
    expect(sessionCookieFrom(noCode)).toBe("");
    const wrong = await loginRoute(jsonRequest("POST", "/api/admin/login", { username: admin.username, password, code: "999999" }), routeContext());
    expect(wrong.status).toBe(401);
    // The next time step (accepted within the one-step window): the set-up code's step is spent.
    const good = await loginRoute(
      jsonRequest("POST", "/api/admin/login", { username: admin.username, password, code: codeFor(offer.secret, now + 30_000) }),
      routeContext(),
    );
    expect(good.status).toBe(200);
    expect(sessionCookieFrom(good)).not.toBe("");
    const replay = await loginRoute(
      jsonRequest("POST", "/api/admin/login", { username: admin.username, password, code: codeFor(offer.secret, now + 30_000) }),
      routeContext(),
    );
    expect(replay.status).toBe(401);
  });
});

describe("stats and lists", () => {
  it("counts page views (today in UTC), the funnel and cancellations in SQL", async () => {
    const { cookie } = await enrolledAdmin();
    const before = await (await call(enhancedStatsRoute, "GET", "/api/admin/enhanced-stats", { cookie })).json();
    const page = `/admin-test-${Date.now()}`;
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    await db.insert(pageViews).values([
      { page, sessionId: "s1" },
      { page, sessionId: "s1" },
      { page, sessionId: "s2" },
      { page, sessionId: "s3", timestamp: yesterday },
    ]);
    const { account } = await createAccount({ tier: "premium", status: "active" });
    await db.insert(cancellations).values({ accountId: account.id, email: account.email, reason: "too-expensive" });
    const res = await call(enhancedStatsRoute, "GET", "/api/admin/enhanced-stats", { cookie });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.totalPageViews - before.totalPageViews).toBe(4);
    expect(stats.todayPageViews - before.todayPageViews).toBe(3);
    expect(stats.completedAccounts - before.completedAccounts).toBe(1);
    expect(stats.premiumConversions - before.premiumConversions).toBe(1);
    expect(stats.totalCancellations - before.totalCancellations).toBe(1);
    expect(stats.pageAnalytics).toContainEqual({ page, total_views: 4, unique_visitors: 3, today_views: 3, today_unique_visitors: 2 });

    const one = await (await call(pageAnalyticsRoute, "GET", `/api/admin/page-analytics?page=${encodeURIComponent(page)}`, { cookie })).json();
    expect(one).toEqual({ page, total_views: 4, unique_visitors: 3, today_views: 3, today_unique_visitors: 2 });

    const c = await (await call(cancellationsRoute, "GET", "/api/admin/cancellations", { cookie })).json();
    expect(c.reasonCounts["too-expensive"]).toBeGreaterThanOrEqual(1);
    expect(c.cancellations.length).toBeLessThanOrEqual(10);
    expect(c.cancellations[0]).toMatchObject({ email: account.email, reason: "too-expensive" });
  });

  it("pages, searches (case-insensitive) and filters users by status", async () => {
    const { cookie } = await enrolledAdmin();
    const tag = `zq${Date.now()}`;
    const premium = await createAccount({ tier: "premium", status: "active", name: `Pat ${tag} Premium` });
    const trial = await createAccount({ name: `Tia ${tag} Trial` });
    const inactive = await createAccount({ name: `Ina ${tag} Inactive`, status: "inactive", overrides: { trialEndDate: new Date(Date.now() - 1000) } });
    const list = async (q: string) => (await call(accountsRoute, "GET", `/api/admin/accounts?${q}`, { cookie })).json();
    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe(3);
    expect(Object.fromEntries(all.items.map((i: { id: number; status: string }) => [i.id, i.status]))).toEqual({
      [premium.account.id]: "Premium",
      [trial.account.id]: "Trial",
      [inactive.account.id]: "Inactive",
    });
    for (const [filter, id] of [["premium", premium.account.id], ["trial", trial.account.id], ["inactive", inactive.account.id]] as const) {
      const r = await list(`q=${tag}&filter=${filter}`);
      expect(r.items.map((i: { id: number }) => i.id)).toEqual([id]);
    }
    const paged = await list(`q=${tag}&pageSize=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    const byEmail = await list(`q=${encodeURIComponent(trial.account.email.toUpperCase())}`);
    expect(byEmail.items.map((i: { id: number }) => i.id)).toEqual([trial.account.id]);
  });

  it("lists resumes (verified filter), leads, email status and the user's resume detail", async () => {
    const { cookie } = await enrolledAdmin();
    const { account } = await createAccount({ name: "Detail Person" });
    const resume = await insertResume({ accountId: account.id, email: account.email, roles: ["Budget Analyst", "Program Manager"] });
    await db.insert(positionDescriptions).values({ resumeId: resume.id, jobTitle: "Program Analyst", location: "Austin, TX", startDate: "2019", endDate: "Present", description: "Budgets." });
    const rs = await (await call(resumesRoute, "GET", `/api/admin/resumes?q=${encodeURIComponent(account.email)}&filter=verified`, { cookie })).json();
    expect(rs.items).toEqual([expect.objectContaining({ id: resume.id, topSuggestedRole: "Budget Analyst", secondSuggestedRole: "Program Manager", emailVerified: true })]);
    const none = await (await call(resumesRoute, "GET", `/api/admin/resumes?q=${encodeURIComponent(account.email)}&filter=unverified`, { cookie })).json();
    expect(none.total).toBe(0);

    const detail = await call(userResumeRoute, "GET", "/x", { cookie, params: { email: encodeURIComponent(account.email) } });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ email: account.email, privateSectorRoles: ["Budget Analyst", "Program Manager"] });
    const positions = await (await call(positionsRoute, "GET", "/x", { cookie, params: { email: account.email } })).json();
    expect(positions).toEqual([expect.objectContaining({ jobTitle: "Program Analyst" })]);
    expect((await call(userResumeRoute, "GET", "/x", { cookie, params: { email: "nobody@example.test" } })).status).toBe(404);

    const leadEmail = uniqueEmail("lead");
    await db.insert(leads).values({ name: "Lee Lead", email: leadEmail, emailSequenceActive: true, emailSequenceDay: 3 });
    const ls = await (await call(leadsRoute, "GET", `/api/admin/leads?q=${encodeURIComponent(leadEmail)}`, { cookie })).json();
    expect(ls.items).toEqual([expect.objectContaining({ email: leadEmail, emailSequenceActive: true, emailSequenceDay: 3, convertedToAccount: false })]);

    await db.insert(schema.emailTracking).values({ email: account.email, emailType: "welcome", emailSubject: "Welcome" });
    const es = await (await call(emailStatusRoute, "GET", `/api/admin/email-status?q=${encodeURIComponent(account.email)}`, { cookie })).json();
    expect(es.statuses[account.email].welcome).toMatchObject({ emailType: "welcome" });
    expect(es.statuses[account.email].jobAlerts).toEqual([]);
  });
});

describe("actions", () => {
  const auditFor = async (userId: number) => db.select().from(adminAuditLog).where(eq(adminAuditLog.userId, userId)).orderBy(desc(adminAuditLog.id));

  it("sets the Gemini share (0..100 only), sends an email, toggles a trial, each audited", async () => {
    const { admin, cookie } = await enrolledAdmin();
    for (const bad of [101, -1, 2.5, "abc", null]) {
      expect((await call(trafficRoute, "POST", "/x", { cookie, body: { percentage: bad } })).status).toBe(422);
    }
    const set = await call(trafficRoute, "POST", "/x", { cookie, body: { percentage: 25 } });
    expect(set.status).toBe(200);
    expect((await (await call(abRoute, "GET", "/x", { cookie })).json()).geminiTrafficPercentage).toBe(25);

    const { account } = await createAccount({ name: "Mail Person" });
    expect((await call(sendEmailRoute, "POST", "/x", { cookie, body: { accountId: account.id, subject: "  ", message: "Hi" } })).status).toBe(422);
    const sent = await call(sendEmailRoute, "POST", "/x", { cookie, body: { accountId: account.id, subject: "  Hello there ", message: " A note " } });
    expect(sent.status).toBe(200);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, account.email));
    expect(mail?.subject).toBe("Hello there");
    expect((await call(sendEmailRoute, "POST", "/x", { cookie, body: { accountId: 2_000_000_000, subject: "s", message: "m" } })).status).toBe(404);

    const toggled = await call(toggleTrialRoute, "POST", "/x", { cookie, params: { id: String(account.id) } });
    expect(await toggled.json()).toEqual({ isTrialActive: false });
    const again = await call(toggleTrialRoute, "POST", "/x", { cookie, params: { id: String(account.id) } });
    expect(await again.json()).toEqual({ isTrialActive: true });

    const audit = await auditFor(admin.id);
    expect(audit.map((a) => a.action)).toEqual(["toggle_trial", "toggle_trial", "send_email", "set_gemini_traffic"]);
    expect(audit[0]).toMatchObject({ username: admin.username, targetType: "account", targetId: String(account.id) });
    expect(audit[0]!.ipAddress).toBeTruthy();
  });

  it("resends a lead's verification for real (a new email in the outbox)", async () => {
    const { cookie } = await enrolledAdmin();
    const email = uniqueEmail("resend");
    const [lead] = await db.insert(leads).values({ name: "Resend Lead", email }).returning();
    const res = await call(resendRoute, "POST", "/x", { cookie, params: { id: String(lead!.id) } });
    expect(res.status).toBe(200);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
  });

  it("deletes an account with its typed email: no row anywhere refers to it afterwards", async () => {
    const { admin, cookie } = await enrolledAdmin();
    const { account } = await createAccount({ name: "Gone Person" });
    const other = await createAccount({ name: "Stays Person" });
    const resume = await insertResume({ accountId: account.id, email: account.email });
    await insertResume({ accountId: other.account.id, email: other.account.email });
    await db.insert(positionDescriptions).values({ resumeId: resume.id, jobTitle: "Clerk", location: "X", startDate: "1", endDate: "2", description: "d" });
    await db.insert(leads).values({ name: "Gone", email: account.email, accountId: account.id, convertedToAccount: true });
    await db.insert(schema.emailTracking).values({ email: account.email, emailType: "welcome", emailSubject: "Welcome" });
    await db.insert(cancellations).values({ accountId: account.id, email: account.email, reason: "other" });
    await call(sendEmailRoute, "POST", "/x", { cookie, body: { accountId: account.id, subject: "Bye", message: "Bye" } });

    const wrong = await call(deleteRoute, "DELETE", "/x", { cookie, params: { id: String(account.id) }, body: { email: "not-it@example.test" } });
    expect(wrong.status).toBe(400);
    const res = await call(deleteRoute, "DELETE", "/x", { cookie, params: { id: String(account.id) }, body: { email: account.email } });
    expect(res.status).toBe(200);

    const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
    const left: Record<string, number> = {};
    for (const table of tables) {
      const name = getTableName(table);
      if (name === "admin_audit_log") continue; // keeps the numeric id of the deletion (checked below)
      const conds = [];
      for (const col of getTableConfig(table).columns) {
        if (col.name === "account_id" || (name === "accounts" && col.name === "id")) conds.push(sql`${col} = ${account.id}`);
        if (["email", "to", "pending_email"].includes(col.name)) conds.push(sql`lower(${col}) = ${account.email}`);
        if (col.name === "resume_id" || (name === "resumes" && col.name === "id")) conds.push(sql`${col} = ${resume.id}`);
      }
      if (!conds.length) continue;
      const r = await db.execute(sql`select count(*)::int as n from ${table} where ${sql.join(conds, sql` or `)}`);
      const n = (r.rows[0] as { n: number }).n;
      if (n) left[name] = n;
    }
    expect(left).toEqual({});
    const audit = await auditFor(admin.id);
    expect(audit[0]).toMatchObject({ action: "delete_account", targetId: String(account.id), details: null });
    expect(JSON.stringify(audit)).not.toContain(account.email);
    expect(await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, other.account.id))).toHaveLength(1);
    expect(await db.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.email, other.account.email)))).toHaveLength(1);
  });
});
