/**
 * POST /api/resumes benchmark (npm run bench:resume-api): the real route handler, end to end —
 * rate limit, body parsing, built-in translation, job matching, the insert transaction, the
 * attempt record and the access cookie. Target: p95 < 1 s for 3 positions.
 *
 *   npx tsx scripts/bench/resume-api.ts [--runs 30] [--warmup 3] [--http [--rebuild]]
 *
 * Database: a throwaway one on the server at DATABASE_URL when set, else an in-memory PGlite
 * (port 55290), migrated and seeded with the reference data and the 3,000-posting sample feed.
 * The handler runs in this process with NODE_ENV unset, so matching searches the sample feed
 * (findJobMatches: the same query production runs over ingested job-API postings, and the
 * costlier of the two production paths). AI keys are cleared, so the built-in engine answers.
 * Each request has 3 positions from the realistic position descriptions in
 * lib/resume/translate/fixtures (rotating), a unique email and its own client IP (so the
 * 10-per-hour resume rate limit never triggers).
 *
 * The first warm-up request is reported separately (cold: O*NET data loading and index build).
 * With --http the same requests are also timed over HTTP against a production server
 * (`next start` through scripts/launch.ts, on its own database; needs a build, see server.ts);
 * without job-API keys production stores role-level (O*NET) matches.
 *
 * Exits non-zero only on errors (a non-201 answer, a resume without matches, an exception); a
 * missed target is reported, not fatal.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { randomBytes } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { count, inArray } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../../db/schema";
import { seedReferenceData } from "../../db/seed";
import { SAMPLE_FEED_SIZE, seedSampleJobPostings } from "../../lib/jobs/sample-feed";
import { PD_FIXTURES, SAMPLE_PERSON } from "../../lib/resume/translate/fixtures";
import { openBenchDatabase } from "./database";
import { percentile } from "./stats";
import { startProductionServer } from "./server";

const argValue = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = argValue("--runs", 30);
const WARMUP = Math.max(1, argValue("--warmup", 3));
const HTTP = process.argv.includes("--http");
const TARGET_P95_MS = 1_000;
const PGLITE_PORT = 55290;
const HTTP_PORT = 3290;
const HTTP_PGLITE_PORT = 55291;

const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

/** Request `i`: 3 consecutive fixtures (rotating through all 13), a fresh email and client IP. */
function requestBody(i: number) {
  const positions = [0, 1, 2].map((k) => PD_FIXTURES[(i * 3 + k) % PD_FIXTURES.length]!.position);
  return {
    personalInfo: { ...SAMPLE_PERSON, email: `bench-${runId}-${i}@example.test` },
    positions: positions.map((p) => ({ ...p, agency: p.agency ?? "" })),
    sessionId: `bench-${runId}`,
  };
}

/** A documentation-range address per request: only ever a header value, never contacted. */
const clientIp = (i: number) => `198.51.${(i >> 8) & 255}.${i & 255}`;

type Sample = { ms: number; status: number; resumeId?: number; error?: string };
type Series = { cold: Sample; samples: Sample[] };

async function readResult(res: Response, started: number): Promise<Sample> {
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) return { ms, status: res.status, error: text.slice(0, 300) };
  // The answer's shape is the page's business (it may withhold matches until the email is
  // verified); the id is all the benchmark needs, to check the stored rows.
  const json = JSON.parse(text) as { resume: { id: number } };
  return { ms, status: res.status, resumeId: json.resume.id };
}

/** What the measured requests stored: the engine used and the job matches per resume. */
async function storedRows(db: NodePgDatabase<typeof schema>, samples: readonly Sample[]) {
  const ids = samples.map((s) => s.resumeId!);
  const engines = await db
    .selectDistinct({ engine: schema.resumes.aiModelUsed })
    .from(schema.resumes)
    .where(inArray(schema.resumes.id, ids));
  const perResume = await db
    .select({ id: schema.jobMatches.resumeId, n: count(), source: schema.jobMatches.source })
    .from(schema.jobMatches)
    .where(inArray(schema.jobMatches.resumeId, ids))
    .groupBy(schema.jobMatches.resumeId, schema.jobMatches.source);
  const counts = ids.map((id) => perResume.filter((r) => r.id === id).reduce((n, r) => n + r.n, 0));
  if (engines.length !== 1 || engines[0]!.engine !== "builtin") {
    throw new Error(`expected the built-in engine, got ${engines.map((e) => e.engine).join(", ")}`);
  }
  if (counts.some((n) => n === 0)) throw new Error("a resume was stored without job matches");
  const sources = [...new Set(perResume.map((r) => r.source))].join(", ");
  return { engine: engines[0]!.engine, minMatches: Math.min(...counts), maxMatches: Math.max(...counts), sources };
}

