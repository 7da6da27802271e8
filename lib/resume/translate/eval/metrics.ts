/**
 * Measures of a translated resume against its position description and a person's reference
 * data (eval/translate). Pure functions, independent of how the engine works: the same measures
 * judge the built-in engine and the LLM engines.
 */
import { wordStem } from "../roles/text";
import { ACTION_VERBS } from "../data/action-verbs";
import { AGENCIES, TRANSLATIONS } from "../data/jargon";
import { numbersIn } from "../numbers";

/** Case- and punctuation-insensitive form of a title. */
export function normalizeTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Share of the first `k` suggested roles found in the reference list (missing roles count as misses). */
export function precisionAtK(suggested: readonly string[], reference: readonly string[], k = 6): { hits: number; of: number } {
  const ref = new Set(reference.map(normalizeTitle));
  const hits = suggested.slice(0, k).filter((s) => ref.has(normalizeTitle(s))).length;
  return { hits, of: k };
}

/** Titles no office, professional or public-safety worker should be pointed to. */
const UNRELATED_TITLE =
  /\b(?:retail|grocery|grain|farm(?:er|worker)?|ranch|usher|attendant|ticket|lobby|cashier|waiter|waitress|server(?!\s+(?:administrator|engineer|support|technician|analyst))|cook|chef|bartender|dishwasher|barista|food(?!\s+(?:safety|quality|science|scientist|technologist|inspector|microbiologist|protection))|crop|livestock|janitor|housekeep\w*|trader|stock clerk|sales floor|merchandis\w*|valet|porter)\b/i;

export function isUnrelatedTitle(title: string): boolean {
  return UNRELATED_TITLE.test(title);
}

/** Lower-case words of a text (letters and digits; hyphens and apostrophes split words). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().normalize("NFKD").match(/[a-z0-9]+/g) ?? []) as string[];
}

/** Set of every run of `n` consecutive words of a text. */
export function nGrams(text: string, n = 10): Set<string> {
  const w = wordsOf(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(" "));
  return out;
}

/** Longest run of consecutive words of `bullet` that also appears, in order, in the source. */
export function longestCopiedRun(bullet: string, sourceGrams: (n: number) => Set<string>): number {
  const w = wordsOf(bullet);
  let best = 0;
  for (let n = Math.min(w.length, 40); n > best; n--) {
    const grams = sourceGrams(n);
    for (let i = 0; i + n <= w.length; i++) {
      if (grams.has(w.slice(i, i + n).join(" "))) {
        best = n;
        break;
      }
    }
    if (best) break;
  }
  return best;
}

