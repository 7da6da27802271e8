/**
 * Integration: two-factor sign-in through its routes against the test database: enrolment,
 * the two-step login, recovery codes, failure counting, turning it off, and that the routes act
 * on the session's account only.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { POST as passwordLogin } from "@/app/api/auth/login/route";
import { POST as confirmRoute } from "@/app/api/auth/two-factor/confirm/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { POST as codeLogin } from "@/app/api/auth/two-factor/login/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { db } from "@/db/client";
import { accountRecoveryCodes, accounts } from "@/db/schema";
import { getSessionFromRequest } from "@/lib/auth";
import { createAccount, jsonRequest, randomIp, routeContext } from "@/test/helpers";
import { revokeAccountSessions } from "./credentials";
import { beginAccountLogin, loginAccount, INVALID_TWO_FACTOR_CODE } from "./login";
import { LOGIN_LIMITS } from "./login-limits";
import { newTotpSecret } from "./two-factor";
import { isTwoFactorEnabled } from "./two-factor-store";

/** What an authenticator app shows now for this secret. */
const appCode = (secret: string, at = new Date()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
/** A 6-digit code that is not this account's (another secret's current code). */
const wrongCode = () => appCode(newTotpSecret());

const setup = (cookie?: string, body?: unknown) =>
  setupRoute(jsonRequest("POST", "/api/auth/two-factor/setup", body, { cookie }), routeContext());
const confirm = (cookie: string | undefined, body: unknown) =>
  confirmRoute(jsonRequest("POST", "/api/auth/two-factor/confirm", body, { cookie }), routeContext());
const disable = (cookie: string | undefined, body: unknown) =>
  disableRoute(jsonRequest("POST", "/api/auth/two-factor/disable", body, { cookie }), routeContext());
const signIn = (email: string, password: string) =>
  passwordLogin(jsonRequest("POST", "/api/auth/login", { email, password }), routeContext());
const verify = (challenge: string, code: string) =>
  codeLogin(jsonRequest("POST", "/api/auth/two-factor/login", { challenge, code }), routeContext());

async function challengeFor(email: string, password: string): Promise<string> {
  const res = await signIn(email, password);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { twoFactorRequired?: boolean; challenge?: string };
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge!;
}

const rowOf = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const codesOf = (id: number) => db.select().from(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, id));
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? null;
const sessionOf = (cookie: string) => getSessionFromRequest(jsonRequest("GET", "/api/anything", undefined, { cookie }));

/** A signed-in account with two-factor on: its secret and recovery codes. */
async function enrolled() {
  const created = await createAccount({ name: "Tess Two-Factor" });
  const offer = (await (await setup(created.cookie)).json()) as { secret: string };
  const res = await confirm(created.cookie, { code: appCode(offer.secret) });
  expect(res.status).toBe(200);
  const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
  return { ...created, secret: offer.secret, recoveryCodes };
}

