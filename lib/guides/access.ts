import { accountTrialDaysLeft, type TrialFields } from "@/lib/account/trial";

/** Who may download premium guides (spec 02 §2, §6: "Premium account: downloads all guides"). */
export type SubscriptionState = {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndDate: Date | null;
};

/**
 * Premium tier with a live subscription: "active", or cancelled but still inside the paid period
 * (spec 02 §1: cancellable any time "with access until the billing period ends"). A trial or
 * free-tier account, or a premium one whose subscription lapsed, is not paid premium.
 */
export function hasPremiumAccess(account: SubscriptionState, now: Date = new Date()): boolean {
  if (account.subscriptionTier !== "premium") return false;
  if (account.subscriptionStatus === "active") return true;
  const cancelled = account.subscriptionStatus === "cancelled" || account.subscriptionStatus === "canceled";
  return cancelled && account.subscriptionEndDate !== null && account.subscriptionEndDate > now;
}

/** How an account reads the premium guides: paid premium, the 7-day trial, or not at all (free). */
export type GuideAccess = "premium" | "trial" | "free";

/**
 * The landing page promises the premium guides with the trial, so during its 7 days (counted from
 * createdAt, lib/account/trial.ts) an account reads all of them; after it, only paid premium does.
 */
export function guideAccess(account: SubscriptionState & TrialFields, now: Date = new Date()): GuideAccess {
  if (hasPremiumAccess(account, now)) return "premium";
  return accountTrialDaysLeft(account, now) > 0 ? "trial" : "free";
}

export function canDownloadPremiumGuides(account: SubscriptionState & TrialFields, now: Date = new Date()): boolean {
  return guideAccess(account, now) !== "free";
}
