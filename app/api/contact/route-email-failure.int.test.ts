/** Integration: an email that fails or throws never loses a contact message, and the visitor is told it was sent. */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";

const send = vi.hoisted(() => vi.fn());
vi.mock("@/lib/email/send", () => ({ sendEmail: send }));

const { POST } = await import("./route");

const body = (email: string) => ({ name: "Dana", email, subject: "Billing question", message: "Was I charged twice this month?" });

describe("POST /api/contact when email fails", () => {
  afterEach(() => send.mockReset());

  it("stores the message and answers success when the provider fails", async () => {
    send.mockResolvedValue({ status: "failed", error: "provider down", trackingId: null });
    const email = uniqueEmail("fail");
    const res = await POST(jsonRequest("POST", "/api/contact", body(email)), routeContext());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Message sent" });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
    expect(send).toHaveBeenCalled();
  });

  it("stores the message and answers success when sending throws", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    send.mockRejectedValue(new Error("boom"));
    const email = uniqueEmail("throw");
    const res = await POST(jsonRequest("POST", "/api/contact", body(email)), routeContext());
    expect(res.status).toBe(201);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
