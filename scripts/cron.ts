/**
 * `npm run cron:<job>`: runs a scheduled job once, here, as Vercel Cron runs it through
 * /api/cron/<job> (the same function, lib/cron/jobs.ts), and prints its JSON report.
 *
 *   npm run cron:job-alerts | cron:referrals | cron:waitlist | cron:refresh-jobs
 *
 * The database is DATABASE_URL (from the environment or .env files); without it, the embedded
 * database of a running `npm run dev` (PGlite on PGLITE_PORT, 54329 by default). Emails go where
 * the app sends them: Resend with RESEND_API_KEY, else the dev outbox (/dev/outbox).
 */
import "./lib/server-only"; // first: loads server modules under plain Node
import path from "node:path";
import nextEnv from "@next/env";
import { localSecret } from "./lib/local-secret";

const root = path.resolve(import.meta.dirname, "..");
nextEnv.loadEnvConfig(root);
const name = process.argv[2] ?? "";
if (!process.env.DATABASE_URL) {
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.PGLITE_PORT ?? 54329}/postgres?sslmode=disable`;
  process.env.EMBEDDED_DB = "1";
  console.log("DATABASE_URL is not set: using the embedded database of `npm run dev`.");
}
// As `npm run dev` does: a local run may use the generated secret in .data.
if (!process.env.AUTH_SECRET?.trim() && !process.env.NEXTAUTH_SECRET?.trim() && process.env.NODE_ENV !== "production") {
  process.env.AUTH_SECRET = localSecret(path.join(root, ".data"));
}

const { isCronJob, runCronJob, CRON_JOBS } = await import("../lib/cron/jobs");
const { closeDb } = await import("../db/client");
if (!isCronJob(name)) {
  console.error(`Unknown job "${name}". One of: ${CRON_JOBS.join(", ")}`);
  process.exit(2);
}
const controller = new AbortController();
process.once("SIGINT", () => controller.abort());
let code = 0;
try {
  const report = await runCronJob(name, { signal: controller.signal });
  console.log(JSON.stringify(report, null, 2));
} catch (error) {
  console.error(`[cron] ${name} failed:`, error);
  code = 1;
} finally {
  await closeDb();
}
process.exit(code);
