/**
 * When a sequence email is due: pure functions of (recipient, now), tested with fixed dates. The
 * SQL that selects due accounts in bulk (lib/alerts/run.ts, lib/sequences/*) mirrors these rules.
 *
 * - Job alert, trial: one a day for 7 days from trialStartDate (day = whole days since trial start
 *   + 1, 1..7), while jobAlertsEnabled, the account is active, its trial has not ended and it is
 *   not paid premium. Key: the trial day ("1".."7").
 * - Job alert, premium (hasPremiumAccess): one per UTC calendar day while jobAlertsEnabled, from
 *   the account's active saved searches. Key: the date ("2025-06-01").
 * - Referral contest: 7 consecutive days starting at email verification (the resume's verifiedAt
 *   when stored, else the account's createdAt: an account is created from a verified resume, so
 *   createdAt is the latest the verification can have happened), while referralEmailsEnabled.
 *   Day n is due from (start + (n-1) days), once; the day sent is the day of now, so a missed run
 *   skips to today rather than sending two in one day.
 * - Waitlist: 5 emails 24 hours apart (currentDay 0..5 sent so far; the next one when
 *   lastEmailSent + 24 h <= now), to subscribers not unsubscribed and not signed up.
 */
import { hasPremiumAccess, type SubscriptionState } from "@/lib/guides/access";
import { DAY } from "@/lib/time";

export const TRIAL_ALERT_DAYS = 7;
export const REFERRAL_DAYS = 7;
export const WAITLIST_EMAILS = 5;
export const WAITLIST_INTERVAL_MS = DAY;

export type AlertAccount = SubscriptionState & {
  isActive: boolean;
  jobAlertsEnabled: boolean;
  trialStartDate: Date;
  trialEndDate: Date;
};

export type DueAlert = { kind: "trial"; day: number; alertDay: string } | { kind: "premium"; day: null; alertDay: string };

/** "2025-06-01": the UTC calendar day of `now`. */
export function utcDateKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Trial day 1..7 of `now` (whole days since trial start + 1), or null outside the 7 days. */
export function trialDay(trialStartDate: Date, now: Date): number | null {
  const elapsed = now.getTime() - trialStartDate.getTime();
  if (elapsed < 0) return null;
  const day = Math.floor(elapsed / DAY) + 1;
  return day <= TRIAL_ALERT_DAYS ? day : null;
}

/**
 * The job alert due for an account at `now`, or null. `hasActiveSearch` matters for premium
 * accounts only (their alert comes from their saved searches).
 */
export function dueJobAlert(account: AlertAccount, now: Date, opts: { hasActiveSearch?: boolean } = {}): DueAlert | null {
  if (!account.jobAlertsEnabled || !account.isActive) return null;
  if (hasPremiumAccess(account, now)) {
    if (opts.hasActiveSearch === false) return null;
    return { kind: "premium", day: null, alertDay: utcDateKey(now) };
  }
  if (account.trialEndDate <= now) return null;
  const day = trialDay(account.trialStartDate, now);
  return day === null ? null : { kind: "trial", day, alertDay: String(day) };
}

/** Whether an account may get a job alert at all now (the admin's "send job alert" rule, spec 02 §5). */
export function alertEligible(account: AlertAccount, now: Date): boolean {
  if (!account.isActive) return false;
  if (hasPremiumAccess(account, now)) return true;
  return account.trialEndDate > now && trialDay(account.trialStartDate, now) !== null;
}

/** The referral sequence day (1..7) of `now`, counted from email verification, or null. */
export function referralDay(
  recipient: { referralEmailsEnabled: boolean; isActive: boolean; verifiedAt: Date | null; createdAt: Date },
  now: Date,
): number | null {
  if (!recipient.referralEmailsEnabled || !recipient.isActive) return null;
  const start = recipient.verifiedAt ?? recipient.createdAt;
  const elapsed = now.getTime() - start.getTime();
  if (elapsed < 0) return null;
  const day = Math.floor(elapsed / DAY) + 1;
  return day <= REFERRAL_DAYS ? day : null;
}

/** The waitlist email (1..5) due at `now`, or null. */
export function waitlistDay(
  subscriber: { currentDay: number; lastEmailSent: Date | null; unsubscribed: boolean; hasSignedUp: boolean },
  now: Date,
): number | null {
  if (subscriber.unsubscribed || subscriber.hasSignedUp) return null;
  if (subscriber.currentDay >= WAITLIST_EMAILS) return null;
  if (subscriber.lastEmailSent && subscriber.lastEmailSent.getTime() + WAITLIST_INTERVAL_MS > now.getTime()) return null;
  return subscriber.currentDay + 1;
}
