/**
 * npm run eval:translate [-- --engine builtin|openai|gemini] [--report FILE] [--verbose]
 *
 * Runs every position description of eval/translate/corpus through a translation engine (one
 * position per resume), prints one row per PD and the totals against the targets of issue 9,
 * writes a Markdown report (eval/translate/REPORT.md for the built-in engine) and exits non-zero
 * when a target is missed. The built-in engine is offline and deterministic; --engine openai or
 * gemini needs OPENAI_API_KEY or GEMINI_API_KEY.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadCorpus } from "../../lib/resume/translate/eval/corpus";
import { median } from "../../lib/resume/translate/eval/metrics";
import { checks, evaluateCorpus, judge, parseAllowList, totals, type PdScore } from "../../lib/resume/translate/eval/run";
import type { TranslationInput, TranslationResult } from "../../lib/resume/translate/types";

const NOW = new Date("2026-11-01T00:00:00Z");

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: "string", default: "builtin" },
      report: { type: "string" },
      verbose: { type: "boolean", default: false },
      only: { type: "string" },
      "allow-miss": { type: "string" },
      dir: { type: "string" },
    },
  });
  const engine = values.engine as string;
  const items = loadCorpus(values.dir ? path.resolve(values.dir) : undefined).filter((i) => !values.only || i.id.includes(values.only));
  if (!items.length) throw new Error("no corpus files matched");

  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { familiesOfTitle, familyOfTitle, familyOfOnetCode } = await import("../../lib/resume/translate/roles");
  const { generateSamplePostings } = await import("../../lib/jobs/sample-feed");
  const index = await loadOnetIndex();
  const postings = await generateSamplePostings({ now: NOW });

  let translate: (input: TranslationInput) => Promise<TranslationResult>;
  if (engine === "builtin") {
    translate = (input) => builtinTranslator.translate(input, { now: NOW });
  } else if (engine === "openai" || engine === "gemini") {
    const { aiConfigFromEnv } = await import("../../lib/resume/translate/router");
    const config = aiConfigFromEnv();
    const provider = config[engine];
    if (!provider) throw new Error(`--engine ${engine} needs ${engine === "openai" ? "OPENAI_API_KEY" : "GEMINI_API_KEY"}`);
    const common = { apiKey: provider.apiKey, model: provider.model, timeoutMs: config.timeoutMs, costUsd: provider.costUsd };
    const llm =
      engine === "openai"
        ? (await import("../../lib/resume/translate/llm/openai")).createOpenAITranslator({ ...common, baseURL: provider.baseUrl })
        : (await import("../../lib/resume/translate/llm/gemini")).createGeminiTranslator({ ...common, baseUrl: provider.baseUrl });
    translate = async (input) => {
      const builtin = await builtinTranslator.translate(input, { now: NOW });
      try {
        return await llm.translate(input, { now: NOW, builtin });
      } catch (error) {
        console.warn(`  ${engine} failed (${(error as Error).message}); built-in result scored instead`);
        return builtin;
      }
    };
  } else {
    throw new Error(`unknown engine ${engine}`);
  }

  const started = performance.now();
  const { rows, results } = await evaluateCorpus(items, translate, {
    index,
    postings,
    familyOfTitle: (t) => familyOfTitle(t, index),
    familiesOfTitle: (t) => familiesOfTitle(t, index),
    familyOfCode: familyOfOnetCode,
    now: NOW,
  });
  const elapsed = performance.now() - started;
  const t = totals(rows);
  const list = checks(t);

  const header = ["PD", "family", "P@6", "bullets", "copied", "jargon", "med.words", "non-verb", "verb>2", "invented", "skills ok", "coded titles", "off-family matches", "unrelated roles"];
  const line = (r: PdScore) => [
    r.id, r.family, `${r.roleHits}/${r.roleOf}`, String(r.bullets), String(r.copied), String(r.jargon),
    String(median(r.words)), String(r.nonAction.length), String(r.overusedVerbs.length), String(r.invented.length),
    `${r.skillsSupported}/${r.skillsShown}`, String(r.titlesWithCodes.length), `${r.offFamilyMatches.length}/${r.matches}`, String(r.unrelatedRoles.length),
  ];
  const table = [header, ...rows.map(line)];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  "));
  console.log("");
  console.log(`engine: ${engine}; ${t.pds} PDs; ${t.bullets} bullets; family of the first role = reference family in ${(100 * t.familyAccuracy).toFixed(0)} %; ${t.resumesFewBullets} resumes with fewer than 3 bullets; ${elapsed.toFixed(0)} ms`);
  for (const c of list) console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.name.padEnd(52)} ${c.value.padStart(14)}   target ${c.target}`);

  if (values.verbose) {
    for (const [i, r] of rows.entries()) {
      console.log(`\n## ${r.id} (${r.family})\nroles: ${r.roles.join(" | ")}\nskills: ${results[i].skills.join(" | ")}`);
      console.log(`summary: ${results[i].summary}`);
      for (const e of results[i].experience) { console.log(`title: ${e.title}`); for (const b of e.bullets) console.log(`  - ${b}`); }
      if (r.unrelatedRoles.length) console.log(`unrelated: ${r.unrelatedRoles.join(" | ")}`);
      if (r.offFamilyMatches.length) console.log(`off-family matches: ${r.offFamilyMatches.join(" | ")}`);
      if (r.invented.length) console.log(`invented: ${r.invented.join(", ")}`);
      if (r.jargonTerms.length) console.log(`jargon: ${r.jargonTerms.join(", ")}`);
      if (r.nonAction.length) console.log(`non-verb: ${r.nonAction.join(" | ")}`);
    }
  }

  const md = [
    `# Translation evaluation: ${engine} engine`,
    "",
    `${t.pds} position descriptions from ${values.dir ? path.relative(process.cwd(), path.resolve(values.dir)) : "eval/translate/corpus"}, one position per resume; clock ${NOW.toISOString().slice(0, 10)}. Generated by \`npm run ${values.dir ? `eval:translate -- --dir ${values.dir}` : "eval:translate"}${engine === "builtin" ? "" : ` -- --engine ${engine}`}\`.`,
    "",
    "| measure | value | target | |",
    "|---|---|---|---|",
    ...list.map((c) => `| ${c.name} | ${c.value} | ${c.target} | ${c.ok ? "pass" : "**fail**"} |`),
    `| family of the first suggested role = reference family | ${(100 * t.familyAccuracy).toFixed(0)} % | (information) | |`,
    `| resumes with fewer than 3 bullets | ${t.resumesFewBullets} | (information) | |`,
    "",
    "## Per position description",
    "",
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${line(r).join(" | ")} |`),
    "",
    "## Suggested roles",
    "",
    ...rows.map((r) => `- **${r.id}**: ${r.roles.join(", ")}${r.unrelatedRoles.length ? ` — unrelated: ${r.unrelatedRoles.join(", ")}` : ""}`),
    "",
  ].join("\n");
  const reportPath = values.report ?? path.join("eval/translate", engine === "builtin" ? "REPORT.md" : `REPORT-${engine}.md`);
  writeFileSync(reportPath, md);
  console.log(`\nreport: ${reportPath}`);
  // --allow-miss FILE: targets listed there (by id, one per line) are reported but do not fail the
  // run; any other miss does. CI uses it as a ratchet: a target once met stays met.
  const allowed = values["allow-miss"] ? parseAllowList(readFileSync(values["allow-miss"], "utf8")) : new Set<string>();
  const { missed, blocking, nowMet } = judge(list, allowed);
  for (const id of nowMet) console.log(`eval:translate: "${id}" is met now: take it off ${values["allow-miss"]}`);
  if (missed.length) console.error(`eval:translate: ${missed.length} target(s) missed${allowed.size ? ` (${missed.length - blocking.length} allowed by ${values["allow-miss"]}: ${missed.filter((c) => allowed.has(c.id)).map((c) => c.id).join(", ")})` : ""}`);
  if (blocking.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
