/**
 * Which role-map entry a position is, at which seniority, and the private-sector titles that
 * follow. The series number wins when given; then the job title's phrases; then the duty text's
 * vocabulary (TF-IDF over every entry's keywords and titles), helped by the O*NET occupations the
 * text ranks highest.
 */
import type { RoleFamily, Seniority } from "./families";
import { SENIORITY_LEVELS } from "./families";
import { familyOfOnetCode } from "./onet-family";
import type { RoleMap, RoleMapEntry } from "./role-map";

export type EntryChoice = { entry: RoleMapEntry; via: "series" | "title" | "text"; score: number };

function singularWords(s: string): string {
  return s.replace(/\b([a-z]{3,}?)(?:ies)\b/g, "$1y").replace(/\b([a-z]{3,}[^s])s\b/g, "$1");
}

function normalize(s: string): string {
  return singularWords(
    s
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/[^a-z0-9' ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type Phrase = { phrase: string; re: RegExp; entry: RoleMapEntry };
type Keyword = { re: RegExp; entries: RoleMapEntry[]; idf: number; weight: number };

type Prepared = { phrases: Phrase[]; keywords: Keyword[] };
const prepared = new WeakMap<RoleMap, Prepared>();

function prepare(map: RoleMap): Prepared {
  const hit = prepared.get(map);
  if (hit) return hit;
  const phrases: Phrase[] = [];
  for (const entry of map.entries) {
    for (const m of entry.match) {
      const phrase = normalize(m);
      if (phrase.length < 3) continue;
      phrases.push({ phrase, re: new RegExp(`(?:^| )${escape(phrase)}(?:$| )`), entry });
    }
  }
  // Longest phrase first: "public health nurse" beats "nurse"; local and federal entries alike.
  phrases.sort((a, b) => b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));

  const byTerm = new Map<string, { entries: Set<RoleMapEntry>; weight: number }>();
  const addTerm = (term: string, entry: RoleMapEntry, weight: number) => {
    const t = normalize(term);
    if (t.length < 3) return;
    const cur = byTerm.get(t) ?? { entries: new Set<RoleMapEntry>(), weight };
    cur.entries.add(entry);
    cur.weight = Math.max(cur.weight, weight);
    byTerm.set(t, cur);
  };
  for (const entry of map.entries) {
    for (const k of entry.keywords) addTerm(k, entry, 1);
    for (const m of entry.match) addTerm(m, entry, 1.5);
  }
  const n = Math.max(1, map.entries.length);
  const keywords: Keyword[] = [...byTerm].map(([term, { entries, weight }]) => ({
    re: new RegExp(`(?:^| )${escape(term)}(?:$| )`, "g"),
    entries: [...entries],
    idf: Math.log(1 + n / entries.size),
    weight,
  }));
  const out = { phrases, keywords };
  prepared.set(map, out);
  return out;
}

/** The entry whose title phrase occurs in the job title (longest phrase first). */
export function entryByTitle(map: RoleMap, jobTitle: string): RoleMapEntry | null {
  const title = normalize(jobTitle);
  if (!title) return null;
  for (const p of prepare(map).phrases) if (p.re.test(title)) return p.entry;
  return null;
}

/** Entries ranked by how much of their vocabulary the text uses (TF-IDF, counts capped). */
export function rankEntriesByText(map: RoleMap, text: string, boost?: ReadonlyMap<RoleMapEntry, number>): { entry: RoleMapEntry; score: number }[] {
  const body = ` ${normalize(text)} `;
  const scores = new Map<RoleMapEntry, number>();
  for (const k of prepare(map).keywords) {
    k.re.lastIndex = 0;
    let count = 0;
    while (k.re.exec(body) && count < 4) {
      count++;
      k.re.lastIndex--;
    }
    if (!count) continue;
    const value = k.weight * k.idf * (1 + Math.log(count));
    for (const e of k.entries) scores.set(e, (scores.get(e) ?? 0) + value);
  }
  // Normalise by vocabulary size so that entries with long keyword lists do not always win.
  const ranked = [...scores].map(([entry, s]) => ({
    entry,
    score: s / Math.sqrt(Math.max(8, entry.keywords.length + entry.match.length)) + (boost?.get(entry) ?? 0),
  }));
  ranked.sort((a, b) => b.score - a.score || a.entry.key.localeCompare(b.entry.key));
  return ranked;
}

export type PositionFacts = {
  series?: string;
  payPlan?: string;
  grade?: string;
  jobTitle: string;
  /** Duties text (boilerplate removed). */
  text: string;
  supervisory: boolean;
  /** O*NET codes the text ranks best, best first (helps the text ranking). */
  onetCodes?: readonly string[];
};

/** The role-map entry a position belongs to, or null when nothing fits well enough. */
export function chooseEntry(map: RoleMap, f: PositionFacts): EntryChoice | null {
  if (f.series) {
    const e = map.bySeries.get(f.series) ?? (f.payPlan ? map.bySeries.get(`${f.payPlan}-${f.series}`) : undefined);
    if (e) return { entry: e, via: "series", score: 1 };
  }
  const byTitle = entryByTitle(map, f.jobTitle);
  if (byTitle) return { entry: byTitle, via: "title", score: 1 };
  const boost = new Map<RoleMapEntry, number>();
  (f.onetCodes ?? []).slice(0, 3).forEach((code, rank) => {
    for (const e of map.entries) if (e.codes[0] === code) boost.set(e, Math.max(boost.get(e) ?? 0, 0.6 - 0.2 * rank));
  });
  const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.jobTitle}\n${f.text}`, boost);
  // The vocabulary must agree with what O*NET makes of the text: an entry whose family none of
  // the best occupations share needs much stronger evidence.
  const onetFamilies = new Set((f.onetCodes ?? []).slice(0, 3).map(familyOfOnetCode).filter((x) => x !== null));
  const best = ranked.find((r) => (onetFamilies.size === 0 || onetFamilies.has(r.entry.family) ? r.score >= 1.2 : r.score >= 4));
  if (!best) return null;
  return { entry: best.entry, via: "text", score: best.score };
}

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };

/** The seniority of a position from its grade, title words and supervision. */
export function seniorityOf(f: Pick<PositionFacts, "payPlan" | "grade" | "jobTitle" | "supervisory">): Seniority {
  const title = f.jobTitle.toLowerCase();
  if (/\b(?:ses|senior executive)\b|\b(?:agency head|(?:deputy |under |assistant )?secretary of|(?:deputy|under|assistant) secretary|commissioner|city manager|county administrator|chief executive)\b/.test(title)) return "executive";
  if (/\b(?:director|chief|head|superintendent|manager|supervisory|supervisor|commander|captain|lieutenant|division administrator)\b/.test(title)) return "manager";
  const plan = (f.payPlan ?? "").toUpperCase();
  if (plan === "WS") return "manager";
  if (plan === "WL") return "senior";
  const g = Number.parseInt((f.grade ?? "").split("/").at(-1) ?? "", 10);
  let level: Seniority | null = null;
  if (Number.isFinite(g) && g > 0) {
    if (plan === "WG" || plan === "WL") level = g <= 8 ? "associate" : g <= 11 ? "specialist" : "senior";
    else if (g <= 8) level = "associate";
    else if (g <= 11) level = "specialist";
    else if (g <= 13) level = "senior";
    else level = "manager";
  } else if (/^(?:i{1,3}|iv|v)$/i.test(f.grade ?? "")) {
    const n = ROMAN[(f.grade ?? "").toLowerCase()] ?? 2;
    level = n <= 1 ? "associate" : n === 2 ? "specialist" : n === 3 ? "senior" : "manager";
  }
  if (!level) {
    // "Civil Engineer 2", "Corrections Officer 3": a class level written as a digit.
    const digit = /(?:^|[^\d-])([1-5])\s*$/.exec(title.replace(/[()]/g, " ").trim());
    if (digit) level = digit[1] === "1" ? "associate" : digit[1] === "2" ? "specialist" : digit[1] === "3" ? "senior" : "manager";
  }
  if (!level) {
    const roman = /\b(i{1,3}|iv|v)\s*$/.exec(title.replace(/[^a-z ]+/g, " ").trim());
    if (/\b(?:senior|sr|lead|principal|sergeant|iii|iv)\b/.test(title)) level = "senior";
    else if (/\b(?:trainee|intern|aide|apprentice|entry|junior|assistant|technician|clerk|associate)\b/.test(title)) level = "associate";
    else if (roman) level = ROMAN[roman[1]] <= 1 ? "associate" : ROMAN[roman[1]] >= 3 ? "senior" : "specialist";
    else level = "specialist";
  }
  if (f.supervisory && (level === "associate" || level === "specialist" || level === "senior")) return "manager";
  return level;
}

function near(level: Seniority): Seniority[] {
  const i = SENIORITY_LEVELS.indexOf(level);
  const order: Seniority[] = [level];
  for (let d = 1; d < SENIORITY_LEVELS.length; d++) {
    // The level below first (titles a coach accepts for a move), then above.
    if (i - d >= 0) order.push(SENIORITY_LEVELS[i - d]);
    if (i + d < SENIORITY_LEVELS.length) order.push(SENIORITY_LEVELS[i + d]);
  }
  return order;
}

/**
 * A grade alone says less than a title or supervision: a GS-12 is hired as "Senior Contract
 * Specialist" or "Contract Specialist", a non-supervisory GS-14 as a senior specialist or a
 * manager. Such levels blend in the level below.
 */
export function blendLevel(f: Pick<PositionFacts, "payPlan" | "grade" | "jobTitle" | "supervisory">, level: Seniority): Seniority | undefined {
  const titled = /\b(?:senior|sr|lead|principal|director|chief|head|superintendent|manager|supervisory|supervisor)\b/i.test(f.jobTitle);
  if (titled || f.supervisory) return undefined;
  if (level === "senior") return "specialist";
  if (level === "manager") return "senior";
  return undefined;
}

/** Titles for the level: its own list first (alternating with `blend`'s), then the nearest levels' until `max`. */
export function ladderTitles(entry: RoleMapEntry, level: Seniority, max = 8, blend?: Seniority): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (t: string) => {
    const key = t.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(t);
  };
  if (blend) {
    const own = entry.ladder[level] ?? [];
    const other = entry.ladder[blend] ?? [];
    // Two of the level's own titles, then one of the blended level's, and so on.
    for (let i = 0, j = 0; i < own.length || j < other.length; ) {
      if (i < own.length) push(own[i++]);
      if (i < own.length && i % 2 === 1) push(own[i++]);
      if (j < other.length) push(other[j++]);
    }
  }
  for (const l of near(level)) for (const t of entry.ladder[l] ?? []) push(t);
  return out;
}

/** Roles for a resume: the most recent position's entry leads, others add their top titles. */
export function rolesForPositions(picks: readonly { entry: RoleMapEntry; level: Seniority; weight: number; blend?: Seniority }[], max = 8): { roles: string[]; families: RoleFamily[] } {
  const sorted = [...picks].sort((a, b) => b.weight - a.weight);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (t: string) => {
    const k = t.toLowerCase();
    if (seen.has(k) || out.length >= max) return;
    seen.add(k);
    out.push(t);
  };
  const lead = sorted[0];
  if (!lead) return { roles: [], families: [] };
  const leadTitles = ladderTitles(lead.entry, lead.level, max, lead.blend);
  // Another position in a different entry contributes up to two titles after the first six.
  leadTitles.slice(0, 6).forEach(add);
  for (const p of sorted.slice(1)) if (p.entry !== lead.entry) ladderTitles(p.entry, p.level, 2).forEach(add);
  leadTitles.slice(6).forEach(add);
  return { roles: out, families: [...new Set(sorted.map((p) => p.entry.family))] };
}
