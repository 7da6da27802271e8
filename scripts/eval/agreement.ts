/**
 * How well independent title lists agree with the corpus's reference titles: role precision@6
 * (the measure of `npm run eval:translate`) for lists not made by the engine. The yardstick for
 * the engine's figure: eval/translate/blind-coach-titles.json holds the lists of a second career
 * coach who read only each PD (job title, grade, duties; never the references, never the engine's
 * output), so its score is what two independent coaches' lists share.
 *
 *   npm run eval:agreement [-- eval/translate/blind-coach-titles.json]
 */
import { readFileSync } from "node:fs";
import { loadCorpus } from "../../lib/resume/translate/eval/corpus";
import { precisionAtK } from "../../lib/resume/translate/eval/metrics";

const file = process.argv[2] ?? "eval/translate/blind-coach-titles.json";
const lists = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
const corpus = loadCorpus();
let hits = 0;
let of = 0;
const missing: string[] = [];
for (const item of corpus) {
  const titles = lists[item.id];
  if (!titles) {
    missing.push(item.id);
    continue;
  }
  const p = precisionAtK(titles, item.reference.titles);
  hits += p.hits;
  of += p.of;
}
console.log(`${file}: role precision@6 ${(hits / Math.max(1, of)).toFixed(3)} over ${corpus.length - missing.length} of ${corpus.length} PDs`);
if (missing.length) {
  console.error(`no list for: ${missing.join(", ")}`);
  process.exit(1);
}
