/**
 * Vitest: two projects, one database.
 *
 * Naming convention
 * - `*.test.ts(x)` beside the code: project "unit". Pure logic first of all, but a unit file MAY
 *   touch the database: every file runs with the run's throwaway database available.
 * - `*.int.test.ts(x)`: project "integration" (data functions, route handlers, anything that
 *   counts rows or needs the database to itself). These files run one at a time, after the
 *   unit project has finished.
 *
 * The database (test/global-setup.ts, once per run): with DATABASE_URL set, a throwaway
 * `civicshift_test_<time>_<random>` database on that server, migrated, dropped at the end; without
 * it, an in-memory PGlite. PGlite runs a single session, so on PGlite every file of both
 * projects runs sequentially (one worker); on a real Postgres unit files run in parallel.
 * Keep tests independent of each other (unique emails via test/helpers.ts) instead of
 * truncating tables.
 *
 *   npx vitest run                        both projects
 *   npx vitest run --project unit         only *.test.ts
 *   npx vitest run lib/api                files under a path
 */
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const root = import.meta.dirname;
const embedded = !process.env.DATABASE_URL;

// Projects do not inherit the root options here (no `extends`), so that the root globalSetup
// runs once; what every project needs is spelled out in `project()`.
function project(opts: { name: string; include: string[]; exclude: string[]; maxWorkers: number; groupOrder: number }) {
  return {
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${root}/` },
        // Server modules `import "server-only"`, which throws outside Next's react-server build;
        // tests run them as plain server code (test/server-only.test.ts guards the boundary).
        { find: /^server-only$/, replacement: `${root}/node_modules/server-only/empty.js` },
      ],
    },
    test: {
      name: opts.name,
      root,
      environment: "node",
      include: opts.include,
      exclude: ["**/node_modules/**", ".next/**", ".data/**", "e2e/**", "test-results/**", ...opts.exclude],
      setupFiles: ["test/setup.ts"],
      env: {
        NODE_ENV: "test",
        AUTH_SECRET: "vitest-auth-secret-0f3c9a7e5b2d4c6e8a1f3b5d7c9e",
        APP_URL: "http://localhost:3000",
        NEXTAUTH_URL: "http://localhost:3000",
      },
      testTimeout: 15_000,
      hookTimeout: 30_000,
      maxWorkers: opts.maxWorkers,
      sequence: { groupOrder: opts.groupOrder },
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  test: {
    globalSetup: ["test/global-setup.ts"],
    projects: [
      project({
        name: "unit",
        include: ["**/*.test.{ts,tsx}"],
        exclude: ["**/*.int.test.{ts,tsx}"],
        maxWorkers: embedded ? 1 : 2,
        groupOrder: 1,
      }),
      project({ name: "integration", include: ["**/*.int.test.{ts,tsx}"], exclude: [], maxWorkers: 1, groupOrder: 2 }),
    ],
  },
});