describe("two-factor enrolment", () => {
  it("offers a secret kept pending and encrypted; a wrong code changes nothing; the right one turns it on with 10 hashed recovery codes", async () => {
    const { account, cookie } = await createAccount();
    const res = await setup(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const offer = (await res.json()) as { secret: string; qrDataUrl: string; otpauthUrl: string };
    expect(offer.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(new URL(offer.otpauthUrl).searchParams.get("secret")).toBe(offer.secret);
    let row = await rowOf(account.id);
    expect(row.totpPendingSecret).toBeTruthy();
    expect(row.totpPendingSecret).not.toContain(offer.secret);
    expect(row.totpSecret).toBeNull();

    const wrong = await confirm(cookie, { code: wrongCode() });
    expect(wrong.status).toBe(400);
    row = await rowOf(account.id);
    expect(row.totpSecret).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
    expect(await codesOf(account.id)).toHaveLength(0);
    expect(await isTwoFactorEnabled(account.id)).toBe(false);

    const ok = await confirm(cookie, { code: appCode(offer.secret) });
    expect(ok.status).toBe(200);
    const { recoveryCodes } = (await ok.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const pending = row.totpPendingSecret;
    row = await rowOf(account.id);
    expect(row.totpSecret).toBe(pending);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpEnabledAt).toBeInstanceOf(Date);
    const stored = await codesOf(account.id);
    expect(stored).toHaveLength(10);
    for (const c of recoveryCodes) expect(stored.map((s) => s.codeHash)).not.toContain(c);
    expect(await isTwoFactorEnabled(account.id)).toBe(true);

    // While it is on, a new set-up is refused: a borrowed session cannot swap the authenticator.
    expect((await setup(cookie)).status).toBe(409);
  });

  it("validates the confirmation code (422) and needs a set-up first (400)", async () => {
    const { cookie } = await createAccount();
    const bad = await confirm(cookie, { code: "12ab" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: "Validation failed: Enter the 6-digit code from your authenticator app" });
    expect((await confirm(cookie, { code: "123456" })).status).toBe(400);
  });
});

describe("sign-in with two-factor", () => {
  it("sets no cookie for the password alone; a valid app code signs in, and the same code cannot be used again", async () => {
    const { account, password, secret } = await enrolled();
    const first = await signIn(account.email, password);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    const body = (await first.json()) as { twoFactorRequired: boolean; challenge: string; account?: unknown };
    expect(body.twoFactorRequired).toBe(true);
    expect(body.account).toBeUndefined();

    const code = appCode(secret);
    const res = await verify(body.challenge, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ account: { id: account.id, name: "Tess Two-Factor", email: account.email } });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(await sessionOf(cookie!)).toMatchObject({ realm: "account", accountId: account.id });

    // Someone who saw the code typed cannot use it within its window.
    const replay = await verify(await challengeFor(account.email, password), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: INVALID_TWO_FACTOR_CODE, code: "invalid_credentials" });
    expect(replay.headers.get("set-cookie")).toBeNull();
  });

  it("takes a recovery code once only", async () => {
    const { account, password, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    const ok = await verify(await challengeFor(account.email, password), code.toUpperCase());
    expect(ok.status).toBe(200);
    expect(cookieOf(ok)).toBeTruthy();
    const used = await codesOf(account.id);
    expect(used.filter((c) => c.usedAt !== null)).toHaveLength(1);

    const again = await verify(await challengeFor(account.email, password), code);
    expect(again.status).toBe(401);
    expect(again.headers.get("set-cookie")).toBeNull();
    // Another unused one still works.
    expect((await verify(await challengeFor(account.email, password), recoveryCodes[4]!)).status).toBe(200);
  });

  it("counts wrong codes as failed logins: past the limit even the right code is refused (429)", async () => {
    const { account, password, secret } = await enrolled();
    const challenge = await challengeFor(account.email, password);
    for (let i = 0; i < LOGIN_LIMITS.account.account.limit; i++) {
      expect((await verify(challenge, wrongCode())).status).toBe(401);
    }
    const blocked = await verify(challenge, appCode(secret));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // The right password does not reset the count (it would let a thief guess codes for ever).
    expect((await signIn(account.email, password)).status).toBe(429);
  });

  it("ends a pending challenge when the sessions are revoked, and refuses a forged one", async () => {
    const { account, password, secret } = await enrolled();
    const challenge = await challengeFor(account.email, password);
    await revokeAccountSessions(account.id);
    const stale = await verify(challenge, appCode(secret));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: "two_factor_expired" });
    const [, sv, exp, sig] = challenge.split(".");
    const forged = await verify(`${account.id + 1}.${sv}.${exp}.${sig}`, appCode(secret));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: "two_factor_expired" });
  });

  it("next-auth's password-only door refuses an account with two-factor on", async () => {
    const { account, password } = await enrolled();
    const client = { address: randomIp(), cookieHeader: null };
    expect(await loginAccount({ email: account.email, password }, client)).toBeNull();
    expect(await beginAccountLogin({ email: account.email, password }, client)).toMatchObject({ kind: "two-factor" });
  });

  it("accounts without two-factor sign in with the password as before", async () => {
    const { account, password } = await createAccount();
    const res = await signIn(account.email, password);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ account: { id: account.id } });
    expect(cookieOf(res)).toBeTruthy();
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a current code; then the secret and every recovery code are gone", async () => {
    const { account, password, cookie, secret, recoveryCodes } = await enrolled();
    const wrongPassword = await disable(cookie, { password: "not-my-password", code: appCode(secret) });
    expect(wrongPassword.status).toBe(400);
    const wrong = await disable(cookie, { password, code: wrongCode() });
    expect(wrong.status).toBe(400);
    expect(await isTwoFactorEnabled(account.id)).toBe(true);

    const res = await disable(cookie, { password, code: recoveryCodes[0]! });
    expect(res.status).toBe(200);
    const row = await rowOf(account.id);
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
    expect(await codesOf(account.id)).toHaveLength(0);

    // Password alone signs in again.
    const login = await signIn(account.email, password);
    expect(await login.json()).toMatchObject({ account: { id: account.id } });
    expect((await disable(cookie, { password, code: appCode(secret) })).status).toBe(409);
  });

  it("re-enrolment replaces the recovery codes", async () => {
    const { account, password, cookie, secret, recoveryCodes } = await enrolled();
    expect((await disable(cookie, { password, code: appCode(secret) })).status).toBe(200);
    const offer = (await (await setup(cookie)).json()) as { secret: string };
    const fresh = (await (await confirm(cookie, { code: appCode(offer.secret) })).json()) as { recoveryCodes: string[] };
    expect(fresh.recoveryCodes.some((c) => recoveryCodes.includes(c))).toBe(false);
    expect(await codesOf(account.id)).toHaveLength(10);
    expect((await verify(await challengeFor(account.email, password), recoveryCodes[1]!)).status).toBe(401);
    expect((await verify(await challengeFor(account.email, password), fresh.recoveryCodes[1]!)).status).toBe(200);
  });
});

