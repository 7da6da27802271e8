/**
 * Playwright's webServer command: a production server on a database of its own.
 *
 * Playwright starts the webServer BEFORE globalSetup runs, so the database cannot come from a
 * globalSetup; this wrapper provides it instead:
 * 1. a fresh database (test/support/database.ts): a throwaway `civicshift_e2e_*` database on the
 *    server at DATABASE_URL, or an embedded PGlite served from this process with its data in
 *    .data/e2e-<timestamp>;
 * 2. migrations, reference data and the e2e logins (e2e/support/users.ts);
 * 3. `scripts/launch.ts start` with DATABASE_URL pointing there (so the launcher starts no PGlite),
 *    against the build made by `next build` (scripts/test.ts builds first);
 * 4. on SIGTERM/SIGINT (Playwright's gracefulShutdown) it stops the server, then drops the database.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../../db/schema";
import { seedReferenceData } from "../../db/seed";
import { createTestDatabase } from "../../test/support/database";
import { seedE2eData } from "./users";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 3100);

const database = await createTestDatabase({
  prefix: "civicshift_e2e",
  dataDir: path.join(root, ".data", `e2e-${Date.now()}`),
});
console.log(`[e2e] database ready (${database.embedded ? "embedded PGlite" : "throwaway Postgres database"})`);

try {
  const pool = new Pool({ connectionString: database.url, max: 1 });
  const db = drizzle(pool, { schema });
  await seedReferenceData(db);
  await seedE2eData(db);
  await pool.end();
} catch (error) {
  await database.drop();
  throw error;
}

const appUrl = `http://localhost:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: database.url,
  // A production server must bring a real secret; each run gets a random one.
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  APP_URL: appUrl,
  NEXTAUTH_URL: appUrl,
  NEXT_TELEMETRY_DISABLED: "1",
  // The journeys give each test a client address of its own with X-Forwarded-For (e2e/support/
  // fixtures.ts), as a reverse proxy on this machine would: the server believes the header only from
  // a trusted proxy (lib/api/client-address.ts).
  TRUSTED_PROXY: "127.0.0.1,::1",
};
delete env.NEXTAUTH_SECRET;
// The journeys read verification emails from the dev outbox, as a newcomer would. A production
// server keeps the outbox (and starts without RESEND_API_KEY) only with this flag AND a database
// and APP_URL on this machine (lib/env.ts devOutboxAllowed), as here: a throwaway database on the
// local server or PGlite, and http://localhost:<port>.
delete env.RESEND_API_KEY;
env.ENABLE_DEV_OUTBOX = "1";
if (database.embedded) env.EMBEDDED_DB = "1";
else delete env.EMBEDDED_DB;

const server = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lib/server-only-hook.mjs", "scripts/launch.ts", "start", "--port", String(port)], {
  cwd: root,
  env,
  stdio: "inherit",
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await database.drop().catch((error) => console.error("[e2e] could not drop the test database:", error));
  process.exit(code);
}

process.on("SIGTERM", () => void shutdown(0));
process.on("SIGINT", () => void shutdown(0));
server.on("exit", (code, signal) => {
  if (!stopping) {
    console.error(`[e2e] server exited (${signal ?? code})`);
    void shutdown(code || 1);
  }
});
