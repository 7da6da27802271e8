/**
 * Integration: sendEmail against the test database (DATABASE_URL) and, for the Resend path, the
 * real Resend SDK pointed at a local HTTP server that speaks Resend's wire format.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { emailOutbox, emailTracking } from "@/db/schema";
import * as verifyResumeEmail from "@/emails/verify-resume-email";
import { uniqueEmail } from "@/test/helpers";
import { sendEmail, type SendEmailInput } from "./send";

type Captured = { method: string; url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };

/** A stand-in for api.resend.com: records requests, answers with the queued responses. */
function fakeResend() {
  const requests: Captured[] = [];
  const replies: { status: number; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw || "{}") });
      const reply = replies.shift() ?? { status: 200, body: { id: `re_${randomUUID()}` } };
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  return { server, requests, replies };
}

const resend = fakeResend();
let resendUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => resend.server.listen(0, "127.0.0.1", resolve));
  resendUrl = `http://127.0.0.1:${(resend.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => resend.server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
  resend.requests.length = 0;
  resend.replies.length = 0;
});

const outboxConfig = { config: { resendApiKey: undefined, appUrl: "http://app.test", production: false } };
const resendConfig = () => ({ config: { resendApiKey: "re_test_key", resendBaseUrl: resendUrl, from: "CivicShift <hello@civicshift.test>" } });

function input(overrides: Partial<SendEmailInput<verifyResumeEmail.VerifyResumeEmailProps>> = {}) {
  return {
    to: uniqueEmail("email"),
    template: verifyResumeEmail,
    props: { name: "Pat Rivera", verifyUrl: `http://app.test/verify-email?token=${randomUUID()}` },
    emailType: "verification" as const,
    ...overrides,
  };
}

const trackingFor = (email: string) => db.select().from(emailTracking).where(eq(emailTracking.email, email));
const outboxFor = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

describe("sendEmail without RESEND_API_KEY (dev outbox)", () => {
  it("stores the message in the outbox, records tracking and prints the outbox link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const msg = input({ sequenceDay: 2 });
    const result = await sendEmail(msg, outboxConfig);

    expect(result.status).toBe("sent");
    const [stored] = await outboxFor(msg.to);
    expect(stored).toMatchObject({ subject: "Verify your email to download your resume", template: "verify-resume-email" });
    expect(stored!.html).toContain(msg.props.verifyUrl);
    expect(stored!.text).toContain("Hi Pat,");

    const rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      emailType: "verification",
      emailSubject: "Verify your email to download your resume",
      sequenceDay: 2,
      success: true,
      provider: "outbox",
      providerMessageId: `outbox:${stored!.id}`,
      error: null,
    });
    expect(result).toEqual({ status: "sent", trackingId: rows[0]!.id, provider: "outbox", providerMessageId: `outbox:${stored!.id}` });
    expect(log).toHaveBeenCalledWith(
      `✉ Email to ${msg.to}: "Verify your email to download your resume" → http://app.test/dev/outbox/${stored!.id}`,
    );
  });

  it("uses the caller's subject when given", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const msg = input({ subject: "Your resume is waiting" });
    await sendEmail(msg, outboxConfig);
    const [stored] = await outboxFor(msg.to);
    expect(stored!.subject).toBe("Your resume is waiting");
    expect((await trackingFor(msg.to))[0]!.emailSubject).toBe("Your resume is waiting");
  });

  it("an idempotency key sends once, even for concurrent calls", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const msg = input({ idempotencyKey: `verification:${randomUUID()}` });
    expect((await sendEmail(msg, outboxConfig)).status).toBe("sent");
    expect(await sendEmail(msg, outboxConfig)).toEqual({ status: "duplicate" });

    const concurrent = input({ idempotencyKey: `verification:${randomUUID()}` });
    const results = await Promise.all([sendEmail(concurrent, outboxConfig), sendEmail(concurrent, outboxConfig), sendEmail(concurrent, outboxConfig)]);
    expect(results.map((r) => r.status).sort()).toEqual(["duplicate", "duplicate", "sent"]);

    expect(await outboxFor(msg.to)).toHaveLength(1);
    expect(await outboxFor(concurrent.to)).toHaveLength(1);
    const rows = await trackingFor(concurrent.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, idempotencyKey: concurrent.idempotencyKey });
  });

  it("where the dev outbox is off (production): stores nothing, records the failure, and says why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const msg = { ...input(), idempotencyKey: `prod-${uniqueEmail("k")}` };
    const result = await sendEmail(msg, { config: { ...outboxConfig.config, production: true, devOutbox: false } });
    expect(result).toMatchObject({ status: "failed", error: expect.stringMatching(/RESEND_API_KEY is not set/) });
    expect(await outboxFor(msg.to)).toHaveLength(0);
    const rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    // Not claimed under its idempotency key: once a provider is configured the email can still go.
    expect(rows[0]).toMatchObject({ success: false, idempotencyKey: null, error: expect.stringMatching(/No email provider/) });
    expect(String(error.mock.calls[0]![0])).not.toContain(msg.to);
    expect(log).not.toHaveBeenCalled();
  });

  it("on the e2e server (production, outbox allowed): warns (without the address) and only stores the message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const msg = input();
    const result = await sendEmail(msg, { config: { ...outboxConfig.config, production: true, devOutbox: true } });
    expect(result.status).toBe("sent");
    expect(await outboxFor(msg.to)).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain("RESEND_API_KEY is not set");
    expect(String(warn.mock.calls[0]![0])).not.toContain(msg.to);
    expect(log).not.toHaveBeenCalled();
  });
});

