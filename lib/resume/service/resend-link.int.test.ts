/**
 * Integration: no dead end and no enumeration around "one resume per email".
 * - The resume form answers a known address as a new one; the mailbox, not the page, learns that
 *   a resume exists ("you already have a resume: here is a fresh link").
 * - 'Send a new link' (POST /api/resumes/resend-link) answers the same for any address and mails
 *   a fresh link when the address has a resume: an expired link, or one opened in another
 *   browser, is no longer the end of the road.
 * - Neither can be used to flood a mailbox.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as resendLink } from "@/app/api/resumes/resend-link/route";
import { POST as createResume } from "@/app/api/resumes/route";
import { GET as verifyByLink } from "@/app/api/resumes/verify/[token]/route";
import { POST as sendVerification } from "@/app/api/send-verification/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { db } from "@/db/client";
import { emailOutbox, resumes } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { issueEmailToken } from "@/lib/security/email-token";
import { jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { RESUME_ACCESS_COOKIE } from "./access";
import { cookieFrom, resumeBody } from "./test-fixtures";

async function newResume(email = uniqueEmail("resume"), name = "Jordan Rivera") {
  const body = resumeBody(email);
  body.personalInfo.name = name;
  const res = await createResume(jsonRequest("POST", "/api/resumes", body), routeContext());
  expect(res.status).toBe(201);
  const { resume } = await res.json();
  return { id: resume.id as number, email, cookie: cookieFrom(res, RESUME_ACCESS_COOKIE), response: res };
}

const send = (resumeId: number, cookie: string) =>
  sendVerification(jsonRequest("POST", "/api/send-verification", { resumeId }, { cookie }), routeContext());
const resend = (email: unknown) => resendLink(jsonRequest("POST", "/api/resumes/resend-link", { email }), routeContext());
const openLink = (token: string) => verifyByLink(jsonRequest("GET", `/api/resumes/verify/${token}`), routeContext({ token }));

async function mailTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));
}
/** The resume id and token of the link in the newest email to `email`. */
async function linkIn(email: string): Promise<{ id: number; token: string; subject: string }> {
  const [message] = await mailTo(email);
  const m = /create-resume\?verified=(\d+)&(?:amp;)?token=([A-Za-z0-9_.-]+)/.exec(message?.text ?? "");
  if (!m) throw new Error(`no resume link sent to ${email}`);
  return { id: Number(m[1]), token: m[2]!, subject: message!.subject };
}

describe("the resume form with an address that already has a resume", () => {
  it("answers as for a new address, and mails a fresh link to the existing resume instead of a dead end", async () => {
    const first = await newResume(undefined, "Jordan Rivera");
    expect((await send(first.id, first.cookie)).status).toBe(200);
    const firstLink = await linkIn(first.email);

    // Another browser, the same address: the page gets what a new address gets...
    const second = await newResume(first.email, "Taylor Other");
    const sent = await send(second.id, second.cookie);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true, email: first.email });

    // ...and the mailbox learns that a resume exists, with a fresh link to it.
    const link = await linkIn(first.email);
    expect(link.subject).toBe("You already have a resume: here is a fresh link");
    expect(link.id).toBe(first.id);
    const [message] = await mailTo(first.email);
    expect(message!.text).toContain("Hi Jordan,");
    expect(message!.text).not.toContain("Taylor");

    // The fresh link opens the first resume in any browser; the older link is spent.
    const opened = await openLink(link.token);
    expect(opened.status).toBe(200);
    expect((await opened.json()).resume).toMatchObject({ id: first.id, emailVerified: true });
    expect((await openLink(firstLink.token)).status).toBe(400);

    // Once verified, that resume stays the address's one: another form submission gets its link again.
    const third = await newResume(first.email);
    await send(third.id, third.cookie);
    expect((await linkIn(first.email)).id).toBe(first.id);
  });

  it("a second resume of an address can never be verified while another is", async () => {
    const first = await newResume();
    await send(first.id, first.cookie);
    expect((await openLink((await linkIn(first.email)).token)).status).toBe(200);
    const second = await newResume(first.email);
    const { token, columns } = issueEmailToken("resume-verify");
    await db.update(resumes).set(columns).where(eq(resumes.id, second.id));
    const res = await verifyEmail(jsonRequest("POST", "/api/verify-email", { token }), routeContext());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: "verification-failed" });
  });
});

describe("POST /api/resumes/resend-link ('Send a new link')", () => {
  it("recovers from an expired link, in another browser", async () => {
    const r = await newResume();
    await send(r.id, r.cookie);
    const expired = await linkIn(r.email);
    await db.update(resumes).set({ verificationTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(resumes.id, r.id));
    expect(await (await openLink(expired.token)).json()).toMatchObject({ error: "verification-failed" });

    const res = await resend(r.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const fresh = await linkIn(r.email);
    expect(fresh.subject).toBe("Here is a fresh link to your resume");
    expect(fresh.id).toBe(r.id);
    const opened = await openLink(fresh.token);
    expect(opened.status).toBe(200);
    expect((await opened.json()).resume).toMatchObject({ id: r.id, emailVerified: true });
  });

  it("answers an address without a resume the same way, and sends nothing", async () => {
    const nobody = uniqueEmail("nobody");
    const res = await resend(nobody);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await mailTo(nobody)).toHaveLength(0);
  });

  it("refuses a malformed address with the spec's messages (422)", async () => {
    for (const [email, message] of [["", "Email is required"], ["not-an-email", "Invalid email format"], [42, "Email is required"]] as const) {
      const res = await resend(email);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe(`Validation failed: ${message}`);
    }
  });

  it("cannot flood a mailbox, from however many addresses: the answer stays the same, the emails stop", async () => {
    const r = await newResume();
    for (let i = 0; i < RATE_LIMITS.mailbox.limit + 3; i++) {
      const res = await resend(r.email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(await mailTo(r.email)).toHaveLength(RATE_LIMITS.mailbox.limit);
    // The form's path shares the mailbox's budget.
    const again = await newResume(r.email);
    expect((await send(again.id, again.cookie)).status).toBe(200);
    expect(await mailTo(r.email)).toHaveLength(RATE_LIMITS.mailbox.limit);
  });

  it("is limited per client address", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.verification.limit + 1; i++) {
      const res = await resendLink(
        jsonRequest("POST", "/api/resumes/resend-link", { email: uniqueEmail("x") }, { headers: { "x-forwarded-for": ip } }),
        routeContext(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.verification.limit).fill(200), 429]);
  });
});
