#!/usr/bin/env node
// Checks role-map JSON files against the data rules of lib/resume/translate/roles/role-map.test.ts
// and reports every problem (a faster loop than the test while curating). Usage:
//   node scripts/eval/check-role-map.mjs lib/resume/translate/data/role-map/federal-1.json [...]
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = join(root, "lib/resume/translate/data");
const codes = new Set(JSON.parse(readFileSync(join(dataDir, "onet/occupations.json"), "utf8")).map((o) => o.code));
const familiesSrc = readFileSync(join(root, "lib/resume/translate/roles/families.ts"), "utf8");
const families = new Set([...familiesSrc.matchAll(/^\s{2}"?([a-z-]+)"?: \{ label/gm)].map((m) => m[1]));
const LEVELS = ["associate", "specialist", "senior", "manager", "executive"];
const GOVERNMENT = /\b(?:federal|government|gs|agency|county|city|state|municipal|public sector|police department|sheriff|military|army|navy|dmv)\b/i;

const files = process.argv.slice(2);
if (!files.length) {
  console.error("usage: node scripts/eval/check-role-map.mjs <role-map json> ...");
  process.exit(2);
}
// Keys defined in every role-map file, to report keys that repeat across files.
const keyFiles = new Map();
const dir = join(dataDir, "role-map");
for (const f of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  try {
    for (const e of JSON.parse(readFileSync(join(dir, f), "utf8")).entries ?? []) {
      keyFiles.set(e.key, [...(keyFiles.get(e.key) ?? []), f]);
    }
  } catch {
    /* reported below when it is one of the files checked */
  }
}

let problems = 0;
const report = (msg) => {
  problems++;
  console.log(msg);
};
for (const file of files) {
  let data;
  try {
    data = JSON.parse(readFileSync(resolve(file), "utf8"));
  } catch (e) {
    report(`${file}: not valid JSON: ${e.message}`);
    continue;
  }
  const entries = Array.isArray(data.entries) ? data.entries : [];
  if (!entries.length) report(`${file}: no entries`);
  for (const e of entries) {
    const k = typeof e.key === "string" ? e.key : "(no key)";
    const p = (m) => report(`${k}: ${m}`);
    if (typeof e.key !== "string" || !e.key.trim()) p("key missing");
    if ((keyFiles.get(e.key) ?? []).length > 1) p(`key defined in several files: ${keyFiles.get(e.key).join(", ")}`);
    if (typeof e.name !== "string") p("name missing");
    if (!families.has(e.family)) p(`unknown family "${e.family}"`);
    if (!Array.isArray(e.codes) || !e.codes.length) p("codes missing");
    for (const c of e.codes ?? []) if (!codes.has(c)) p(`unknown O*NET code ${c}`);
    if (!Array.isArray(e.match) || !e.match.length) p("match missing");
    if (!Array.isArray(e.keywords) || e.keywords.length < 8) p(`keywords: ${e.keywords?.length ?? 0} (need 8+)`);
    const skills = Array.isArray(e.skills) ? e.skills : [];
    if (skills.length < 6) p(`skills: ${skills.length} (need 6+)`);
    for (const s of skills) if (typeof s.name !== "string" || !Array.isArray(s.evidence) || !s.evidence.length) p(`skill without name or evidence: ${JSON.stringify(s)}`);
    const levels = LEVELS.filter((l) => Array.isArray(e.ladder?.[l]) && e.ladder[l].length);
    if (levels.length < 3) p(`ladder: ${levels.length} levels (need 3+)`);
    for (const l of Object.keys(e.ladder ?? {})) if (!LEVELS.includes(l)) p(`ladder: unknown level ${l}`);
    for (const l of levels) {
      const titles = e.ladder[l];
      if (titles.length < 4) p(`${l}: ${titles.length} titles (need 4+)`);
      for (const t of titles) {
        if (GOVERNMENT.test(t)) p(`${l}: government word in "${t}"`);
        if (/[\d/()]/.test(t)) p(`${l}: digit, slash or parenthesis in "${t}"`);
        if (t.split(/\s+/).length > 5) p(`${l}: more than 5 words in "${t}"`);
      }
    }
    // Specialties: a posting title for a specialisation or employer setting, offered when the PD's
    // words show it (see lib/resume/translate/roles/specialties.ts).
    if (e.specialties !== undefined && !Array.isArray(e.specialties)) p("specialties: not a list");
    else if ((e.specialties ?? []).length < 4) p(`specialties: ${(e.specialties ?? []).length} (need 4+)`);
    for (const s of Array.isArray(e.specialties) ? e.specialties : []) {
      const t = s?.title;
      if (typeof t !== "string" || !t.trim()) {
        p(`specialty without title: ${JSON.stringify(s)}`);
        continue;
      }
      if (GOVERNMENT.test(t)) p(`specialty: government word in "${t}"`);
      if (/[\d/()]/.test(t)) p(`specialty: digit, slash or parenthesis in "${t}"`);
      if (t.split(/\s+/).length > 5) p(`specialty: more than 5 words in "${t}"`);
      if (!Array.isArray(s.cues) || !s.cues.length) p(`specialty "${t}": cues missing`);
      for (const c of s.cues ?? []) {
        if (typeof c !== "string" || c !== c.toLowerCase() || c.trim().length < 3) p(`specialty "${t}": cue must be lower-case text of 3+ characters: ${JSON.stringify(c)}`);
        if (typeof c === "string" && c.split(/\s+/).length > 4) p(`specialty "${t}": cue of more than 4 words: "${c}"`);
      }
      for (const l of s.levels ?? []) if (!LEVELS.includes(l)) p(`specialty "${t}": unknown level ${l}`);
    }
    const specTitles = (e.specialties ?? []).map((s) => String(s?.title ?? "").toLowerCase());
    if (new Set(specTitles).size !== specTitles.length) p("specialties: a title repeats");
  }
  console.log(`${file}: ${entries.length} entries`);
}
console.log(problems ? `${problems} problem(s)` : "OK");
process.exit(problems ? 1 : 0);
