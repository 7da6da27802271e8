/**
 * npm run fit:coach-titles [-- --write] [--test DIR ...] [DIR ...]
 *
 * Fits the coaches' title order (lib/resume/translate/roles/coach-titles.ts) from the reference
 * lists of the evaluation sets (default: corpus, holdout, third and fresh), and measures it:
 * - 5-fold cross-validation over those PDs: role precision@6 of the engine's order and of the
 *   order fitted on the other four fifths (the fit never sees the PD it is scored on);
 * - with `--test DIR ...`: the same two figures on other PDs (a blind batch), fitted on all the
 *   fitting sets;
 * - with `--write`: writes the table fitted on all the fitting sets to
 *   lib/resume/translate/data/coach-titles.json.
 *
 * A group (an entry at a level, or at it and the levels on either side) needs MIN_PDS position
 * descriptions, and a title MIN_LISTS coaches' lists, so that no single file's list places a title.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { CoachTitles } from "../../lib/resume/translate/roles/coach-titles";
import type { Seniority } from "../../lib/resume/translate/roles/families";

const MIN_PDS = 3;
const MIN_LISTS = 2;
const FOLDS = 5;
const OUT = "lib/resume/translate/data/coach-titles.json";
const DEFAULT_DIRS = ["eval/translate/corpus", "eval/translate/holdout", "eval/translate/third", "eval/translate/fresh"];

type Row = { id: string; entry: string; level: Seniority; roles: string[]; pool: string[]; reference: string[] };
type Table = CoachTitles;

async function main() {
  const { loadSets } = await import("../../lib/resume/translate/eval/corpus");
  const { inputFor } = await import("../../lib/resume/translate/eval/run");
  const { precisionAtK } = await import("../../lib/resume/translate/eval/metrics");
  const { roleCandidates } = await import("../../lib/resume/translate/builtin/compose");
  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const { byCoachShare, coachShares } = await import("../../lib/resume/translate/roles/coach-titles");
  const { normalizeTitleKey } = await import("../../lib/resume/translate/roles/role-map");
  const { adjacentLevels, SENIORITY_LEVELS } = await import("../../lib/resume/translate/roles/families");
  const index = await loadOnetIndex();
  const now = new Date("2026-11-01T00:00:00Z");

  const args = process.argv.slice(2);
  const write = args.includes("--write");
  const testAt = args.indexOf("--test");
  const fitDirs = (testAt >= 0 ? args.slice(0, testAt) : args).filter((a) => !a.startsWith("--"));
  const testDirs = testAt >= 0 ? args.slice(testAt + 1).filter((a) => !a.startsWith("--")) : [];

  const rowsOf = (dirs: string[]): Row[] =>
    loadSets(dirs).flatMap((item) => {
      const c = roleCandidates(index, inputFor(item), now);
      return c ? [{ id: item.id, entry: c.entry, level: c.level, roles: c.roles, pool: c.pool, reference: item.reference.titles }] : [];
    });

  /**
   * Per entry and level, the share of PDs whose coach listed each title one of them could be shown:
   * the PDs at that level, or, when fewer than MIN_PDS, those at it and the levels on either side.
   */
  const fit = (rows: readonly Row[]): Table => {
    const at = new Map<string, Row[]>();
    for (const r of rows) {
      const key = `${r.entry}\u0000${r.level}`;
      at.set(key, [...(at.get(key) ?? []), r]);
    }
    const table: Table = {};
    for (const entry of [...new Set(rows.map((r) => r.entry))].sort()) {
      for (const level of SENIORITY_LEVELS) {
        const own = at.get(`${entry}\u0000${level}`) ?? [];
        const near = adjacentLevels(level).flatMap((l) => at.get(`${entry}\u0000${l}`) ?? []);
        const rs = own.length >= MIN_PDS ? own : near;
        if (rs.length < MIN_PDS) continue;
        const showable = new Set(rs.flatMap((r) => r.pool.map(normalizeTitleKey)));
        const lists = new Map<string, number>();
        for (const r of rs) for (const t of new Set(r.reference.map(normalizeTitleKey))) if (showable.has(t)) lists.set(t, (lists.get(t) ?? 0) + 1);
        const shares = Object.fromEntries(
          [...lists]
            .filter(([, n]) => n >= MIN_LISTS)
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([t, n]) => [t, Math.round((n / rs.length) * 1000) / 1000]),
        );
        if (Object.keys(shares).length) (table[entry] ??= {})[level] = shares;
      }
    }
    return table;
  };

  const score = (rows: readonly Row[], table: Table) => {
    let engine = 0;
    let fitted = 0;
    for (const r of rows) {
      engine += precisionAtK(r.roles, r.reference).hits;
      const shares = coachShares(table, r.entry, r.level);
      fitted += precisionAtK(shares ? byCoachShare(r.pool, shares) : r.roles, r.reference).hits;
    }
    const of = rows.length * 6 || 1;
    return { engine: (engine / of).toFixed(3), fitted: (fitted / of).toFixed(3) };
  };

  const rows = rowsOf(fitDirs.length ? fitDirs : DEFAULT_DIRS);
  // Folds by a hash of the id: the same split on every run and machine.
  const fold = (id: string) => createHash("sha256").update(id).digest()[0] % FOLDS;
  let engine = 0;
  let fitted = 0;
  for (let k = 0; k < FOLDS; k++) {
    const test = rows.filter((r) => fold(r.id) === k);
    const s = score(test, fit(rows.filter((r) => fold(r.id) !== k)));
    engine += Number(s.engine) * test.length;
    fitted += Number(s.fitted) * test.length;
  }
  console.log(`${rows.length} PDs with an entry. ${FOLDS}-fold cross-validation, role precision@6: engine's order ${(engine / rows.length).toFixed(3)}, coaches' order ${(fitted / rows.length).toFixed(3)}`);

  const table = fit(rows);
  if (testDirs.length) {
    const test = rowsOf(testDirs);
    const s = score(test, table);
    console.log(`${test.length} PDs of ${testDirs.join(", ")}, fitted on all ${rows.length}: engine's order ${s.engine}, coaches' order ${s.fitted}`);
  }
  if (write) {
    const comment = `Written by npm run fit:coach-titles from ${rows.length} PDs of the evaluation sets (groups of at least ${MIN_PDS} PDs, titles at least ${MIN_LISTS} coaches listed); see roles/coach-titles.ts.`;
    writeFileSync(OUT, `${JSON.stringify({ $comment: comment, entries: table }, null, 1)}\n`);
    console.log(`Wrote ${OUT}: ${Object.keys(table).length} entries.`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
