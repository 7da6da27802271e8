/**
 * A production server for the benchmarks that need one (lighthouse.ts, bundle.ts, resume-api.ts
 * --http), started the way e2e/support/web-server.ts does it:
 * 1. `next build` first when the working directory has no build (.next/BUILD_ID);
 * 2. a database of its own (./database.ts: in-memory PGlite served from this process, or a
 *    throwaway database on the DATABASE_URL server) with the reference data, as production has;
 * 3. `scripts/launch.ts start` with DATABASE_URL pointing there and a random AUTH_SECRET; no AI,
 *    email or other provider keys, so every embedded default is used;
 * 4. `stop()` ends the server, then drops the database. Ctrl-C does the same.
 *
 * The server's output goes to a log file, printed when it fails to start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../../db/schema";
import { seedReferenceData } from "../../db/seed";
import { freePort } from "../lib/embedded-postgres";
import { openBenchDatabase } from "./database";

export type BenchServer = {
  url: string;
  /** The server's database, for checks on what a benchmark created. */
  databaseUrl: string;
  stop: () => Promise<void>;
};

const READY_TIMEOUT_MS = 180_000;

/**
 * Builds the app in `root` unless a production build is already there (or `--rebuild` was
 * given). An existing build is used as it is, so its age is printed: it may predate the sources.
 */
export async function ensureBuild(root = process.cwd()): Promise<void> {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (fs.existsSync(buildId) && !process.argv.includes("--rebuild")) {
    const minutes = Math.round((Date.now() - fs.statSync(buildId).mtimeMs) / 60_000);
    console.log(`▸ Using the existing production build (.next, built ${minutes} min ago; --rebuild to build again)`);
    return;
  }
  console.log("▸ Running `next build` (several minutes on 2 cores)...");
  const child = spawn(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves once GET / answers (any status below 500), rejects when the server dies or times out. */
async function waitUntilReady(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the server exited during start-up; its output:\n${fs.readFileSync(log, "utf8")}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s; its output:\n${fs.readFileSync(log, "utf8")}`);
}

export async function startProductionServer(opts: {
  /** Preferred port; a free one is picked when it is taken. */
  port: number;
  /** Preferred port for the embedded PGlite (when DATABASE_URL is unset). */
  pglitePort: number;
  /** The Postgres server for its database; DATABASE_URL by default, PGlite when neither is set. */
  serverUrl?: string;
  root?: string;
}): Promise<BenchServer> {
  const root = opts.root ?? process.cwd();
  await ensureBuild(root);

  const serverUrl = "serverUrl" in opts ? opts.serverUrl : process.env.DATABASE_URL;
  const database = await openBenchDatabase({ prefix: "civicshift_bench", pglitePort: opts.pglitePort, serverUrl });
  try {
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      await seedReferenceData(drizzle(pool, { schema }));
    } finally {
      await pool.end();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }

  const port = await freePort(opts.port);
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    // A production server must bring a real secret; each run gets a random one.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_URL: url,
    NEXTAUTH_URL: url,
    NEXT_TELEMETRY_DISABLED: "1",
    // Empty values also keep a developer's .env from configuring these (Next's env loader does
    // not override a variable that is set): the embedded defaults are what is measured.
    OPENAI_API_KEY: "",
    GEMINI_API_KEY: "",
    RESEND_API_KEY: "",
    // A production server without an email provider refuses to start; this local one (loopback
    // database and URL) stores its emails in the dev outbox instead, like the e2e server.
    ENABLE_DEV_OUTBOX: "1",
    // The benchmark stands in for many clients behind a proxy on this machine: it names each with
    // X-Forwarded-For, which the server believes only from a trusted proxy (lib/api/client-address.ts).
    TRUSTED_PROXY: "127.0.0.1,::1",
  };
  delete env.NEXTAUTH_SECRET;
  if (database.embedded) env.EMBEDDED_DB = "1";
  else delete env.EMBEDDED_DB;

  const log = path.join(os.tmpdir(), `civicshift-bench-server-${port}.log`);
  const out = fs.openSync(log, "w");
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lib/server-only-hook.mjs", "scripts/launch.ts", "start", "--port", String(port)], {
    cwd: root,
    env,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (!exited(child)) {
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await done;
    }
    await database.drop().catch((error) => console.error("could not drop the benchmark database:", error));
  };
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    await waitUntilReady(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`▸ Production server on ${url} (${database.embedded ? "embedded PGlite" : "throwaway Postgres database"}; log ${log})`);
  return { url, databaseUrl: database.url, stop };
}
