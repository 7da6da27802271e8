/**
 * Leads from the landing variants: created unverified, verified once through an emailed link
 * (its token: lib/security/email-token, purpose "lead-verify"; only its hash is stored). The
 * form answers a known address exactly as a new one (no way to test who is registered); the
 * difference goes to the mailbox.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { leads } from "@/db/schema";
import * as verifyLeadEmail from "@/emails/verify-lead-email";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/api/rate-limit";
import { sendEmail as defaultSendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { consumeEmailToken, emailTokenTtlMs, issueEmailToken } from "@/lib/security/email-token";
import type { LeadData } from "@/lib/validation/lead";

export const LEAD_TOKEN_TTL_MS = emailTokenTtlMs("lead-verify");
export const DEFAULT_LEAD_SOURCE = "landing_page";

/**
 * What POST /api/leads answers, the same for a new address and a known one: the name and email as
 * submitted, never what is stored, so the answer cannot tell whether an address is registered.
 */
export type LeadReceipt = { name: string; email: string };

/**
 * A lead form submission. A new address becomes an unverified lead; a known one keeps its lead
 * (name, source, state) and gets a fresh link, which replaces the one it had: that is how a
 * visitor whose link expired or went astray gets a new one. Either way the mailbox receives one
 * email, and what happens next is up to whoever reads it. At most RATE_LIMITS.mailbox emails per
 * address; over that the answer is the same and nothing is sent (the form cannot flood an inbox).
 */
export async function submitLead(
  input: LeadData,
  {
    db = defaultDb,
    send = defaultSendEmail,
    now = new Date(),
  }: { db?: Database; send?: typeof defaultSendEmail; now?: Date } = {},
): Promise<LeadReceipt> {
  const receipt = { name: input.name, email: input.email };
  const { token, hash, columns: fresh } = issueEmailToken("lead-verify", { now });
  // The unique index decides a race between two submissions of the same address.
  const [created] = await db
    .insert(leads)
    .values({ name: input.name, email: input.email, source: input.source ?? DEFAULT_LEAD_SOURCE, ...fresh })
    .onConflictDoNothing({ target: leads.email })
    .returning({ id: leads.id, name: leads.name, email: leads.email });
  const mailbox = await consumeRateLimit(RATE_LIMITS.mailbox, `lead:${input.email}`, { db, now });
  if (!mailbox.allowed) return receipt;
  // A known address: its lead stays as it is, with a new link in place of the old one.
  const [lead] = created
    ? [created]
    : await db.update(leads).set(fresh).where(eq(leads.email, input.email)).returning({ id: leads.id, name: leads.name, email: leads.email });
  if (!lead) return receipt;

  const verifyUrl = `${env().appUrl}/api/leads/verify?token=${encodeURIComponent(token)}`;
  // A failed send is recorded in email_tracking by sendEmail; the lead still exists. The key is
  // per token: a resend is a new email, a retry of the same one is not.
  await send({
    to: lead.email,
    template: verifyLeadEmail,
    props: { name: lead.name, verifyUrl },
    emailType: "lead_verification",
    idempotencyKey: `lead-verification:${lead.id}:${hash.slice(0, 16)}`,
  });
  return receipt;
}

export type LeadVerification = { ok: true; leadId: number } | { ok: false; reason: "invalid-token" | "verification-failed" };

/**
 * Marks the lead verified and starts its email sequence, in the statement that spends the token
 * (consumeEmailToken), so a link works once even when clicked twice at the same time.
 */
export async function verifyLead(
  token: string | null | undefined,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<LeadVerification> {
  const used = await consumeEmailToken("lead-verify", token, {
    db,
    now,
    set: { emailVerified: true, emailSequenceActive: true },
  });
  return used.ok ? { ok: true, leadId: used.row.id } : { ok: false, reason: used.reason };
}
