import { constants } from "@/lib/config/public";
import { DAY } from "@/lib/time";

/**
 * Spec 02 §4: the free trial runs 7 days from the account's createdAt; days left = 7 minus
 * whole days elapsed, never below 0 (and never above 7 for a clock that runs behind).
 */
export function trialDaysLeft(createdAt: Date, now: Date = new Date()): number {
  const elapsed = Math.floor((now.getTime() - createdAt.getTime()) / DAY);
  return Math.min(constants.trialDays, Math.max(0, constants.trialDays - Math.max(0, elapsed)));
}

/** Spec 02 §2: the trial banner shows when 3 or fewer days remain. */
export function trialEndingSoon(daysLeft: number): boolean {
  return daysLeft <= constants.trialWarningDays;
}

/**
 * The plan an account is on, as the dashboard and the guides decide it: "premium" for the premium
 * tier; "trial" for any other account during its 7 days (spec 02 §6: the trial tier); "free" after.
 */
export type AccountPlan = "premium" | "trial" | "free";

export function accountPlan(account: { subscriptionTier: string; createdAt: Date }, now: Date = new Date()): AccountPlan {
  if (account.subscriptionTier === "premium") return "premium";
  return trialDaysLeft(account.createdAt, now) > 0 ? "trial" : "free";
}
