/**
 * Playwright: journeys in e2e/<area>/*.spec.ts, in the Chromium or Chrome found on the machine
 * (scripts/lib/find-chromium.ts: PLAYWRIGHT_CHROMIUM_PATH, the system's browser, Playwright's own;
 * never downloaded here), against a production build (`next build` first; `npm test` does it)
 * served by `next start` on port 3100. `npm test` installs Debian's Chromium when it runs as root
 * and finds none, and passes the browser it chose in PLAYWRIGHT_CHROMIUM_PATH.
 *
 * The server runs on a database of its own, fresh for every run (see e2e/support/web-server.ts:
 * a throwaway database on DATABASE_URL's server, or an embedded PGlite), seeded with the logins
 * in e2e/support/users.ts. Import `test`/`expect` from e2e/support/fixtures.ts.
 *
 *   npx playwright test                         all specs (after `npx next build`)
 *   npx playwright test e2e/foundation/auth     one file
 */
import { createRequire } from "node:module";
import { chromium, defineConfig, devices } from "@playwright/test";
import { chromiumPathOrThrow, hostDeps } from "./scripts/lib/find-chromium";

// The journeys' own helpers (e2e/support) use server modules, which `import "server-only"`; that
// package throws outside Next's react-server build. The runner and its workers load this file
// first: the empty module takes its place in the module cache for every later import.
{
  const require = createRequire(import.meta.url);
  const id = require.resolve("server-only");
  require.cache[id] = { id, filename: id, loaded: true, exports: {}, children: [], paths: [] } as unknown as NodeJS.Module;
}

const CI = !!process.env.CI;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Never installs anything (npm test does): with no browser, one line says what to install.
const executablePath = chromiumPathOrThrow(hostDeps({ playwrightChromium: () => chromium.executablePath() }));

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Journeys cross several pages (create, verify by email, reopen in a second browser); on a 2-core
  // machine running two browsers, the server and its database at once, the longest took 48–59 s
  // in an idle CI run (password reset, job searches, a second resume), and 60 s left no margin.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-dev-shm-usage",
          ],
        },
      },
    },
  ],
  webServer: {
    // exec: the wrapper itself receives Playwright's SIGTERM and drops its database on the way out.
    command: "exec node --import tsx --import ./scripts/lib/server-only-hook.mjs e2e/support/web-server.ts",
    url: baseURL,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