describe("sendEmail with RESEND_API_KEY (Resend SDK against a local server)", () => {
  it("sends through the Resend API and records the provider message id", async () => {
    resend.replies.push({ status: 200, body: { id: "re_msg_1" } });
    const msg = input({ idempotencyKey: `verification:${randomUUID()}` });
    const result = await sendEmail(msg, resendConfig());

    expect(result).toMatchObject({ status: "sent", provider: "resend", providerMessageId: "re_msg_1" });
    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request).toMatchObject({ method: "POST", url: "/emails" });
    expect(request!.headers.authorization).toBe("Bearer re_test_key");
    expect(request!.headers["idempotency-key"]).toBe(msg.idempotencyKey);
    expect(request!.body).toMatchObject({
      from: "CivicShift <hello@civicshift.test>",
      to: msg.to,
      subject: "Verify your email to download your resume",
      tags: [{ name: "email_type", value: "verification" }],
    });
    expect(request!.body.html).toContain(msg.props.verifyUrl);
    expect(request!.body.text).toContain(msg.props.verifyUrl);

    const rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, provider: "resend", providerMessageId: "re_msg_1", error: null });
    expect(await outboxFor(msg.to)).toHaveLength(0);
  });

  it("a provider failure is recorded and returned, never thrown; a retry with the same key may send", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    resend.replies.push({ status: 422, body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." } });
    const msg = input({ idempotencyKey: `verification:${randomUUID()}` });

    const failed = await sendEmail(msg, resendConfig());
    expect(failed.status).toBe("failed");
    expect(failed.status === "failed" && failed.error).toContain("Invalid `to` field.");
    let rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, provider: "resend", providerMessageId: null });
    expect(rows[0]!.error).toContain("validation_error");

    resend.replies.push({ status: 200, body: { id: "re_msg_retry" } });
    expect(await sendEmail(msg, resendConfig())).toMatchObject({ status: "sent", providerMessageId: "re_msg_retry" });
    expect(await sendEmail(msg, resendConfig())).toEqual({ status: "duplicate" });
    expect(resend.requests).toHaveLength(2);
    rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, providerMessageId: "re_msg_retry", error: null });
  });

  it("an unreachable provider is a recorded failure too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const msg = input();
    const result = await sendEmail(msg, { config: { resendApiKey: "re_test_key", resendBaseUrl: deadUrl } });
    expect(result.status).toBe("failed");
    const rows = await trackingFor(msg.to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, provider: "resend" });
    expect(rows[0]!.error).toMatch(/^Resend: /);
  });
});
