/**
 * Integration: "Forgot your password?" and /reset-password through their routes, against the test
 * database and the dev outbox: no account enumeration, the emailed link, single use, the 1-hour
 * expiry, purpose binding, sessions ended and lockouts cleared by a reset.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { POST as requestReset } from "@/app/api/auth/reset-password-request/route";
import { db } from "@/db/client";
import { accounts, emailOutbox } from "@/db/schema";
import { getSessionFromRequest } from "@/lib/auth";
import { issueEmailToken } from "@/lib/security/email-token";
import { HOUR } from "@/lib/time";
import { createAccount, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { LOGIN_LIMITS } from "./login-limits";
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID, RESET_REQUESTED_MESSAGE, requestPasswordReset, resetPassword } from "./password-reset";

const ask = (email: string) => requestReset(jsonRequest("POST", "/api/auth/reset-password-request", { email }), routeContext());
const reset = (body: unknown) => resetPasswordRoute(jsonRequest("POST", "/api/auth/reset-password", body), routeContext());
const signIn = (email: string, password: string) => login(jsonRequest("POST", "/api/auth/login", { email, password }), routeContext());

const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));

/** The token of the reset link in the newest email to this address. */
async function tokenSentTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.text.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_.%-]+)/);
  if (!match) throw new Error(`no reset link sent to ${email}`);
  return decodeURIComponent(match[1]!);
}

const sessionOf = (cookie: string) => getSessionFromRequest(jsonRequest("GET", "/api/anything", undefined, { cookie }));

describe("POST /api/auth/reset-password-request", () => {
  it("answers an unknown and a known address alike, and emails only the known one a 1-hour link", async () => {
    const { account } = await createAccount({ name: "Robin Reset" });
    const unknown = uniqueEmail("nobody");

    const known = await ask(account.email.toUpperCase());
    const stranger = await ask(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const [knownBody, strangerBody] = [await known.json(), await stranger.json()];
    expect(knownBody).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(strangerBody).toEqual(knownBody);
    expect([...known.headers.keys()].sort()).toEqual([...stranger.headers.keys()].sort());

    expect(await mailsTo(unknown)).toHaveLength(0);
    const [mail, ...more] = await mailsTo(account.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/Reset your .* password/);
    expect(mail!.text).toContain("Hi Robin,");
    expect(mail!.text).toContain("expires in 1 hour");

    const token = await tokenSentTo(account.email);
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.passwordResetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.passwordResetToken).not.toContain(token);
    const ttl = row!.passwordResetExpires!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(HOUR - 60_000);
    expect(ttl).toBeLessThanOrEqual(HOUR);
  });

  it("sends nothing to a deactivated account, with the same answer", async () => {
    const { account } = await createAccount({ overrides: { isActive: false } });
    const res = await ask(account.email);
    expect(await res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await mailsTo(account.email)).toHaveLength(0);
  });

  it("refuses an address that is not an email (422, the spec's message)", async () => {
    const res = await ask("no-at-sign");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "Validation failed: Please enter a valid email address" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, ends older sessions and lockouts, and signs nobody in", async () => {
    const { account, password: oldPassword, cookie } = await createAccount();
    expect(await sessionOf(cookie)).not.toBeNull();
    // Strangers have locked the account for new browsers.
    for (let i = 0; i < LOGIN_LIMITS.account.account.limit; i++) {
      expect((await signIn(account.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await signIn(account.email, oldPassword)).status).toBe(429);

    await ask(account.email);
    const token = await tokenSentTo(account.email);
    const res = await reset({ token, password: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RESET_DONE_MESSAGE });
    expect(res.headers.get("set-cookie")).toBeNull();

    // The session opened before the reset is over.
    expect(await sessionOf(cookie)).toBeNull();
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.sessionVersion).toBe(account.sessionVersion + 1);
    expect(row!.passwordResetToken).toBeNull();
    expect(row!.passwordResetExpires).toBeNull();

    // The lockout is gone; only the new password works.
    expect((await signIn(account.email, oldPassword)).status).toBe(401);
    expect((await signIn(account.email, "brand-new-pass")).status).toBe(200);

    // The link works once.
    const again = await reset({ token, password: "another-pass-2" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: RESET_LINK_INVALID, code: "verification_failed" });
    expect((await signIn(account.email, "brand-new-pass")).status).toBe(200);
  });

  it("a new request replaces the earlier link", async () => {
    const { account } = await createAccount();
    await ask(account.email);
    const first = await tokenSentTo(account.email);
    await ask(account.email);
    const second = await tokenSentTo(account.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: "first-link-pass" })).status).toBe(400);
    expect((await reset({ token: second, password: "second-link-pass" })).status).toBe(200);
  });

  it("expires after 1 hour", async () => {
    const { account } = await createAccount();
    const issuedAt = new Date();
    await requestPasswordReset(account.email, { now: issuedAt });
    const token = await tokenSentTo(account.email);
    await expect(
      resetPassword({ token, password: "too-late-pass" }, { now: new Date(issuedAt.getTime() + HOUR + 1) }),
    ).rejects.toMatchObject({ status: 400, code: "verification_failed", message: RESET_LINK_INVALID });

    // Just inside the hour it still works.
    await requestPasswordReset(account.email, { now: issuedAt });
    const fresh = await tokenSentTo(account.email);
    await expect(
      resetPassword({ token: fresh, password: "in-time-pass" }, { now: new Date(issuedAt.getTime() + HOUR - 1000) }),
    ).resolves.toEqual({ accountId: account.id });
  });

  it("refuses a token of another purpose, an altered one and a made-up one, without changing the password", async () => {
    const { account, password } = await createAccount();
    // A genuine email-change token stored on the account, offered as a reset token.
    const other = issueEmailToken("email-change");
    await db.update(accounts).set(other.columns).where(eq(accounts.id, account.id));
    const wrongPurpose = await reset({ token: other.token, password: "hijacked-pass" });
    expect(wrongPurpose.status).toBe(400);
    expect(await wrongPurpose.json()).toEqual({ error: RESET_LINK_INVALID, code: "invalid_token" });

    await ask(account.email);
    const token = await tokenSentTo(account.email);
    const altered = token.slice(0, 5) + (token[5] === "a" ? "b" : "a") + token.slice(6);
    expect((await reset({ token: altered, password: "hijacked-pass" })).status).toBe(400);
    expect((await reset({ token: "made-up", password: "hijacked-pass" })).status).toBe(400);
    expect((await signIn(account.email, password)).status).toBe(200);
  });

  it("validates the new password with the spec's message (422) and keeps the token", async () => {
    const { account } = await createAccount();
    await ask(account.email);
    const token = await tokenSentTo(account.email);
    const res = await reset({ token, password: "12345" });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "Validation failed: Password must be at least 6 characters long" });
    expect((await reset({ token, password: "123456" })).status).toBe(200);
  });
});
