/**
 * Runs in each test worker before every test file: points the app's db client at the run's
 * throwaway database (created by test/global-setup.ts) and closes the pool after the file.
 */
import { afterAll, inject } from "vitest";
import { closeDb } from "@/db/client";

process.env.DATABASE_URL = inject("databaseUrl");
if (inject("embeddedDb")) process.env.EMBEDDED_DB = "1";
else delete process.env.EMBEDDED_DB;

afterAll(async () => {
  await closeDb();
});
