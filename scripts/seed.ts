/** `npm run db:seed`: reference data everywhere, development logins outside production. */
import path from "node:path";
import nextEnv from "@next/env";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../db/schema";
import { seedDevContent, seedDevLogins, seedReferenceData } from "../db/seed";

nextEnv.loadEnvConfig(path.resolve(import.meta.dirname, ".."));
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` seeds the embedded database by itself.");
  process.exit(1);
}
const pool = new Pool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema });
await seedReferenceData(db);
if (process.env.NODE_ENV !== "production") {
  await seedDevContent(db);
  for (const l of await seedDevLogins(db)) console.log(`${l.label}: ${l.login} / ${l.password}`);
}
await pool.end();
console.log("Seed complete.");
