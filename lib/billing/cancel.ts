import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { db } from "@/db/client";
import { accounts, cancellations } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { loadBillingAccount } from "./account-store";
import { paymentsConfigured, stripeClient, stripeFailure } from "./stripe";
import { currentPeriodEnd } from "./subscription-state";

export const CANCEL_FAILED = "Failed to cancel subscription";
export const NOTHING_TO_CANCEL = "There is no active Premium subscription to cancel.";
export const ALREADY_CANCELLED = "Your subscription is already cancelled.";

/** A paid subscription, or one whose renewal payment is being retried (it would renew if paid). */
const CANCELLABLE = ["active", "past_due"];

/**
 * POST /api/cancel-subscription (spec 02 §4): the subscription ends at the end of the paid period
 * (Stripe: cancel_at_period_end), and the reason and time are stored in cancellations and on the
 * account. Access continues until subscriptionEndDate (lib/guides/access.ts). Without Stripe
 * configured, or without a subscription id (an account made Premium by hand), it is only recorded.
 */
export async function cancelSubscription(
  { accountId, reason }: { accountId: number; reason: string },
  now = new Date(),
): Promise<{ cancelledAt: Date; subscriptionEndDate: Date | null }> {
  const account = await loadBillingAccount(accountId);
  if (!account) throw notFound("Account not found");
  if (account.subscriptionTier !== "premium") throw conflict(NOTHING_TO_CANCEL);
  if (account.subscriptionStatus === "cancelled" || account.subscriptionStatus === "canceled") throw conflict(ALREADY_CANCELLED);
  if (!CANCELLABLE.includes(account.subscriptionStatus)) throw conflict(NOTHING_TO_CANCEL);

  let endDate = account.subscriptionEndDate;
  const stripe = paymentsConfigured() ? stripeClient() : null;
  if (stripe && account.stripeSubscriptionId) {
    let sub: Stripe.Subscription;
    try {
      sub = await stripe.subscriptions.update(
        account.stripeSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `subscription-cancel:${account.id}:${account.stripeSubscriptionId}` },
      );
    } catch (error) {
      throw stripeFailure(error, CANCEL_FAILED);
    }
    endDate = currentPeriodEnd(sub) ?? endDate;
  }

  return db.transaction(async (tx) => {
    // Only an active subscription is cancelled, once: a second request racing this one finds none.
    const updated = await tx
      .update(accounts)
      .set({ subscriptionStatus: "cancelled", cancellationReason: reason, cancelledAt: now, subscriptionEndDate: endDate, updatedAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.subscriptionTier, "premium"), inArray(accounts.subscriptionStatus, CANCELLABLE)))
      .returning({ id: accounts.id });
    if (!updated.length) throw conflict(ALREADY_CANCELLED);
    await tx.insert(cancellations).values({ accountId, email: account.email, reason, cancelledAt: now });
    return { cancelledAt: now, subscriptionEndDate: endDate };
  });
}
