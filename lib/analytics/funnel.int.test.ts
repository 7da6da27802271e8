/** Integration: the resume funnel recorded by the real route handlers against the test database. */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as createAccountRoute } from "@/app/api/accounts/route";
import { POST as postFunnelEvent } from "@/app/api/funnel-events/route";
import { POST as parseFile } from "@/app/api/parse-file/route";
import { GET as verifyByLink } from "@/app/api/resumes/verify/[token]/route";
import { POST as createResumeRoute } from "@/app/api/resumes/route";
import { POST as sendVerification } from "@/app/api/send-verification/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { db } from "@/db/client";
import { emailOutbox, funnelEvents, resumeAttempts } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { RESUME_ACCESS_COOKIE } from "@/lib/resume/service/access";
import { cookieFrom, resumeBody } from "@/lib/resume/service/test-fixtures";
import { NO_RESUME } from "@/lib/resume/service/verify";
import { createAccount, jsonRequest, randomIp, routeContext, uniqueEmail } from "@/test/helpers";
import { recordFunnelEvent } from "./funnel";
import { UNKNOWN_FUNNEL_EVENT } from "./funnel-events";

afterEach(() => vi.restoreAllMocks());

const eventsOfSession = (sessionId: string) =>
  db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, sessionId)).orderBy(asc(funnelEvents.id));
const eventsOfResume = (resumeId: number) =>
  db.select().from(funnelEvents).where(eq(funnelEvents.resumeId, resumeId)).orderBy(asc(funnelEvents.id));
const attemptsOfSession = (sessionId: string) => db.select().from(resumeAttempts).where(eq(resumeAttempts.sessionId, sessionId));

async function createResume(sessionId?: string, email = uniqueEmail("funnel")) {
  const body = { ...resumeBody(email), sessionId };
  const res = await createResumeRoute(jsonRequest("POST", "/api/resumes", body), routeContext());
  expect(res.status).toBe(201);
  const { resume } = await res.json();
  return { id: resume.id as number, email, cookie: cookieFrom(res, RESUME_ACCESS_COOKIE) };
}

const funnel = (body: unknown, cookie?: string, ip = randomIp()) =>
  postFunnelEvent(jsonRequest("POST", "/api/funnel-events", body, { cookie, headers: { "x-forwarded-for": ip } }), routeContext());

async function emailedToken(email: string): Promise<string> {
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  const m = /[?&](?:amp;)?token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(message!.text);
  expect(m, "verification link in the email").not.toBeNull();
  return m![1]!;
}

describe("POST /api/resumes", () => {
  it("records form_submitted, translation_started and translation_completed on one attempt linked to the resume", async () => {
    const sessionId = randomUUID();
    const { id, email } = await createResume(sessionId);

    const events = await eventsOfSession(sessionId);
    expect(events.map((e) => e.event)).toEqual(["form_submitted", "translation_started", "translation_completed"]);
    const attempts = await attemptsOfSession(sessionId);
    expect(attempts).toHaveLength(1);
    const attempt = attempts[0]!;
    expect(attempt).toMatchObject({
      email,
      name: "Jordan Rivera",
      phone: "555-0100",
      location: "Arlington, VA",
      linkedinUrl: null,
      resumeId: id,
      hasCreatedResume: true,
      hasCreatedAccount: false,
      lastEvent: "translation_completed",
    });
    expect(attempt.ipAddress).toMatch(/^10\./);
    expect(events.every((e) => e.attemptId === attempt.id)).toBe(true);
    expect(events.map((e) => e.resumeId)).toEqual([null, null, id]);
    const completed = events[2]!;
    expect(completed.properties).toMatchObject({ aiModelUsed: "builtin", fallbackFrom: null });
    expect(completed.properties!.processingTimeMs).toEqual(expect.any(Number));
    expect(completed.properties!.model).toEqual(expect.any(String));
  });

  it("continues the attempt the browser opened with resume_creation_start, and opens a new one for a second resume", async () => {
    const sessionId = randomUUID();
    expect((await funnel({ event: "resume_creation_start", sessionId })).status).toBe(200);
    const [opened] = await attemptsOfSession(sessionId);
    expect(opened).toMatchObject({ lastEvent: "resume_creation_start", hasCreatedResume: false, email: null });

    const first = await createResume(sessionId);
    expect(await attemptsOfSession(sessionId)).toEqual([expect.objectContaining({ id: opened!.id, resumeId: first.id })]);

    // The same browser starts over with another email: its finished attempt stays as it was.
    const second = await createResume(sessionId);
    const attempts = await attemptsOfSession(sessionId);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((a) => a.resumeId).sort()).toEqual([first.id, second.id].sort());
    expect(attempts.find((a) => a.id === opened!.id)!.email).toBe(first.email);
  });

  it("without a session id, still writes one attempt per creation (found by email)", async () => {
    const { id, email } = await createResume(undefined);
    const attempts = await db.select().from(resumeAttempts).where(eq(resumeAttempts.email, email));
    expect(attempts).toEqual([expect.objectContaining({ resumeId: id, hasCreatedResume: true, sessionId: null })]);
    expect((await eventsOfResume(id)).map((e) => e.event)).toEqual(["translation_completed"]);
    const all = await db.select().from(funnelEvents).where(eq(funnelEvents.attemptId, attempts[0]!.id));
    expect(all.map((e) => e.event)).toEqual(["form_submitted", "translation_started", "translation_completed"]);
  });

  it("records the same steps for an email that already has a resume (it is answered like a new one)", async () => {
    const { email } = await createResume(randomUUID());
    const sessionId = randomUUID();
    const res = await createResumeRoute(jsonRequest("POST", "/api/resumes", { ...resumeBody(email), sessionId }), routeContext());
    expect(res.status).toBe(201);
    expect((await eventsOfSession(sessionId)).map((e) => e.event)).toEqual(["form_submitted", "translation_started", "translation_completed"]);
  });
});

