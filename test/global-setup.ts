/**
 * Vitest global setup (runs once per `vitest run`, in the main process): creates a fresh,
 * migrated database and hands its URL to every test worker through `provide` (read back in
 * test/setup.ts with `inject`). See test/support/database.ts for which database that is.
 */
import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./support/database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    embeddedDb: boolean;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase({ prefix: "civicshift_test" });
  project.provide("databaseUrl", database.url);
  project.provide("embeddedDb", database.embedded);
  return async () => {
    await database.drop();
  };
}
