/** Integration: POST /api/contact against the test database, emails read from the dev outbox. */
import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { contactMessages, emailOutbox } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { publicConfig } from "@/lib/config/public";
import { jsonRequest, randomIp, routeContext, uniqueEmail } from "@/test/helpers";
import { POST } from "./route";

const post = (body: unknown, headers?: Record<string, string>) =>
  POST(jsonRequest("POST", "/api/contact", body, { headers }), routeContext());

const messagesFrom = (email: string) => db.select().from(contactMessages).where(eq(contactMessages.email, email));
const outboxTo = (to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
const supportMailAbout = (marker: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, publicConfig.supportEmail), like(emailOutbox.subject, `%${marker}%`)));

function contactBody(email: string, marker: string) {
  return {
    name: "  Dana   Whitfield ",
    email: email.toUpperCase(),
    subject: `Question about alerts ${marker}`,
    message: "Hello,\n\nHow often do job alerts arrive? <b>Thanks</b>",
  };
}

describe("POST /api/contact", () => {
  it("stores the message first, then emails it to support and sends the sender a receipt", async () => {
    const email = uniqueEmail("contact");
    const marker = `m-${Date.now()}`;
    const res = await post(contactBody(email, marker));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Message sent" });

    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({
      kind: "contact",
      name: "Dana Whitfield",
      email,
      subject: `Question about alerts ${marker}`,
      message: "Hello,\n\nHow often do job alerts arrive? <b>Thanks</b>",
    });

    const [support] = await supportMailAbout(marker);
    expect(support, "email to the support inbox").toBeDefined();
    expect(support!.subject).toBe(`[Contact] Question about alerts ${marker}`);
    expect(support!.template).toBe("contact-message-email");
    expect(support!.text).toContain("How often do job alerts arrive?");
    expect(support!.text).toContain(email);
    expect(support!.text).toContain(`contact message #${row!.id}`);
    // The visitor's text is escaped in the HTML, never rendered as markup.
    expect(support!.html).not.toContain("<b>Thanks</b>");
    expect(support!.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");

    const [receipt] = await outboxTo(email);
    expect(receipt!.template).toBe("contact-confirmation-email");
    expect(receipt!.text).toContain("Hi Dana,");
    expect(receipt!.text).toContain("We'll get back to you within 24 hours");
    // The receipt repeats nothing the sender typed but their first name.
    expect(receipt!.text).not.toContain(marker);
    expect(receipt!.text).not.toContain("How often");
  });

  it("takes a partner inquiry with the relaxed rules and the default subject", async () => {
    const email = uniqueEmail("partner");
    const res = await post({ kind: "partner", name: "Jo", email, subject: "Partnership Inquiry", message: "Call me" });
    expect(res.status).toBe(201);
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ kind: "partner", name: "Jo", subject: "Partnership Inquiry", message: "Call me" });
    const defaulted = uniqueEmail("partner");
    expect((await post({ kind: "partner", name: "Jo", email: defaulted, message: "Hi" })).status).toBe(201);
    expect((await messagesFrom(defaulted))[0]!.subject).toBe("Partnership Inquiry");

    const support = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, publicConfig.supportEmail), like(emailOutbox.text, `%${email}%`)));
    expect(support.map((m) => m.subject)).toEqual(["[Partner inquiry] Partnership Inquiry"]);
    expect(support[0]!.text).toContain("New partnership inquiry");
    const [receipt] = await outboxTo(email);
    expect(receipt!.subject).toBe(`Thank you for your interest in partnering with ${publicConfig.productName}`);
  });

  it("answers a filled honeypot exactly like a real message but stores and sends nothing", async () => {
    const email = uniqueEmail("bot");
    const marker = `bot-${Date.now()}`;
    const res = await post({ ...contactBody(email, marker), website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Message sent" });
    expect(await messagesFrom(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
    expect(await supportMailAbout(marker)).toEqual([]);
    // An empty honeypot is a person's submission.
    const person = uniqueEmail("person");
    expect((await post({ ...contactBody(person, marker), website: "" })).status).toBe(201);
    expect(await messagesFrom(person)).toHaveLength(1);
  });

  it("refuses invalid input with the spec's messages and stores nothing", async () => {
    const email = uniqueEmail("invalid");
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "A" }, "Name must be at least 2 characters"],
      [{ email: "nope" }, "Please enter a valid email address"],
      [{ subject: "Hey" }, "Subject must be at least 5 characters"],
      [{ message: "Too short" }, "Message must be at least 10 characters"],
    ];
    for (const [change, message] of cases) {
      const res = await post({ ...contactBody(email, "x"), ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((await res.json()).error).toBe(`Validation failed: ${message}`);
    }
    expect((await post({ ...contactBody(email, "x"), kind: "other" })).status).toBe(422);
    const wrongType = await POST(
      new Request("http://localhost:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "text/plain", "x-forwarded-for": randomIp() },
        body: "name=x",
      }),
      routeContext(),
    );
    expect(wrongType.status).toBe(415);
    expect(await messagesFrom(email)).toEqual([]);
  });

  it("is rate-limited per client address", async () => {
    const ip = randomIp();
    const email = uniqueEmail("limited");
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) {
      expect((await post(contactBody(email, `rl${i}`), { "x-forwarded-for": ip })).status).toBe(201);
    }
    const limited = await post(contactBody(email, "rl-over"), { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await messagesFrom(email)).toHaveLength(RATE_LIMITS.contact.limit);
    // Another address is not affected.
    expect((await post(contactBody(email, "rl-other"))).status).toBe(201);
  });
});
