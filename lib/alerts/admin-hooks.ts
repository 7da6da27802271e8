import "server-only";
import { and, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, emailTracking, jobAlertHistory } from "@/db/schema";
import { alertEligible, dueJobAlert } from "./due";
import { alertIdempotencyKey, runJobAlerts } from "./run";

/**
 * The admin portal's job-alert actions (spec 02 §6).
 * - sendJobAlertNow: one account, only with an active trial or premium access ("not-eligible"
 *   otherwise); sends today's alert unless one was already sent today ("already-sent"). A day whose
 *   run found no jobs is matched again (the feed may have grown since).
 * - sendAllJobAlertsNow: every eligible account, as the daily run does; returns the counts.
 */
export type AdminAlertResult = { status: "sent" | "already-sent" | "not-eligible" | "no-jobs" | "failed"; jobCount: number };

export async function sendJobAlertNow(
  accountId: number,
  opts: { now?: Date; db?: Database } = {},
): Promise<AdminAlertResult> {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || !alertEligible(account, now)) return { status: "not-eligible", jobCount: 0 };
  // An account that unsubscribed from alerts gets none from the admin either (dueJobAlert is null).
  const due = dueJobAlert(account, now);
  if (!due) return { status: "not-eligible", jobCount: 0 };
  const [previous] = await db
    .select({ id: jobAlertHistory.id, jobCount: jobAlertHistory.jobCount })
    .from(jobAlertHistory)
    .where(and(eq(jobAlertHistory.accountId, accountId), eq(jobAlertHistory.alertDay, due.alertDay)));
  if (previous) {
    const [sent] = await db
      .select({ id: emailTracking.id })
      .from(emailTracking)
      .where(and(eq(emailTracking.idempotencyKey, alertIdempotencyKey(accountId, due.alertDay)), eq(emailTracking.success, true)));
    if (sent) return { status: "already-sent", jobCount: previous.jobCount };
    if (previous.jobCount === 0) await db.delete(jobAlertHistory).where(eq(jobAlertHistory.id, previous.id));
  }
  // staleAfterMs 0: a claim left unsent by an earlier failure is retried now, not in ten minutes.
  const report = await runJobAlerts({ db, now, accountIds: [accountId], staleAfterMs: 0 });
  const outcome = report.outcomes.find((o) => o.accountId === accountId);
  if (!outcome) {
    // Premium without an active saved search is not due: nothing to match.
    return { status: "no-jobs", jobCount: 0 };
  }
  if (outcome.status === "sent") return { status: "sent", jobCount: outcome.jobCount };
  if (outcome.status === "duplicate") return { status: "already-sent", jobCount: outcome.jobCount };
  if (outcome.status === "no-jobs") return { status: "no-jobs", jobCount: 0 };
  return { status: "failed", jobCount: outcome.jobCount };
}

export async function sendAllJobAlertsNow(
  opts: { now?: Date; db?: Database } = {},
): Promise<{ sent: number; skipped: number; failed: number }> {
  const report = await runJobAlerts({ db: opts.db, now: opts.now });
  return { sent: report.sent, skipped: report.noJobs + report.duplicates, failed: report.failed };
}


