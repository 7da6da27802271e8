/**
 * Chooses 3–6 bullets per position from the rewritten duties: relevant to the matched
 * occupations, quantified where the input was, free of unexplained acronyms, not repetitive;
 * kept in the order the description gave them (PDs list major duties by importance).
 */
import { canExplain, isAllowedAcronym } from "./acronyms";
import { isAchievement, nominalListDuties, plainStatement, rewriteDuty, type Tense } from "./bullets";
import type { JargonContext } from "./jargon";
import type { OnetIndex } from "./onet-index";
import type { RankedOccupation } from "./roles";
import { wordCount } from "./sentences";
import { tokens } from "./tokenize";
import { classMembersDuty } from "./boilerplate";
import { lookupVerb, NOUN_LIKE } from "./verbs";

export type Candidate = { text: string; order: number; score: number; achievement: boolean; terms: Set<string>; unknownAcronyms: number };

const WEAK_START = /^(?:Serve|Served|Use|Used|Attend|Attended|Contribute|Contributed|Support|Supported|Help|Helped|Receive|Received|Maintain|Maintained)\b/;

/**
 * Splits "Reviews X; prepares Y" into separate duties when both halves start with a verb, and a
 * long "Reviews X, and prepares Y" when both halves stand as duties of 7 words or more.
 */
export function splitCompound(sentence: string): string[] {
  const listed = nominalListDuties(sentence);
  if (listed) return listed;
  // Each part after a semicolon that starts with a verb is a duty of its own; any other part
  // stays with the one before it.
  const out: string[] = [];
  // "…; and/or assists …", "…; to serve as a case manager; to coordinate …" (a class definition's infinitives).
  const pieces = sentence.split(/(;\s+(?:and\s*\/\s*or\s+|and\s+|or\s+)?)/);
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i];
    // "to coordinate clinic activities" reads as the duty "coordinates clinic activities".
    const to = /^(?:and\s+)?to\s+([a-z]+)\b/i.exec(piece);
    const infinitive = to ? lookupVerb(to[1]) : undefined;
    const part = to && infinitive?.form === "base" ? `${infinitive.third}${piece.slice(to[0].length)}` : piece;
    const w = /^[a-z]+/i.exec(part)?.[0];
    const verb = w !== undefined && lookupVerb(w) !== undefined && wordCount(part) >= 3;
    // A part that is no duty of its own stays with the one before it, joined as it was.
    if (out.length && !verb) out[out.length - 1] = `${out[out.length - 1]}${pieces[i - 1]}${piece}`;
    else out.push(part);
  }
  return joinShortParts(out).flatMap(splitAndVerb);
}

/**
 * Halves too short to read as accomplishments stay one bullet: "Files documents and records;
 * maintains alphabetical files" → "Files documents and records, and maintains alphabetical files".
 */
function joinShortParts(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const a = parts[i].replace(/[.;:,\s]+$/, "");
    const b = parts[i + 1];
    if (b !== undefined && (wordCount(a) < 8 || wordCount(b) < 8) && wordCount(a) + wordCount(b) <= 24 && !a.includes(";")) {
      out.push(`${a}, and ${b.charAt(0).toLowerCase()}${b.slice(1)}`);
      i++;
    } else out.push(parts[i]);
  }
  return out;
}

/**
 * A duty that lists several, each with its own verb and object: "Conducts audits of 40 offices,
 * and prepares reports on findings for leadership" → two duties; a class's "Employees in this job
 * class supervise residents, conduct intake processing of offenders, oversee transports, and
 * complete logs" → one per verb. Each part needs 7 words (shorter ones stay joined); a verb
 * series that shares one object ("Plans, organizes, and directs the work") is one duty.
 */