describe("POST /api/parse-file", () => {
  const upload = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("file", new File([Buffer.from("Budget Analyst GS-0560-11\nFormulates the budget.")], "description.txt"));
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const req = new Request("http://localhost:3000/api/parse-file", {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": randomIp(), ...headers },
    });
    return parseFile(req, routeContext());
  };

  it("records file_uploaded with the file type and size, for the session in the form field or header", async () => {
    const fromField = randomUUID();
    expect((await upload({ sessionId: fromField })).status).toBe(200);
    const [event] = await eventsOfSession(fromField);
    expect(event).toMatchObject({ event: "file_uploaded", properties: { fileType: "txt", sizeBytes: 48 } });
    expect(await attemptsOfSession(fromField)).toEqual([expect.objectContaining({ lastEvent: "file_uploaded", id: event!.attemptId })]);

    const fromHeader = randomUUID();
    expect((await upload({}, { "x-session-id": fromHeader })).status).toBe(200);
    expect((await eventsOfSession(fromHeader)).map((e) => e.event)).toEqual(["file_uploaded"]);
  });

  it("does not record a file it could not read, and ignores a malformed session id", async () => {
    const before = await db.$count(funnelEvents);
    const form = new FormData();
    form.append("file", new File([Buffer.from("{\\rtf1 hello}")], "resume.rtf"));
    const refused = await parseFile(
      new Request("http://localhost:3000/api/parse-file", { method: "POST", body: form, headers: { "x-forwarded-for": randomIp() } }),
      routeContext(),
    );
    expect(refused.status).toBe(400);
    expect(await db.$count(funnelEvents)).toBe(before);

    expect((await upload({ sessionId: "not-a-uuid" })).status).toBe(200);
    const [latest] = await db.select().from(funnelEvents).orderBy(desc(funnelEvents.id)).limit(1);
    expect(latest).toMatchObject({ event: "file_uploaded", sessionId: null, attemptId: null });
  });
});

describe("verification and account creation", () => {
  it("records email_verification_sent, email_verified and account_created on the resume's attempt", async () => {
    const sessionId = randomUUID();
    const { id, email, cookie } = await createResume(sessionId);

    const sent = await sendVerification(jsonRequest("POST", "/api/send-verification", { resumeId: id }, { cookie }), routeContext());
    expect(sent.status).toBe(200);
    const token = await emailedToken(email);
    // The link is followed in another browser: no tracking id, yet the step joins the attempt.
    const verified = await verifyEmail(jsonRequest("POST", "/api/verify-email", { token }), routeContext());
    expect(verified.status).toBe(200);

    const [attemptBefore] = await attemptsOfSession(sessionId);
    expect(attemptBefore).toMatchObject({ lastEvent: "email_verified", hasCreatedAccount: false });

    const account = await createAccountRoute(
      jsonRequest(
        "POST",
        "/api/accounts",
        { email, name: "Jordan Rivera", password: "correct horse 42", confirmPassword: "correct horse 42", resumeId: id },
        { cookie },
      ),
      routeContext(),
    );
    expect(account.status).toBe(201);
    const accountId = (await account.json()).account.id as number;

    const events = await eventsOfResume(id);
    expect(events.map((e) => e.event)).toEqual(["translation_completed", "email_verification_sent", "email_verified", "account_created"]);
    expect(events.every((e) => e.attemptId === attemptBefore!.id && e.sessionId === sessionId)).toBe(true);
    expect(events[3]!.accountId).toBe(accountId);
    const attempts = await attemptsOfSession(sessionId);
    expect(attempts).toEqual([
      expect.objectContaining({ id: attemptBefore!.id, hasCreatedResume: true, hasCreatedAccount: true, accountId, lastEvent: "account_created" }),
    ]);
  });

  it("records email_verified through the emailed link's GET as well, once per token", async () => {
    const { id, email, cookie } = await createResume(randomUUID());
    await sendVerification(jsonRequest("POST", "/api/send-verification", { resumeId: id }, { cookie }), routeContext());
    const token = await emailedToken(email);
    const link = () => verifyByLink(jsonRequest("GET", `/api/resumes/verify/${token}`), routeContext({ token }));
    expect((await link()).status).toBe(200);
    expect((await link()).status).toBe(400);
    const verified = (await eventsOfResume(id)).filter((e) => e.event === "email_verified");
    expect(verified).toHaveLength(1);
  });

  it("marks the account on the email's attempt when no resume is linked", async () => {
    const email = uniqueEmail("funnel");
    const sessionId = randomUUID();
    await db.insert(resumeAttempts).values({ email, sessionId, lastEvent: "form_submitted" });
    const res = await createAccountRoute(
      jsonRequest("POST", "/api/accounts", { email, name: "Sam Park", password: "correct horse 42", confirmPassword: "correct horse 42" }),
      routeContext(),
    );
    expect(res.status).toBe(201);
    const [attempt] = await attemptsOfSession(sessionId);
    expect(attempt).toMatchObject({ hasCreatedAccount: true, hasCreatedResume: false, lastEvent: "account_created" });
    expect((await eventsOfSession(sessionId)).map((e) => [e.event, e.accountId])).toEqual([["account_created", attempt!.accountId]]);
  });
});

