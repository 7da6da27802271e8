/** Who may download premium guides (spec 02 §2, §6: "Premium account: downloads all guides"). */
export type SubscriptionState = {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndDate: Date | null;
};

/**
 * Premium tier with a live subscription: "active", or cancelled but still inside the paid period
 * (spec 02 §1: cancellable any time "with access until the billing period ends"). A trial or
 * free-tier account, or a premium one whose subscription lapsed, gets the free guides only.
 */
export function hasPremiumAccess(account: SubscriptionState, now: Date = new Date()): boolean {
  if (account.subscriptionTier !== "premium") return false;
  if (account.subscriptionStatus === "active") return true;
  const cancelled = account.subscriptionStatus === "cancelled" || account.subscriptionStatus === "canceled";
  return cancelled && account.subscriptionEndDate !== null && account.subscriptionEndDate > now;
}
