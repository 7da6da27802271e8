/**
 * npm run eval:show -- <corpus json> [...]
 *
 * Prints what the built-in engine writes for corpus files (summary, skills, tools, bullets), one
 * block per file: for reading the output of a PD while working on the engine, beside the scores
 * of `npm run eval:translate`.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { readFileSync } from "node:fs";

async function main() {
  const { builtinTranslator } = await import("../../lib/resume/translate/builtin");
  const { inputFor } = await import("../../lib/resume/translate/eval/run");
  const files = process.argv.slice(2);
  if (!files.length) throw new Error("usage: npm run eval:show -- <corpus json> [...]");
  for (const f of files) {
    const item = JSON.parse(readFileSync(f, "utf8"));
    const r = await builtinTranslator.translate(inputFor(item), { now: new Date("2026-11-01T00:00:00Z") });
    console.log(`== ${item.id} | ${item.position.jobTitle} | reference ${item.reference.family}/${item.reference.seniority}`);
    console.log(`Summary: ${r.summary}`);
    console.log(`Skills: ${r.skills.join(" • ")}${r.systemsAndTools.length ? ` | Tools: ${r.systemsAndTools.join(", ")}` : ""}`);
    console.log(`Roles: ${r.privateSectorRoles.join(", ")}`);
    for (const e of r.experience) for (const b of e.bullets) console.log(`  - ${b}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
