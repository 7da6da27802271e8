/**
 * Integration: lib/security/email-token against the test database (issue, verify, single use,
 * expiry, wrong purpose, tampering, links in flight), and the lead and resume flows through it.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postLead } from "@/app/api/leads/route";
import { GET as verifyLeadLink } from "@/app/api/leads/verify/route";
import { POST as createResume } from "@/app/api/resumes/route";
import { POST as sendVerification } from "@/app/api/send-verification/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { db } from "@/db/client";
import { accounts, emailOutbox, leads, resumes } from "@/db/schema";
import { RESUME_ACCESS_COOKIE } from "@/lib/resume/service/access";
import { cookieFrom, resumeBody } from "@/lib/resume/service/test-fixtures";
import { DAY } from "@/lib/time";
import { createAccount, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import {
  consumeEmailToken,
  EMAIL_TOKEN_PURPOSES,
  emailTokenTtlMs,
  hashEmailToken,
  isEmailToken,
  issueEmailToken,
  type EmailTokenPurpose,
} from "./email-token";

// The module as is, with its two entry points watched: the flows below must go through them.
vi.mock("./email-token", async (importOriginal) => {
  const real = await importOriginal<typeof import("./email-token")>();
  return { ...real, issueEmailToken: vi.fn(real.issueEmailToken), consumeEmailToken: vi.fn(real.consumeEmailToken) };
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** An unverified lead holding a fresh lead-verify token. */
async function leadWithToken(now = new Date()) {
  const issued = issueEmailToken("lead-verify", { now });
  const [lead] = await db
    .insert(leads)
    .values({ name: "Token Test", email: uniqueEmail("email-token"), ...issued.columns })
    .returning();
  return { lead: lead!, ...issued };
}

const leadRow = async (id: number) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!;
const verifyLead = { set: { emailVerified: true } };

/** Every single-character change of a token that keeps its alphabet. */
function alterations(token: string): string[] {
  const out: string[] = [];
  for (const i of [0, 20, 42, 43, 44, 60, token.length - 1]) {
    const c = token[i]!;
    out.push(token.slice(0, i) + (c === "A" ? "B" : "A") + token.slice(i + 1));
  }
  return out;
}

describe("issueEmailToken", () => {
  it("makes a random, purpose-signed token and gives only its hash and expiry to store", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const a = issueEmailToken("lead-verify", { now });
    const b = issueEmailToken("lead-verify", { now });
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.token.split(".")[0]).not.toBe(b.token.split(".")[0]);
    expect(a.hash).toBe(sha256(a.token));
    expect(a.hash).toBe(hashEmailToken(a.token));
    expect(a.hash).not.toContain(a.token.split(".")[0]);
    expect(a.expiresAt.toISOString()).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
    expect(a.columns).toEqual({ verificationToken: a.hash, verificationTokenExpiresAt: a.expiresAt });
    expect(JSON.stringify(a.columns)).not.toContain(a.token);

    const reset = issueEmailToken("password-reset", { now });
    expect(reset.columns).toEqual({ passwordResetToken: reset.hash, passwordResetExpires: reset.expiresAt });
    expect(emailTokenTtlMs("password-reset")).toBe(60 * 60 * 1000);
    expect(emailTokenTtlMs("resume-verify")).toBe(7 * DAY);
  });
});