describe("POST /api/funnel-events", () => {
  it("accepts resume_completed for the caller's own resume", async () => {
    const sessionId = randomUUID();
    const { id, cookie } = await createResume(sessionId);
    const res = await funnel({ event: "resume_completed", sessionId, resumeId: id }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [attempt] = await attemptsOfSession(sessionId);
    expect(attempt).toMatchObject({ resumeId: id, lastEvent: "resume_completed" });
    const completed = await db
      .select()
      .from(funnelEvents)
      .where(and(eq(funnelEvents.resumeId, id), eq(funnelEvents.event, "resume_completed")));
    expect(completed).toEqual([expect.objectContaining({ sessionId, attemptId: attempt!.id })]);
  });

  it("answers 404 for someone else's resume (or none) and records nothing", async () => {
    const victim = await createResume(randomUUID());
    const sessionId = randomUUID();
    const stranger = await createAccount();
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await funnel({ event: "resume_completed", sessionId, resumeId: victim.id }, cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: NO_RESUME });
    }
    expect((await funnel({ event: "resume_completed", sessionId, resumeId: 2_000_000_000 })).status).toBe(404);
    expect(await eventsOfSession(sessionId)).toEqual([]);
  });

  it("answers 400 for events the server records itself or does not know, 422 for a bad body", async () => {
    const sessionId = randomUUID();
    for (const event of ["email_verified", "account_created", "translation_completed", "form_submitted", "purchase", "bogus"]) {
      const res = await funnel({ event, sessionId });
      expect(res.status, event).toBe(400);
      expect(await res.json()).toMatchObject({ error: UNKNOWN_FUNNEL_EVENT });
    }
    const noResume = await funnel({ event: "resume_completed", sessionId });
    expect(noResume.status).toBe(422);
    expect((await noResume.json()).error).toBe("Validation failed: Resume id is required");
    const badSession = await funnel({ event: "resume_creation_start", sessionId: "abc" });
    expect(badSession.status).toBe(422);
    expect((await badSession.json()).error).toBe("Validation failed: Session id must be a UUID");
    expect(await eventsOfSession(sessionId)).toEqual([]);
  });

  it("never links a resume to a creation start", async () => {
    const victim = await createResume(randomUUID());
    const sessionId = randomUUID();
    expect((await funnel({ event: "resume_creation_start", sessionId, resumeId: victim.id })).status).toBe(200);
    expect(await eventsOfSession(sessionId)).toEqual([expect.objectContaining({ event: "resume_creation_start", resumeId: null })]);
    expect(await attemptsOfSession(sessionId)).toEqual([expect.objectContaining({ resumeId: null, hasCreatedResume: false })]);
  });

  it("is rate-limited per IP", async () => {
    const ip = randomIp();
    const sessionId = randomUUID();
    for (let i = 0; i < RATE_LIMITS.funnelEvent.limit; i++) {
      expect((await funnel({ event: "resume_creation_start", sessionId }, undefined, ip)).status).toBe(200);
    }
    expect((await funnel({ event: "resume_creation_start", sessionId }, undefined, ip)).status).toBe(429);
    // One attempt however often the form is reopened.
    expect(await attemptsOfSession(sessionId)).toHaveLength(1);
  });
});

describe("recordFunnelEvent", () => {
  it("logs and swallows a failed write instead of throwing into the caller", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // No such resume: the foreign key refuses the row.
    await expect(recordFunnelEvent({ event: "email_verified", resumeId: 2_000_000_000 })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith("[funnel] could not record email_verified", expect.anything());
  });

  it("is backed by a check constraint on the event name", async () => {
    await expect(
      db.insert(funnelEvents).values({ event: "not_a_step" as "file_uploaded", sessionId: randomUUID() }),
    ).rejects.toThrow();
  });
});
