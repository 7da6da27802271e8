/**
 * Ranks O*NET occupations for each position and across the resume, and names them with job
 * titles a private employer would post. Signals: the curated crosswalk (series or job family),
 * title similarity against O*NET titles and alternate titles, and BM25 overlap between the duties
 * and each occupation's description, tasks and titles. Government-only occupations are never
 * suggested.
 */
import { isPublicOnly, type CrosswalkHit } from "./crosswalk";
import { matchTitle, scoreText, type OnetIndex } from "./onet-index";
import { addTerms, tokens } from "./tokenize";

export type PositionSignals = {
  /** Job title with grade codes removed and option codes spelled out. */
  title: string;
  crosswalk: CrosswalkHit | null;
  /** Translated duties, labels and knowledge text. */
  text: string;
  /** Numeric grade when known (GS 1–15), to keep senior people away from entry-level roles. */
  grade?: number;
  /** Relative importance of this position in the resume (recency). */
  weight: number;
  /** The text shows supervision of staff or crews. */
  supervisory?: boolean;
};

export type RankedOccupation = { code: string; occ: number; score: number; title: string };

const PRIOR = [1, 0.85, 0.72, 0.62];
const W_PRIOR = 1.0;
const W_TITLE = 0.6;
const W_TEXT = 0.8;

/** Scores of every occupation for one position (higher is better; excluded ones are -Infinity). */
export function scorePosition(index: OnetIndex, p: PositionSignals): Float64Array {
  const query = new Map<string, number>();
  const add = (weight: number) => (t: string) => query.set(t, Math.min(4, (query.get(t) ?? 0) + weight));
  addTerms(p.title, add(2));
  addTerms(p.text, add(1));
  const text = scoreText(index, query);
  let max = 0;
  for (const v of text) if (v > max) max = v;

  const titles = matchTitle(index, p.title, 0.5);
  const prior = new Map<number, number>();
  p.crosswalk?.codes.forEach((code, rank) => {
    const i = index.indexOf.get(code);
    if (i !== undefined) prior.set(i, PRIOR[rank] ?? 0.5);
  });

  const out = new Float64Array(index.occupations.length);
  index.occupations.forEach((o, i) => {
    if (isPublicOnly(o.code) || o.title.endsWith("All Other")) {
      out[i] = -Infinity;
      return;
    }
    let score = W_TEXT * (max > 0 ? text[i] / max : 0) + W_TITLE * (titles.get(i)?.score ?? 0) + W_PRIOR * (prior.get(i) ?? 0);
    const zone = o.jobZone ?? 3;
    if (((p.grade !== undefined && p.grade >= 9) || p.supervisory) && zone <= 2) score -= 0.35;
    if (zone <= 1) score -= 0.2;
    // Zone 5 jobs (physicians, lawyers, professors) need degrees the text does not show.
    if (zone >= 5 && !prior.has(i) && (titles.get(i)?.score ?? 0) < 0.7) score -= 0.5;
    out[i] = score;
  });
  return out;
}

function top(index: OnetIndex, scores: Float64Array, n: number): RankedOccupation[] {
  const order = [...scores.keys()].filter((i) => Number.isFinite(scores[i]));
  order.sort((a, b) => scores[b] - scores[a] || index.occupations[a].code.localeCompare(index.occupations[b].code));
  return order.slice(0, n).map((i) => ({
    code: index.occupations[i].code,
    occ: i,
    score: scores[i],
    title: index.occupations[i].title,
  }));
}

export type RoleRanking = {
  /** Best occupations over the whole resume, best first. */
  overall: RankedOccupation[];
  /** Best occupations per position, in input order. */
  perPosition: RankedOccupation[][];
};

export function rankRoles(index: OnetIndex, positions: readonly PositionSignals[], n = 10): RoleRanking {
  const total = new Float64Array(index.occupations.length);
  const perPosition = positions.map((p) => {
    const s = scorePosition(index, p);
    for (let i = 0; i < s.length; i++) total[i] += p.weight * s[i];
    return top(index, s, n);
  });
  return { overall: top(index, total, n), perPosition };
}

