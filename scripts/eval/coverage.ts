/**
 * npm run eval:coverage -- [--show] DIR [DIR ...]
 *
 * What the engine does for an occupation its role map does not know. Every real PD in the sets is
 * translated twice: with the whole role map, and with the map minus the entry the engine chose for
 * it (leave one out), as if that occupation had never been curated. Both are scored with the whole
 * map's families, as `eval:translate` scores them. A hidden set of position descriptions will hold
 * occupations nobody curated; this shows how the engine fails there (wrong family or merely
 * broader titles) while the role map keeps growing. --show prints each PD that gets a role from an
 * unrelated family with the map reduced.
 */
import "../lib/server-only"; // first: loads server modules under plain Node

async function main() {
  const { loadSets } = await import("../../lib/resume/translate/eval/corpus");
  const { inputFor, scoreResume } = await import("../../lib/resume/translate/eval/run");
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { rolePicks } = await import("../../lib/resume/translate/builtin/compose");
  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const roles = await import("../../lib/resume/translate/roles");
  const { buildRoleMap } = await import("../../lib/resume/translate/roles/role-map");
  const { roleMapFiles } = await import("../../lib/resume/translate/roles/role-map-data");
  const { generateSamplePostings } = await import("../../lib/jobs/sample-feed");
  const now = new Date("2026-11-01T00:00:00Z");
  const index = await loadOnetIndex();
  const args = process.argv.slice(2);
  const show = args.includes("--show");
  const dirs = args.filter((a) => a !== "--show");
  const items = loadSets(dirs.length ? dirs : ["eval/translate/corpus"]);
  const ctx = {
    index,
    postings: await generateSamplePostings({ now }),
    familyOfTitle: (t: string) => roles.familyOfTitle(t, index),
    familiesOfTitle: (t: string) => roles.familiesOfTitle(t, index),
    familyOfCode: roles.familyOfOnetCode,
    now,
  };
  const without = (key: string) => {
    const drop = (files: typeof roleMapFiles.federal) => files.map((f) => ({ entries: f.entries.filter((e) => (e as { key?: string }).key !== key) }));
    return buildRoleMap({ federal: drop(roleMapFiles.federal), local: drop(roleMapFiles.local) });
  };
  const sum = { full: 0, reduced: 0, of: 0, unrelatedFull: 0, unrelatedReduced: 0, pdsUnrelated: 0, noEntry: 0 };
  for (const item of items) {
    const input = inputFor(item);
    const key = rolePicks(index, input, now)[0]?.entry;
    const full = scoreResume(item, await builtinTranslator.translate(input, { now }), ctx);
    let reducedResult;
    let reducedKey: string | undefined;
    if (key) {
      roles.replaceRoleMapForEval(without(key));
      try {
        reducedResult = await builtinTranslator.translate(input, { now });
        reducedKey = rolePicks(index, input, now)[0]?.entry;
      } finally {
        roles.replaceRoleMapForEval();
      }
    } else {
      reducedResult = await builtinTranslator.translate(input, { now });
    }
    if (!reducedKey) sum.noEntry++;
    const reduced = scoreResume(item, reducedResult, ctx);
    sum.full += full.roleHits;
    sum.reduced += reduced.roleHits;
    sum.of += 6;
    sum.unrelatedFull += full.unrelatedRoles.length;
    sum.unrelatedReduced += reduced.unrelatedRoles.length;
    if (reduced.unrelatedRoles.length) {
      sum.pdsUnrelated++;
      if (show) console.log(`${item.id} [${item.reference.family}] ${key ?? "none"} → ${reducedKey ?? "none"}: ${reduced.unrelatedRoles.join(", ")} | ${reducedResult.privateSectorRoles.slice(0, 6).join(", ")}`);
    }
  }
  const p = (n: number) => (n / sum.of).toFixed(3);
  console.log(`${items.length} PDs. Whole role map: precision ${p(sum.full)}, ${sum.unrelatedFull} roles from an unrelated family.`);
  console.log(`Chosen entry left out: precision ${p(sum.reduced)}, ${sum.unrelatedReduced} roles from an unrelated family in ${sum.pdsUnrelated} PDs; ${sum.noEntry} PDs fell back to O*NET (no entry).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
