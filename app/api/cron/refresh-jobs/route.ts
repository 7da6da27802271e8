import { withCron } from "@/lib/api/handler";
import { runCronJob } from "@/lib/cron/jobs";

/** GET /api/cron/refresh-jobs — the job-postings refresh from the job sources (lib/jobs/refresh.ts), every 6 hours (vercel.json). Bearer CRON_SECRET only; answers the run's JSON report. */
export const maxDuration = 300;

export const GET = withCron(async (req) => Response.json(await runCronJob("refresh-jobs", { signal: req.signal })));
