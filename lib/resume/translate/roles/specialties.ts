/**
 * Specialty titles a PD's own words show: the role map lists, per entry, posting titles for a
 * specialisation or employer setting ("Water Resources Engineer", "Hospital Security Officer")
 * with the words that show it. A specialty counts when its words occur at least twice in the job
 * title and duties (a word in the job title counts twice; one word counts at most three times).
 */
import type { Seniority } from "./families";
import type { RoleMapEntry, RoleSpecialty } from "./role-map";
import { escapeRegExp, normalizeRoleText } from "./text";

const MIN_EVIDENCE = 2;
const MAX_PER_CUE = 3;

const cueRes = new WeakMap<RoleSpecialty, RegExp[]>();

function patterns(s: RoleSpecialty): RegExp[] {
  let res = cueRes.get(s);
  if (!res) {
    res = s.cues.map(normalizeRoleText).filter((c) => c.length >= 3).map((c) => new RegExp(`(?:^| )${escapeRegExp(c)}(?= |$)`, "g"));
    cueRes.set(s, res);
  }
  return res;
}

function count(re: RegExp, text: string, cap: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < cap && re.exec(text)) n++;
  return n;
}

/** How strongly the text shows a specialty (0 when it does not). */
export function specialtyEvidence(s: RoleSpecialty, title: string, duties: string): number {
  let score = 0;
  for (const re of patterns(s)) score += Math.min(MAX_PER_CUE, 2 * count(re, title, 1) + count(re, duties, MAX_PER_CUE));
  return score;
}

/**
 * The entry's specialties for the level that the job title and duties show, strongest first (ties
 * in the data's order), at most `max`.
 */
export function evidencedSpecialties(entry: RoleMapEntry, level: Seniority, jobTitle: string, duties: string, max = 2): string[] {
  const title = ` ${normalizeRoleText(jobTitle)} `;
  const text = ` ${normalizeRoleText(duties)} `;
  return entry.specialties
    .filter((s) => s.levels.includes(level))
    .map((s, i) => ({ title: s.title, i, score: specialtyEvidence(s, title, text) }))
    .filter((s) => s.score >= MIN_EVIDENCE)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .map((s) => s.title);
}

/**
 * A ladder's titles with specialty titles taking turns after the first `after`. Measured on the
 * evaluation corpus, a specialty title is less often one a coach lists than the ladder's first six
 * (the ladder holds the broad titles coaches name first), so by default specialties follow them:
 * the seventh and eighth suggestions are the ones tailored to the PD.
 */
export function withSpecialties(ladder: readonly string[], specialties: readonly string[], max = 8, after = 6): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (t: string | undefined) => {
    if (!t || out.length >= max || seen.has(t.toLowerCase())) return;
    seen.add(t.toLowerCase());
    out.push(t);
  };
  ladder.slice(0, after).forEach(push);
  for (let i = 0; i < specialties.length; i++) {
    push(specialties[i]);
    push(ladder[after + i]);
  }
  ladder.forEach(push);
  return out;
}
