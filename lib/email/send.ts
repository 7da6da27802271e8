/**
 * The one way the product sends email.
 *
 *   await sendEmail({ to, template: verifyResumeEmail, props: { name, verifyUrl }, emailType: "verification" });
 *
 * - The transport (./transports) is chosen from the environment: with RESEND_API_KEY, Resend
 *   (transports/resend.ts); without it (the embedded default), the dev outbox (transports/outbox.ts),
 *   only where the dev outbox may exist (lib/env.ts devOutboxAllowed: not in production, except the
 *   end-to-end test server). A production server without a key refuses to start; should one run
 *   anyway, the send fails and nothing is stored.
 * - Every send is recorded in `email_tracking`, successful or not.
 * - With an idempotencyKey the tracking row is claimed *before* the provider is called (unique
 *   key), so a retry or a concurrent second call answers { status: "duplicate" } instead of sending
 *   twice. A key whose earlier attempt failed at the provider may be claimed again (a retry).
 * - Failures never throw: the caller (often a user's request) gets { status: "failed", error }.
 */
import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { emailTracking } from "@/db/schema";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/errors";
import { emailConfigFrom, type EmailConfig } from "./config";
import { renderEmail, type EmailTemplate, type RenderedEmail } from "./template";
import { chooseTransport, type Provider } from "./transports";
import { describeError } from "./transports/types";
import type { EmailType } from "./types";

export type { EmailConfig } from "./config";
export type { Provider } from "./transports";

export type SendEmailInput<P> = {
  to: string;
  template: EmailTemplate<P>;
  props: P;
  /** Overrides the template's subject(props). */
  subject?: string;
  emailType: EmailType;
  /** Day of a sequence (job alerts, referral, waitlist). */
  sequenceDay?: number;
  /** E.g. `job-alert:${accountId}:${day}`: at most one email is ever sent per key. */
  idempotencyKey?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) for sequence emails. */
  headers?: Record<string, string>;
};

export type SendEmailResult =
  | { status: "sent"; trackingId: number | null; provider: Provider; providerMessageId: string }
  | { status: "duplicate" }
  | { status: "failed"; error: string; trackingId: number | null };

export type SendEmailDeps = { db?: Database; config?: Partial<EmailConfig> };

export async function sendEmail<P>(input: SendEmailInput<P>, deps: SendEmailDeps = {}): Promise<SendEmailResult> {
  const db = deps.db ?? defaultDb;
  let config: EmailConfig;
  try {
    config = emailConfigFrom(env(), deps.config);
  } catch (error) {
    console.error("[email] invalid configuration", error);
    return { status: "failed", error: describeError(error), trackingId: null };
  }
  const transport = chooseTransport(config, db);
  const provider: Provider = transport?.provider ?? "outbox";
  const to = input.to.trim();
  const tracking = {
    email: to,
    emailType: input.emailType,
    sequenceDay: input.sequenceDay ?? null,
    provider,
  };

  let rendered: RenderedEmail;
  try {
    rendered = await renderEmail(input.template, input.props, input.subject);
  } catch (error) {
    // A template bug: recorded without the idempotency key, so a fixed deploy can still send.
    const message = `Rendering failed: ${describeError(error)}`;
    console.error(`[email] could not render ${input.template.templateName}`, error);
    const trackingId = await insertTracking(db, {
      ...tracking,
      emailSubject: input.subject ?? input.template.templateName,
      success: false,
      error: message,
    });
    return { status: "failed", error: message, trackingId };
  }

  const base = { ...tracking, emailSubject: rendered.subject };
  if (!transport) {
    // Links to verify or reset must never sit in a production table instead of an inbox.
    const message = "No email provider: RESEND_API_KEY is not set and the dev outbox is off here";
    console.error(`[email] ${input.emailType} email not sent: ${message}`);
    const trackingId = await insertTracking(db, { ...base, success: false, error: message });
    return { status: "failed", error: message, trackingId };
  }
  let trackingId: number | null = null;
  if (input.idempotencyKey) {
    try {
      trackingId = await claimKey(db, input.idempotencyKey, base);
    } catch (error) {
      // Without a claim we cannot promise "at most once": do not send.
      logError("[email] could not claim idempotency key", error);
      return { status: "failed", error: describeError(error), trackingId: null };
    }
    if (trackingId === null) return { status: "duplicate" };
  }

  const delivery = await transport.deliver({
    to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    emailType: input.emailType,
    templateName: input.template.templateName,
    idempotencyKey: input.idempotencyKey,
    headers: input.headers,
  });
  const recordedId = await recordResult(db, trackingId, {
    ...base,
    success: delivery.ok,
    providerMessageId: delivery.ok ? delivery.providerMessageId : null,
    error: delivery.ok ? null : delivery.error,
  });
  if (!delivery.ok) {
    // No address in the log line (production logs should not collect recipients): the tracking row has it.
    console.error(`[email] ${input.emailType} email failed (email_tracking #${recordedId ?? "?"}): ${delivery.error}`);
    return { status: "failed", error: delivery.error, trackingId: recordedId };
  }
  return { status: "sent", trackingId: recordedId, provider, providerMessageId: delivery.providerMessageId };
}

type TrackingFields = {
  email: string;
  emailType: string;
  emailSubject: string;
  sequenceDay: number | null;
  provider: Provider;
};

/**
 * Claims an idempotency key: a new row in state "in flight" (success=false, error=null), or the
 * row of an earlier attempt that failed at the provider (error set). Both statements are atomic,
 * so of two concurrent callers exactly one gets the row. Returns null when the key is taken.
 */
async function claimKey(db: Database, key: string, fields: TrackingFields): Promise<number | null> {
  const [created] = await db
    .insert(emailTracking)
    .values({ ...fields, idempotencyKey: key, success: false, error: null })
    .onConflictDoNothing({ target: emailTracking.idempotencyKey })
    .returning({ id: emailTracking.id });
  if (created) return created.id;
  const [retried] = await db
    .update(emailTracking)
    .set({ ...fields, success: false, error: null, providerMessageId: null, sentAt: new Date() })
    .where(
      and(eq(emailTracking.idempotencyKey, key), eq(emailTracking.success, false), isNotNull(emailTracking.error)),
    )
    .returning({ id: emailTracking.id });
  return retried?.id ?? null;
}

type ResultFields = TrackingFields & { success: boolean; providerMessageId?: string | null; error: string | null };

async function insertTracking(db: Database, fields: Omit<ResultFields, "providerMessageId"> & { providerMessageId?: string | null }) {
  try {
    const [row] = await db.insert(emailTracking).values(fields).returning({ id: emailTracking.id });
    return row?.id ?? null;
  } catch (error) {
    // Not the fields: they hold the recipient's address.
    logError(`[email] could not record email_tracking row (${fields.emailType})`, error);
    return null;
  }
}

/** Writes the outcome onto the claimed row, or inserts a new row when there was no key. */
async function recordResult(db: Database, trackingId: number | null, fields: ResultFields): Promise<number | null> {
  if (trackingId === null) return insertTracking(db, fields);
  try {
    await db.update(emailTracking).set(fields).where(eq(emailTracking.id, trackingId));
  } catch (error) {
    logError(`[email] could not record email_tracking outcome (#${trackingId}, ${fields.emailType})`, error);
  }
  return trackingId;
}
