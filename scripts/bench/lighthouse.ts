/**
 * Lighthouse benchmark (npm run bench:lighthouse): the public pages on a production server, side
 * by side with a minimal one-page Next.js app built with the same next/react versions and served
 * the same way (./bare-next.ts), mobile preset (Lighthouse's default: emulated mid-range phone,
 * simulated slow 4G and 4x CPU slowdown), in alternating rounds: each round audits the minimal
 * page, then every page, so the machine's state touches all of them alike. Figures are medians of
 * the rounds.
 *
 *   npx tsx scripts/bench/lighthouse.ts [--runs 3] [--pages /,/pricing] [--port 3291] [--rebuild] [--url http://localhost:3000]
 *
 * Bounds (issue 17), against the minimal page of the same run: performance within 3 points, total
 * blocking time at most 1.5 times (and never below 50 ms), LCP at most 1.2 times, CLS below 0.05;
 * and accessibility 100, best practices ≥ 95, SEO 100. Lighthouse 13 needs Node 22.19; on Node 20
 * the installed 12.x runs.
 *
 * Builds first when there is no build (server.ts), starts `next start` on its own database and
 * audits in the system Chromium (/usr/bin/chromium, headless). `--url` audits an already running
 * server instead (the minimal page is still built and served here).
 *
 * Prints the table and, for each page outside a bound, the audits that cost points (with how many
 * runs they failed in). Writes the summary to test-results/lighthouse.json and the full Lighthouse
 * result of each page's median-performance run to test-results/lighthouse-<page>.json. A page
 * that fails to load is reported, not fatal: the exit code is non-zero only when the benchmark
 * itself crashes.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import fs from "node:fs";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { startBareNextServer, type BareServer } from "./bare-next";
import { launchChromium } from "./chromium";
import { startProductionServer, type BenchServer } from "./server";

/** The public pages: the visitor funnel, login, pricing and the content pages. */
const DEFAULT_PAGES = ["/", "/create-resume", "/login", "/pricing", "/company", "/contact", "/partners", "/privacy-policy", "/terms-of-service", "/blog"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Fixed floors; performance is judged against the minimal page instead. */
const TARGETS: Record<Exclude<Category, "performance">, number> = { accessibility: 100, "best-practices": 95, seo: 100 };
const BOUNDS = { performancePoints: 3, tbtRatio: 1.5, lcpRatio: 1.2, clsBelow: 0.05 };

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg("--runs") ?? 3);
const PAGES = (arg("--pages") ?? DEFAULT_PAGES.join(",")).split(",").map((p) => p.trim()).filter(Boolean);
const BARE_PORT = 3292;
const PORT = Number(arg("--port") ?? 3291);
const PGLITE_PORT = 55292;
const OUT_DIR = path.resolve("test-results");

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

type Metrics = { tbt: number | null; lcp: number | null; cls: number | null };
type Summary = {
  page: string;
  url: string;
  runs: { scores: Scores; metrics: Metrics; error?: string }[];
  medians: Scores;
  metrics: Metrics;
  misses: string[];
  failing: Partial<Record<Category, FailingAudit[]>>;
  errors: string[];
  environment?: { lighthouse: string; userAgent: string; benchmarkIndex: number };
  lhrFile?: string;
};

const BARE_LABEL = "minimal Next.js";

function metricsOf(lhr: Result | undefined): Metrics {
  const value = (id: string) => {
    const v = lhr?.audits[id]?.numericValue;
    return typeof v === "number" ? v : null;
  };
  return { tbt: value("total-blocking-time"), lcp: value("largest-contentful-paint"), cls: value("cumulative-layout-shift") };
}

const medianOf = (values: (number | null)[]) => median(values.filter((v): v is number => v !== null));

