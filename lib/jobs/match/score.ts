/**
 * Scores a posting against a resume profile from 0 to 100, the way ATS match tools (Jobscan,
 * Teal, Resume Worded) do: how well the job title fits, how many hard skills and tools the
 * posting asks for that the resume has, and whether the job is where the person lives.
 *
 * Weights (of 100):
 * - title 40: the posting's O*NET occupation is one of the resume's suggested roles (1.0 for the
 *   top role, down to 0.7 for later ones; 0.85 of that for a sibling O*NET code of the same SOC
 *   occupation, 0.5 for the same SOC broad group), or the IDF-free Dice overlap of title words
 *   with a suggested role or experience title, whichever is higher;
 * - hard skills 25: resume skills (soft skills left out) found in the posting's title and text,
 *   a full hit when every word is there and half when at least half is; 5 hits score in full;
 * - tools 15: systems and tools named in the posting (every word of the name, no half hits:
 *   product names are exact, and a long government system name shares generic words with any
 *   text); 3 hits score in full;
 * - location 20: same city 1.0, within the 25-mile search radius 0.85, remote 0.8, same state
 *   0.45, elsewhere 0; 0.5 when the resume's location cannot be read.
 * A component the resume has nothing for (no tools listed) is left out and the rest rescaled.
 * Pure and deterministic: same profile and posting, same score.
 */
import { constants } from "@/lib/config/public";
import { tokens } from "@/lib/resume/translate/builtin/tokenize";
import { haversineMiles, placeKey } from "../geo";
import type { Keyword, MatchProfile } from "./profile";

export const MATCH_WEIGHTS = { title: 40, skills: 25, tools: 15, location: 20 } as const;

export const LOCATION_SCORES = {
  sameCity: 1,
  withinRadius: 0.85,
  remote: 0.8,
  sameState: 0.45,
  elsewhere: 0,
  unknown: 0.5,
} as const;

export type LocationTier = keyof typeof LOCATION_SCORES;

/** Hits that earn the whole component: a posting rarely names more than this many of one person's skills. */
const SKILL_HITS_FOR_FULL = 5;
const TOOL_HITS_FOR_FULL = 3;
const SIBLING_CODE = 0.85;
const SAME_BROAD_GROUP = 0.5;
const EXPERIENCE_TITLE = 0.9;

export type ScorablePosting = {
  title: string;
  description: string;
  onetCode: string | null;
  city: string | null;
  state: string | null;
  lat: number | null;
  lon: number | null;
  remote: boolean;
};

export type ScoreBreakdown = {
  /** Each component from 0 to 1; null when the resume gives nothing to compare. */
  title: number;
  skills: number | null;
  tools: number | null;
  location: number;
  locationTier: LocationTier;
  score: number;
};

const SENIORITY_TERMS = new Set(tokens("senior junior lead associate principal sr jr entry level"));

function dice(a: readonly string[], b: ReadonlySet<string>): number {
  if (!a.length || !b.size) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return (2 * common) / (a.length + b.size);
}

function codeScore(profile: MatchProfile, code: string | null): number {
  if (!code) return 0;
  const exact = profile.codes.get(code);
  if (exact !== undefined) return exact;
  let best = 0;
  for (const [c, w] of profile.codes) {
    if (c.slice(0, 7) === code.slice(0, 7)) best = Math.max(best, w * SIBLING_CODE);
    else if (c.slice(0, 6) === code.slice(0, 6)) best = Math.max(best, w * SAME_BROAD_GROUP);
  }
  return best;
}

export function titleScore(profile: MatchProfile, posting: Pick<ScorablePosting, "title" | "onetCode">): number {
  const terms = new Set(tokens(posting.title).filter((t) => !SENIORITY_TERMS.has(t)));
  let best = codeScore(profile, posting.onetCode);
  for (const role of profile.roles) best = Math.max(best, role.weight * dice(role.terms, terms));
  for (const exp of profile.experienceTitles) best = Math.max(best, EXPERIENCE_TITLE * dice(exp.terms, terms));
  return Math.min(1, best);
}

function keywordCredit(k: Keyword, text: ReadonlySet<string>, partial: boolean): number {
  let present = 0;
  for (const t of k.terms) if (text.has(t)) present++;
  if (present === k.terms.length) return 1;
  return partial && k.terms.length >= 2 && present * 2 >= k.terms.length ? 0.5 : 0;
}

export function keywordScore(
  list: readonly Keyword[],
  text: ReadonlySet<string>,
  opts: { hitsForFull: number; partial: boolean },
): number | null {
  if (!list.length) return null;
  let hits = 0;
  for (const k of list) hits += keywordCredit(k, text, opts.partial);
  return Math.min(1, hits / Math.min(list.length, opts.hitsForFull));
}

export function locationTier(profile: MatchProfile, posting: ScorablePosting): LocationTier {
  const loc = profile.location;
  if (!loc) return "unknown";
  const sameState = !!loc.state && loc.state === posting.state;
  let tier: LocationTier = "elsewhere";
  if (sameState && loc.city && posting.city && placeKey(loc.city) === placeKey(posting.city)) tier = "sameCity";
  else if (
    loc.point &&
    posting.lat !== null &&
    posting.lon !== null &&
    haversineMiles(loc.point, { lat: posting.lat, lon: posting.lon }) <= constants.jobSearchRadiusMiles
  ) {
    tier = "withinRadius";
  } else if (sameState) tier = "sameState";
  if (posting.remote && LOCATION_SCORES.remote > LOCATION_SCORES[tier]) tier = "remote";
  return tier;
}

export function scoreBreakdown(profile: MatchProfile, posting: ScorablePosting): ScoreBreakdown {
  const text = new Set(tokens(`${posting.title}\n${posting.description}`));
  const title = titleScore(profile, posting);
  const skills = keywordScore(profile.skills, text, { hitsForFull: SKILL_HITS_FOR_FULL, partial: true });
  const tools = keywordScore(profile.tools, text, { hitsForFull: TOOL_HITS_FOR_FULL, partial: false });
  const tier = locationTier(profile, posting);
  const location = LOCATION_SCORES[tier];
  const parts: [number, number | null][] = [
    [MATCH_WEIGHTS.title, title],
    [MATCH_WEIGHTS.skills, skills],
    [MATCH_WEIGHTS.tools, tools],
    [MATCH_WEIGHTS.location, location],
  ];
  let sum = 0;
  let weight = 0;
  for (const [w, v] of parts) {
    if (v === null) continue;
    sum += w * v;
    weight += w;
  }
  const score = Math.max(0, Math.min(100, Math.round((100 * sum) / weight)));
  return { title, skills, tools, location, locationTier: tier, score };
}

/** The match percentage (0–100) of a posting for a resume profile. */
export function scoreJob(profile: MatchProfile, posting: ScorablePosting): number {
  return scoreBreakdown(profile, posting).score;
}
