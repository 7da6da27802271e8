/**
 * Document benchmarks: reading a 10-page PDF and a 10-page DOCX through the upload parser, and
 * generating the Word (and PDF) resume. Targets: parse < 500 ms each, Word generation < 100 ms.
 *
 *   npx tsx scripts/bench/documents.ts [--runs 20]
 *
 * Prints the first (cold: module loading and JIT included) run and the median and p95 of the
 * warm runs; exits 1 when a warm median misses its target.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { getDocumentProxy } from "unpdf";
import { buildResumeDocx } from "../../lib/resume/docx/build";
import { sampleResume } from "../../lib/resume/docx/test-fixtures";
import { parseUpload } from "../../lib/resume/parse";
import { buildDocxFixture, buildTextPdf, sampleLines } from "../../lib/resume/parse/test-fixtures";
import { buildResumePdf } from "../../lib/resume/pdf/build";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;

type Result = { name: string; targetMs: number; coldMs: number; medianMs: number; p95Ms: number };

async function measure(name: string, targetMs: number, fn: () => Promise<unknown> | unknown): Promise<Result> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  const [coldMs, ...warm] = times as [number, ...number[]];
  warm.sort((a, b) => a - b);
  const at = (q: number) => warm[Math.min(warm.length - 1, Math.floor(q * warm.length))]!;
  return { name, targetMs, coldMs, medianMs: at(0.5), p95Ms: at(0.95) };
}

async function main() {
  // 10 pages of 48 lines each (about 5,000 words), as our own writer lays them out.
  const pdf = buildTextPdf(Array.from({ length: 10 }, () => sampleLines(48)));
  // 460 one-line paragraphs (about 6,000 words): 10 pages of 11 pt single-spaced text in Word.
  const docx = await buildDocxFixture(sampleLines(460));
  const resume = sampleResume({ roles: 3, bulletsPerRole: 5 });
  const longResume = sampleResume({ roles: 8, bulletsPerRole: 8 });

  const results = [
    // First, so that its cold run includes loading pdf.js.
    await measure(`parse 10-page PDF (${(pdf.length / 1024).toFixed(0)} KB)`, 500, () =>
      parseUpload({ filename: "bench.pdf", bytes: pdf }),
    ),
    await measure(`parse 10-page DOCX (${(docx.length / 1024).toFixed(0)} KB)`, 500, () =>
      parseUpload({ filename: "bench.docx", bytes: docx }),
    ),
    await measure("generate Word resume (3 roles x 5 bullets)", 100, () => buildResumeDocx(resume)),
    await measure("generate Word resume (8 roles x 8 bullets)", 100, () => buildResumeDocx(longResume)),
    await measure("generate PDF resume (3 roles x 5 bullets)", 100, () => buildResumePdf(resume)),
  ];

  const pages = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
  console.log(`Node ${process.version}, ${RUNS} warm runs each; the PDF has ${pages} pages\n`);
  console.log(["benchmark".padEnd(48), "cold", "median", "p95", "target"].join("\t"));
  let failed = false;
  for (const r of results) {
    const ok = r.medianMs < r.targetMs;
    failed ||= !ok;
    console.log(
      [r.name.padEnd(48), `${r.coldMs.toFixed(1)} ms`, `${r.medianMs.toFixed(1)} ms`, `${r.p95Ms.toFixed(1)} ms`, `< ${r.targetMs} ms ${ok ? "ok" : "MISSED"}`].join("\t"),
    );
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
