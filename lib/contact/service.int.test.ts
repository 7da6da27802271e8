/** Integration: storing and notifying contact messages (lib/contact/service.ts). */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { contactMessages, emailOutbox } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { publicConfig } from "@/lib/config/public";
import { sendEmail } from "@/lib/email/send";
import type { ContactRequest } from "@/lib/validation/contact";
import { uniqueEmail } from "@/test/helpers";
import { isHoneypotFilled, notifyContactMessage, storeContactMessage, submitContactMessage } from "./service";

const input = (email: string, extra: Partial<ContactRequest> = {}): ContactRequest => ({
  kind: "contact",
  name: "Dana Whitfield",
  email,
  subject: "Question about alerts",
  message: "How often do job alerts arrive?",
  ...extra,
} as ContactRequest);

const rowsFor = (email: string) => db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("contact messages", () => {
  it("recognises a filled honeypot", () => {
    expect(isHoneypotFilled({ website: undefined })).toBe(false);
    expect(isHoneypotFilled({ website: "  " })).toBe(false);
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
  });

  it("stores the row before any email is sent", async () => {
    const email = uniqueEmail("order");
    const seenAtSend: number[] = [];
    const send = vi.fn(async () => {
      seenAtSend.push((await rowsFor(email)).length);
      return { status: "failed" as const, error: "down", trackingId: null };
    });
    const deferred: (() => Promise<unknown>)[] = [];
    const { stored } = await submitContactMessage(input(email), {
      send: send as unknown as typeof sendEmail,
      defer: async (_label, task) => void deferred.push(task),
    });
    expect(stored?.email).toBe(email);
    // Nothing is sent before the response; the deferred task sends to support and the receipt.
    expect(send).not.toHaveBeenCalled();
    await deferred[0]!();
    expect(send).toHaveBeenCalledTimes(2);
    expect(seenAtSend).toEqual([1, 1]);
    expect((send.mock.calls[0] as unknown as [{ to: string }])[0].to).toBe(publicConfig.supportEmail);
  });

  it("stores nothing and defers nothing for a bot", async () => {
    const email = uniqueEmail("bot");
    const defer = vi.fn();
    expect(await submitContactMessage(input(email, { website: "spam" }), { defer })).toEqual({ stored: null });
    expect(defer).not.toHaveBeenCalled();
    expect(await rowsFor(email)).toEqual([]);
  });

  it("sends each message's support email once, and at most the mailbox limit of receipts a day to one address", async () => {
    const email = uniqueEmail("receipts");
    const now = new Date();
    const results = [];
    for (let i = 0; i < RATE_LIMITS.mailbox.limit + 2; i++) {
      const stored = (await storeContactMessage(input(email), { now }))!;
      results.push(await notifyContactMessage(stored, { now }));
    }
    expect(results.map((r) => r.support.status)).toEqual(Array(RATE_LIMITS.mailbox.limit + 2).fill("sent"));
    expect(results.filter((r) => r.receipt.status === "skipped")).toHaveLength(2);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(RATE_LIMITS.mailbox.limit);

    // A retry of the same message's notification is a duplicate, not a second email.
    const [first] = await rowsFor(email);
    const again = await notifyContactMessage(first!, { now });
    expect(again.support.status).toBe("duplicate");
  });
});
