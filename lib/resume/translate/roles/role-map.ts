/**
 * CivicShift's curated private-sector role map (data/role-map/*.json): for each OPM series and each
 * common state, county and city job family, the private-sector titles a career coach would
 * suggest at each seniority level, the role family, the O*NET occupations they lead to, the
 * title phrases and duty vocabulary that recognise the job, and the skills it shows (each with
 * the words in a PD that support it).
 */
import { isRoleFamily, SENIORITY_LEVELS, type RoleFamily, type Seniority } from "./families";

export type RoleSkill = { name: string; evidence: string[] };

/**
 * A posting title for a specialisation or an employer setting of the occupation ("Water Resources
 * Engineer", "Hospital Security Officer"), offered when the PD's words (`cues`) show it, at the
 * levels listed (individual-contributor levels when the data names none).
 */
export type RoleSpecialty = { title: string; cues: string[]; levels: Seniority[] };

const IC_LEVELS: readonly Seniority[] = ["associate", "specialist", "senior"];

export type RoleMapEntry = {
  key: string;
  name: string;
  family: RoleFamily;
  codes: string[];
  match: string[];
  keywords: string[];
  ladder: Partial<Record<Seniority, string[]>>;
  skills: RoleSkill[];
  specialties: RoleSpecialty[];
  source: "federal" | "local";
};

export type RoleMapFile = { entries: readonly unknown[] };

type RawEntry = {
  key?: unknown;
  name?: unknown;
  family?: unknown;
  codes?: unknown;
  match?: unknown;
  keywords?: unknown;
  ladder?: Record<string, unknown>;
  skills?: unknown;
  specialties?: unknown;
};

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s.trim() !== "").map((s) => s.trim()) : [];

/** Checks and normalises one raw entry; a malformed one is dropped (and reported by the data test). */
export function parseEntry(raw: unknown, source: RoleMapEntry["source"]): RoleMapEntry | null {
  const r = raw as RawEntry;
  if (!r || typeof r.key !== "string" || typeof r.family !== "string" || !isRoleFamily(r.family)) return null;
  const ladder: Partial<Record<Seniority, string[]>> = {};
  for (const level of SENIORITY_LEVELS) {
    const titles = strings(r.ladder?.[level]);
    if (titles.length) ladder[level] = titles;
  }
  if (!Object.keys(ladder).length) return null;
  const skills = Array.isArray(r.skills)
    ? r.skills
        .map((s) => s as { name?: unknown; evidence?: unknown })
        .filter((s) => typeof s.name === "string")
        .map((s) => ({ name: (s.name as string).trim(), evidence: strings(s.evidence).map((e) => e.toLowerCase()) }))
    : [];
  return {
    key: r.key.trim(),
    name: typeof r.name === "string" ? r.name : r.key,
    family: r.family,
    codes: strings(r.codes),
    match: strings(r.match).map((m) => m.toLowerCase()),
    keywords: strings(r.keywords).map((k) => k.toLowerCase()),
    ladder,
    skills,
    specialties: parseSpecialties(r.specialties),
    source,
  };
}

function parseSpecialties(v: unknown): RoleSpecialty[] {
  if (!Array.isArray(v)) return [];
  const out: RoleSpecialty[] = [];
  for (const raw of v) {
    const s = raw as { title?: unknown; cues?: unknown; levels?: unknown };
    const cues = strings(s?.cues).map((c) => c.toLowerCase());
    if (typeof s?.title !== "string" || !s.title.trim() || !cues.length) continue;
    const levels = strings(s.levels).filter((l): l is Seniority => (SENIORITY_LEVELS as readonly string[]).includes(l));
    out.push({ title: s.title.trim(), cues, levels: levels.length ? levels : [...IC_LEVELS] });
  }
  return out;
}

export function normalizeTitleKey(title: string): string {
  return title.toLowerCase().replace(/&/g, " and ").replace(/[^a-z0-9]+/g, " ").trim();
}

export type RoleMap = {
  entries: RoleMapEntry[];
  /** Every entry by its key ("1102", "WG-4749", "court-services"). */
  byKey: Map<string, RoleMapEntry>;
  /** Federal entries by series ("1102") and blue-collar ones by "WG-4749" and "4749". */
  bySeries: Map<string, RoleMapEntry>;
  /** Every ladder title (normalised) → the families whose ladders list it, with counts. */
  titleFamilies: Map<string, Map<RoleFamily, number>>;
};

export function buildRoleMap(files: { federal: readonly RoleMapFile[]; local: readonly RoleMapFile[] }): RoleMap {
  const entries: RoleMapEntry[] = [];
  const seen = new Set<string>();
  const add = (raw: unknown, source: RoleMapEntry["source"]) => {
    const e = parseEntry(raw, source);
    if (!e || seen.has(e.key)) return; // the first file that defines a key wins
    seen.add(e.key);
    entries.push(e);
  };
  for (const f of files.federal) for (const raw of f.entries) add(raw, "federal");
  for (const f of files.local) for (const raw of f.entries) add(raw, "local");
  const bySeries = new Map<string, RoleMapEntry>();
  for (const e of entries) {
    if (e.source !== "federal") continue;
    const m = /^(?:([A-Z]{2})-)?(\d{4})$/.exec(e.key);
    if (!m) continue;
    if (!bySeries.has(e.key)) bySeries.set(e.key, e);
    if (m[1] && !bySeries.has(m[2])) bySeries.set(m[2], e);
  }
  // A title near the top of a ladder is that family's own title; one far down is a neighbour's.
  const titleFamilies = new Map<string, Map<RoleFamily, number>>();
  for (const e of entries) {
    for (const titles of Object.values(e.ladder)) {
      (titles ?? []).forEach((t, rank) => {
        const key = normalizeTitleKey(t);
        const m = titleFamilies.get(key) ?? new Map<RoleFamily, number>();
        m.set(e.family, (m.get(e.family) ?? 0) + 1 / (1 + rank));
        titleFamilies.set(key, m);
      });
    }
    // A specialty title belongs to its entry's family, as a ladder's last title does.
    for (const s of e.specialties) {
      const key = normalizeTitleKey(s.title);
      const m = titleFamilies.get(key) ?? new Map<RoleFamily, number>();
      m.set(e.family, (m.get(e.family) ?? 0) + 1 / 9);
      titleFamilies.set(key, m);
    }
  }
  return { entries, byKey: new Map(entries.map((e) => [e.key, e])), bySeries, titleFamilies };
}

/** The family the role map gives a title (the one most ladders list it under), if any. */
export function mappedFamilyOfTitle(map: RoleMap, title: string): RoleFamily | null {
  const m = map.titleFamilies.get(normalizeTitleKey(title));
  if (!m) return null;
  let best: RoleFamily | null = null;
  let n = 0;
  for (const [family, count] of m) if (count > n) [best, n] = [family, count];
  return best;
}

/** Every family whose ladders list a title (a generic title such as "Program Manager" has several). */
export function mappedFamiliesOfTitle(map: RoleMap, title: string): RoleFamily[] {
  return [...(map.titleFamilies.get(normalizeTitleKey(title))?.keys() ?? [])];
}
