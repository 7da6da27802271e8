/**
 * `npm test`: everything, in order; exits non-zero if any step fails.
 *   0. a browser for the journeys (scripts/lib/find-chromium.ts): PLAYWRIGHT_CHROMIUM_PATH, the
 *      system's Chromium or Chrome, Playwright's own; with none, Debian's `chromium` is installed
 *      with apt when running as root, and otherwise the run stops at once with one line saying
 *      what to install (before ten minutes of Vitest, not after)
 *   1. Vitest, both projects (unit + integration) on a throwaway database
 *   2. next build (production build for the journeys)
 *   3. Playwright journeys in Chromium against `next start` (not run when the build failed)
 * A Vitest failure does not stop the build and the journeys: one run reports every failure.
 *
 * DATABASE_URL set: tests run on throwaway databases created on that server; unset: embedded
 * PGlite. SKIP_BUILD=1 reuses an existing .next build (CI builds once for two database passes).
 * Writes test-results/summary.json ({ passed, failed, skipped, steps }) and prints a summary line.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureChromium, ENV_VAR, hostDeps } from "./lib/find-chromium";
import { descendants, signalAll } from "./lib/process-tree";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

type Counts = { passed: number; failed: number; skipped: number };
type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A step that cannot run when this earlier step failed. */
  needs?: string;
  /** A hung step (a test stuck in a busy loop) is stopped after this long, so CI fails instead of stalling. */
  timeoutMinutes: number;
  counts?: () => Counts | null;
};

const vitestReport = path.join(results, "vitest.json");
const playwrightReport = path.join(results, "playwright.json");

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const steps: Step[] = [
  {
    name: "Vitest: unit + integration",
    command: [bin("vitest"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    // About 8 minutes on an idle 2-core machine; room for a busy one.
    timeoutMinutes: 20,
    counts: () => {
      const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestReport);
      return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    },
  },
  {
    name: "next build",
    command: [bin("next"), "build"],
    timeoutMinutes: 15,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
  {
    name: "Playwright: journeys in Chromium",
    command: [bin("playwright"), "test", "--reporter=list,json"],
    needs: "next build",
    timeoutMinutes: 25,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => {
      const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
      return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
    },
  },
];

function banner(text: string) {
  const line = "═".repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

let current: ReturnType<typeof spawn> | undefined;
let interrupted = false;

/** Signals a step's whole process group (each step is spawned detached, as its own group). */
function signalGroup(child: ReturnType<typeof spawn> | undefined, signal: NodeJS.Signals) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    interrupted = true;
    signalGroup(current, signal);
  });
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...step.env },
      detached: true,
    });
    current = child;
    let killTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      console.error(`\n${step.name} did not finish within ${step.timeoutMinutes} minutes: stopping it.`);
      // Its whole tree, taken before anything exits (an orphaned server would hold the e2e port
      // for the next run).
      const tree = child.pid ? descendants(child.pid) : [];
      signalGroup(child, "SIGTERM");
      signalAll(tree, "SIGTERM");
      killTimer = setTimeout(() => {
        signalGroup(child, "SIGKILL");
        signalAll(tree, "SIGKILL");
      }, 30_000);
    }, step.timeoutMinutes * 60_000);
    child.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  fs.mkdirSync(results, { recursive: true });
  for (const file of [vitestReport, playwrightReport, path.join(results, "summary.json")]) fs.rmSync(file, { force: true });
  const database = process.env.DATABASE_URL ? `Postgres at ${new URL(process.env.DATABASE_URL).host}` : "embedded PGlite";
  console.log(`npm test: database ${database}${process.env.SKIP_BUILD ? ", reusing the existing build" : ""}`);
  const browser = ensureChromium(hostDeps({ playwrightChromium: () => chromium.executablePath() }));
  if (browser.kind === "error") {
    console.error(`npm test: ${browser.message}`);
    process.exit(1);
  }
  console.log(`npm test: browser ${browser.path} (${browser.source})`);
  // The steps inherit it: playwright.config.ts and its workers launch exactly this browser.
  process.env[ENV_VAR] = browser.path;

  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const report: { name: string; status: string; seconds: number; counts?: Counts }[] = [];
  const failed: string[] = [];

  for (const step of steps) {
    if (step.needs && failed.includes(step.needs)) {
      banner(`${step.name}: not run (${step.needs} failed)`);
      report.push({ name: step.name, status: "not run", seconds: 0 });
      continue;
    }
    if (step.name === "next build" && process.env.SKIP_BUILD) {
      const built = fs.existsSync(path.join(root, ".next", "BUILD_ID"));
      banner(`${step.name}: skipped (SKIP_BUILD)${built ? "" : " - but there is no build in .next"}`);
      if (!built) {
        failed.push(step.name);
        total.failed += 1;
        report.push({ name: step.name, status: "failed", seconds: 0 });
      } else {
        report.push({ name: step.name, status: "skipped", seconds: 0 });
      }
      continue;
    }
    banner(step.name);
    const started = Date.now();
    const code = await run(step);
    if (interrupted) {
      console.error("\nInterrupted.");
      process.exit(130);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const counts = step.counts?.() ?? undefined;
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    // A step that exits non-zero with no failed test (a crash, a failing setup) still counts once.
    if (code !== 0 && !counts?.failed) total.failed += 1;
    report.push({ name: step.name, status: code === 0 ? "passed" : "failed", seconds, counts });
    if (code !== 0) failed.push(step.name);
  }

  fs.writeFileSync(path.join(results, "summary.json"), JSON.stringify({ ...total, database, steps: report }, null, 2));
  banner("Summary");
  for (const s of report) {
    const counts = s.counts ? `  (${s.counts.passed} passed, ${s.counts.failed} failed, ${s.counts.skipped} skipped)` : "";
    console.log(`  ${s.status.padEnd(8)} ${s.name}${s.seconds ? ` in ${s.seconds}s` : ""}${counts}`);
  }
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${database})`);
  if (failed.length) {
    console.error(`\nFAILED: ${failed.join(", ")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