describe("consumeEmailToken", () => {
  it("verifies a genuine token: applies the purpose's change and clears the stored hash and expiry", async () => {
    const { lead, token } = await leadWithToken();
    expect(lead.verificationToken).toBe(sha256(token));
    const used = await consumeEmailToken("lead-verify", token, verifyLead);
    expect(used).toMatchObject({ ok: true, row: { id: lead.id, emailVerified: true, verificationToken: null, verificationTokenExpiresAt: null } });
    expect(await leadRow(lead.id)).toMatchObject({ emailVerified: true, verificationToken: null });
  });

  it("is single use, also when used twice at the same time", async () => {
    const { lead, token } = await leadWithToken();
    const [a, b] = await Promise.all([
      consumeEmailToken("lead-verify", token, verifyLead),
      consumeEmailToken("lead-verify", token, verifyLead),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, reason: "verification-failed" });
    expect(await consumeEmailToken("lead-verify", token, verifyLead)).toEqual({ ok: false, reason: "verification-failed" });
    expect((await leadRow(lead.id)).emailVerified).toBe(true);
  });

  it("refuses an expired token and leaves the row as it was", async () => {
    const issuedAt = new Date(Date.now() - 8 * DAY);
    const { lead, token } = await leadWithToken(issuedAt);
    expect(await consumeEmailToken("lead-verify", token, verifyLead)).toEqual({ ok: false, reason: "verification-failed" });
    // Exactly at its expiry it no longer works; a millisecond before, it does.
    const fresh = await leadWithToken();
    expect(await consumeEmailToken("lead-verify", fresh.token, { ...verifyLead, now: fresh.expiresAt })).toEqual({
      ok: false,
      reason: "verification-failed",
    });
    expect((await leadRow(lead.id)).emailVerified).toBe(false);
    expect((await leadRow(lead.id)).verificationToken).toBe(sha256(token));
    const justInTime = new Date(fresh.expiresAt.getTime() - 1);
    expect((await consumeEmailToken("lead-verify", fresh.token, { ...verifyLead, now: justInTime })).ok).toBe(true);
  });

  it("a new token replaces the row's old one", async () => {
    const { lead, token: old } = await leadWithToken();
    const renewed = issueEmailToken("lead-verify");
    await db.update(leads).set(renewed.columns).where(eq(leads.id, lead.id));
    expect(await consumeEmailToken("lead-verify", old, verifyLead)).toEqual({ ok: false, reason: "verification-failed" });
    expect((await consumeEmailToken("lead-verify", renewed.token, verifyLead)).ok).toBe(true);
  });

  it("never takes a token of one purpose as another, even stored where the other is kept", async () => {
    for (const issuedFor of EMAIL_TOKEN_PURPOSES) {
      const { token } = issueEmailToken(issuedFor);
      for (const other of EMAIL_TOKEN_PURPOSES) expect(isEmailToken(other, token), `${issuedFor} as ${other}`).toBe(other === issuedFor);
    }
    // A resume or reset token whose hash sits in a lead's column still does not verify the lead.
    for (const purpose of ["resume-verify", "password-reset"] as EmailTokenPurpose[]) {
      const foreign = issueEmailToken(purpose);
      const { lead } = await leadWithToken();
      await db
        .update(leads)
        .set({ verificationToken: foreign.hash, verificationTokenExpiresAt: foreign.expiresAt })
        .where(eq(leads.id, lead.id));
      expect(await consumeEmailToken("lead-verify", foreign.token, verifyLead)).toEqual({ ok: false, reason: "invalid-token" });
      expect(await leadRow(lead.id)).toMatchObject({ emailVerified: false, verificationToken: foreign.hash });
    }
  });

  it("refuses an altered, forged or malformed token as invalid-token, without spending the real one", async () => {
    const { lead, token } = await leadWithToken();
    for (const altered of alterations(token)) {
      expect(await consumeEmailToken("lead-verify", altered, verifyLead), altered).toEqual({ ok: false, reason: "invalid-token" });
    }
    const random = token.split(".")[0]!;
    const forged = `${random}.${createHmac("sha256", "not-the-secret").update(`lead-verify:${random}`).digest("base64url")}`;
    const swapped = `${token.split(".")[1]}.${random}`;
    for (const bad of [forged, swapped, `${token}.`, ` ${token}x`, token.slice(0, -1), "", "a.b", null, undefined]) {
      expect(await consumeEmailToken("lead-verify", bad, verifyLead), String(bad)).toEqual({ ok: false, reason: "invalid-token" });
    }
    // A genuine token that was never stored: verification-failed.
    expect(await consumeEmailToken("lead-verify", issueEmailToken("lead-verify").token, verifyLead)).toEqual({
      ok: false,
      reason: "verification-failed",
    });
    expect((await consumeEmailToken("lead-verify", token, verifyLead)).ok).toBe(true);
    expect((await leadRow(lead.id)).emailVerified).toBe(true);
  });

  it("keeps lead links emailed before the module working (bare token, stored hashed), once, until they expire", async () => {
    const bare = randomBytes(32).toString("base64url");
    const [lead] = await db
      .insert(leads)
      .values({ name: "Old Link", email: uniqueEmail("email-token"), verificationToken: sha256(bare), verificationTokenExpiresAt: new Date(Date.now() + DAY) })
      .returning();
    expect(isEmailToken("resume-verify", bare)).toBe(false);
    expect(isEmailToken("password-reset", bare)).toBe(false);
    expect((await consumeEmailToken("lead-verify", bare, verifyLead)).ok).toBe(true);
    expect(await consumeEmailToken("lead-verify", bare, verifyLead)).toEqual({ ok: false, reason: "verification-failed" });
    expect((await leadRow(lead!.id)).emailVerified).toBe(true);
  });

  it("is ready for password reset: the reset token works once on its account", async () => {
    const { account } = await createAccount();
    const reset = issueEmailToken("password-reset");
    await db.update(accounts).set(reset.columns).where(eq(accounts.id, account.id));
    expect(await consumeEmailToken("lead-verify", reset.token)).toEqual({ ok: false, reason: "invalid-token" });
    const used = await consumeEmailToken("password-reset", reset.token, { set: { passwordHash: "new-hash", sessionVersion: 5 } });
    expect(used).toMatchObject({ ok: true, row: { id: account.id, passwordHash: "new-hash", passwordResetToken: null, passwordResetExpires: null } });
    expect((await consumeEmailToken("password-reset", reset.token)).ok).toBe(false);
  });
});

