/** `npm run db:migrate`: applies db/migrations to DATABASE_URL (from the environment or .env). */
import path from "node:path";
import nextEnv from "@next/env";
import { runMigrations } from "../db/migrate";

nextEnv.loadEnvConfig(path.resolve(import.meta.dirname, ".."));
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` migrates the embedded database by itself.");
  process.exit(1);
}
await runMigrations(url);
console.log("Migrations applied.");
