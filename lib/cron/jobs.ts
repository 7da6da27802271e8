/**
 * The scheduled jobs, by name: what the cron routes (app/api/cron/*) and `npm run cron:<name>`
 * (scripts/cron.ts) run. Each answers a JSON-serialisable report.
 */
import "server-only";
import { runJobAlerts } from "@/lib/alerts/run";
import { refreshJobPostings } from "@/lib/jobs/refresh";
import { runReferralEmails } from "@/lib/sequences/referral";
import { runWaitlistEmails } from "@/lib/sequences/waitlist";

export const CRON_JOBS = ["job-alerts", "referrals", "waitlist", "refresh-jobs"] as const;
export type CronJob = (typeof CRON_JOBS)[number];

export function isCronJob(name: string): name is CronJob {
  return (CRON_JOBS as readonly string[]).includes(name);
}

export async function runCronJob(name: CronJob, opts: { now?: Date; signal?: AbortSignal } = {}): Promise<Record<string, unknown>> {
  const now = opts.now ?? new Date();
  switch (name) {
    case "job-alerts": {
      // The per-account outcomes stay out of the answer: 10,000 of them say nothing a count does not.
      const { outcomes, ...report } = await runJobAlerts({ now, signal: opts.signal });
      return { job: name, ...report, accounts: outcomes.length };
    }
    case "referrals":
      return { job: name, ...(await runReferralEmails({ now })) };
    case "waitlist":
      return { job: name, ...(await runWaitlistEmails({ now })) };
    case "refresh-jobs":
      return { job: name, ...(await refreshJobPostings({ now, signal: opts.signal })) };
  }
}