async function summarize(label: string, { cold, samples }: Series, db: NodePgDatabase<typeof schema>) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const rows = await storedRows(db, samples);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`\n${label}`);
  console.log(`  engine ${rows.engine}; job matches stored per resume: ${rows.minMatches}-${rows.maxMatches} (source ${rows.sources})`);
  console.log(`  cold first request (O*NET load + index build): ${fmt(cold.ms)}`);
  console.log(`  ${samples.length} measured requests: p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(p95)}, max ${fmt(sorted.at(-1) ?? 0)}`);
  console.log(`  target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "met" : "MISSED"}`);
}

/** Runs warm-up + measured requests through `send`; throws on the first non-201 answer. */
async function runSeries(send: (i: number) => Promise<Sample>, offset: number): Promise<Series> {
  const warm: Sample[] = [];
  for (let i = 0; i < WARMUP; i++) warm.push(await send(offset + i));
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await send(offset + WARMUP + i));
  const failed = [...warm, ...samples].find((s) => s.status !== 201);
  if (failed) throw new Error(`POST /api/resumes answered ${failed.status}: ${failed.error}`);
  return { cold: warm[0]!, samples };
}

async function main() {
  // The built-in engine only: no provider may be configured for this process. NODE_ENV unset
  // (development) picks the sample feed as the job source (see lib/jobs/match/source.ts).
  const env = process.env as Record<string, string | undefined>;
  delete env.NODE_ENV;
  delete env.OPENAI_API_KEY;
  delete env.GEMINI_API_KEY;

  // Read before this process points DATABASE_URL at its own database below.
  const serverUrl = env.DATABASE_URL;
  const database = await openBenchDatabase({ prefix: "civicshift_bench", pglitePort: PGLITE_PORT, serverUrl });
  const seedPool = new Pool({ connectionString: database.url, max: 1 });
  let closeAppDb: (() => Promise<void>) | undefined;
  try {
    const seedDb = drizzle(seedPool, { schema });
    await seedReferenceData(seedDb);
    const seeded = await seedSampleJobPostings(seedDb, { now: new Date() });
    if (seeded.count !== SAMPLE_FEED_SIZE) throw new Error(`seeded ${seeded.count} sample postings`);

    // The handler's own database client and configuration read these on first use.
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      APP_URL: `http://localhost:${HTTP_PORT}`,
      NEXTAUTH_URL: `http://localhost:${HTTP_PORT}`,
      // Requests made in process have no socket: they count as coming through a proxy on this
      // machine, which names each client with X-Forwarded-For (lib/api/client-address.ts).
      TRUSTED_PROXY: "127.0.0.1",
    });
    if (database.embedded) process.env.EMBEDDED_DB = "1";
    (await import("../../lib/api/client-address")).setInProcessPeer("127.0.0.1");
    const { POST } = await import("../../app/api/resumes/route");
    const client = await import("../../db/client");
    closeAppDb = client.closeDb;

    const sendDirect = async (i: number): Promise<Sample> => {
      const started = performance.now();
      const req = new Request(`http://localhost:${HTTP_PORT}/api/resumes`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "civicshift-bench",
          "x-forwarded-for": clientIp(i),
        },
        body: JSON.stringify(requestBody(i)),
      });
      return readResult(await POST(req, { params: Promise.resolve({}) }), started);
    };

    const direct = await runSeries(sendDirect, 0);

    const lengths = PD_FIXTURES.map((f) => f.position.description.length);
    const where = database.embedded ? "embedded PGlite (in memory)" : "PostgreSQL (DATABASE_URL server)";
    console.log(`POST /api/resumes benchmark: Node ${process.version}, ${os.cpus().length} CPU(s), ${where}`);
    console.log(`  ${seeded.count} sample job postings; 3 positions per request from ${PD_FIXTURES.length} fixture descriptions of ${Math.min(...lengths)}-${Math.max(...lengths)} characters, rotating`);
    console.log(`  ${WARMUP} warm-up request(s), then ${RUNS} measured`);
    await summarize("Route handler called in process (request built -> response body read):", direct, seedDb);

    if (HTTP) {
      const server = await startProductionServer({ port: HTTP_PORT, pglitePort: HTTP_PGLITE_PORT, serverUrl });
      const serverPool = new Pool({ connectionString: server.databaseUrl, max: 1 });
      try {
        const sendHttp = async (i: number): Promise<Sample> => {
          const started = performance.now();
          const res = await fetch(`${server.url}/api/resumes`, {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": "civicshift-bench", "x-forwarded-for": clientIp(i) },
            body: JSON.stringify(requestBody(i)),
          });
          return readResult(res, started);
        };
        const http = await runSeries(sendHttp, 10_000);
        await summarize(`Over HTTP against a production server (${server.url}, next start):`, http, drizzle(serverPool, { schema }));
      } finally {
        await serverPool.end();
        await server.stop();
      }
    }
  } finally {
    await closeAppDb?.();
    await seedPool.end();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
