/**
 * `npm run db:seed`: reference data on DATABASE_URL; development data only where db/seed/policy.ts
 * allows it (the sample job feed on a database on this machine; the development logins there too,
 * and only with SEED_DEV_LOGINS=1). A refused request stops before anything is written.
 */
import "./lib/server-only"; // first: loads server modules under plain Node
import path from "node:path";
import nextEnv from "@next/env";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../db/schema";
import { DevSeedRefused, planDevSeed, seedDevContent, seedDevLogins, seedReferenceData, type DevSeedPlan } from "../db/seed";

nextEnv.loadEnvConfig(path.resolve(import.meta.dirname, ".."));
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` seeds the embedded database by itself.");
  process.exit(1);
}
// The seed script never started an embedded database: every DATABASE_URL counts as a real one.
const target = { databaseUrl: url, embedded: false };
let plan: DevSeedPlan;
try {
  plan = planDevSeed(target);
} catch (error) {
  if (!(error instanceof DevSeedRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

const pool = new Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema });
await seedReferenceData(db);
if (plan.content) await seedDevContent(db, { target });
if (plan.logins) {
  for (const l of await seedDevLogins(db, { target })) console.log(`${l.label}: ${l.login} / ${l.password}`);
}
for (const note of plan.notes) console.log(note);
await pool.end();
console.log("Seed complete.");
