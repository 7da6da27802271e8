/** Integration: POST /api/leads and GET /api/leads/verify against the test database. */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { emailOutbox, leads } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { hashEmailToken as hashToken } from "@/lib/security/email-token";
import { jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { POST } from "./route";
import { GET as verify } from "./verify/route";
import { DAY } from "@/lib/time";

const post = (body: unknown) => POST(jsonRequest("POST", "/api/leads", body), routeContext());
const visit = (query: string) => verify(jsonRequest("GET", `/api/leads/verify${query}`), routeContext());

async function leadByEmail(email: string) {
  const [row] = await db.select().from(leads).where(eq(leads.email, email));
  return row;
}

/** The token from the verification link in the newest outbox email to this address. */
async function tokenSentTo(email: string): Promise<string> {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  const match = mail?.text.match(/\/api\/leads\/verify\?token=([A-Za-z0-9_.-]+)/);
  if (!match) throw new Error(`no verification link sent to ${email}`);
  return match[1]!;
}

describe("POST /api/leads", () => {
  it("stores an unverified lead (lower-case email, hashed token, 7-day expiry) and emails the link", async () => {
    const email = uniqueEmail("lead");
    const before = Date.now();
    const res = await post({ name: "  Casey Jones ", email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    const body = await res.json();
    const row = await leadByEmail(email);
    expect(row).toBeDefined();
    expect(body).toEqual({ success: true, lead: { name: "Casey Jones", email } });
    expect(row).toMatchObject({
      emailVerified: false,
      emailSequenceActive: false,
      convertedToAccount: false,
      emailSequenceDay: 0,
      source: "landing_page",
    });
    const token = await tokenSentTo(email);
    expect(row!.verificationToken).toBe(hashToken(token));
    expect(row!.verificationToken).not.toContain(token);
    const expiry = row!.verificationTokenExpiresAt!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.text).toContain("http://localhost:3000/api/leads/verify?token=");
  });

  it("keeps the given source", async () => {
    const email = uniqueEmail("lead");
    expect((await post({ name: "Ana", email, source: "get-started" })).status).toBe(201);
    expect((await leadByEmail(email))!.source).toBe("get-started");
  });

  it("answers a known address exactly as a new one (no way to test who is registered) and mails it a fresh link", async () => {
    const known = uniqueEmail("lead");
    expect((await post({ name: "First", email: known })).status).toBe(201);
    const firstToken = await tokenSentTo(known);

    const again = await post({ name: "Second", email: known.toUpperCase() });
    const fresh = await post({ name: "Second", email: uniqueEmail("lead") });
    expect(again.status).toBe(fresh.status);
    const [a, f] = [await again.json(), await fresh.json()];
    expect(Object.keys(a)).toEqual(Object.keys(f));
    expect(a).toEqual({ success: true, lead: { name: "Second", email: known } });

    // The stored lead is unchanged; its mailbox has a new link and the old one no longer works.
    expect((await leadByEmail(known))!.name).toBe("First");
    const secondToken = await tokenSentTo(known);
    expect(secondToken).not.toBe(firstToken);
    expect((await visit(`?token=${firstToken}`)).headers.get("location")).toBe("http://localhost:3000/?error=verification-failed");
    expect((await visit(`?token=${secondToken}`)).headers.get("location")).toBe("http://localhost:3000/create-resume?leadVerified=true");
  });

  it("gives a lead whose link expired a new one through the same form", async () => {
    const email = uniqueEmail("lead");
    await post({ name: "Lee", email });
    const expired = await tokenSentTo(email);
    await db.update(leads).set({ verificationTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(leads.email, email));
    expect((await visit(`?token=${expired}`)).headers.get("location")).toBe("http://localhost:3000/?error=verification-failed");

    expect((await post({ name: "Lee", email })).status).toBe(201);
    const renewed = await tokenSentTo(email);
    expect((await visit(`?token=${renewed}`)).headers.get("location")).toBe("http://localhost:3000/create-resume?leadVerified=true");
    expect((await leadByEmail(email))!.emailVerified).toBe(true);
  });

  it("cannot be used to flood a mailbox: past the per-address limit the answer is the same and nothing is sent", async () => {
    const email = uniqueEmail("lead");
    for (let i = 0; i < RATE_LIMITS.mailbox.limit + 3; i++) {
      const res = await post({ name: "Flood", email });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ success: true, lead: { name: "Flood", email } });
    }
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(sent).toHaveLength(RATE_LIMITS.mailbox.limit);
  });

  it("rejects missing name and missing or malformed email with the spec's messages", async () => {
    const cases: [unknown, string][] = [
      [{ email: uniqueEmail() }, "Name is required"],
      [{ name: "  ", email: uniqueEmail() }, "Name is required"],
      [{ name: "Ana" }, "Email is required"],
      [{ name: "Ana", email: "" }, "Email is required"],
      [{ name: "Ana", email: "not-an-email" }, "Invalid email format"],
      [{ name: "Ana", email: uniqueEmail(), source: "<script>" }, "Invalid source"],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = await res.json();
      expect(json.error).toBe(`Validation failed: ${message}`);
    }
  });
});

describe("GET /api/leads/verify", () => {
  it("verifies once, starts the email sequence and continues to /create-resume?leadVerified=true", async () => {
    const email = uniqueEmail("lead");
    await post({ name: "Robin", email });
    const token = await tokenSentTo(email);

    const res = await visit(`?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/create-resume?leadVerified=true");
    const row = await leadByEmail(email);
    expect(row).toMatchObject({
      emailVerified: true,
      emailSequenceActive: true,
      verificationToken: null,
      verificationTokenExpiresAt: null,
    });

    const again = await visit(`?token=${token}`);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("http://localhost:3000/?error=verification-failed");
  });

  it("refuses an expired token", async () => {
    const email = uniqueEmail("lead");
    await post({ name: "Kim", email });
    const token = await tokenSentTo(email);
    await db.update(leads).set({ verificationTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(leads.email, email));
    const res = await visit(`?token=${token}`);
    expect(res.headers.get("location")).toBe("http://localhost:3000/?error=verification-failed");
    expect((await leadByEmail(email))!.emailVerified).toBe(false);
  });

  it("sends a missing or malformed token to /?error=invalid-token and an unknown one to verification-failed", async () => {
    expect((await visit("")).headers.get("location")).toBe("http://localhost:3000/?error=invalid-token");
    expect((await visit("?token=")).headers.get("location")).toBe("http://localhost:3000/?error=invalid-token");
    expect((await visit("?token=%3Cscript%3E")).headers.get("location")).toBe(
      "http://localhost:3000/?error=invalid-token",
    );
    const unknown = "A".repeat(43);
    const res = await visit(`?token=${unknown}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/?error=verification-failed");
  });
});
