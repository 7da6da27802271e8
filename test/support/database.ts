/**
 * A fresh, migrated database for one test run (Vitest or Playwright), on whichever server the
 * run has:
 * - DATABASE_URL set (CI's Postgres, a developer's local one): a throwaway database
 *   `<prefix>_<time>_<random>` is created on that server and dropped by `drop()`;
 * - DATABASE_URL unset: an embedded PGlite (in memory, or in `dataDir`) behind a socket. PGlite
 *   runs a single session, so callers must set EMBEDDED_DB=1 for the app (one pooled
 *   connection) and run test files one at a time.
 */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { runMigrations } from "../../db/migrate";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";

export type TestDatabase = {
  url: string;
  /** True for PGlite: one session, so files must run sequentially and the pool must hold 1 connection. */
  embedded: boolean;
  /** Drops the throwaway database (or stops PGlite and removes its data directory). */
  drop: () => Promise<void>;
};

/** Throwaway databases older than this are left-overs of killed runs and are removed. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

export async function createTestDatabase(opts: {
  /** Database name prefix on a real server, e.g. "civicshift_test". */
  prefix: string;
  /** PGlite data directory; "memory://" (the default) keeps it in memory. */
  dataDir?: string;
  serverUrl?: string;
}): Promise<TestDatabase> {
  const serverUrl = opts.serverUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) return createEmbedded(opts.dataDir ?? "memory://");

  const name = `${opts.prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, async (client) => {
    await dropStale(client, opts.prefix);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = databaseUrl(serverUrl, name);
  try {
    await runMigrations(url);
  } catch (error) {
    await withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    throw error;
  }
  return {
    url,
    embedded: false,
    drop: async () => {
      await withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function createEmbedded(dataDir: string): Promise<TestDatabase> {
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    await runMigrations(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: server.url,
    embedded: true,
    drop: async () => {
      await server.stop();
      if (dataDir !== "memory://") fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same server URL with another database name (keeps user, host, port and query). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Removes `<prefix>_<time>_*` databases whose time is older than STALE_AFTER_MS (killed runs). */
async function dropStale(client: pg.Client, prefix: string) {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE $1",
    [`${prefix.replace(/_/g, "\\_")}\\_%`],
  );
  for (const { datname } of rows) {
    const created = parseInt(datname.slice(prefix.length + 1).split("_")[0] ?? "", 36);
    if (Number.isFinite(created) && Date.now() - created > STALE_AFTER_MS) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  }
}