/** A memoised n-gram lookup for one source text. */
export function sourceGramIndex(source: string): (n: number) => Set<string> {
  const cache = new Map<number, Set<string>>();
  return (n) => {
    let g = cache.get(n);
    if (!g) cache.set(n, (g = nGrams(source, n)));
    return g;
  };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Government wording that must not survive into a bullet (besides the dictionary's own terms). */
const EXTRA_JARGON = [
  "incumbent", "and/or", "or equivalent assignment", "serves as", "GS-", "grade level", "full performance level",
  "other duties as assigned", "supervisory controls", "position description", "commanders", "installation commander",
  "chain of command", "appropriated funds", "civil service", "government-wide",
];

type JargonPattern = { re: RegExp; when?: RegExp };
let jargonRes: JargonPattern[] | undefined;

/**
 * Patterns of the jargon dictionary (terms that the dictionary changes) and common PD phrasing. A
 * term the dictionary changes only in a context ("components" of a department, "installation" of a
 * military base) carries that context.
 */
export function jargonPatterns(): JargonPattern[] {
  if (jargonRes) return jargonRes;
  const out: JargonPattern[] = [];
  const add = (term: string, when?: RegExp) => {
    const acronym = /^[A-Z][A-Z0-9&]+s?$/.test(term);
    const re = acronym ? new RegExp(`(?<![A-Za-z0-9])${escapeRe(term)}s?(?![A-Za-z0-9])`) : new RegExp(`(?<![A-Za-z0-9])${escapeRe(term)}(?![A-Za-z0-9])`, "i");
    out.push({ re, when });
  };
  for (const [term, to, opts] of TRANSLATIONS) if (term.toLowerCase() !== to.toLowerCase()) add(term, opts?.when);
  for (const [acronym] of AGENCIES) add(acronym);
  for (const term of EXTRA_JARGON) out.push({ re: new RegExp(escapeRe(term), "i") });
  jargonRes = out;
  return out;
}

/**
 * The first jargon term in `text`. `source` is the PD the text was written from: a contextual term
 * counts only when the PD is in its context (a mechanic's engine "components" are no jargon).
 */
export function jargonIn(text: string, source?: string): string | null {
  for (const { re, when } of jargonPatterns()) {
    if (when && source !== undefined && !when.test(source)) continue;
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}

// ---- action verbs -------------------------------------------------------------------------

/** Resume action verbs (base forms), a list kept by the evaluation, independent of the engine. */

const IRREGULAR_PAST: Record<string, string> = {
  led: "lead", oversaw: "oversee", wrote: "write", built: "build", taught: "teach", took: "take", gave: "give", made: "make",
  ran: "run", held: "hold", met: "meet", kept: "keep", drew: "draw", spoke: "speak", brought: "bring", bought: "buy",
  sought: "seek", sold: "sell", found: "find", undertook: "undertake", rewrote: "rewrite", rebuilt: "rebuild", won: "win",
  read: "read", chose: "choose", drove: "drive", set: "set", cut: "cut", forecast: "forecast", spent: "spend", swept: "sweep", laid: "lay",
};

/** Possible base forms of an inflected English verb form ("managed" → manage, "supervises" → supervise). */
export function baseCandidates(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  if (IRREGULAR_PAST[w]) out.push(IRREGULAR_PAST[w]);
  if (w.endsWith("ied")) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("ies")) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("ed")) {
    out.push(w.slice(0, -2), w.slice(0, -1));
    if (/([b-df-hj-np-tv-z])\1ed$/.test(w)) out.push(w.slice(0, -3));
  }
  if (w.endsWith("es")) out.push(w.slice(0, -2));
  if (w.endsWith("s")) out.push(w.slice(0, -1));
  return out;
}

export function firstWordIsActionVerb(bullet: string): { verb: string | null } {
  const first = /^[A-Za-z][A-Za-z-]*/.exec(bullet.trim())?.[0];
  if (!first) return { verb: null };
  const base = baseCandidates(first).find((b) => ACTION_VERBS.has(b));
  return { verb: base ?? null };
}

// ---- numbers --------------------------------------------------------------------------------

export { numbersIn };

/** Numbers of `output` that the input does not contain (besides those in `allowed`). */
export function inventedNumbers(output: string, input: string, allowed: Iterable<string> = []): string[] {
  const have = new Set([...numbersIn(input), ...allowed]);
  // "GS-12" in the input allows "12"; "03/2019" allows "03", "3" and "2019".
  for (const n of [...have]) if (/^0\d$/.test(n)) have.add(n.slice(1));
  return [...new Set(numbersIn(output).filter((n) => !have.has(n)))];
}

// ---- titles ---------------------------------------------------------------------------------

/** A job title that still carries a class code, series, pay plan or grade. */
export function titleHasCode(title: string): boolean {
  return (
    /\b(?:GS|GM|GG|GL|WG|WL|WS|SES|SL|ST|NH|NT|ND|NO|YA|YB|YC|YD|YH|FV|FG|FP|ES|AD)[-–\s]?\d/i.test(title) ||
    /\b\d{3,4}\b/.test(title) ||
    /\bclass(?:\s+code)?\b|\bseries\b|\bgrade\b|\bpay (?:plan|range)\b|\bsalary range\b|\bSR-?\d/i.test(title) ||
    /\b\d+[A-Z]\b/.test(title) ||
    /\(\s*\d/.test(title)
  );
}

// ---- skills ---------------------------------------------------------------------------------

const SKILL_STOP = new Set(
  "and or of the a an to for in on with management manage analysis planning skills skill program programs professional general operations operational support services service".split(" "),
);

/** Rough stem for support checks (the one the engine uses too). */
export const stemWord = wordStem;

/**
 * A skill is supported by the PD when at least half of its content words (and at least one)
 * appear, as stems, in the PD's own text.
 */
export function skillSupported(skill: string, sourceStems: ReadonlySet<string>): boolean {
  const content = wordsOf(skill.replace(/\([^)]*\)/g, " ")).filter((w) => !SKILL_STOP.has(w) && w.length > 1);
  if (!content.length) return false;
  const found = content.filter((w) => sourceStems.has(stemWord(w))).length;
  return found >= 1 && found * 2 >= content.length;
}

export function stemSet(text: string): Set<string> {
  return new Set(wordsOf(text).map(stemWord));
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