function splitAndVerb(sentence: string): string[] {
  const members = classMembersDuty(sentence);
  const duty = members ?? sentence;
  const first = /^[a-z]+/i.exec(duty)?.[0];
  const firstVerb = first ? lookupVerb(first) : undefined;
  // A class's members write base forms ("supervise", "conduct"), which are often nouns too: only
  // after such a subject.
  const form = firstVerb?.form === "third" ? "third" : firstVerb?.form === "base" && members ? "base" : null;
  if (!form) return [sentence];
  // Commas inside parentheses ("(e.g., daily logs, incident reports)") separate no duties.
  const masked = duty.replace(/\([^()]*\)/g, (m) => m.replace(/,/g, "\u0000"));
  const cuts: number[] = [];
  for (const m of masked.matchAll(/,\s+(?:and\s+)?([a-z]+)\s+(?=[a-z0-9"'(])/g)) {
    const v = lookupVerb(m[1]);
    if (!v || v.form !== form) continue;
    // "reports, and plans": a plural noun of a list ends it, a verb takes an object.
    if (form === "third" && NOUN_LIKE.has(m[1]) && !/^,\s+and\s/.test(m[0])) continue;
    cuts.push(m.index);
  }
  if (!cuts.length) return [sentence];
  // Each part with the separator before it, so that parts joined again read as written.
  const parts: { sep: string; text: string }[] = [];
  let from = 0;
  for (const at of [...cuts, duty.length]) {
    const slice = duty.slice(from, at);
    const sep = /^,\s+(?:and\s+)?/.exec(slice)?.[0] ?? "";
    parts.push({ sep, text: slice.slice(sep.length).trim() });
    from = at;
  }
  // The head must not be a verb series ("Plans, organizes, and directs ...").
  const head = parts[0].text;
  if (/^[a-z]+,\s+[a-z]+\b/i.test(head) && lookupVerb(head.split(/,\s+/)[1].split(" ")[0]) !== undefined) return [sentence];
  // Parts too short to stand as duties go back with the one before them.
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && (wordCount(part.text) < 7 || wordCount(out[out.length - 1]) < 7)) out[out.length - 1] += `${part.sep}${part.text}`;
    else out.push(part.text);
  }
  if (out.length < 2) return [sentence];
  return out.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * "Analyzes findings. Makes recommendations in reports." — two short duty sentences in a row, each
 * starting with a different verb, read as one bullet: "Analyzes findings, and makes
 * recommendations in reports" (the comma goes when the bullet is written).
 */
export function mergeShortDuties(duties: readonly string[]): string[] {
  const out: string[] = [];
  const verbOf = (d: string) => {
    const w = /^[A-Za-z]+/.exec(d)?.[0];
    const v = w ? lookupVerb(w) : undefined;
    // "Prepares fiscal notes" and a class specification's "Prepare fiscal notes".
    return v?.form === "third" || v?.form === "base" ? v.base : null;
  };
  // A duty of a list ends with its separator ("Compiles bibliographies;"), which joins nothing.
  const short = (d: string, words = 9) => wordCount(d) < words && !d.replace(/[.;:\s]+$/, "").includes(";") && verbOf(d) !== null;
  for (let i = 0; i < duties.length; i++) {
    const a = duties[i];
    const b = duties[i + 1];
    // A short duty joins the next one with a different verb when together they still read as one
    // bullet; a third stays on its own.
    if (b !== undefined && short(a) && short(b, 14) && wordCount(a) + wordCount(b) <= 20) {
      // "Provides advisory services to patrons. Provides reference services." share their verb:
      // "Provides advisory services to patrons, and reference services".
      // Not a verb series ("Reviews and approves appeals"), whose first verb the second needs.
      const shared = verbOf(a) === verbOf(b) && !/^[A-Za-z]+(?:,|\s+(?:and|or)\b)/.test(b);
      const rest = shared ? b.replace(/^[A-Za-z]+\s+/, "") : `${b.charAt(0).toLowerCase()}${b.slice(1)}`;
      out.push(`${a.replace(/[.;:*\s]+$/, "")}, and ${rest}`);
      i++;
    } else out.push(a);
  }
  return out;
}

function occupationTerms(index: OnetIndex, ranked: readonly RankedOccupation[]): Set<string> {
  const out = new Set<string>();
  for (const r of ranked.slice(0, 3)) {
    for (const t of index.tasks[r.occ]) for (const w of tokens(t)) out.add(w);
    for (const w of tokens(index.occupations[r.occ].description)) out.add(w);
  }
  return out;
}

function unknownAcronyms(text: string, ctx: JargonContext): number {
  let n = 0;
  for (const m of text.matchAll(/(?<![A-Za-z0-9])[A-Z][A-Z0-9&]*[A-Z0-9]s?(?![A-Za-z0-9])/g)) {
    if (!isAllowedAcronym(m[0]) && !canExplain(m[0], ctx.defined)) n++;
  }
  return n;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / Math.max(1, a.size + b.size - inter);
}

export function buildCandidates(options: {
  duties: readonly string[];
  achievements: readonly string[];
  tense: Tense;
  ctx: JargonContext;
  index: OnetIndex;
  ranked: readonly RankedOccupation[];
}): Candidate[] {
  const { duties, tense, ctx, index, ranked } = options;
  const vocab = occupationTerms(index, ranked);
  const sentences = mergeShortDuties(duties).flatMap(splitCompound);
  const out: Candidate[] = [];
  const add = (sentence: string, order: number, forceAchievement: boolean) => {
    const achievement = forceAchievement || isAchievement(sentence);
    const rewritten = rewriteDuty(sentence, achievement ? "past" : tense, ctx);
    const text = rewritten ?? (achievement ? plainStatement(sentence, ctx) : null);
    if (!text || /\bincumbent\b/i.test(text)) return;
    const terms = new Set(tokens(text));
    const relevance = [...terms].filter((t) => vocab.has(t)).length / Math.max(1, terms.size);
    const n = wordCount(text);
    let score = 1 + relevance * 1.5 + 0.4 * (1 - order / Math.max(1, sentences.length));
    if (/\d/.test(text)) score += 0.6;
    if (WEAK_START.test(text)) score -= 0.35;
    if (!rewritten) score -= 0.3;
    // A recruiter reads a bullet of 12 to 28 words as an accomplishment, a shorter one as a task.
    if (n < 7) score -= 0.5;
    else if (n < 9) score -= 0.2;
    else if (n >= 12 && n <= 28) score += 0.2;
    if (n > 34) score -= 0.4;
    const unknown = unknownAcronyms(text, ctx);
    score -= 1.2 * unknown;
    out.push({ text, order, score, achievement, terms, unknownAcronyms: unknown });
  };
  sentences.forEach((s, i) => add(s, i, false));
  options.achievements.forEach((s, i) => add(s, sentences.length + i, true));
  return out;
}

/**
 * Up to `max` distinct bullets, best first chosen, returned in input order. `transform` (the
 * polishing step) may reword a candidate or reject it (null); the next best one then takes its place.
 */
export function pickBullets(
  candidates: readonly Candidate[],
  max = 6,
  exclude: ReadonlySet<string> = new Set(),
  transform: (text: string) => string | null = (t) => t,
): string[] {
  const chosen: { c: Candidate; text: string; terms: Set<string> }[] = [];
  // Bullets with acronyms nobody can explain, and achievements listed elsewhere, only fill gaps.
  const clear = candidates.filter((c) => !c.unknownAcronyms);
  const pool = clear.filter((c) => !exclude.has(c.text));
  const source = pool.length >= 3 ? pool : clear.length >= 3 ? clear : [...candidates];
  const ranked = [...source].sort((a, b) => b.score - a.score || a.order - b.order);
  for (const c of ranked) {
    if (chosen.length >= max) break;
    if (chosen.some((o) => jaccard(o.c.terms, c.terms) > 0.6 || o.c.text.toLowerCase() === c.text.toLowerCase())) continue;
    const text = transform(c.text);
    if (!text) continue;
    const terms = new Set(tokens(text));
    if (chosen.some((o) => jaccard(o.terms, terms) > 0.6 || o.text.toLowerCase() === text.toLowerCase())) continue;
    chosen.push({ c, text, terms });
  }
  return chosen.sort((a, b) => a.c.order - b.c.order).map((o) => o.text);
}

/** Achievement statements across positions (past tense), best first, at most `max`. */
export function pickAchievements(all: readonly Candidate[], max = 5): string[] {
  const out: Candidate[] = [];
  for (const c of [...all].filter((c) => c.achievement).sort((a, b) => b.score - a.score || a.order - b.order)) {
    if (out.length >= max) break;
    if (out.some((o) => jaccard(o.terms, c.terms) > 0.6)) continue;
    out.push(c);
  }
  return out.map((c) => c.text);
}
