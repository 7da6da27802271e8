/**
 * What a Stripe subscription means for an account: the columns to write (pure, so every rule is
 * tested with fixed objects and dates). Used by POST /api/subscription-success and the webhook, so
 * the two cannot disagree.
 *
 * - active / trialing: Premium. With cancel_at_period_end (or a cancel_at date) the status is
 *   "cancelled" and access continues until the end date (lib/guides/access.ts).
 * - past_due: still the premium tier but status "past_due" (no premium access until paid).
 * - canceled / unpaid / incomplete_expired: back to the free tier, status "cancelled" when the
 *   person asked for it, "expired" when payment failed.
 * - incomplete: the first payment has not happened yet; nothing changes.
 * A change to a subscription other than the account's own (an abandoned earlier attempt) touches
 * nothing unless that subscription is the one now paid for.
 */
import type Stripe from "stripe";

export type BillingAccount = {
  id: number;
  email: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionStartDate: Date | null;
  subscriptionEndDate: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

export type AccountBillingPatch = Partial<
  Pick<
    BillingAccount,
    | "subscriptionTier"
    | "subscriptionStatus"
    | "subscriptionStartDate"
    | "subscriptionEndDate"
    | "cancelledAt"
    | "cancellationReason"
    | "stripeSubscriptionId"
  >
>;

/** The subset of a Stripe subscription these rules read (what the webhook payload and a retrieve both carry). */
export type SubscriptionFacts = Pick<
  Stripe.Subscription,
  "id" | "status" | "cancel_at_period_end" | "cancel_at" | "canceled_at" | "ended_at" | "start_date"
> & {
  items: { data: Array<Pick<Stripe.SubscriptionItem, "current_period_end">> };
  cancellation_details?: Pick<Stripe.Subscription.CancellationDetails, "reason"> | null;
};

export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);
const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "unpaid", "incomplete_expired"]);

const date = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

/** The end of the paid period: since API 2025-03-31 it lives on the subscription items. */
export function currentPeriodEnd(sub: Pick<SubscriptionFacts, "items">): Date | null {
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n) => typeof n === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/** Whether the subscription is set to end (cancel at period end, or a cancel_at date). */
export function isCancelling(sub: Pick<SubscriptionFacts, "cancel_at_period_end" | "cancel_at">): boolean {
  return sub.cancel_at_period_end || sub.cancel_at != null;
}

/** The columns to write for this subscription state, or null when it changes nothing. */
export function subscriptionPatch(account: BillingAccount, sub: SubscriptionFacts, now: Date): AccountBillingPatch | null {
  const live = LIVE_STATUSES.has(sub.status);
  const own = !account.stripeSubscriptionId || account.stripeSubscriptionId === sub.id;
  if (!own && !live) return null;

  const periodEnd = currentPeriodEnd(sub);
  const wasPremium = account.subscriptionTier === "premium";

  if (live) {
    const cancelling = isCancelling(sub);
    return {
      subscriptionTier: "premium",
      subscriptionStatus: cancelling ? "cancelled" : "active",
      subscriptionStartDate: (wasPremium && own ? account.subscriptionStartDate : null) ?? date(sub.start_date) ?? now,
      subscriptionEndDate: (cancelling ? date(sub.cancel_at) : null) ?? periodEnd ?? account.subscriptionEndDate,
      cancelledAt: cancelling ? (account.cancelledAt ?? date(sub.canceled_at) ?? now) : null,
      cancellationReason: cancelling ? account.cancellationReason : null,
      stripeSubscriptionId: sub.id,
    };
  }
  if (sub.status === "past_due" || sub.status === "paused") {
    if (!wasPremium) return null;
    return { subscriptionStatus: sub.status, subscriptionEndDate: periodEnd ?? account.subscriptionEndDate };
  }
  if (ENDED_STATUSES.has(sub.status)) {
    // Never premium on this subscription (a first payment that never happened): nothing to take away.
    if (!wasPremium) return null;
    const requested = sub.cancellation_details?.reason === "cancellation_requested" || account.cancelledAt !== null;
    return {
      subscriptionTier: "free",
      subscriptionStatus: requested ? "cancelled" : "expired",
      subscriptionEndDate: date(sub.ended_at) ?? now,
      cancelledAt: requested ? (account.cancelledAt ?? date(sub.canceled_at) ?? now) : account.cancelledAt,
    };
  }
  return null;
}

/** The subscription an invoice was issued for (API 2025-03-31+: under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Pick<Stripe.Invoice, "parent">): string | null {
  const ref = invoice.parent?.subscription_details?.subscription;
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref.id;
}

/** The end of the period an invoice paid for: the latest end among its lines. */
export function invoicePeriodEnd(invoice: { lines?: { data: Array<{ period?: { end: number } | null }> } | null }): Date | null {
  const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end).filter((n): n is number => typeof n === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}
