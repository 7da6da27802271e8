/**
 * "Download my data" (GET /api/accounts/{id}/export): everything stored about the account, as one
 * JSON document (./data-scope.ts says which rows). Secrets are never part of it: no password
 * hash, no token hashes, no two-factor secret or recovery-code hashes (only how many are left).
 * The account's columns are an allow-list, so a secret column added later stays out by default.
 */
import "server-only";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import {
  accountGuideDownloads,
  accountRecoveryCodes,
  accounts,
  cancellations,
  contactMessages,
  emailTracking,
  funnelEvents,
  guides,
  jobAlertHistory,
  jobMatches,
  jobSearchPreferences,
  jobSearches,
  leads,
  payments,
  positionDescriptions,
  resumeAttempts,
  resumes,
  waitlistSubscribers,
} from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { publicConfig } from "@/lib/config/public";
import { attemptsWhere, inIds, linkedResumeIds, loadAccountScope, ownedOrUnclaimed, sameEmail } from "./data-scope";
import { ACCOUNT_NOT_FOUND } from "./own";

export const EXPORT_FORMAT = "civicshift-account-export/1";

/** The account columns a person gets back (never passwordHash, token hashes or TOTP secrets). */
const ACCOUNT_FIELDS = {
  id: accounts.id,
  email: accounts.email,
  pendingEmail: accounts.pendingEmail,
  name: accounts.name,
  phone: accounts.phone,
  location: accounts.location,
  education: accounts.education,
  linkedinUrl: accounts.linkedinUrl,
  resumeId: accounts.resumeId,
  subscriptionStatus: accounts.subscriptionStatus,
  subscriptionTier: accounts.subscriptionTier,
  stripeCustomerId: accounts.stripeCustomerId,
  stripeSubscriptionId: accounts.stripeSubscriptionId,
  referralParticipantId: accounts.referralParticipantId,
  trialStartDate: accounts.trialStartDate,
  trialEndDate: accounts.trialEndDate,
  subscriptionStartDate: accounts.subscriptionStartDate,
  subscriptionEndDate: accounts.subscriptionEndDate,
  isActive: accounts.isActive,
  lastJobAlertSent: accounts.lastJobAlertSent,
  jobAlertsEnabled: accounts.jobAlertsEnabled,
  referralEmailsEnabled: accounts.referralEmailsEnabled,
  cancellationReason: accounts.cancellationReason,
  cancelledAt: accounts.cancelledAt,
  twoFactorEnabledAt: accounts.totpEnabledAt,
  purchaseTrackedAt: accounts.purchaseTrackedAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

export async function buildAccountExport(
  accountId: number,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
) {
  const scope = await loadAccountScope(db, accountId);
  if (!scope) throw notFound(ACCOUNT_NOT_FOUND);
  const [account] = await db.select(ACCOUNT_FIELDS).from(accounts).where(eq(accounts.id, accountId));
  const resumeIds = await linkedResumeIds(db, scope);

  const resumeRows = await db.select().from(resumes).where(inIds(resumes.id, resumeIds)).orderBy(asc(resumes.id));
  const positions = await db
    .select()
    .from(positionDescriptions)
    .where(inIds(positionDescriptions.resumeId, resumeIds))
    .orderBy(asc(positionDescriptions.resumeId), asc(positionDescriptions.position), asc(positionDescriptions.id));
  const matches = await db
    .select()
    .from(jobMatches)
    .where(inIds(jobMatches.resumeId, resumeIds))
    .orderBy(asc(jobMatches.resumeId), asc(jobMatches.id));
  const resumesOut = resumeRows.map(({ verificationToken: _t, verificationTokenExpiresAt: _e, ...r }) => ({
    ...r,
    positionDescriptions: positions.filter((p) => p.resumeId === r.id),
    jobMatches: matches.filter((m) => m.resumeId === r.id),
  }));

  // Recovery codes are secrets (stored hashed): only how many are left.
  const recovery = await db
    .select({ id: accountRecoveryCodes.id })
    .from(accountRecoveryCodes)
    .where(and(eq(accountRecoveryCodes.accountId, accountId), isNull(accountRecoveryCodes.usedAt)));

  const attempts = await db.select().from(resumeAttempts).where(attemptsWhere(scope, resumeIds, { byEmail: false })).orderBy(asc(resumeAttempts.id));
  const attemptIds = attempts.map((a) => a.id);

  return {
    format: EXPORT_FORMAT,
    product: publicConfig.productName,
    exportedAt: now.toISOString(),
    account: { ...account, twoFactorEnabled: account?.twoFactorEnabledAt != null, unusedRecoveryCodes: recovery.length },
    resumes: resumesOut,
    jobSearches: await db.select().from(jobSearches).where(eq(jobSearches.accountId, accountId)).orderBy(asc(jobSearches.id)),
    jobSearchPreferences: await db.select().from(jobSearchPreferences).where(eq(jobSearchPreferences.accountId, accountId)),
    jobAlertHistory: await db.select().from(jobAlertHistory).where(eq(jobAlertHistory.accountId, accountId)).orderBy(asc(jobAlertHistory.sentAt)),
    guideDownloads: await db
      .select({ id: accountGuideDownloads.id, guideId: accountGuideDownloads.guideId, guideName: guides.name, downloadedAt: accountGuideDownloads.downloadedAt })
      .from(accountGuideDownloads)
      .innerJoin(guides, eq(guides.id, accountGuideDownloads.guideId))
      .where(eq(accountGuideDownloads.accountId, accountId))
      .orderBy(asc(accountGuideDownloads.downloadedAt)),
    payments: await db.select().from(payments).where(ownedOrUnclaimed(payments.accountId, payments.email, scope)).orderBy(asc(payments.id)),
    cancellations: await db
      .select()
      .from(cancellations)
      .where(ownedOrUnclaimed(cancellations.accountId, cancellations.email, scope))
      .orderBy(asc(cancellations.id)),
    emailTracking: await db
      .select({
        id: emailTracking.id,
        email: emailTracking.email,
        emailType: emailTracking.emailType,
        emailSubject: emailTracking.emailSubject,
        sequenceDay: emailTracking.sequenceDay,
        sentAt: emailTracking.sentAt,
        opened: emailTracking.opened,
        clicked: emailTracking.clicked,
        success: emailTracking.success,
      })
      .from(emailTracking)
      .where(sameEmail(emailTracking.email, scope.email))
      .orderBy(asc(emailTracking.id)),
    resumeAttempts: attempts,
    funnelEvents: await db
      .select()
      .from(funnelEvents)
      .where(or(eq(funnelEvents.accountId, accountId), inIds(funnelEvents.resumeId, resumeIds), inIds(funnelEvents.attemptId, attemptIds)))
      .orderBy(asc(funnelEvents.id)),
    leads: (await db.select().from(leads).where(or(eq(leads.accountId, accountId), sameEmail(leads.email, scope.email))).orderBy(asc(leads.id))).map(
      ({ verificationToken: _t, verificationTokenExpiresAt: _e, ...lead }) => lead,
    ),
    contactMessages: await db.select().from(contactMessages).where(sameEmail(contactMessages.email, scope.email)).orderBy(asc(contactMessages.id)),
    waitlist: await db.select().from(waitlistSubscribers).where(sameEmail(waitlistSubscribers.email, scope.email)),
  };
}

export type AccountExport = Awaited<ReturnType<typeof buildAccountExport>>;

/** The download's file name, e.g. "civicshift-data-42-2026-06-01.json". */
export function exportFileName(accountId: number, now: Date = new Date()): string {
  const product = publicConfig.productName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "account";
  return `${product}-data-${accountId}-${now.toISOString().slice(0, 10)}.json`;
}
