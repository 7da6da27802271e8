/**
 * `npm run admin:create` / `npm run admin:reset-password`: manage admin logins on DATABASE_URL
 * (the first admin of a production database is created this way; see scripts/lib/admin-cli.ts).
 */
import "./lib/server-only"; // first: loads server modules under plain Node
import path from "node:path";
import nextEnv from "@next/env";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "../db/schema";
import { runAdminCommand } from "./lib/admin-cli";
import { createPrompter } from "./lib/prompt";

nextEnv.loadEnvConfig(path.resolve(import.meta.dirname, ".."));
const [command, ...args] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url && (command === "create" || command === "reset-password")) {
  console.error(
    "DATABASE_URL is not set: point it at the database whose admins you manage (in .env or the environment). " +
      "The embedded development database already has the admin login printed by `npm run dev`.",
  );
  process.exit(1);
}

let pool: Pool | undefined;
const code = await runAdminCommand({
  command,
  args,
  db: () => {
    pool ??= new Pool({ connectionString: url, max: 1 });
    return drizzle(pool, { schema });
  },
  prompter: createPrompter({ input: process.stdin, output: process.stderr }),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  appUrl: process.env.APP_URL || process.env.NEXTAUTH_URL,
}).finally(() => pool?.end());
process.exit(code);
