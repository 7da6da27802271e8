import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

type Holder = { pool?: Pool; db?: Database };
// One pool per process; kept on globalThis so dev hot reloads do not open new pools.
const holder = globalThis as unknown as { __civicshiftDb?: Holder };
const state: Holder = (holder.__civicshiftDb ??= {});

/**
 * The embedded database (PGlite behind a socket) runs one session: queries from several
 * connections interleave, so a transaction on one connection would see another's statements.
 * With EMBEDDED_DB set the pool therefore holds a single connection.
 */
export function createPool(connectionString = process.env.DATABASE_URL): Pool {
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` (embedded Postgres) or set it in .env.");
  }
  const embedded = !!process.env.EMBEDDED_DB;
  const pool = new Pool({
    connectionString,
    max: embedded ? 1 : Number(process.env.DATABASE_POOL_MAX ?? 10),
    idleTimeoutMillis: 30_000,
    // A database that does not answer must not hold requests: connecting gives up after a few seconds
    // (the API then answers 503 { code: "unavailable" }), and so does a statement that runs too long.
    connectionTimeoutMillis: msFromEnv("DATABASE_CONNECT_TIMEOUT_MS", 3_000),
    // The embedded database runs one session for every connection: a server-side timeout there would
    // apply to everyone, so it gets the client-side one only.
    ...(embedded ? {} : { statement_timeout: msFromEnv("DATABASE_STATEMENT_TIMEOUT_MS", 10_000) }),
    query_timeout: msFromEnv("DATABASE_QUERY_TIMEOUT_MS", 15_000),
  });
  // An idle client that loses its connection (the database restarted) emits "error" on the pool; without
  // a listener that would crash the process. The pool drops that client and opens a new one when asked.
  pool.on("error", (error) => console.error(`[db] idle connection lost: ${(error as { code?: string }).code ?? error.name}`));
  return pool;
}

function msFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function getPool(): Pool {
  state.pool ??= createPool();
  return state.pool;
}

export function getDb(): Database {
  state.db ??= drizzle(getPool(), { schema });
  return state.db;
}

/**
 * `db` is created on first use, so importing this module (e.g. during `next build`) opens nothing.
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, prop) {
    const real = getDb() as unknown as Record<PropertyKey, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export async function closeDb() {
  const pool = state.pool;
  state.pool = undefined;
  state.db = undefined;
  await pool?.end();
}

export { schema };
