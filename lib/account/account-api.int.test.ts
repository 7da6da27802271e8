/**
 * Integration: the dashboard's account endpoints (GET/PUT /api/accounts/{id}, the email-change
 * link, GET /api/resumes, the purchase event) on the test database, called with real Requests.
 * Each one serves the caller's own account only: another id is 404 and changes nothing.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getAccount, PUT as putAccount } from "@/app/api/accounts/[id]/route";
import { POST as purchaseEvent } from "@/app/api/accounts/[id]/purchase-event/route";
import { GET as confirmEmail } from "@/app/api/accounts/confirm-email/route";
import { GET as downloadResume } from "@/app/api/resumes/[id]/download/route";
import { GET as listResumes } from "@/app/api/resumes/route";
import { db } from "@/db/client";
import { accounts, emailOutbox } from "@/db/schema";
import { getSessionFromRequest } from "@/lib/auth";
import { authenticateAccount } from "@/lib/auth/credentials";
import { env } from "@/lib/env";
import { issueEmailToken } from "@/lib/security/email-token";
import { DAY } from "@/lib/time";
import { createAccount, createAdmin, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { call, insertResume, sessionCookieFrom } from "./test-fixtures";

async function row(id: number) {
  const [r] = await db.select().from(accounts).where(eq(accounts.id, id));
  return r!;
}

const edit = (over: Record<string, unknown> = {}) => ({ name: "Morgan Lee", currentPassword: "test-password-1234", ...over });

async function latestEmailTo(email: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail;
}

function confirmLinkIn(text: string): string {
  const m = /https?:\/\/\S+\/api\/accounts\/confirm-email\?token=[A-Za-z0-9_.%-]+/.exec(text);
  if (!m) throw new Error(`no confirmation link in: ${text.slice(0, 300)}`);
  return m[0];
}

describe("GET /api/accounts/{id}", () => {
  it("answers the caller's own account fields, without secrets", async () => {
    const { account, cookie } = await createAccount({ name: "Avery Own" });
    const res = await call(getAccount, "GET", `/api/accounts/${account.id}`, { cookie, id: account.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body).toMatchObject({
      id: account.id,
      name: "Avery Own",
      email: account.email,
      plan: "trial",
      isPremium: false,
      isTrialActive: true,
      trialDaysLeft: 7,
      pendingEmail: null,
      twoFactorEnabled: false,
      topSuggestedRole: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|totpSecret|Token/);
  });

  it("answers 404 for another account's id, 401 without a session, 403 for an admin, 400 for a malformed id", async () => {
    const a = await createAccount();
    const b = await createAccount({ name: "Blake Other" });
    const other = await call(getAccount, "GET", `/api/accounts/${b.account.id}`, { cookie: a.cookie, id: b.account.id });
    expect(other.status).toBe(404);
    expect(JSON.stringify(await other.json())).not.toContain(b.account.email);
    expect((await call(getAccount, "GET", `/api/accounts/${a.account.id}`, { id: a.account.id })).status).toBe(401);
    const admin = await createAdmin();
    expect((await call(getAccount, "GET", `/api/accounts/${a.account.id}`, { cookie: admin.cookie, id: a.account.id })).status).toBe(403);
    expect((await call(getAccount, "GET", "/api/accounts/abc", { cookie: a.cookie, id: "abc" })).status).toBe(400);
  });

  it("reports the plan: free once the trial is over, premium and cancelled for a cancelled premium account", async () => {
    const free = await createAccount({ overrides: { createdAt: new Date(Date.now() - 8 * DAY) } });
    const f = await (await call(getAccount, "GET", "/x", { cookie: free.cookie, id: free.account.id })).json();
    expect(f).toMatchObject({ plan: "free", isTrialActive: false, trialDaysLeft: 0 });
    const end = new Date(Date.now() + 10 * DAY);
    const premium = await createAccount({ tier: "premium", status: "cancelled", overrides: { cancelledAt: new Date(), subscriptionEndDate: end } });
    const p = await (await call(getAccount, "GET", "/x", { cookie: premium.cookie, id: premium.account.id })).json();
    expect(p).toMatchObject({ plan: "premium", isPremium: true, isCancelled: true, subscriptionEndDate: end.toISOString() });
  });

  it("names the resume's top suggested roles and location", async () => {
    const { account, cookie } = await createAccount();
    await insertResume({ accountId: account.id, email: account.email, roles: ["Budget Manager", "Financial Analyst"], location: "Reno, NV" });
    const body = await (await call(getAccount, "GET", "/x", { cookie, id: account.id })).json();
    expect(body).toMatchObject({ topSuggestedRole: "Budget Manager", secondSuggestedRole: "Financial Analyst", resumeLocation: "Reno, NV" });
  });
});

describe("PUT /api/accounts/{id}", () => {
  it("saves a name change and answers { name }", async () => {
    const { account, cookie } = await createAccount({ name: "Old Name" });
    const res = await call(putAccount, "PUT", "/x", { cookie, id: account.id, body: edit({ name: "  New Name ", email: account.email }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "New Name", email: account.email, pendingEmail: null, passwordChanged: false });
    expect((await row(account.id)).name).toBe("New Name");
    expect(sessionCookieFrom(res)).toBe("");
  });

  it("refuses a wrong current password (400, clear message) and changes nothing", async () => {
    const { account, cookie } = await createAccount({ name: "Kept Name" });
    const before = await row(account.id);
    const res = await call(putAccount, "PUT", "/x", {
      cookie,
      id: account.id,
      body: edit({ name: "Changed", email: account.email, currentPassword: "not-my-password", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Current password is incorrect" });
    const after = await row(account.id);
    expect(after).toMatchObject({ name: "Kept Name", passwordHash: before.passwordHash, sessionVersion: before.sessionVersion });
  });

  it("validates with the spec's messages", async () => {
    const { account, cookie } = await createAccount();
    const res = await call(putAccount, "PUT", "/x", {
      cookie,
      id: account.id,
      body: { name: " ", email: "nope", currentPassword: "", newPassword: "short", confirmPassword: "other" },
    });
    expect(res.status).toBe(422);
    const messages = ((await res.json()) as { details: { message: string }[] }).details.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Name is required", "Invalid email address", "Current password is required", "New password must be at least 8 characters"]),
    );
    const mismatch = await call(putAccount, "PUT", "/x", {
      cookie,
      id: account.id,
      body: edit({ email: account.email, newPassword: "long-enough-1", confirmPassword: "long-enough-2" }),
    });
    expect(mismatch.status).toBe(422);
    expect(JSON.stringify(await mismatch.json())).toContain("Passwords don't match");
  });

  it("answers 404 for another account's id and leaves that account alone", async () => {
    const a = await createAccount();
    const b = await createAccount({ name: "Untouched" });
    // Even with B's own password in the body: the session decides whose account this is.
    const res = await call(putAccount, "PUT", "/x", {
      cookie: a.cookie,
      id: b.account.id,
      body: edit({ name: "Hijacked", email: b.account.email, currentPassword: b.password }),
    });
    expect(res.status).toBe(404);
    expect((await row(b.account.id)).name).toBe("Untouched");
  });

  it("changes the password: other sessions end, this browser gets a fresh cookie and stays signed in", async () => {
    const { account, cookie } = await createAccount();
    const otherBrowser = cookie; // the same token held by another device
    const res = await call(putAccount, "PUT", "/x", {
      cookie,
      id: account.id,
      body: edit({ email: account.email, newPassword: "a-new-password-9", confirmPassword: "a-new-password-9" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ passwordChanged: true });
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe("");
    expect(await getSessionFromRequest(jsonRequest("GET", "/", undefined, { cookie: otherBrowser }))).toBeNull();
    expect(await getSessionFromRequest(jsonRequest("GET", "/", undefined, { cookie: fresh }))).toMatchObject({ accountId: account.id });
    expect((await call(getAccount, "GET", "/x", { cookie: fresh, id: account.id })).status).toBe(200);
    expect(await authenticateAccount(account.email, "a-new-password-9")).toMatchObject({ id: account.id });
    expect(await authenticateAccount(account.email, "test-password-1234")).toBeNull();
  });
});

describe("changing the email", () => {
  it("stores the new address as pending, emails it a link, and applies it only when the link is followed", async () => {
    const { account, cookie } = await createAccount({ name: "Casey Mover" });
    const newEmail = uniqueEmail("moved");
    const res = await call(putAccount, "PUT", "/x", { cookie, id: account.id, body: edit({ name: "Casey Mover", email: ` ${newEmail.toUpperCase()} ` }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ email: account.email, pendingEmail: newEmail, emailConfirmationSent: true });
    expect(body.message).toContain(`We sent a confirmation link to ${newEmail}`);
    expect(await row(account.id)).toMatchObject({ email: account.email, pendingEmail: newEmail });
    // The account still signs in with its old address until the link is followed.
    expect(await authenticateAccount(account.email, "test-password-1234")).not.toBeNull();

    const mail = await latestEmailTo(newEmail);
    expect(mail?.subject).toMatch(/Confirm your new .* email address/);
    const link = confirmLinkIn(mail!.text);
    expect(link.startsWith(`${env().appUrl}/api/accounts/confirm-email?token=`)).toBe(true);

    const follow = await confirmEmail(new Request(link), routeContext());
    expect(follow.status).toBe(303);
    expect(follow.headers.get("location")).toBe(`${env().appUrl}/dashboard?emailChange=confirmed`);
    expect(await row(account.id)).toMatchObject({ email: newEmail, pendingEmail: null, emailChangeToken: null });
    expect(await authenticateAccount(newEmail, "test-password-1234")).toMatchObject({ id: account.id });

    // Single use.
    const again = await confirmEmail(new Request(link), routeContext());
    expect(again.headers.get("location")).toBe(`${env().appUrl}/dashboard?emailChange=verification-failed`);
  });

  it("refuses an address another account uses (409 email_taken) and sends nothing", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const res = await call(putAccount, "PUT", "/x", { cookie: a.cookie, id: a.account.id, body: edit({ email: b.account.email }) });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "email_taken" });
    expect((await row(a.account.id)).pendingEmail).toBeNull();
  });

  it("says so when another account took the address before the link was followed, and keeps the old one", async () => {
    const { account } = await createAccount();
    const wanted = uniqueEmail("wanted");
    const { token, columns } = issueEmailToken("email-change");
    await db.update(accounts).set({ ...columns, pendingEmail: wanted }).where(eq(accounts.id, account.id));
    await createAccount({ email: wanted });
    const res = await confirmEmail(new Request(`${env().appUrl}/api/accounts/confirm-email?token=${encodeURIComponent(token)}`), routeContext());
    expect(res.headers.get("location")).toBe(`${env().appUrl}/dashboard?emailChange=email-taken`);
    expect(await row(account.id)).toMatchObject({ email: account.email, pendingEmail: null, emailChangeToken: null });
  });

  it("answers a forged link invalid-token, and saving the current address again cancels a pending change", async () => {
    const forged = await confirmEmail(new Request(`${env().appUrl}/api/accounts/confirm-email?token=abc.def`), routeContext());
    expect(forged.headers.get("location")).toBe(`${env().appUrl}/dashboard?emailChange=invalid-token`);

    const { account, cookie } = await createAccount();
    await call(putAccount, "PUT", "/x", { cookie, id: account.id, body: edit({ email: uniqueEmail("maybe") }) });
    expect((await row(account.id)).pendingEmail).not.toBeNull();
    const cancel = await call(putAccount, "PUT", "/x", { cookie, id: account.id, body: edit({ email: account.email }) });
    expect(await cancel.json()).toMatchObject({ pendingEmail: null });
    expect(await row(account.id)).toMatchObject({ pendingEmail: null, emailChangeToken: null });
  });
});

describe("GET /api/resumes", () => {
  it("lists the caller's own resumes with their suggested roles, never another account's", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const mine = await insertResume({ accountId: a.account.id, email: a.account.email, roles: ["Compliance Manager"] });
    const theirs = await insertResume({ accountId: b.account.id, email: b.account.email });

    const res = await call(listResumes, "GET", "/api/resumes", { cookie: a.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; privateSectorRoles: string[]; canDownload: boolean }[];
    expect(list.map((r) => r.id)).toEqual([mine.id]);
    expect(list[0]).toMatchObject({ privateSectorRoles: ["Compliance Manager"], canDownload: true });

    const own = await call(listResumes, "GET", `/api/resumes?accountId=${a.account.id}`, { cookie: a.cookie });
    expect(((await own.json()) as { id: number }[]).map((r) => r.id)).toEqual([mine.id]);
    const other = await call(listResumes, "GET", `/api/resumes?accountId=${b.account.id}`, { cookie: a.cookie });
    expect(other.status).toBe(404);
    expect(JSON.stringify(await other.json())).not.toContain(String(theirs.email));
    expect((await call(listResumes, "GET", "/api/resumes")).status).toBe(401);
    expect((await call(listResumes, "GET", "/api/resumes?accountId=x", { cookie: a.cookie })).status).toBe(400);
  });

  it("lets the owning account download its resume as .docx, and nobody else", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const resume = await insertResume({ accountId: a.account.id, email: a.account.email });
    const own = await call(downloadResume, "GET", `/api/resumes/${resume.id}/download`, { cookie: a.cookie, id: resume.id });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/\.docx/);
    const other = await call(downloadResume, "GET", `/api/resumes/${resume.id}/download`, { cookie: b.cookie, id: resume.id });
    expect(other.status).toBe(404);
  });
});

describe("POST /api/accounts/{id}/purchase-event", () => {
  it("says track exactly once for a premium account, never for a free one or another id", async () => {
    const free = await createAccount();
    const f = await call(purchaseEvent, "POST", "/x", { cookie: free.cookie, id: free.account.id });
    expect(await f.json()).toEqual({ track: false, value: 25, currency: "USD" });

    const premium = await createAccount({ tier: "premium", status: "active" });
    const other = await call(purchaseEvent, "POST", "/x", { cookie: free.cookie, id: premium.account.id });
    expect(other.status).toBe(404);
    const [first, second] = await Promise.all([
      call(purchaseEvent, "POST", "/x", { cookie: premium.cookie, id: premium.account.id }),
      call(purchaseEvent, "POST", "/x", { cookie: premium.cookie, id: premium.account.id }),
    ]);
    const tracks = [(await first.json()).track, (await second.json()).track];
    expect(tracks.sort()).toEqual([false, true]);
    expect((await row(premium.account.id)).purchaseTrackedAt).not.toBeNull();
    const third = await call(purchaseEvent, "POST", "/x", { cookie: premium.cookie, id: premium.account.id });
    expect((await third.json()).track).toBe(false);
  });
});
