/**
 * npm run eval:misses -- [--dir DIR] [file ...]
 *
 * For reading role-precision misses while working on the role map: per PD, the role-map entry and
 * level the engine chose beside the reference family and seniority, the first six suggested roles
 * with a mark for each one in the reference list, and the reference titles it did not suggest; then
 * how the reference seniorities map to the engine's levels, and the hits among the 7th and 8th roles.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

async function main() {
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { inputFor } = await import("../../lib/resume/translate/eval/run");
  const { normalizeTitle, precisionAtK } = await import("../../lib/resume/translate/eval/metrics");
  const { familyOfTitle } = await import("../../lib/resume/translate/roles");
  const { rolePicks } = await import("../../lib/resume/translate/builtin/compose");
  const { loadOnetIndex } = await import("../../lib/resume/translate/builtin/onet-index");
  const index = await loadOnetIndex();
  const levels = new Map<string, number>();
  const now = new Date("2026-11-01T00:00:00Z");
  const args = process.argv.slice(2);
  const dirAt = args.indexOf("--dir");
  const dir = dirAt >= 0 ? args.splice(dirAt, 2)[1]! : "eval/translate/corpus";
  const files = args.length ? args : readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => path.join(dir, f));
  let hits = 0;
  let hits8 = 0;
  let of = 0;
  for (const f of files.sort()) {
    const item = JSON.parse(readFileSync(f, "utf8"));
    const r = await builtinTranslator.translate(inputFor(item), { now });
    const ref = new Set<string>(item.reference.titles.map(normalizeTitle));
    const top = r.privateSectorRoles.slice(0, 6);
    const h = precisionAtK(top, item.reference.titles).hits;
    hits += h;
    hits8 += r.privateSectorRoles.slice(6, 8).filter((t) => ref.has(normalizeTitle(t))).length;
    of += 6;
    const shown = new Set(top.map(normalizeTitle));
    const pick = rolePicks(index, inputFor(item), now)[0];
    const lv = `${item.reference.seniority}→${pick?.level ?? "none"}`;
    levels.set(lv, (levels.get(lv) ?? 0) + 1);
    const first = top[0] ? familyOfTitle(top[0]) : null;
    const off = first && first !== item.reference.family ? ` (first role: ${first})` : "";
    const chosen = pick ? ` {${pick.entry} ${pick.level}${pick.blend ? `+${pick.blend}` : ""}${pick.firstLine ? " first-line" : ""}}` : " {no entry}";
    console.log(`${h}/6 ${item.id} [${item.reference.family}/${item.reference.seniority}]${chosen}${off} ${item.position.jobTitle}`);
    console.log(`   got: ${top.map((t) => (ref.has(normalizeTitle(t)) ? `+${t}` : `-${t}`)).join(", ")}`);
    console.log(`   ref: ${item.reference.titles.filter((t: string) => !shown.has(normalizeTitle(t))).join(", ")}`);
  }
  console.log(`reference seniority → engine level: ${[...levels].sort().map(([k, n]) => `${k} ${n}`).join(", ")}`);
  console.log(`reference titles among the 7th and 8th roles: ${hits8}`);
  console.log(`precision ${(hits / of).toFixed(3)} (${hits}/${of})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
