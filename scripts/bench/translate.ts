/**
 * Benchmark of the built-in translation engine (npm run bench:translate).
 *
 * Input: resumes of 3 positions whose descriptions are 4,000 characters each, built from the
 * realistic position descriptions in lib/resume/translate/fixtures/. Reports the cold start (first
 * translation in a fresh process: loading and indexing the O*NET/OPM data, then translating),
 * then p50 / p95 / max over 50 warm runs. Target: p95 < 300 ms on a 2-core machine.
 */
import { performance } from "node:perf_hooks";
import { PD_FIXTURES, SAMPLE_PERSON } from "../../lib/resume/translate/fixtures";
import type { TranslationInput, TranslationPosition } from "../../lib/resume/translate/types";
import { percentile } from "./stats";

const RUNS = 50;
const CHARS = 4_000;

/** A position whose description is exactly `CHARS` long: its own PD, then text from the next ones. */
function sized(start: number): TranslationPosition {
  const base = PD_FIXTURES[start % PD_FIXTURES.length].position;
  let description = base.description;
  for (let k = 1; description.length < CHARS; k++) {
    description += `\n${PD_FIXTURES[(start + k) % PD_FIXTURES.length].position.description}`;
  }
  return { ...base, description: description.slice(0, CHARS) };
}

function resume(offset: number): TranslationInput {
  return { personalInfo: SAMPLE_PERSON, positions: [sized(offset), sized(offset + 4), sized(offset + 8)] };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const inputs = Array.from({ length: 5 }, (_, i) => resume(i));
  const now = new Date("2026-11-01T00:00:00Z");

  const t0 = performance.now();
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const index = await loadOnetIndex();
  const loaded = performance.now();
  const first = await builtinTranslator.translate(inputs[0], { now });
  const firstDone = performance.now();

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await builtinTranslator.translate(inputs[i % inputs.length], { now });
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = percentile(sorted, 95);

  console.log("Built-in translation engine benchmark");
  console.log(`  input: 3 positions x ${CHARS.toLocaleString("en-US")} characters (${inputs[0].positions.map((p) => p.description.length).join(" / ")})`);
  console.log(`  node ${process.version}, ${(await import("node:os")).cpus().length} CPU(s)`);
  console.log(`  cold load (import + parse ~5 MB JSON + build index): ${fmt(loaded - t0)} (index build ${fmt(index.buildMs)})`);
  console.log(`  first translation after load: ${fmt(firstDone - loaded)} (reported processingTimeMs ${first.metadata.processingTimeMs})`);
  console.log(`  warm runs: ${RUNS}`);
  console.log(`    p50  ${fmt(percentile(sorted, 50))}`);
  console.log(`    p95  ${fmt(p95)}`);
  console.log(`    max  ${fmt(sorted.at(-1) ?? 0)}`);
  console.log(`    mean ${fmt(mean)}`);
  console.log(`  target p95 < 300 ms: ${p95 < 300 ? "met" : "NOT met"}`);
  console.log(`  heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
