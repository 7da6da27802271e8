import "server-only";

/**
 * STUB (the alerts helper implements it): the admin portal's job-alert actions (spec 02 §6).
 * - sendJobAlertNow: one account, only with an active trial or premium access ("not-eligible"
 *   otherwise); sends today's alert unless one was already sent today ("already-sent").
 * - sendAllJobAlertsNow: every eligible account, as the daily run does; returns the counts.
 */
export type AdminAlertResult = { status: "sent" | "already-sent" | "not-eligible" | "no-jobs" | "failed"; jobCount: number };

export async function sendJobAlertNow(accountId: number, opts: { now?: Date } = {}): Promise<AdminAlertResult> {
  void accountId;
  void opts;
  return { status: "failed", jobCount: 0 };
}

export async function sendAllJobAlertsNow(opts: { now?: Date } = {}): Promise<{ sent: number; skipped: number; failed: number }> {
  void opts;
  return { sent: 0, skipped: 0, failed: 0 };
}
