/**
 * Messages from the site contact form (/contact) and the partner inquiry form (/partners), both
 * posted to POST /api/contact.
 *
 * Stored first, emailed second: the row in contact_messages is the message; the email to the
 * support inbox is a notification of it. So a provider outage, a template bug or a send that throws
 * loses nothing, and the visitor is told "sent" as soon as the row exists. The emails go out after
 * the response (afterResponse), so how long the provider takes is not the visitor's wait.
 *
 * A submission whose hidden honeypot field is filled (people never see it; form-filling bots do)
 * gets the same answer and is neither stored nor sent.
 */
import "server-only";
import { db as defaultDb, type Database } from "@/db/client";
import { contactMessages } from "@/db/schema";
import * as contactConfirmationEmail from "@/emails/contact-confirmation-email";
import * as contactMessageEmail from "@/emails/contact-message-email";
import { afterResponse } from "@/lib/api/after-response";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/api/rate-limit";
import { publicConfig } from "@/lib/config/public";
import { sendEmail as defaultSendEmail, type SendEmailResult } from "@/lib/email/send";
import type { ContactRequest } from "@/lib/validation/contact";

export type ContactMessage = typeof contactMessages.$inferSelect;

type Deps = { db?: Database; send?: typeof defaultSendEmail; now?: Date };

/** Whether a submission is a bot's: the honeypot field has something in it. */
export function isHoneypotFilled(input: Pick<ContactRequest, "website">): boolean {
  return (input.website ?? "").trim() !== "";
}

/** Stores the message; null (and nothing stored) for a bot's submission. */
export async function storeContactMessage(
  input: ContactRequest,
  { db = defaultDb, now = new Date() }: Pick<Deps, "db" | "now"> = {},
): Promise<ContactMessage | null> {
  if (isHoneypotFilled(input)) return null;
  const [row] = await db
    .insert(contactMessages)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      createdAt: now,
    })
    .returning();
  return row ?? null;
}

export type ContactNotification = { support: SendEmailResult; receipt: SendEmailResult | { status: "skipped" } };

/**
 * Emails a stored message to the support inbox, and a short receipt to the sender (at most
 * RATE_LIMITS.mailbox receipts a day per address, so the form cannot be used to flood a
 * stranger's inbox). Keyed by the message id, so a retry never sends twice.
 */
export async function notifyContactMessage(
  message: ContactMessage,
  { db = defaultDb, send = defaultSendEmail, now = new Date() }: Deps = {},
): Promise<ContactNotification> {
  const kind = message.kind === "partner" ? "partner" : "contact";
  const support = await send(
    {
      to: publicConfig.supportEmail,
      template: contactMessageEmail,
      props: {
        kind,
        messageId: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        receivedAt: message.createdAt.toISOString(),
      },
      emailType: "contact_notification",
      idempotencyKey: `contact:${message.id}:support`,
    },
    { db },
  );
  const mailbox = await consumeRateLimit(RATE_LIMITS.mailbox, `contact:${message.email}`, { db, now });
  if (!mailbox.allowed) return { support, receipt: { status: "skipped" } };
  const receipt = await send(
    {
      to: message.email,
      template: contactConfirmationEmail,
      props: { kind, name: message.name },
      emailType: "contact_notification",
      idempotencyKey: `contact:${message.id}:receipt`,
    },
    { db },
  );
  return { support, receipt };
}

/**
 * A form submission: stored, then (after the response) emailed. Returns whether it was stored,
 * which the route does not tell the caller (a bot must not learn that its message was dropped).
 */
export async function submitContactMessage(
  input: ContactRequest,
  {
    db = defaultDb,
    send = defaultSendEmail,
    now = new Date(),
    defer = afterResponse,
  }: Deps & { defer?: typeof afterResponse } = {},
): Promise<{ stored: ContactMessage | null }> {
  const stored = await storeContactMessage(input, { db, now });
  if (stored) {
    await defer(`[contact] could not email contact message #${stored.id}`, () => notifyContactMessage(stored, { db, send, now }));
  }
  return { stored };
}
