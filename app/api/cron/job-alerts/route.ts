import { withCron } from "@/lib/api/handler";
import { runCronJob } from "@/lib/cron/jobs";

/** GET /api/cron/job-alerts — the daily job alerts (lib/alerts/run.ts), 13:00 UTC (vercel.json). Bearer CRON_SECRET only; answers the run's JSON report. */
export const maxDuration = 300;

export const GET = withCron(async (req) => Response.json(await runCronJob("job-alerts", { signal: req.signal })));
