import { accountTrialDaysLeft, type TrialFields } from "@/lib/account/trial";
import { hasPremiumAccess, type SubscriptionState } from "@/lib/guides/access";

/**
 * What /job-searches shows an account (spec 02 §2, §6):
 * - "premium": paid premium with access now (a cancelled one until its period ends): the manager;
 * - "trial": not premium, inside its 7-day trial: the Basic Job Search card;
 * - "locked": anything else (the trial is over, a premium subscription lapsed): the Premium Feature notice.
 */
export type JobSearchTier = "premium" | "trial" | "locked";

export function jobSearchTier(account: SubscriptionState & TrialFields, now: Date = new Date()): JobSearchTier {
  if (hasPremiumAccess(account, now)) return "premium";
  if (account.subscriptionTier !== "premium" && accountTrialDaysLeft(account, now) > 0) return "trial";
  return "locked";
}

/** The Basic Job Search card's fallbacks (spec 02 §2). */
export const BASIC_SEARCH_FALLBACK = {
  location: "Not specified",
  role: "General Government Professional",
} as const;
