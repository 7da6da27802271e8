/**
 * Lighthouse benchmark (npm run bench:lighthouse): the landing page and /create-resume on a
 * production server, mobile preset (Lighthouse's default: emulated mid-range phone, simulated
 * slow 4G and 4x CPU slowdown). Targets: performance ≥ 90, accessibility 100, best practices ≥ 95,
 * SEO 100.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--runs 3] [--port 3291] [--rebuild] [--url http://localhost:3000]
 *
 * Builds first when there is no build (server.ts), starts `next start` on its own database and
 * audits each page `--runs` times in the system Chromium (/usr/bin/chromium, headless); scores are
 * the median per category. `--url` audits an already running server instead.
 *
 * Prints a table and, for each category below its target, the audits that cost points (with how
 * many runs they failed in). Writes the summary to test-results/lighthouse.json and the full
 * Lighthouse result of each page's median-performance run to test-results/lighthouse-<page>.json
 * (open it in the Lighthouse viewer). A page that fails to load is reported, not fatal: the exit
 * code is non-zero only when the benchmark itself crashes.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import fs from "node:fs";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { launchChromium } from "./chromium";
import { startProductionServer, type BenchServer } from "./server";

const PAGES = ["/", "/create-resume"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 90, accessibility: 100, "best-practices": 95, seo: 100 };

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg("--runs") ?? 3);
const PORT = Number(arg("--port") ?? 3291);
const PGLITE_PORT = 55292;
const OUT_DIR = path.resolve("test-results");
/** The metrics behind the performance score, shown for the median run. */
const METRICS: Record<string, string> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

type Scores = Record<Category, number | null>;
type Run = { scores: Scores; lhr?: Result; error?: string };
type FailingAudit = { id: string; title: string; score: number | null; displayValue?: string; failedRuns: number };

function scoresOf(lhr: Result): Scores {
  const out = {} as Scores;
  for (const c of CATEGORIES) {
    const score = lhr.categories[c]?.score;
    out[c] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  return out;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * The audits that cost a category points in one run. Performance: its metrics scoring below 0.9
 * and the diagnostics/insights Lighthouse flags (score < 0.9, which carry no weight themselves but
 * say why a metric is slow). Other categories: every weighted audit that did not pass.
 */
function failingAudits(lhr: Result, category: Category): Result["audits"][string][] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: Result["audits"][string][] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
    const limit = category === "performance" ? 0.9 : 1;
    if (audit.score < limit && (ref.weight > 0 || category === "performance")) out.push(audit);
  }
  return out;
}

async function auditPage(url: string, port: number): Promise<Run> {
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) return { scores: emptyScores(), error: "Lighthouse returned no result" };
    const { lhr } = result;
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
    return { scores: scoresOf(lhr), lhr, error };
  } catch (error) {
    return { scores: emptyScores(), error: error instanceof Error ? error.message : String(error) };
  }
}

function emptyScores(): Scores {
  return { performance: null, accessibility: null, "best-practices": null, seo: null };
}

const cell = (v: number | null) => (v === null ? "n/a" : String(v));

