/**
 * Runs a translation engine over the evaluation corpus and scores every resume: suggested roles
 * against the reference titles and family, bullets against the PD (copied runs, jargon, length,
 * action verbs), invented numbers, skills supported by the PD, titles without codes, and job
 * matches (from the sample feed, in memory) in the family of a suggested role.
 */
import { buildMatchProfile, inRoleFamily, type MatchProfile } from "@/lib/jobs/match/profile";
import { scoreJob } from "@/lib/jobs/match/score";
import type { SamplePosting } from "@/lib/jobs/sample-feed";
import type { OnetIndex } from "../builtin/onet-index";
import { familiesNear, type RoleFamily } from "../roles/families";
import type { TranslationInput, TranslationResult } from "../types";
import type { CorpusItem } from "./corpus";
import {
  firstWordIsActionVerb,
  inventedNumbers,
  isUnrelatedTitle,
  jargonIn,
  longestCopiedRun,
  median,
  precisionAtK,
  skillSupported,
  sourceGramIndex,
  stemSet,
  titleHasCode,
  wordsOf,
} from "./metrics";

export const TARGETS = {
  precisionAt6: 0.8,
  unrelatedRoles: 0,
  copiedShare: 0.2,
  jargonShare: 0.05,
  andOr: 0,
  medianWordsMin: 12,
  medianWordsMax: 28,
  nonActionStarts: 0,
  verbOveruse: 0,
  inventedNumbers: 0,
  skillsSupportedMin: 5,
  titlesWithCodes: 0,
  offFamilyMatches: 0,
} as const;

export const COPY_RUN = 10;

export type FamilyOf = (title: string) => RoleFamily | null;
export type FamilyOfCode = (code: string) => RoleFamily | null;

export type PdScore = {
  id: string;
  family: string;
  roles: string[];
  roleHits: number;
  roleOf: number;
  unrelatedRoles: string[];
  topFamily: RoleFamily | null;
  bullets: number;
  copied: number;
  jargon: number;
  jargonTerms: string[];
  andOr: number;
  words: number[];
  nonAction: string[];
  overusedVerbs: string[];
  invented: string[];
  skillsShown: number;
  skillsSupported: number;
  titlesWithCodes: string[];
  matches: number;
  offFamilyMatches: string[];
  worstCopied: string | null;
};

export type EvalContext = {
  index: OnetIndex;
  postings: readonly SamplePosting[];
  familyOfTitle: FamilyOf;
  /** Every family a title belongs to (a generic title is unrelated only when none is near). */
  familiesOfTitle?: (title: string) => RoleFamily[];
  familyOfCode: FamilyOfCode;
  now: Date;
};

export const EVAL_PERSON = {
  name: "Alex Morgan",
  email: "alex.morgan@example.com",
  location: "Denver, CO",
  phone: "(303) 555-0100",
  education: "Bachelor's degree",
} as const;

export function inputFor(item: CorpusItem): TranslationInput {
  const p = item.position;
  return {
    personalInfo: { ...EVAL_PERSON, location: p.location || EVAL_PERSON.location },
    positions: [{ jobTitle: p.jobTitle, agency: p.agency ?? "", location: p.location, startDate: p.startDate, endDate: p.endDate, description: item.text }],
  };
}

/** Whole years between the position dates and `now`, which a summary may state. */
function derivedYears(item: CorpusItem, now: Date): string[] {
  const [sm, sy] = item.position.startDate.split("/").map(Number);
  const end = item.position.endDate === "Present" ? { m: now.getUTCMonth() + 1, y: now.getUTCFullYear() } : (() => { const [m, y] = item.position.endDate.split("/").map(Number); return { m, y }; })();
  const months = (end.y - sy) * 12 + (end.m - sm) + 1;
  const years = months / 12;
  return [String(Math.floor(years)), String(Math.round(years)), String(Math.ceil(years))];
}

