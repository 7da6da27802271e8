/** Integration: POST /api/accounts against the test database. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, emailOutbox, emailTracking, guides, leads, resumeAttempts, resumes } from "@/db/schema";
import { getSessionFromRequest } from "@/lib/auth";
import { verifyPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session";
import { grantResumeAccess } from "@/lib/resume/service/access";
import { createAccount as insertAccount, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { POST } from "./route";
import { DAY } from "@/lib/time";

const PASSWORD = "correct horse 42";

/** The access cookie a browser holds after creating (or verifying) resume `id`. */
function accessCookie(id: number): string {
  const res = grantResumeAccess(new Response(null), new Request("http://localhost/"), id);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}
const post = (body: unknown, resumeAccess?: number) =>
  POST(
    jsonRequest("POST", "/api/accounts", body, resumeAccess ? { cookie: accessCookie(resumeAccess) } : {}),
    routeContext(),
  );
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: "Morgan Lee",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
});

async function accountRow(email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

async function insertResume(email: string, overrides: Partial<typeof resumes.$inferInsert> = {}) {
  const [row] = await db
    .insert(resumes)
    .values({
      email,
      name: "Morgan Lee",
      location: "Austin, TX",
      phone: "512-555-0100",
      education: "BS Public Administration",
      linkedinUrl: "https://www.linkedin.com/in/morgan",
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The session cookie a response sets, as a request `Cookie` header value. */
function cookieFrom(res: Response): string {
  const setCookie = res.headers.get("set-cookie") ?? "";
  const pair = setCookie.split(";")[0]!;
  expect(pair.startsWith(`${sessionCookieName()}=`)).toBe(true);
  return pair;
}

describe("POST /api/accounts", () => {
  it("creates a free-tier 7-day trial, logs in with a cookie the server accepts, and lists the free guides", async () => {
    const email = uniqueEmail("acct");
    const [freeGuide] = await db
      .insert(guides)
      .values({ name: `Free guide ${email}`, description: "d", readTime: "5 min", category: "Job Search", isPremium: false })
      .returning();
    const [premiumGuide] = await db
      .insert(guides)
      .values({ name: `Premium guide ${email}`, description: "d", readTime: "5 min", category: "Job Search", isPremium: true })
      .returning();

    const before = Date.now();
    const res = await post(form(`  ${email.toUpperCase()} `, { name: "  Morgan Lee " }));
    expect(res.status).toBe(201);
    const body = await res.json();
    const row = await accountRow(email);
    expect(row).toBeDefined();
    expect(body.account).toEqual({ id: row!.id, name: "Morgan Lee", email });
    expect(body.resumeId).toBeNull();
    const guideIds = (body.guides as { id: number; isPremium: boolean }[]).map((g) => g.id);
    expect(guideIds).toContain(freeGuide!.id);
    expect(guideIds).not.toContain(premiumGuide!.id);
    expect(body.guides.every((g: { isPremium: boolean }) => g.isPremium === false)).toBe(true);

    expect(row).toMatchObject({ subscriptionStatus: "trial", subscriptionTier: "free", isActive: true, resumeId: null });
    expect(row!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
    expect(row!.trialStartDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.trialEndDate.getTime() - row!.trialStartDate.getTime()).toBe(7 * DAY);

    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const session = await getSessionFromRequest(jsonRequest("GET", "/api/anything", undefined, { cookie: cookieFrom(res) }));
    expect(session).toMatchObject({ realm: "account", accountId: row!.id, email, name: "Morgan Lee" });
  });

  it("sends one welcome email, recorded as the email status's 'welcome'", async () => {
    const email = uniqueEmail("welcome");
    const res = await post(form(email, { name: "Riley Welcome" }));
    expect(res.status).toBe(201);
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(sent.map((m) => m.template)).toEqual(["welcome-email"]);
    expect(sent[0]!.subject).toMatch(/^Welcome to .+: your 7-day trial has started$/);
    expect(sent[0]!.text).toContain("Welcome, Riley");
    expect(sent[0]!.html).toContain("/dashboard");
    const tracked = await db.select().from(emailTracking).where(eq(emailTracking.email, email));
    expect(tracked.map((t) => t.emailType)).toEqual(["welcome"]);
  });

  it("answers 409 with shouldRedirectToLogin for an existing account, and changes nothing", async () => {
    const { account } = await insertAccount({ email: uniqueEmail("acct"), name: "Original" });
    const res = await post(form(account.email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "Account already exists", code: "email_taken", shouldRedirectToLogin: true });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await accountRow(account.email))!.name).toBe("Original");
  });

  it("rejects invalid input with the spec's messages", async () => {
    const email = uniqueEmail("acct");
    const cases: [Record<string, unknown>, string][] = [
      [form("not-an-email"), "Please enter a valid email address"],
      [form(email, { email: undefined }), "Please enter a valid email address"],
      [form(email, { name: " A " }), "Name must be at least 2 characters"],
      [form(email, { password: "short7!", confirmPassword: "short7!" }), "Password must be at least 8 characters"],
      [form(email, { confirmPassword: "something else" }), "Passwords don't match"],
      [form(email, { resumeId: "abc" }), "Invalid resume id"],
      [form(email, { resumeId: -3 }), "Invalid resume id"],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = await res.json();
      expect(json.error, JSON.stringify(body)).toBe(`Validation failed: ${message}`);
    }
    expect(await accountRow(email)).toBeUndefined();
  });

  it("links the visitor's own verified resume (id given as a string), copies its details and marks lead and attempts", async () => {
    const email = uniqueEmail("acct");
    const resume = await insertResume(email);
    await db.insert(leads).values({ email, name: "Morgan Lee" });
    await db.insert(resumeAttempts).values({ email, name: "Morgan Lee", hasCreatedResume: true, resumeId: resume.id });

    const res = await post(form(email, { resumeId: String(resume.id) }), resume.id);
    expect(res.status).toBe(201);
    // the welcome state offers this resume's download (issue 10 §6)
    expect((await res.json()).resumeId).toBe(resume.id);
    const row = (await accountRow(email))!;
    expect(row).toMatchObject({
      resumeId: resume.id,
      phone: "512-555-0100",
      location: "Austin, TX",
      education: "BS Public Administration",
      linkedinUrl: "https://www.linkedin.com/in/morgan",
    });
    const [linked] = await db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(linked!.accountId).toBe(row.id);
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ convertedToAccount: true, accountId: row.id });
    const attempts = await db.select().from(resumeAttempts).where(eq(resumeAttempts.email, email));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ hasCreatedAccount: true, accountId: row.id });
  });

  it("never links or copies a resume whose email is someone else's", async () => {
    const victim = await insertResume(uniqueEmail("victim"));
    const email = uniqueEmail("acct");
    const res = await post(form(email, { resumeId: victim.id }), victim.id);
    expect(res.status).toBe(201);
    expect((await res.json()).resumeId).toBeNull();
    const row = (await accountRow(email))!;
    expect(row).toMatchObject({ resumeId: null, phone: null, location: null, education: null, linkedinUrl: null });
    const [untouched] = await db.select().from(resumes).where(eq(resumes.id, victim.id));
    expect(untouched!.accountId).toBeNull();
  });

  it("does not link a matching resume for a browser without its access cookie", async () => {
    const email = uniqueEmail("acct");
    const resume = await insertResume(email);
    expect((await post(form(email, { resumeId: resume.id }))).status).toBe(201);
    expect((await accountRow(email))!.resumeId).toBeNull();
    const [untouched] = await db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(untouched!.accountId).toBeNull();
  });

  it("does not link an unverified resume or an unknown resume id", async () => {
    const email = uniqueEmail("acct");
    const unverified = await insertResume(email, { emailVerified: false });
    expect((await post(form(email, { resumeId: unverified.id }), unverified.id)).status).toBe(201);
    expect((await accountRow(email))!.resumeId).toBeNull();
    const [resume] = await db.select().from(resumes).where(eq(resumes.id, unverified.id));
    expect(resume!.accountId).toBeNull();

    const other = uniqueEmail("acct");
    expect((await post(form(other, { resumeId: 2_000_000_000 }))).status).toBe(201);
    expect((await accountRow(other))!.resumeId).toBeNull();
  });
});

describe("POST /api/accounts under a race", () => {
  it("creates one account when the same email is submitted twice at once", async () => {
    const email = uniqueEmail("race");
    const [a, b] = await Promise.all([post(form(email)), post(form(email))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
  });
});
