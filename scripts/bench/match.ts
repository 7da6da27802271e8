/**
 * Job-matching benchmark: seeding the 3,000-posting sample feed, and findJobMatches for a
 * translated resume against it. Runs on a throwaway database: on the server at DATABASE_URL when
 * set (dropped afterwards), else an in-memory PGlite.
 *
 *   npx tsx scripts/bench/match.ts [--runs 50]
 *
 * Prints the cold seed (O*NET data loading included) and a warm re-seed (upsert of every row),
 * then the first findJobMatches call (O*NET index build included) and p50/p95 of the warm runs,
 * alternating an IT and a contracting resume. Targets: seed < 10 s, warm p95 < 150 ms; exits 1
 * when one is missed.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../../db/schema";
import { findJobMatches } from "../../lib/jobs/match/find";
import { contractingResume, itResume } from "../../lib/jobs/match/test-profiles";
import { SAMPLE_FEED_SIZE, seedSampleJobPostings } from "../../lib/jobs/sample-feed";
import { createTestDatabase } from "../../test/support/database";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 50;
const SEED_TARGET_MS = 10_000;
const MATCH_P95_TARGET_MS = 150;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function main() {
  const database = await createTestDatabase({ prefix: "civicshift_bench" });
  const pool = new Pool({ connectionString: database.url, max: 1 });
  const db = drizzle(pool, { schema });
  const now = new Date();
  try {
    const [seeded, coldSeedMs] = await timed(() => seedSampleJobPostings(db, { now }));
    const [, warmSeedMs] = await timed(() => seedSampleJobPostings(db, { now }));
    if (seeded.count !== SAMPLE_FEED_SIZE) throw new Error(`seeded ${seeded.count} postings`);

    const resumes = [itResume, contractingResume];
    const [first, firstMs] = await timed(() => findJobMatches({ resume: itResume, db, now }));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [matches, ms] = await timed(() => findJobMatches({ resume: resumes[i % 2], db, now }));
      if (!matches.length) throw new Error("no matches");
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];

    const where = database.embedded ? "embedded PGlite (in memory)" : "PostgreSQL (DATABASE_URL server)";
    console.log(`Node ${process.version}, ${where}, ${RUNS} warm findJobMatches runs\n`);
    console.log(`seed ${seeded.count} sample postings (cold, O*NET data load included)\t${coldSeedMs.toFixed(0)} ms\t< ${SEED_TARGET_MS} ms`);
    console.log(`re-seed ${seeded.count} sample postings (upsert, warm)\t\t\t${warmSeedMs.toFixed(0)} ms`);
    console.log(`findJobMatches first call (O*NET index build included)\t\t${firstMs.toFixed(0)} ms (${first.length} matches, top ${first[0]?.matchScore})`);
    console.log(`findJobMatches warm: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms\t< ${MATCH_P95_TARGET_MS} ms p95`);
    const failed = coldSeedMs > SEED_TARGET_MS || at(0.95) > MATCH_P95_TARGET_MS;
    if (failed) console.log("\nMISSED a target");
    process.exitCode = failed ? 1 : 0;
  } finally {
    await pool.end();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
