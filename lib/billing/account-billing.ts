import "server-only";
import { paymentsConfigured, stripeClient, isMissingResource } from "./stripe";

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Cancels the account's Stripe subscription at once, used when an account is deleted (nothing is
 * left to bill). Does nothing without a subscription id or without Stripe configured, nor when
 * Stripe says it has already ended or no longer knows it; throws when Stripe refuses, so the
 * caller keeps the account (and can try again) rather than leave a subscription billing nobody.
 */
export async function cancelSubscriptionNow(account: { id: number; stripeSubscriptionId: string | null }): Promise<void> {
  if (!account.stripeSubscriptionId || !paymentsConfigured()) return;
  const stripe = stripeClient();
  if (!stripe) return;
  try {
    const sub = await stripe.subscriptions.retrieve(account.stripeSubscriptionId);
    if (ENDED.has(sub.status)) return;
    await stripe.subscriptions.cancel(account.stripeSubscriptionId, { invoice_now: false, prorate: false });
  } catch (error) {
    if (isMissingResource(error)) return;
    throw error;
  }
}
