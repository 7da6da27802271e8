/**
 * Runs in each test worker before every test file: points the app's db client at the run's
 * throwaway database (created by test/global-setup.ts) and closes the pool after the file.
 */
import { afterAll, inject } from "vitest";
import { closeDb } from "@/db/client";
import { setInProcessPeer } from "@/lib/api/client-address";

process.env.DATABASE_URL = inject("databaseUrl");
if (inject("embeddedDb")) process.env.EMBEDDED_DB = "1";
else delete process.env.EMBEDDED_DB;

// Route handlers are called in-process, with no socket: their Requests count as coming through a
// trusted proxy at 127.0.0.1, so each test names its client with X-Forwarded-For, as a proxy would
// (lib/api/client-address.ts). Tests of the address rules pass their own configuration.
process.env.TRUSTED_PROXY = "127.0.0.1";
setInProcessPeer("127.0.0.1");

afterAll(async () => {
  await closeDb();
});
