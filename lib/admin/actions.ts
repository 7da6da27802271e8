/**
 * The portal's changing actions. Each one writes the admin audit log (./audit.ts) once it has
 * happened: who, what, which target, from which address.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, leads } from "@/db/schema";
import * as adminMessageEmail from "@/emails/admin-message-email";
import { AppError, badRequest, notFound } from "@/lib/api/errors";
import { deleteAccount, type CancelSubscription } from "@/lib/account/delete";
import { sendAllJobAlertsNow, sendJobAlertNow } from "@/lib/alerts/admin-hooks";
import type { AdminSession } from "@/lib/auth";
import { sendEmail as defaultSendEmail } from "@/lib/email/send";
import { submitLead } from "@/lib/leads/leads";
import { setGeminiTrafficPercentage } from "@/lib/resume/translate/router";
import { constants } from "@/lib/config/public";
import { DAY } from "@/lib/time";
import type { AdminEmailInput } from "@/lib/validation/admin";
import { recordAdminAction } from "./audit";

export type Actor = { admin: Pick<AdminSession, "userId" | "username">; ip?: string };
type Deps = { db?: Database; now?: Date };

export const ACCOUNT_NOT_FOUND = "Account not found";
export const LEAD_NOT_FOUND = "Lead not found";
export const SEND_FAILED = "Failed to send email";

export async function sendAdminEmail(
  input: AdminEmailInput,
  actor: Actor,
  { db = defaultDb, send = defaultSendEmail }: Deps & { send?: typeof defaultSendEmail } = {},
): Promise<{ sent: true }> {
  const [account] = await db.select({ id: accounts.id, name: accounts.name, email: accounts.email }).from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  const result = await send({
    to: account.email,
    template: adminMessageEmail,
    props: { name: account.name, subject: input.subject, message: input.message },
    emailType: "admin_message",
  });
  if (result.status === "failed") throw new AppError(502, SEND_FAILED);
  await recordAdminAction({ ...actor, action: "send_email", targetType: "account", targetId: account.id, details: { subject: input.subject } }, db);
  return { sent: true };
}

/**
 * Switches an account's trial on (7 days from now) or off (ends now). Premium accounts keep their
 * tier; the trial flag only matters for the others (spec 02 §4 "Admin account status").
 */
export async function toggleTrial(accountId: number, actor: Actor, { db = defaultDb, now = new Date() }: Deps = {}) {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: accounts.id, status: accounts.subscriptionStatus, trialEndDate: accounts.trialEndDate })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for("update");
    if (!row) throw notFound(ACCOUNT_NOT_FOUND);
    const active = row.status === "trial" && row.trialEndDate > now;
    const set = active
      ? { subscriptionStatus: "inactive", trialEndDate: now }
      : { subscriptionStatus: "trial", trialStartDate: now, trialEndDate: new Date(now.getTime() + constants.trialDays * DAY) };
    await tx.update(accounts).set(set).where(eq(accounts.id, accountId));
    await recordAdminAction({ ...actor, action: "toggle_trial", targetType: "account", targetId: accountId, details: { isTrialActive: !active } }, tx);
    return { isTrialActive: !active };
  });
  return result;
}

/** Deletion as the account's own deletion does it (one transaction, lib/account/delete.ts). */
export async function adminDeleteAccount(
  accountId: number,
  typedEmail: string,
  actor: Actor,
  { db = defaultDb, cancelSubscription }: Deps & { cancelSubscription?: CancelSubscription } = {},
) {
  await deleteAccount({ accountId, typedEmail, db, ...(cancelSubscription ? { cancelSubscription } : {}) });
  // Only the numeric id: the log must not keep the deleted person's email or name.
  await recordAdminAction({ ...actor, action: "delete_account", targetType: "account", targetId: accountId }, db);
  return { deleted: true as const };
}

export const JOB_ALERT_FAILED = "Failed to send job alert";
export const NOT_ELIGIBLE = "Job alerts need an active trial or premium access.";

export async function sendOneJobAlert(accountId: number, actor: Actor, { db = defaultDb, now = new Date() }: Deps = {}) {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  const result = await sendJobAlertNow(accountId, { now });
  await recordAdminAction({ ...actor, action: "send_job_alert", targetType: "account", targetId: accountId, details: { ...result } }, db);
  if (result.status === "not-eligible") throw badRequest(NOT_ELIGIBLE);
  if (result.status === "failed") throw new AppError(502, JOB_ALERT_FAILED);
  return result;
}

export async function sendEveryJobAlert(actor: Actor, { db = defaultDb, now = new Date() }: Deps = {}) {
  const result = await sendAllJobAlertsNow({ now });
  await recordAdminAction({ ...actor, action: "send_all_job_alerts", details: { ...result } }, db);
  return result;
}

export async function setGeminiTraffic(percentage: unknown, actor: Actor, { db = defaultDb }: Deps = {}) {
  const value = await setGeminiTrafficPercentage(percentage, { db });
  await recordAdminAction({ ...actor, action: "set_gemini_traffic", targetType: "setting", targetId: "gemini_traffic_percentage", details: { percentage: value } }, db);
  return { percentage: value, message: `Gemini traffic set to ${value}%` };
}

export const LEAD_ALREADY_VERIFIED = "This lead has already verified the email address.";

/** A fresh verification link for an unverified lead, sent the way the lead form sends it (lib/leads). */
export async function resendLeadVerification(leadId: number, actor: Actor, { db = defaultDb, now = new Date() }: Deps = {}) {
  const [lead] = await db.select({ id: leads.id, name: leads.name, email: leads.email, source: leads.source, emailVerified: leads.emailVerified }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  if (lead.emailVerified) throw badRequest(LEAD_ALREADY_VERIFIED);
  await submitLead({ name: lead.name, email: lead.email, source: lead.source } as Parameters<typeof submitLead>[0], { db, now });
  await recordAdminAction({ ...actor, action: "resend_lead_verification", targetType: "lead", targetId: lead.id }, db);
  return { sent: true as const };
}

