import { withCron } from "@/lib/api/handler";
import { runCronJob } from "@/lib/cron/jobs";

/** GET /api/cron/waitlist — the waitlist launch sequence (lib/sequences/waitlist.ts), hourly (vercel.json). Bearer CRON_SECRET only; answers the run's JSON report. */
export const maxDuration = 300;

export const GET = withCron(async (req) => Response.json(await runCronJob("waitlist", { signal: req.signal })));
