/**
 * Skills of a role-map entry that the PD's own words support: a skill counts when one of its
 * evidence stems starts a word of the text; ranked by how often, and first when the skill's own
 * name words appear in the text too (the reader sees the link).
 */
import type { RoleMapEntry } from "./role-map";
import { escapeRegExp as escape, wordStem } from "./text";

/** Words that do not make a skill specific: "Program Management" is named by no PD's own words. */
const SKIP = new Set(["and", "or", "of", "the", "a", "an", "to", "for", "in", "on", "with", "management", "analysis", "planning", "program", "programs", "operations", "operational", "support", "services", "service", "general", "professional", "skills", "skill"]);

/** Stems of a text's words ("procedural" → "proced": not "process"). */
export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(wordStem));
}

const patterns = new Map<string, RegExp>();
function evidencePattern(ev: string): RegExp {
  let re = patterns.get(ev);
  if (!re) patterns.set(ev, (re = new RegExp(`(?<![a-z])${escape(ev)}`, "g")));
  return re;
}

export type SupportedSkill = { name: string; count: number; named: boolean };

/** Whether at least half of a skill name's content words appear (as stems) in the text. */
export function namedInText(skill: string, textStems: ReadonlySet<string>): boolean {
  const words = (skill.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !SKIP.has(w) && w.length > 2);
  return words.length > 0 && words.filter((w) => textStems.has(wordStem(w))).length * 2 >= words.length;
}

/** Brand words of product skills ("Revit and BIM", "Microsoft 365 Administration"). */
const BRANDS = /^(?:revit|microsoft|excel|oracle|sap|salesforce|tableau|python|peoplesoft|workday|servicenow|sharepoint|maximo|primavera|matlab|stata|sas|spss|epic|cerner|kronos)$/i;

/**
 * Words of a skill's name that name a product or standard ("AutoCAD", "ArcGIS", "Civil 3D",
 * "ISO 9001", "ICD-10"): a skill with such a word is claimed only when the text names it, since
 * general evidence ("CAD", "mapping") does not say which product or standard the person used.
 */
export function productWords(skill: string): string[] {
  return (skill.match(/[A-Za-z0-9#.+-]+/g) ?? []).filter((w) => /\d/.test(w) || /[a-z][A-Z]/.test(w) || BRANDS.test(w));
}

const productRes = new Map<string, RegExp[]>();
/** The product words of a skill as whole-word patterns, built once per skill name. */
function productPatterns(name: string): RegExp[] {
  let res = productRes.get(name);
  if (!res) productRes.set(name, (res = productWords(name).map((w) => new RegExp(`(?<![a-z0-9])${escape(w.toLowerCase())}(?![a-z0-9])`))));
  return res;
}

export function supportedSkills(entry: RoleMapEntry, text: string): SupportedSkill[] {
  const lower = text.toLowerCase();
  const textStems = stems(lower);
  const out: SupportedSkill[] = [];
  entry.skills.forEach((skill) => {
    if (productPatterns(skill.name).some((re) => !re.test(lower))) return;
    let count = 0;
    for (const ev of skill.evidence) {
      const re = evidencePattern(ev);
      re.lastIndex = 0;
      count += Math.min(4, (lower.match(re) ?? []).length);
    }
    if (!count) return;
    out.push({ name: skill.name, count, named: namedInText(skill.name, textStems) });
  });
  out.sort((a, b) => Number(b.named) - Number(a.named) || b.count - a.count);
  return out;
}

const stem6 = (w: string) => w.slice(0, 6);

/** Whether every content word of a skill name appears in the text (6-letter stems: "classroom" is not "classify"). */
export function fullyNamedInText(skill: string, text: string): boolean {
  const textStems = new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(stem6));
  const words = (skill.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !SKIP.has(w) && w.length > 2);
  return words.length > 0 && words.every((w) => textStems.has(stem6(w)));
}

/**
 * For a PD too thin for its own entry's skill list: skills of other role-map entries that the PD
 * both names word for word and supports by their evidence ("Program Evaluation", "Resource
 * Management"), entries of `families` first, most evidence first.
 */
export function namedSkillsAcrossMap(entries: readonly RoleMapEntry[], families: ReadonlySet<string>, text: string, max = 8): string[] {
  const found = new Map<string, { name: string; near: boolean; count: number }>();
  for (const entry of entries) {
    const near = families.has(entry.family);
    for (const s of supportedSkills(entry, text)) {
      if (!fullyNamedInText(s.name, text)) continue;
      const key = s.name.toLowerCase();
      const cur = found.get(key);
      if (!cur || (near && !cur.near) || (near === cur.near && s.count > cur.count)) found.set(key, { name: s.name, near, count: s.count });
    }
  }
  return [...found.values()]
    .sort((a, b) => Number(b.near) - Number(a.near) || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((s) => s.name);
}
