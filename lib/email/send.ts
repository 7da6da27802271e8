/**
 * The one way the product sends email.
 *
 *   await sendEmail({ to, template: verifyResumeEmail, props: { name, verifyUrl }, emailType: "verification" });
 *
 * - With RESEND_API_KEY: sent through the Resend SDK (RESEND_BASE_URL, when set, points the SDK at
 *   another host — the tests use a local server speaking Resend's wire format).
 * - Without it (the embedded default): stored in the `email_outbox` table, viewable at /dev/outbox,
 *   and one console line links to it, only where the dev outbox may exist (lib/env.ts
 *   devOutboxAllowed: not in production, except the end-to-end test server). A production server
 *   without a key refuses to start; should one run anyway, the send fails and nothing is stored.
 * - Every send is recorded in `email_tracking`, successful or not.
 * - With an idempotencyKey the tracking row is claimed *before* the provider is called (unique
 *   key), so a retry or a concurrent second call answers { status: "duplicate" } instead of sending
 *   twice. A key whose earlier attempt failed at the provider may be claimed again (a retry).
 * - Failures never throw: the caller (often a user's request) gets { status: "failed", error }.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { Resend } from "resend";
import { db as defaultDb, type Database } from "@/db/client";
import { logError } from "@/lib/log/errors";
import { emailOutbox, emailTracking } from "@/db/schema";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";
import { renderEmail, type EmailTemplate, type RenderedEmail } from "./template";
import type { EmailType } from "./types";

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
};

export type SendEmailResult =
  | { status: "sent"; trackingId: number | null; provider: Provider; providerMessageId: string }
  | { status: "duplicate" }
  | { status: "failed"; error: string; trackingId: number | null };

export type Provider = "resend" | "outbox";

export type EmailConfig = {
  resendApiKey?: string;
  resendBaseUrl?: string;
  from: string;
  appUrl: string;
  production: boolean;
  /** Without a Resend key: whether the dev outbox may store the email (else the send fails). */
  devOutbox: boolean;
  /** Upper bound on one provider call, so a hung provider cannot hang the user's request. */
  timeoutMs: number;
};

export type SendEmailDeps = { db?: Database; config?: Partial<EmailConfig> };

function resolveConfig(overrides: Partial<EmailConfig> = {}): EmailConfig {
  const e = env();
  return {
    resendApiKey: e.RESEND_API_KEY,
    resendBaseUrl: e.RESEND_BASE_URL,
    from: e.EMAIL_FROM,
    appUrl: e.appUrl,
    production: e.NODE_ENV === "production",
    devOutbox: e.devOutbox,
    timeoutMs: 15_000,
    ...overrides,
  };
}

type Delivery = { ok: true; providerMessageId: string } | { ok: false; error: string };

const MAX_ERROR_LENGTH = 1000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export async function sendEmail<P>(input: SendEmailInput<P>, deps: SendEmailDeps = {}): Promise<SendEmailResult> {
  const db = deps.db ?? defaultDb;
  let config: EmailConfig;
  try {
    config = resolveConfig(deps.config);
  } catch (error) {
    console.error("[email] invalid configuration", error);
    return { status: "failed", error: describeError(error), trackingId: null };
  }
  const provider: Provider = config.resendApiKey ? "resend" : "outbox";
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
  if (provider === "outbox" && !config.devOutbox) {
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

  const meta: SendMeta = {
    emailType: input.emailType,
    templateName: input.template.templateName,
    idempotencyKey: input.idempotencyKey,
  };
  if (provider === "outbox") return deliverToOutbox(db, config, meta, rendered, base, trackingId);

  const delivery = await deliverViaResend(config, to, rendered, meta);
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

type SendMeta = { emailType: EmailType; templateName: string; idempotencyKey?: string };

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

async function deliverViaResend(
  config: EmailConfig,
  to: string,
  rendered: RenderedEmail,
  meta: SendMeta,
): Promise<Delivery> {
  try {
    const resend = new Resend(config.resendApiKey, config.resendBaseUrl ? { baseUrl: config.resendBaseUrl } : undefined);
    const { data, error } = await resend.emails.send(
      {
        from: config.from,
        to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        replyTo: publicConfig.supportEmail,
        tags: [{ name: "email_type", value: meta.emailType }],
      },
      {
        // Resend de-duplicates on this header too (24 h), covering a send whose answer we lost.
        idempotencyKey: meta.idempotencyKey,
        signal: AbortSignal.timeout(config.timeoutMs),
      },
    );
    if (error || !data?.id) {
      const detail = error ? `${error.name}${error.statusCode ? ` (${error.statusCode})` : ""}: ${error.message}` : "no message id in response";
      return { ok: false, error: `Resend: ${detail}`.slice(0, MAX_ERROR_LENGTH) };
    }
    return { ok: true, providerMessageId: data.id };
  } catch (error) {
    return { ok: false, error: `Resend: ${describeError(error)}` };
  }
}

async function deliverToOutbox(
  db: Database,
  config: EmailConfig,
  meta: SendMeta,
  rendered: RenderedEmail,
  base: TrackingFields,
  claimedId: number | null,
): Promise<SendEmailResult> {
  try {
    const { outboxId, trackingId } = await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(emailOutbox)
        .values({
          to: base.email,
          from: config.from,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          template: meta.templateName,
        })
        .returning({ id: emailOutbox.id });
      const outcome = { ...base, success: true, providerMessageId: `outbox:${message!.id}`, error: null };
      let id = claimedId;
      if (id === null) {
        const [row] = await tx.insert(emailTracking).values(outcome).returning({ id: emailTracking.id });
        id = row!.id;
      } else {
        await tx.update(emailTracking).set(outcome).where(eq(emailTracking.id, id));
      }
      return { outboxId: message!.id, trackingId: id };
    });
    if (config.production) {
      // No address in the log line: production logs should not collect recipients.
      console.warn(
        `[email] RESEND_API_KEY is not set: "${rendered.subject}" was stored in email_outbox #${outboxId} and NOT delivered.`,
      );
    } else {
      console.log(`✉ Email to ${base.email}: "${rendered.subject}" → ${config.appUrl}/dev/outbox/${outboxId}`);
    }
    return { status: "sent", trackingId, provider: "outbox", providerMessageId: `outbox:${outboxId}` };
  } catch (error) {
    const message = `Outbox: ${describeError(error)}`;
    logError("[email] could not store outbox message", error);
    const trackingId = await recordResult(db, claimedId, { ...base, success: false, providerMessageId: null, error: message });
    return { status: "failed", error: message, trackingId };
  }
}
