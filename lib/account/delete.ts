/**
 * "Delete my account" (DELETE /api/accounts/{id}): the person types their email, which must equal
 * the account's. Any Stripe subscription is cancelled first (if Stripe refuses, nothing is
 * deleted and the person is told), then ONE transaction removes the account and every row that
 * references it or its email address (./data-scope.ts), so a failure half-way leaves everything.
 * Page views carry no account or email and stay, as anonymous traffic counts.
 */
import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import {
  accountGuideDownloads,
  accountRecoveryCodes,
  accounts,
  cancellations,
  contactMessages,
  emailOutbox,
  emailTracking,
  funnelEvents,
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
import { AppError, badRequest, notFound } from "@/lib/api/errors";
import { cancelSubscriptionNow } from "@/lib/billing/account-billing";
import { logError } from "@/lib/log/errors";
import { deleteConfirmationMatches } from "@/lib/validation/account-settings";
import { attemptsWhere, erasableResumeIds, inIds, loadAccountScope, ownedOrUnclaimed, sameEmail } from "./data-scope";
import { ACCOUNT_NOT_FOUND } from "./own";

export const EMAIL_MISMATCH = "The email you typed does not match your account's email address.";
export const SUBSCRIPTION_CANCEL_FAILED =
  "We could not cancel your subscription, so your account was not deleted. Please try again or contact support.";

export type CancelSubscription = typeof cancelSubscriptionNow;

export async function deleteAccount({
  accountId,
  typedEmail,
  db = defaultDb,
  cancelSubscription = cancelSubscriptionNow,
}: {
  accountId: number;
  typedEmail: string;
  db?: Database;
  /** Stripe's cancellation (lib/billing); passed in by tests. */
  cancelSubscription?: CancelSubscription;
}): Promise<{ deleted: true }> {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, stripeSubscriptionId: accounts.stripeSubscriptionId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  if (!deleteConfirmationMatches(typedEmail, account.email)) throw badRequest(EMAIL_MISMATCH);

  // Before any row goes: a subscription still billing a deleted account could not be stopped by anyone.
  try {
    await cancelSubscription({ id: account.id, stripeSubscriptionId: account.stripeSubscriptionId });
  } catch (error) {
    logError("[account] subscription cancellation before deletion failed", error);
    throw new AppError(502, SUBSCRIPTION_CANCEL_FAILED);
  }

  await db.transaction(async (tx) => {
    // Locks the row: a concurrent second deletion waits, then finds nothing.
    const [locked] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    if (!locked) throw notFound(ACCOUNT_NOT_FOUND);
    const scope = (await loadAccountScope(tx, accountId))!;
    const resumeIds = await erasableResumeIds(tx, scope);
    const attemptIds = (
      await tx.select({ id: resumeAttempts.id }).from(resumeAttempts).where(attemptsWhere(scope, resumeIds, { byEmail: true }))
    ).map((a) => a.id);

    await tx
      .delete(funnelEvents)
      .where(or(eq(funnelEvents.accountId, accountId), inIds(funnelEvents.resumeId, resumeIds), inIds(funnelEvents.attemptId, attemptIds)));
    await tx.delete(resumeAttempts).where(inIds(resumeAttempts.id, attemptIds));
    await tx.delete(jobMatches).where(inIds(jobMatches.resumeId, resumeIds));
    await tx.delete(positionDescriptions).where(inIds(positionDescriptions.resumeId, resumeIds));
    await tx.update(accounts).set({ resumeId: null }).where(eq(accounts.id, accountId));
    await tx.delete(resumes).where(inIds(resumes.id, resumeIds));
    await tx.delete(jobSearches).where(eq(jobSearches.accountId, accountId));
    await tx.delete(jobSearchPreferences).where(eq(jobSearchPreferences.accountId, accountId));
    await tx.delete(jobAlertHistory).where(eq(jobAlertHistory.accountId, accountId));
    await tx.delete(accountGuideDownloads).where(eq(accountGuideDownloads.accountId, accountId));
    await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
    await tx.delete(payments).where(ownedOrUnclaimed(payments.accountId, payments.email, scope));
    await tx.delete(cancellations).where(ownedOrUnclaimed(cancellations.accountId, cancellations.email, scope));
    await tx.delete(emailTracking).where(sameEmail(emailTracking.email, scope.email));
    await tx.delete(emailOutbox).where(sameEmail(emailOutbox.to, scope.email));
    await tx.delete(leads).where(or(eq(leads.accountId, accountId), and(isNull(leads.accountId), sameEmail(leads.email, scope.email))));
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, scope.email));
    await tx.delete(waitlistSubscribers).where(sameEmail(waitlistSubscribers.email, scope.email));
    await tx.delete(accounts).where(eq(accounts.id, accountId));
  });
  return { deleted: true };
}
