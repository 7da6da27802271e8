/**
 * `npm run dev` / `npm start`: the two-command launcher.
 *
 * With DATABASE_URL unset it starts the embedded Postgres (PGlite over the wire protocol, data in
 * .data/pglite), applies migrations, seeds, then runs Next with DATABASE_URL pointing at it.
 * With DATABASE_URL set it migrates and seeds that database and starts nothing else.
 *
 * Development data (`dev` only) follows db/seed/policy.ts: the logins on the embedded database, or
 * on a DATABASE_URL on this machine with SEED_DEV_LOGINS=1; asked for elsewhere, nothing starts.
 * Without AUTH_SECRET, `dev` (and `start` on the embedded database) uses a random secret kept in
 * .data/auth-secret; anything else must bring one (lib/env.ts refuses to start without it).
 */
import "./lib/server-only"; // first: loads server modules under plain Node
import { spawn } from "node:child_process";
import path from "node:path";
import nextEnv from "@next/env";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { runMigrations } from "../db/migrate";
import * as schema from "../db/schema";
import { planDevSeed, seedDevContent, seedDevLogins, seedReferenceData, type DevSeedPlan } from "../db/seed";
import { loadEnv } from "../lib/env";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./lib/embedded-postgres";
import { localSecret } from "./lib/local-secret";

const root = path.resolve(import.meta.dirname, "..");
const mode = process.argv[2];
const nextArgs = process.argv.slice(3);
if (mode !== "dev" && mode !== "start") {
  console.error("usage: tsx scripts/launch.ts dev|start [next options]");
  process.exit(2);
}
const dev = mode === "dev";
nextEnv.loadEnvConfig(root, dev);
if (!dev) (process.env as Record<string, string>).NODE_ENV = "production";

function portFromArgs(): number {
  const i = nextArgs.findIndex((a) => a === "--port" || a === "-p");
  if (i >= 0 && nextArgs[i + 1]) return Number(nextArgs[i + 1]);
  return Number(process.env.PORT ?? 3000);
}

async function main() {
  let embedded: EmbeddedPostgres | undefined;
  if (!process.env.DATABASE_URL) {
    const dataDir = process.env.PGLITE_DATA_DIR ?? path.join(root, ".data", "pglite");
    embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.PGLITE_PORT ?? 54329) });
    process.env.DATABASE_URL = embedded.url;
    process.env.EMBEDDED_DB = "1";
    console.log(`▸ Embedded Postgres (PGlite) on port ${embedded.port}, data in ${path.relative(root, dataDir) || dataDir}`);
  }

  // A local server (dev, or `npm start` on the embedded database) may use a generated secret;
  // a production deployment must bring its own, and loadEnv refuses to start without it.
  if (!process.env.AUTH_SECRET?.trim() && !process.env.NEXTAUTH_SECRET?.trim() && (dev || embedded)) {
    process.env.AUTH_SECRET = localSecret(path.join(root, ".data"));
  }
  const port = portFromArgs();
  process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
  process.env.APP_URL ||= process.env.NEXTAUTH_URL;

  const url = process.env.DATABASE_URL!;
  let plan: DevSeedPlan | undefined;
  try {
    loadEnv(process.env);
    // Decided before the database is touched: a refused request writes nothing.
    if (dev) plan = planDevSeed({ databaseUrl: url, embedded: Boolean(embedded) });
  } catch (error) {
    console.error((error as Error).message);
    await embedded?.stop();
    process.exit(1);
  }

  await runMigrations(url);
  const pool = new Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema });
  await seedReferenceData(db);
  if (plan) {
    const target = { databaseUrl: url, embedded: Boolean(embedded) };
    if (plan.content) {
      const content = await seedDevContent(db, { target });
      if (content.refreshed) console.log(`▸ Sample job feed: ${content.count} postings (source "sample")`);
    }
    if (plan.logins) {
      const logins = await seedDevLogins(db, { target });
      console.log("▸ Development logins (never created in production):");
      for (const l of logins) {
        const where = l.realm === "admin" ? "/admin-login" : "/login";
        console.log(`    ${l.label.padEnd(16)} ${l.login} / ${l.password}   (${where})`);
      }
    }
    for (const note of plan.notes) console.log(`▸ ${note}`);
  }
  await pool.end();
  if (!process.env.RESEND_API_KEY?.trim() && dev) {
    console.log(`▸ No RESEND_API_KEY: emails go to the dev outbox at ${process.env.APP_URL}/dev/outbox`);
  }

  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  const bin = path.join(root, "node_modules", ".bin", "next");
  const child = spawn(bin, [mode!, ...nextArgs], { stdio: "inherit", env: process.env, cwd: root });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code, signal) => {
    await embedded?.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch(async (error) => {
  console.error(error);
  process.exit(1);
});