/** Job matches for a resume from in-memory postings, as the database matcher picks them. */
export function matchInMemory(profile: MatchProfile, postings: readonly SamplePosting[], limit = 10): SamplePosting[] {
  const codes = profile.codes;
  const cands = postings.filter(
    (p) =>
      ((p.onetCode && codes.has(p.onetCode)) || profile.titleKeywords.some((k) => p.title.toLowerCase().includes(k))) &&
      inRoleFamily(profile, p),
  );
  const scored = cands.map((p) => ({ p, s: scoreJob(profile, { ...p, city: p.city ?? null, state: p.state ?? null, lat: p.lat ?? null, lon: p.lon ?? null, remote: p.remote ?? false, onetCode: p.onetCode ?? null, description: p.description ?? "" }) }));
  scored.sort((a, b) => b.s - a.s || a.p.externalId.localeCompare(b.p.externalId));
  const out: SamplePosting[] = [];
  const seen = new Set<string>();
  for (const { p } of scored) {
    const key = `${p.title}|${p.company}|${p.location}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

export function scoreResume(item: CorpusItem, result: TranslationResult, ctx: EvalContext, matches?: readonly { title: string; onetCode: string | null }[]): PdScore {
  const roles = result.privateSectorRoles;
  const { hits, of } = precisionAtK(roles, item.reference.titles, 6);
  const near = familiesNear(item.reference.family as RoleFamily);
  // Food, retail or farm titles are unrelated to an office job, not to a cook whose coach lists them.
  const ownField = item.reference.titles.some(isUnrelatedTitle);
  const unrelatedRoles = roles.filter((r) => {
    if (!ownField && isUnrelatedTitle(r)) return true;
    const all = ctx.familiesOfTitle?.(r) ?? [ctx.familyOfTitle(r)].filter((f): f is RoleFamily => f !== null);
    return all.length > 0 && !all.some((f) => near.has(f));
  });

  const grams = sourceGramIndex(`${item.position.jobTitle}\n${item.text}`);
  const bullets = result.experience.flatMap((e) => e.bullets);
  let copied = 0;
  let worst = 0;
  let worstCopied: string | null = null;
  const jargonTerms: string[] = [];
  let jargon = 0;
  let andOr = 0;
  const nonAction: string[] = [];
  const words: number[] = [];
  for (const b of bullets) {
    const run = longestCopiedRun(b, grams);
    if (run >= COPY_RUN) copied++;
    if (run > worst) [worst, worstCopied] = [run, b];
    const j = jargonIn(b, item.text);
    if (j) { jargon++; jargonTerms.push(j); }
    if (/\band\s*\/\s*or\b/i.test(b)) andOr++;
    if (!firstWordIsActionVerb(b).verb) nonAction.push(b);
    words.push(wordsOf(b).length);
  }
  const overusedVerbs: string[] = [];
  const verbCounts = new Map<string, number>();
  for (const b of bullets) {
    const v = firstWordIsActionVerb(b).verb;
    if (v) verbCounts.set(v, (verbCounts.get(v) ?? 0) + 1);
  }
  for (const [v, n] of verbCounts) if (n > 2) overusedVerbs.push(`${v}×${n}`);

  const input = [item.position.jobTitle, item.position.agency ?? "", item.position.location, item.position.startDate, item.position.endDate, item.text, ...Object.values(EVAL_PERSON)].join("\n");
  const output = [result.summary, ...result.skills, ...bullets, ...result.achievements, ...roles, ...result.systemsAndTools, ...result.certifications, ...result.experience.map((e) => e.title)].join("\n");
  const invented = inventedNumbers(output, input, derivedYears(item, ctx.now));

  const stems = stemSet(`${item.position.jobTitle}\n${item.text}`);
  const shown = result.skills.slice(0, 8);
  const skillsSupported = shown.filter((s) => skillSupported(s, stems)).length;

  const titlesWithCodes = result.experience.map((e) => e.title).filter(titleHasCode);

  const roleFamilies = new Set(roles.map((r) => ctx.familyOfTitle(r)).filter((f): f is RoleFamily => f !== null));
  const found = matches ?? matchInMemory(buildMatchProfile(ctx.index, { location: item.position.location, privateSectorRoles: roles, skills: result.skills, systemsAndTools: result.systemsAndTools, experience: result.experience }), ctx.postings).map((p) => ({ title: p.title, onetCode: p.onetCode ?? null }));
  const offFamilyMatches = found
    .filter((m) => {
      const f = (m.onetCode ? ctx.familyOfCode(m.onetCode) : null) ?? ctx.familyOfTitle(m.title);
      return f === null || !roleFamilies.has(f);
    })
    .map((m) => `${m.title} [${m.onetCode ?? "?"}]`);

  return {
    id: item.id,
    family: item.reference.family,
    roles: [...roles],
    roleHits: hits,
    roleOf: of,
    unrelatedRoles,
    topFamily: roles[0] ? ctx.familyOfTitle(roles[0]) : null,
    bullets: bullets.length,
    copied,
    jargon,
    jargonTerms,
    andOr,
    words,
    nonAction,
    overusedVerbs,
    invented,
    skillsShown: shown.length,
    skillsSupported,
    titlesWithCodes,
    matches: found.length,
    offFamilyMatches,
    worstCopied: worst >= COPY_RUN ? worstCopied : null,
  };
}

export type Totals = {
  pds: number;
  precisionAt6: number;
  familyAccuracy: number;
  /** Resumes whose position has fewer than three bullets (information: a recruiter reads such a resume as thin). */
  resumesFewBullets: number;
  unrelatedRoles: number;
  bullets: number;
  copiedShare: number;
  jargonShare: number;
  andOr: number;
  medianWords: number;
  nonActionStarts: number;
  verbOveruse: number;
  inventedNumbers: number;
  resumesSkillsBelow5: number;
  meanSkillsSupported: number;
  titlesWithCodes: number;
  matches: number;
  offFamilyMatches: number;
};

export function totals(rows: readonly PdScore[]): Totals {
  const sum = (f: (r: PdScore) => number) => rows.reduce((a, r) => a + f(r), 0);
  const bullets = sum((r) => r.bullets);
  return {
    pds: rows.length,
    precisionAt6: sum((r) => r.roleHits) / Math.max(1, sum((r) => r.roleOf)),
    familyAccuracy: rows.filter((r) => r.topFamily === r.family).length / Math.max(1, rows.length),
    resumesFewBullets: rows.filter((r) => r.bullets < 3).length,
    unrelatedRoles: sum((r) => r.unrelatedRoles.length),
    bullets,
    copiedShare: sum((r) => r.copied) / Math.max(1, bullets),
    jargonShare: sum((r) => r.jargon) / Math.max(1, bullets),
    andOr: sum((r) => r.andOr),
    medianWords: median(rows.flatMap((r) => r.words)),
    nonActionStarts: sum((r) => r.nonAction.length),
    verbOveruse: sum((r) => r.overusedVerbs.length),
    inventedNumbers: sum((r) => r.invented.length),
    resumesSkillsBelow5: rows.filter((r) => r.skillsSupported < TARGETS.skillsSupportedMin).length,
    meanSkillsSupported: sum((r) => r.skillsSupported) / Math.max(1, rows.length),
    titlesWithCodes: sum((r) => r.titlesWithCodes.length),
    matches: sum((r) => r.matches),
    offFamilyMatches: sum((r) => r.offFamilyMatches.length),
  };
}

export type Check = { id: string; name: string; value: string; target: string; ok: boolean };

export function checks(t: Totals): Check[] {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  return [
    { id: "precision", name: "role precision@6", value: t.precisionAt6.toFixed(3), target: `≥ ${TARGETS.precisionAt6}`, ok: t.precisionAt6 >= TARGETS.precisionAt6 },
    { id: "unrelated", name: "roles from an unrelated family", value: String(t.unrelatedRoles), target: "0", ok: t.unrelatedRoles === 0 },
    { id: "copied", name: `bullets with a copied run of ${COPY_RUN}+ words`, value: pct(t.copiedShare), target: `≤ ${pct(TARGETS.copiedShare)}`, ok: t.copiedShare <= TARGETS.copiedShare },
    { id: "jargon", name: "bullets with government jargon", value: pct(t.jargonShare), target: `≤ ${pct(TARGETS.jargonShare)}`, ok: t.jargonShare <= TARGETS.jargonShare },
    { id: "andor", name: '"and/or" in bullets', value: String(t.andOr), target: "0", ok: t.andOr === 0 },
    { id: "length", name: "median bullet length (words)", value: String(t.medianWords), target: `${TARGETS.medianWordsMin}–${TARGETS.medianWordsMax}`, ok: t.medianWords >= TARGETS.medianWordsMin && t.medianWords <= TARGETS.medianWordsMax },
    { id: "verbs", name: "bullets not starting with an action verb", value: String(t.nonActionStarts), target: "0", ok: t.nonActionStarts === 0 },
    { id: "overuse", name: "verbs starting more than 2 bullets of a resume", value: String(t.verbOveruse), target: "0", ok: t.verbOveruse === 0 },
    { id: "invented", name: "invented numbers", value: String(t.inventedNumbers), target: "0", ok: t.inventedNumbers === 0 },
    { id: "skills", name: "resumes with < 5 of 8 skills supported by the PD", value: `${t.resumesSkillsBelow5} (mean ${t.meanSkillsSupported.toFixed(1)})`, target: "0", ok: t.resumesSkillsBelow5 === 0 },
    { id: "codes", name: "job titles with class codes, series or grades", value: String(t.titlesWithCodes), target: "0", ok: t.titlesWithCodes === 0 },
    { id: "matches", name: "job matches outside a suggested role's family", value: `${t.offFamilyMatches} of ${t.matches}`, target: "0", ok: t.offFamilyMatches === 0 },
  ];
}

/** Target ids of an allow-list file: one per line, "#" starts a comment. */
export function parseAllowList(text: string): Set<string> {
  return new Set(text.split("\n").map((line) => line.replace(/#.*/, "").trim()).filter(Boolean));
}

/**
 * Which missed targets fail the run: every one not on the allow-list. An id the checks do not know
 * is an error (a typo would silently allow nothing); a listed target that is met is reported so that
 * the list only shrinks.
 */
export function judge(list: readonly Check[], allowed: ReadonlySet<string>): { missed: Check[]; blocking: Check[]; nowMet: string[] } {
  const unknown = [...allowed].filter((id) => !list.some((c) => c.id === id));
  if (unknown.length) throw new Error(`allow-list: unknown target id(s) ${unknown.join(", ")} (known: ${list.map((c) => c.id).join(", ")})`);
  const missed = list.filter((c) => !c.ok);
  return { missed, blocking: missed.filter((c) => !allowed.has(c.id)), nowMet: list.filter((c) => c.ok && allowed.has(c.id)).map((c) => c.id) };
}

export async function evaluateCorpus(
  items: readonly CorpusItem[],
  translate: (input: TranslationInput) => Promise<TranslationResult>,
  ctx: EvalContext,
): Promise<{ rows: PdScore[]; results: TranslationResult[] }> {
  const rows: PdScore[] = [];
  const results: TranslationResult[] = [];
  for (const item of items) {
    const result = await translate(inputFor(item));
    results.push(result);
    rows.push(scoreResume(item, result, ctx));
  }
  return { rows, results };
}
