/**
 * Skills of a role-map entry that the PD's own words support: a skill counts when one of its
 * evidence stems starts a word of the text; ranked by how often, and first when the skill's own
 * name words appear in the text too (the reader sees the link).
 */
import type { RoleMapEntry } from "./role-map";

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const SKIP = new Set(["and", "or", "of", "the", "a", "an", "to", "for", "in", "on", "with", "management", "analysis", "planning"]);

/** Lower-case 5-letter stems of a text's words. */
export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => w.slice(0, 5)));
}

export type SupportedSkill = { name: string; count: number; named: boolean };

/** Whether at least half of a skill name's content words appear (as 5-letter stems) in the text. */
export function namedInText(skill: string, textStems: ReadonlySet<string>): boolean {
  const words = (skill.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !SKIP.has(w) && w.length > 2);
  return words.length > 0 && words.filter((w) => textStems.has(w.slice(0, 5))).length * 2 >= words.length;
}

export function supportedSkills(entry: RoleMapEntry, text: string): SupportedSkill[] {
  const lower = text.toLowerCase();
  const textStems = stems(lower);
  const out: SupportedSkill[] = [];
  entry.skills.forEach((skill) => {
    let count = 0;
    for (const ev of skill.evidence) {
      const re = new RegExp(`(?<![a-z])${escape(ev)}`, "g");
      count += Math.min(4, (lower.match(re) ?? []).length);
    }
    if (!count) return;
    out.push({ name: skill.name, count, named: namedInText(skill.name, textStems) });
  });
  out.sort((a, b) => Number(b.named) - Number(a.named) || b.count - a.count);
  return out;
}
