import type { EmailType } from "../types";

export type Provider = "resend" | "outbox";

/** A rendered email, ready for a transport. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  emailType: EmailType;
  templateName: string;
  /** Passed on to the provider, which may de-duplicate on it too. */
  idempotencyKey?: string;
  /** Extra headers (List-Unsubscribe); transports without header support ignore them. */
  headers?: Record<string, string>;
};

/** A transport never throws: a failure is a value, recorded by sendEmail. */
export type Delivery = { ok: true; providerMessageId: string } | { ok: false; error: string };

export type EmailTransport = {
  provider: Provider;
  deliver(email: OutgoingEmail): Promise<Delivery>;
};

export const MAX_ERROR_LENGTH = 1000;

export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