async function main() {
  const external = arg("--url");
  let server: BenchServer | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    server = external ? undefined : await startProductionServer({ port: PORT, pglitePort: PGLITE_PORT });
    const base = (external ?? server!.url).replace(/\/$/, "");
    browser = await launchChromium();

    const pages = [];
    for (const page of PAGES) {
      const url = `${base}${page}`;
      // Wakes the route (first render compiles nothing in production, but opens the database
      // connection and fills caches) so that the first audited run is not an outlier.
      await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await auditPage(url, browser.port);
        runs.push(run);
        const shown = CATEGORIES.map((c) => `${c} ${cell(run.scores[c])}`).join(", ");
        console.log(`  ${page} run ${i + 1}/${RUNS}: ${shown}${run.error ? ` — ERROR ${run.error}` : ""}`);
      }

      const medians = {} as Scores;
      for (const c of CATEGORIES) medians[c] = median(runs.flatMap((r) => (r.scores[c] === null ? [] : [r.scores[c]!])));
      const met = Object.fromEntries(CATEGORIES.map((c) => [c, medians[c] !== null && medians[c]! >= TARGETS[c]])) as Record<Category, boolean>;

      const failing: Partial<Record<Category, FailingAudit[]>> = {};
      for (const c of CATEGORIES) {
        if (met[c]) continue;
        const byId = new Map<string, FailingAudit>();
        for (const run of runs) {
          if (!run.lhr) continue;
          for (const a of failingAudits(run.lhr, c)) {
            const seen = byId.get(a.id);
            if (seen) seen.failedRuns++;
            else byId.set(a.id, { id: a.id, title: a.title, score: a.score, displayValue: a.displayValue, failedRuns: 1 });
          }
        }
        failing[c] = [...byId.values()].sort((a, b) => b.failedRuns - a.failedRuns || (a.score ?? 0) - (b.score ?? 0));
      }

      // The full result of the run with the median performance score, for a closer look.
      const withLhr = runs.filter((r) => r.lhr && r.scores.performance !== null);
      const medianRun = withLhr.sort((a, b) => a.scores.performance! - b.scores.performance!)[Math.floor(withLhr.length / 2)];
      const slug = page === "/" ? "landing" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
      const lhrFile = medianRun?.lhr ? path.join(OUT_DIR, `lighthouse-${slug}.json`) : undefined;
      if (lhrFile) {
        fs.mkdirSync(OUT_DIR, { recursive: true });
        fs.writeFileSync(lhrFile, JSON.stringify(medianRun!.lhr));
      }
      const errors = runs.flatMap((r) => (r.error ? [r.error] : []));
      const metrics = medianRun?.lhr
        ? Object.fromEntries(Object.entries(METRICS).map(([id, name]) => [name, medianRun.lhr!.audits[id]?.displayValue?.replace(/\u00a0/g, " ") ?? "n/a"]))
        : undefined;
      const environment = medianRun?.lhr
        ? { lighthouse: medianRun.lhr.lighthouseVersion, userAgent: medianRun.lhr.environment.hostUserAgent, benchmarkIndex: medianRun.lhr.environment.benchmarkIndex }
        : undefined;
      pages.push({ page, url, runs: runs.map((r) => ({ scores: r.scores, error: r.error })), medians, met, metrics, failing, errors, environment, lhrFile });
    }

    console.log(`\nLighthouse ${pages.find((p) => p.environment)?.environment?.lighthouse ?? "?"}, mobile preset, median of ${RUNS} runs (${base})\n`);
    console.log(["page".padEnd(16), ...CATEGORIES.map((c) => `${c} (≥${TARGETS[c]})`.padEnd(24))].join(""));
    for (const p of pages) {
      console.log([p.page.padEnd(16), ...CATEGORIES.map((c) => `${cell(p.medians[c])} ${p.met[c] ? "ok" : "MISSED"}`.padEnd(24))].join(""));
    }
    console.log("\nMetrics of the median-performance run:");
    for (const p of pages) {
      const shown = p.metrics ? Object.entries(p.metrics).map(([k, v]) => `${k} ${v}`).join(", ") : "n/a";
      console.log(`  ${p.page.padEnd(16)}${shown}`);
    }
    for (const p of pages) {
      for (const c of CATEGORIES) {
        const list = p.failing[c];
        // No score at all: the page did not load, reported with its errors below.
        if (!list || p.medians[c] === null) continue;
        console.log(`\n${p.page} ${c} ${cell(p.medians[c])} < ${TARGETS[c]}:${list.length ? "" : " (no failing audit found)"}`);
        for (const a of list) {
          const score = a.score === null ? "" : ` score ${a.score.toFixed(2)}`;
          console.log(`  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}${score}, failed in ${a.failedRuns}/${RUNS} runs`);
        }
      }
      if (p.errors.length) console.log(`\n${p.page}: ${p.errors.length} run(s) reported an error: ${[...new Set(p.errors)].join("; ")}`);
    }

    fs.mkdirSync(OUT_DIR, { recursive: true });
    const summaryFile = path.join(OUT_DIR, "lighthouse.json");
    fs.writeFileSync(
      summaryFile,
      `${JSON.stringify({ generatedAt: new Date().toISOString(), base, preset: "mobile", runsPerPage: RUNS, targets: TARGETS, pages }, null, 2)}\n`,
    );
    console.log(`\nSummary written to ${path.relative(process.cwd(), summaryFile)}`);
  } finally {
    await browser?.stop();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