const GOVERNMENT_WORDS = /\b(?:federal|government|agency|military|army|navy|air force|marine|county|city|state|municipal|public|police|sheriff|trooper|postal|congress|legislative|civil service|gs|driver|motor vehicle|dmv|registration)\b|\blicens(?:e|ing) (?:examiner|analyst|agent)|^certified /i;

/** Alternate titles fit for a private-sector role list (no codes, no government wording). */
const JOB_NOUNS = new Set(
  tokens("manager director supervisor specialist analyst coordinator officer administrator consultant lead senior chief head assistant associate representative technician"),
);

const GENERIC_SINGLE = /^(?:Analyst|Specialist|Manager|Consultant|Coordinator|Officer|Administrator|Supervisor|Director|Technician|Assistant|Associate|Financier|Planner|Agent|Worker|Examiner|Professional)$/;

function candidateTitles(index: OnetIndex, occ: number): string[] {
  const out: string[] = [];
  for (const raw of index.altTitles[occ].slice(0, 18)) {
    const t = raw.replace(/\s*\([^)]*\)\s*/g, " ").trim();
    if (!t || /\d|\//.test(t) || t.length > 42 || t === t.toUpperCase() || GOVERNMENT_WORDS.test(t)) continue;
    if (/^[A-Z]{2,}\b/.test(t) || GENERIC_SINGLE.test(t) || /^First-line\b|\bWorkers\b/i.test(t)) continue;
    // "Project Management Manager": a repeated stem reads like a glitch.
    const stems = tokens(t);
    if (new Set(stems).size < stems.length) continue;
    out.push(t);
  }
  return out;
}

/**
 * A posting-style title for an occupation: among its most reported alternate titles, the one
 * closest to the user's own words, else the most common one.
 */
export function displayTitles(index: OnetIndex, occ: number, userText: string): string[] {
  const user = new Set(tokens(userText));
  const canonical = new Set(tokens(index.occupations[occ].title));
  const candidates = candidateTitles(index, occ);
  const scored = candidates.map((t, i) => {
    const tt = tokens(t);
    const share = (set: Set<string>) => tt.filter((x) => set.has(x)).length / Math.max(1, tt.length);
    // Words neither O*NET's name nor the user's text supports ("Cloud" Security Manager).
    const foreign = tt.filter((x) => !canonical.has(x) && !user.has(x) && !JOB_NOUNS.has(x)).length / Math.max(1, tt.length);
    // Close to O*NET's own name for the occupation, commonly reported, and in the user's words.
    return { t, score: 0.6 * share(canonical) + 0.3 * share(user) + 0.6 * (1 - i / 18) - 0.6 * foreign };
  });
  scored.sort((a, b) => b.score - a.score || a.t.localeCompare(b.t));
  return scored.length ? scored.map((s) => s.t) : [singularTitle(index.occupations[occ].title)];
}

/** "Accountants and Auditors" → "Accountant"; "Budget Analysts" → "Budget Analyst". */
export function singularTitle(title: string): string {
  const first = title.split(",")[0].split(" and ")[0].trim();
  return first.replace(/ies$/, "y").replace(/([^s])s$/, "$1");
}

/**
 * Up to `max` distinct role names from the best occupations: one per occupation first, then
 * second-best names while the list is short. Occupations far below the best are left out.
 */
export function suggestedRoles(index: OnetIndex, ranked: readonly RankedOccupation[], userText: string, max = 8): string[] {
  if (!ranked.length) return [];
  // Occupations close to the best one, and never fewer than three.
  const cutoff = ranked[0].score * 0.55;
  const kept = ranked.filter((r, i) => i < 3 || r.score >= cutoff).slice(0, max);
  const names = kept.map((r) => displayTitles(index, r.occ, userText));
  const out: string[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < 3 && out.length < max; round++) {
    for (const list of names) {
      const name = list[round];
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      out.push(name);
      if (out.length >= max) break;
    }
    if (out.length >= 6) break;
  }
  return out;
}