describe("authorization: the routes act on the session's account only", () => {
  it("refuses visitors (401)", async () => {
    expect((await setup()).status).toBe(401);
    expect((await confirm(undefined, { code: "123456" })).status).toBe(401);
    expect((await disable(undefined, { password: "x", code: "123456" })).status).toBe(401);
  });

  it("account A cannot enrol or disable for account B, whatever the body names", async () => {
    const b = await enrolled();
    const a = await createAccount();
    const bBefore = await rowOf(b.account.id);

    // A set-up naming B sets up A.
    const offer = (await (await setup(a.cookie, { accountId: b.account.id })).json()) as { secret: string };
    expect((await rowOf(a.account.id)).totpPendingSecret).toBeTruthy();
    expect(await rowOf(b.account.id)).toMatchObject({ totpSecret: bBefore.totpSecret, totpPendingSecret: null });
    // B's own code and password do nothing through A's session.
    expect((await confirm(a.cookie, { code: appCode(b.secret), accountId: b.account.id })).status).toBe(400);
    expect((await disable(a.cookie, { password: b.password, code: appCode(b.secret), accountId: b.account.id })).status).toBe(409);
    expect(await isTwoFactorEnabled(b.account.id)).toBe(true);
    expect(await codesOf(b.account.id)).toHaveLength(10);

    // A's confirmation enables A only.
    expect((await confirm(a.cookie, { code: appCode(offer.secret), accountId: b.account.id })).status).toBe(200);
    expect(await isTwoFactorEnabled(a.account.id)).toBe(true);
    expect((await rowOf(b.account.id)).totpSecret).toBe(bBefore.totpSecret);
  });
});
