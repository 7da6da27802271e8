/**
 * Leads from the landing variants: created unverified, verified once through an emailed link.
 * Only the SHA-256 of the link's token is stored, so a database leak cannot verify anyone.
 */
import { and, eq, gt } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { leads } from "@/db/schema";
import * as verifyLeadEmail from "@/emails/verify-lead-email";
import { conflict } from "@/lib/api/errors";
import { constants } from "@/lib/config/public";
import { sendEmail as defaultSendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { expiresIn, generateToken, hashToken } from "@/lib/security/tokens";
import type { LeadData } from "@/lib/validation/lead";

const DAY = 24 * 60 * 60 * 1000;
export const LEAD_TOKEN_TTL_MS = constants.verificationTokenDays * DAY;
export const DEFAULT_LEAD_SOURCE = "landing_page";

export type CreatedLead = { id: number; name: string; email: string };

export async function createLead(
  input: LeadData,
  {
    db = defaultDb,
    send = defaultSendEmail,
    now = new Date(),
  }: { db?: Database; send?: typeof defaultSendEmail; now?: Date } = {},
): Promise<CreatedLead> {
  const token = generateToken();
  // The unique index decides a race between two submissions of the same address.
  const [lead] = await db
    .insert(leads)
    .values({
      name: input.name,
      email: input.email,
      source: input.source ?? DEFAULT_LEAD_SOURCE,
      verificationToken: hashToken(token),
      verificationTokenExpiresAt: expiresIn(LEAD_TOKEN_TTL_MS, now),
    })
    .onConflictDoNothing({ target: leads.email })
    .returning({ id: leads.id, name: leads.name, email: leads.email });
  if (!lead) throw conflict("Email already registered");

  const verifyUrl = `${env().appUrl}/api/leads/verify?token=${encodeURIComponent(token)}`;
  // A failed send is recorded in email_tracking by sendEmail; the lead still exists.
  await send({
    to: lead.email,
    template: verifyLeadEmail,
    props: { name: lead.name, verifyUrl },
    emailType: "lead_verification",
    idempotencyKey: `lead-verification:${lead.id}`,
  });
  return lead;
}

export type LeadVerification = { ok: true; leadId: number } | { ok: false; reason: "invalid-token" | "verification-failed" };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Marks the lead verified and starts its email sequence. One conditional UPDATE: the token is
 * cleared in the same statement, so a link works once even when clicked twice at the same time.
 */
export async function verifyLead(
  token: string | null | undefined,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<LeadVerification> {
  if (!token || !TOKEN_SHAPE.test(token)) return { ok: false, reason: "invalid-token" };
  const [row] = await db
    .update(leads)
    .set({
      emailVerified: true,
      emailSequenceActive: true,
      verificationToken: null,
      verificationTokenExpiresAt: null,
    })
    .where(and(eq(leads.verificationToken, hashToken(token)), gt(leads.verificationTokenExpiresAt, now)))
    .returning({ id: leads.id });
  return row ? { ok: true, leadId: row.id } : { ok: false, reason: "verification-failed" };
}
