import { desc, eq } from "drizzle-orm";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/resumes/[id]/download/route";
import { POST as createResume } from "@/app/api/resumes/route";
import { GET as verifyByLink } from "@/app/api/resumes/verify/[token]/route";
import { POST as sendVerification } from "@/app/api/send-verification/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { db } from "@/db/client";
import { emailOutbox, resumes } from "@/db/schema";
import { createAdmin, jsonRequest, routeContext } from "@/test/helpers";
import { RESUME_ACCESS_COOKIE } from "./access";
import { cookieFrom, resumeBody } from "./test-fixtures";
import { hashEmailToken as hashToken } from "@/lib/security/email-token";

async function newResume() {
  const body = resumeBody();
  const res = await createResume(jsonRequest("POST", "/api/resumes", body), routeContext());
  const { resume } = await res.json();
  return { id: resume.id as number, email: body.personalInfo.email, cookie: cookieFrom(res, RESUME_ACCESS_COOKIE) };
}

const send = (resumeId: number, cookie?: string) =>
  sendVerification(jsonRequest("POST", "/api/send-verification", { resumeId }, { cookie }), routeContext());
const get = (id: number, cookie?: string, query = "") =>
  download(jsonRequest("GET", `/api/resumes/${id}/download${query}`, undefined, { cookie }), routeContext({ id: String(id) }));
const verify = (token: string, cookie?: string) =>
  verifyEmail(jsonRequest("POST", "/api/verify-email", { token }, { cookie }), routeContext());

async function emailedToken(email: string): Promise<string> {
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  expect(message, "verification email in the outbox").toBeDefined();
  const m = /create-resume\?verified=\d+&(?:amp;)?token=([A-Za-z0-9_.-]+)/.exec(message!.text);
  return m![1]!;
}

describe("verification and download", () => {
  it("sends, verifies once, and unlocks the Word download", async () => {
    const { id, email, cookie } = await newResume();
    expect((await send(id)).status).toBe(404);
    expect(await (await send(id)).json()).toEqual({ error: "No resume found. Please create a new resume.", code: "resume_not_found" });

    const sent = await send(id, cookie);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true, email });
    const token = await emailedToken(email);
    const [stored] = await db.select().from(resumes).where(eq(resumes.id, id));
    expect(stored!.verificationToken).toBe(hashToken(token));
    expect(stored!.verificationToken).not.toBe(token);
    expect(stored!.verificationTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);

    const early = await get(id, cookie);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ error: "Please verify your email to download your resume." });
    expect((await get(id)).status).toBe(404);

    // Another browser follows the emailed link: verified, and that browser gains access.
    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ success: true, resume: { id, email, name: "Jordan Rivera" } });
    const otherBrowser = cookieFrom(verified, RESUME_ACCESS_COOKIE);
    const [after] = await db.select().from(resumes).where(eq(resumes.id, id));
    expect(after).toMatchObject({ emailVerified: true, verificationToken: null });
    expect(after!.verifiedAt).toBeInstanceOf(Date);

    const reuse = await verify(token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ success: false, error: "verification-failed", code: "verification_failed" });
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(await (await verify(tampered)).json()).toEqual({ success: false, error: "invalid-token", code: "invalid_token" });
    expect(await (await verify("")).json()).toEqual({ success: false, error: "invalid-token", code: "invalid_token" });

    const file = await get(id, otherBrowser);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(file.headers.get("content-disposition")).toContain('attachment; filename="Jordan_Rivera_');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(await file.arrayBuffer()) });
    expect(text).toContain(after!.summary);
    expect((await get(id)).status).toBe(404);
    expect((await get(id, cookie, "?format=pdf")).status).toBe(400);
    const pdf = await get(id, (await createAdmin()).cookie, "?format=pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("verifies by link (GET) with { resume, jobMatches }; an expired token fails", async () => {
    const { id, email, cookie } = await newResume();
    await send(id, cookie);
    const token = await emailedToken(email);
    const byLink = (t: string) => verifyByLink(jsonRequest("GET", `/api/resumes/verify/${t}`), routeContext({ token: t }));

    await db.update(resumes).set({ verificationTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(resumes.id, id));
    expect(await (await byLink(token)).json()).toEqual({ success: false, error: "verification-failed", code: "verification_failed" });

    await send(id, cookie);
    const fresh = await emailedToken(email);
    expect(fresh).not.toBe(token);
    const ok = await byLink(fresh);
    expect(ok.status).toBe(200);
    const json = await ok.json();
    expect(json.resume).toMatchObject({ id, emailVerified: true });
    expect(json.jobMatches.length).toBeGreaterThan(0);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith(`${RESUME_ACCESS_COOKIE}=`))).toBe(true);
  });
});

describe("POST /api/send-verification limits", () => {
  it("caps verification emails per resume, whatever the IP", async () => {
    const { id, cookie } = await newResume();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(id, cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
