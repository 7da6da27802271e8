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

/** What decides an account's trial: its createdAt (the spec's 7 days), and the admin's trial toggle. */
export type TrialFields = { createdAt: Date; trialStartDate?: Date | null; trialEndDate?: Date | null };

/**
 * Days left of an account's trial: the spec's count from createdAt, except that an admin who
 * deactivated the trial (trialEndDate moved to the past) ended it, and one who activated it again
 * (trialStartDate moved past createdAt) started a new 7 days. The admin portal's Trial status
 * (lib/admin/lists.ts) reads the same two columns.
 */
export function accountTrialDaysLeft(account: TrialFields, now: Date = new Date()): number {
  if (account.trialEndDate && account.trialEndDate.getTime() <= now.getTime()) return 0;
  const start = account.trialStartDate && account.trialStartDate > account.createdAt ? account.trialStartDate : account.createdAt;
  return trialDaysLeft(start, now);
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

export function accountPlan(account: { subscriptionTier: string } & TrialFields, now: Date = new Date()): AccountPlan {
  if (account.subscriptionTier === "premium") return "premium";
  return accountTrialDaysLeft(account, now) > 0 ? "trial" : "free";
}
