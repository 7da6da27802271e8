import { withCron } from "@/lib/api/handler";
import { runCronJob } from "@/lib/cron/jobs";

/** GET /api/cron/referrals — the referral contest sequence (lib/sequences/referral.ts), 14:00 UTC (vercel.json). Bearer CRON_SECRET only; answers the run's JSON report. */
export const maxDuration = 300;

export const GET = withCron(async (req) => Response.json(await runCronJob("referrals", { signal: req.signal })));
