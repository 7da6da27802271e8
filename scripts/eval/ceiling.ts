/**
 * npm run eval:ceiling -- DIR [DIR ...]
 *
 * How far choosing the entry and level can take role precision with the role map as it is. Per
 * PD: the engine's first six roles; the chosen entry's ladder at the chosen level; the chosen
 * entry's best level; and the best entry and level of the whole map, picked with the reference
 * titles in hand (an upper bound no engine can reach, since it reads the answer). The gap between
 * the last two figures and the first is what better entry and level choice could still win; the
 * rest needs other titles in the ladders. It also counts the PDs whose supervision of staff the engine
 * reads as the file's `supervisory` field records it. --show lists the PDs where another entry would win 3 or
 * more of the 6.
 */
import "../lib/server-only"; // first: loads server modules under plain Node

async function main() {
  const { loadSets } = await import("../../lib/resume/translate/eval/corpus");
  const { inputFor } = await import("../../lib/resume/translate/eval/run");
  const { precisionAtK } = await import("../../lib/resume/translate/eval/metrics");
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { rolePicks } = await import("../../lib/resume/translate/builtin/compose");
  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const { getRoleMap, SENIORITY_LEVELS } = await import("../../lib/resume/translate/roles");
  const { ladderTitles } = await import("../../lib/resume/translate/roles/select");
  const index = await loadOnetIndex();
  const map = getRoleMap();
  const now = new Date("2026-11-01T00:00:00Z");
  const args = process.argv.slice(2);
  const show = args.includes("--show");
  const dirs = args.filter((a) => a !== "--show");
  const items = loadSets(dirs.length ? dirs : ["eval/translate/corpus"]);
  const levelsOf = (e: (typeof map.entries)[number]) => SENIORITY_LEVELS.filter((l) => e.ladder[l]?.length);
  const sum = { engine: 0, ladder: 0, bestLevel: 0, bestEntry: 0, of: 0, supervisoryAgrees: 0, supervisoryOf: 0 };
  for (const item of items) {
    const hits = (titles: readonly string[]) => precisionAtK(titles.slice(0, 6), item.reference.titles).hits;
    const input = inputFor(item);
    const pick = rolePicks(index, input, now)[0];
    sum.engine += hits((await builtinTranslator.translate(input, { now })).privateSectorRoles);
    sum.of += 6;
    let own = 0;
    // Whether the engine reads supervision of staff as the PD's file records it.
    if (pick && item.supervisory !== undefined) {
      sum.supervisoryOf++;
      if (pick.supervisory === item.supervisory) sum.supervisoryAgrees++;
    }
    if (pick) {
      const entry = map.entries.find((e) => e.key === pick.entry)!;
      sum.ladder += hits(ladderTitles(entry, pick.level, 8, pick.blend));
      own = Math.max(...levelsOf(entry).map((l) => hits(ladderTitles(entry, l, 8))));
      sum.bestLevel += own;
    }
    let best = 0;
    let bestAt = "";
    for (const e of map.entries) {
      for (const l of levelsOf(e)) {
        const h = hits(ladderTitles(e, l, 8));
        if (h > best) [best, bestAt] = [h, `${e.key}/${l}`];
      }
    }
    sum.bestEntry += best;
    if (show && best - own >= 3) console.log(`${item.id}: ${pick ? `${pick.entry}/${pick.level}` : "no entry"} ${own}/6 at best; ${bestAt} ${best}/6`);
  }
  const p = (n: number) => (n / sum.of).toFixed(3);
  console.log(`${items.length} PDs. Role precision@6: engine ${p(sum.engine)}; chosen entry's ladder at the chosen level ${p(sum.ladder)}; chosen entry at its best level ${p(sum.bestLevel)}; best entry and level of the map ${p(sum.bestEntry)}`);
  console.log(`Supervision read as the PD files record it: ${sum.supervisoryAgrees} of ${sum.supervisoryOf} PDs.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
