/**
 * A throwaway, migrated database for one benchmark run: on the server at DATABASE_URL when set
 * (a `<prefix>_*` database, dropped afterwards), else an in-memory PGlite served on `pglitePort`
 * (or a free port when that one is taken) so that parallel runs of other tools keep their ports.
 */
import { runMigrations } from "../../db/migrate";
import { startEmbeddedPostgres } from "../lib/embedded-postgres";
import { createTestDatabase, type TestDatabase } from "../../test/support/database";

export async function openBenchDatabase(opts: {
  prefix: string;
  pglitePort: number;
  /** The Postgres server to use; DATABASE_URL by default, PGlite when neither is set. */
  serverUrl?: string;
}): Promise<TestDatabase> {
  const serverUrl = "serverUrl" in opts ? opts.serverUrl : process.env.DATABASE_URL;
  if (serverUrl) return createTestDatabase({ prefix: opts.prefix, serverUrl });
  const server = await startEmbeddedPostgres({ dataDir: "memory://", port: opts.pglitePort });
  try {
    await runMigrations(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url, embedded: true, drop: () => server.stop() };
}