function summarize(page: string, url: string, runs: (Run & { metrics: Metrics })[]): Summary {
  const medians = {} as Scores;
  for (const c of CATEGORIES) medians[c] = medianOf(runs.map((r) => r.scores[c]));
  const metrics: Metrics = {
    tbt: medianOf(runs.map((r) => r.metrics.tbt)),
    lcp: medianOf(runs.map((r) => r.metrics.lcp)),
    cls: medianOf(runs.map((r) => r.metrics.cls)),
  };
  // The full result of the run with the median performance score, for a closer look.
  const withLhr = runs.filter((r) => r.lhr && r.scores.performance !== null).sort((a, b) => a.scores.performance! - b.scores.performance!);
  const medianRun = withLhr[Math.floor(withLhr.length / 2)];
  const slug = page === BARE_LABEL ? "minimal-next" : page === "/" ? "landing" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
  let lhrFile: string | undefined;
  if (medianRun?.lhr) {
    lhrFile = path.join(OUT_DIR, `lighthouse-${slug}.json`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(lhrFile, JSON.stringify(medianRun.lhr));
  }
  const environment = medianRun?.lhr
    ? { lighthouse: medianRun.lhr.lighthouseVersion, userAgent: medianRun.lhr.environment.hostUserAgent, benchmarkIndex: medianRun.lhr.environment.benchmarkIndex }
    : undefined;
  return {
    page,
    url,
    runs: runs.map((r) => ({ scores: r.scores, metrics: r.metrics, error: r.error })),
    medians,
    metrics,
    misses: [],
    failing: {},
    errors: runs.flatMap((r) => (r.error ? [r.error] : [])),
    environment,
    lhrFile,
  };
}

/** What a page misses of the bounds, judged against the minimal page of the same run. */
function judgeAgainst(floor: Summary, p: Summary): { misses: string[]; categories: Category[] } {
  const misses: string[] = [];
  const categories = new Set<Category>();
  const perf = p.medians.performance;
  if (perf === null || floor.medians.performance === null || perf < floor.medians.performance - BOUNDS.performancePoints) {
    misses.push(`performance ${cell(perf)} < ${cell(floor.medians.performance)} - ${BOUNDS.performancePoints}`);
    categories.add("performance");
  }
  // A floor of 0 ms would allow nothing at all: Lighthouse's own noise is tens of milliseconds.
  const tbtLimit = Math.max((floor.metrics.tbt ?? 0) * BOUNDS.tbtRatio, 50);
  if (p.metrics.tbt === null || p.metrics.tbt > tbtLimit) {
    misses.push(`TBT ${ms(p.metrics.tbt)} > ${ms(tbtLimit)}`);
    categories.add("performance");
  }
  const lcpLimit = (floor.metrics.lcp ?? 0) * BOUNDS.lcpRatio;
  if (p.metrics.lcp === null || p.metrics.lcp > lcpLimit) {
    misses.push(`LCP ${secs(p.metrics.lcp)} > ${secs(lcpLimit)}`);
    categories.add("performance");
  }
  if (p.metrics.cls === null || p.metrics.cls >= BOUNDS.clsBelow) {
    misses.push(`CLS ${p.metrics.cls?.toFixed(3) ?? "n/a"} ≥ ${BOUNDS.clsBelow}`);
    categories.add("performance");
  }
  for (const c of ["accessibility", "best-practices", "seo"] as const) {
    const v = p.medians[c];
    if (v === null || v < TARGETS[c]) {
      misses.push(`${c} ${cell(v)} < ${TARGETS[c]}`);
      categories.add(c);
    }
  }
  return { misses, categories: [...categories] };
}

const ms = (v: number | null) => (v === null ? "n/a" : `${Math.round(v)} ms`);
const secs = (v: number | null) => (v === null ? "n/a" : `${(v / 1000).toFixed(1)} s`);

async function main() {
  const external = arg("--url");
  let server: BenchServer | undefined;
  let bare: BareServer | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    bare = await startBareNextServer({ port: BARE_PORT });
    server = external ? undefined : await startProductionServer({ port: PORT, pglitePort: PGLITE_PORT });
    const base = (external ?? server!.url).replace(/\/$/, "");
    browser = await launchChromium();

    const targets = [{ page: BARE_LABEL, url: `${bare.url}/` }, ...PAGES.map((page) => ({ page, url: `${base}${page}` }))];
    // Wakes each route (opens the database connection, fills caches) so the first round is no outlier.
    for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer()).catch(() => undefined);

    const runs = new Map<string, (Run & { metrics: Metrics })[]>(targets.map((t) => [t.page, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const t of targets) {
        const run = await auditPage(t.url, browser.port);
        const metrics = metricsOf(run.lhr);
        runs.get(t.page)!.push({ ...run, metrics });
        const shown = CATEGORIES.map((c) => `${c} ${cell(run.scores[c])}`).join(", ");
        console.log(`  round ${round + 1}/${RUNS} ${t.page}: ${shown}, TBT ${ms(metrics.tbt)}, LCP ${secs(metrics.lcp)}${run.error ? ` — ERROR ${run.error}` : ""}`);
      }
    }

    const summaries = targets.map((t) => summarize(t.page, t.url, runs.get(t.page)!));
    const floor = summaries[0]!;
    for (const p of summaries.slice(1)) {
      const { misses, categories } = judgeAgainst(floor, p);
      p.misses = misses;
      for (const c of categories) {
        const byId = new Map<string, FailingAudit>();
        for (const run of runs.get(p.page)!) {
          if (!run.lhr) continue;
          for (const a of failingAudits(run.lhr, c)) {
            const seen = byId.get(a.id);
            if (seen) seen.failedRuns++;
            else byId.set(a.id, { id: a.id, title: a.title, score: a.score, displayValue: a.displayValue, failedRuns: 1 });
          }
        }
        p.failing[c] = [...byId.values()].sort((a, b) => b.failedRuns - a.failedRuns || (a.score ?? 0) - (b.score ?? 0));
      }
    }

    const version = summaries.find((p) => p.environment)?.environment?.lighthouse ?? "?";
    console.log(`\nLighthouse ${version}, mobile preset, median of ${RUNS} alternating rounds; next ${bare.nextVersion} (${base} beside ${bare.url})\n`);
    const head = ["page", "perf", "TBT", "LCP", "CLS", "a11y", "best pr.", "SEO", "bounds"];
    const rows = summaries.map((p) => [
      p.page,
      cell(p.medians.performance),
      ms(p.metrics.tbt),
      secs(p.metrics.lcp),
      p.metrics.cls === null ? "n/a" : p.metrics.cls.toFixed(3),
      cell(p.medians.accessibility),
      cell(p.medians["best-practices"]),
      cell(p.medians.seo),
      p.page === BARE_LABEL ? "(yardstick)" : p.misses.length ? `MISSED: ${p.misses.join("; ")}` : "ok",
    ]);
    console.log(`| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
    for (const r of rows) console.log(`| ${r.join(" | ")} |`);

    for (const p of summaries) {
      for (const c of CATEGORIES) {
        const list = p.failing[c];
        if (!list || p.medians[c] === null) continue;
        console.log(`\n${p.page} ${c} ${cell(p.medians[c])}:${list.length ? "" : " (no failing audit found)"}`);
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
      `${JSON.stringify({ generatedAt: new Date().toISOString(), base, bare: bare.url, nextVersion: bare.nextVersion, preset: "mobile", rounds: RUNS, bounds: BOUNDS, targets: TARGETS, pages: summaries }, null, 2)}\n`,
    );
    console.log(`\nSummary written to ${path.relative(process.cwd(), summaryFile)}`);
  } finally {
    await browser?.stop();
    await server?.stop();
    await bare?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