describe("both emailed flows use it", () => {
  beforeEach(() => {
    vi.mocked(issueEmailToken).mockClear();
    vi.mocked(consumeEmailToken).mockClear();
  });
  const purposesOf = (fn: typeof issueEmailToken | typeof consumeEmailToken) => vi.mocked(fn).mock.calls.map((c) => c[0]);

  it("the lead link carries a lead-verify token, and a lead-verify token from the module verifies a lead", async () => {
    const email = uniqueEmail("email-token-lead");
    expect((await postLead(jsonRequest("POST", "/api/leads", { name: "Flow Lead", email }), routeContext())).status).toBe(201);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = /\/api\/leads\/verify\?token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;
    expect(purposesOf(issueEmailToken)).toEqual(["lead-verify"]);
    expect(isEmailToken("lead-verify", token)).toBe(true);
    expect(isEmailToken("resume-verify", token)).toBe(false);

    const visit = (t: string) => verifyLeadLink(jsonRequest("GET", `/api/leads/verify?token=${encodeURIComponent(t)}`), routeContext());
    // A resume token is refused by the lead link as malformed, even when its hash is the lead's.
    const foreign = issueEmailToken("resume-verify");
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    await db.update(leads).set({ verificationToken: foreign.hash, verificationTokenExpiresAt: foreign.expiresAt }).where(eq(leads.id, lead!.id));
    expect((await visit(foreign.token)).headers.get("location")).toBe("http://localhost:3000/?error=invalid-token");

    const issued = issueEmailToken("lead-verify");
    await db.update(leads).set(issued.columns).where(eq(leads.id, lead!.id));
    expect((await visit(issued.token)).headers.get("location")).toBe("http://localhost:3000/create-resume?leadVerified=true");
    expect((await leadRow(lead!.id)).emailVerified).toBe(true);
    expect(purposesOf(consumeEmailToken)).toEqual(["lead-verify", "lead-verify"]);
  });

  it("the resume link carries a resume-verify token, and a lead token cannot verify a resume", async () => {
    const body = resumeBody(uniqueEmail("email-token-resume"));
    const created = await createResume(jsonRequest("POST", "/api/resumes", body), routeContext());
    const { resume } = await created.json();
    const cookie = cookieFrom(created, RESUME_ACCESS_COOKIE);
    const sent = await sendVerification(jsonRequest("POST", "/api/send-verification", { resumeId: resume.id }, { cookie }), routeContext());
    expect(sent.status).toBe(200);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, body.personalInfo.email)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = /create-resume\?verified=\d+&(?:amp;)?token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;
    expect(purposesOf(issueEmailToken)).toEqual(["resume-verify"]);
    expect(isEmailToken("resume-verify", token)).toBe(true);
    expect(isEmailToken("lead-verify", token)).toBe(false);

    const verify = (t: string) => verifyEmail(jsonRequest("POST", "/api/verify-email", { token: t }), routeContext());
    const foreign = issueEmailToken("lead-verify");
    await db.update(resumes).set({ verificationToken: foreign.hash, verificationTokenExpiresAt: foreign.expiresAt }).where(eq(resumes.id, resume.id));
    expect(await (await verify(foreign.token)).json()).toMatchObject({ success: false, error: "invalid-token" });

    const issued = issueEmailToken("resume-verify");
    await db.update(resumes).set(issued.columns).where(eq(resumes.id, resume.id));
    expect((await verify(issued.token)).status).toBe(200);
    expect(purposesOf(consumeEmailToken)).toEqual(["resume-verify", "resume-verify"]);
    expect((await db.select().from(resumes).where(eq(resumes.id, resume.id)))[0]).toMatchObject({ emailVerified: true, verificationToken: null });
  });
});
