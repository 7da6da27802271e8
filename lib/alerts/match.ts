/**
 * Job-alert matching in SQL, a batch of accounts per statement (no per-account loading of
 * postings).
 *
 * Each account's wishes become criteria in JavaScript (cheap, cached per run):
 * - trial: the resume's suggested roles → O*NET occupations of their role families
 *   (lib/jobs/match buildMatchProfile), around the resume's location, plus remote postings;
 * - premium: per active saved search and per title, (a) with similar titles on, the occupations
 *   whose O*NET title or alternate titles name it (codesForTitle: postings with those codes carry
 *   the occupation's similar titles), and (b) always, postings of the title's role family whose
 *   title holds every word of the searched title. Never a shared word alone: (b) needs the family
 *   too. Locations within 25 miles, remote postings when remoteWork, salary range overlap,
 *   experience (0/3/8 → posting levels), posted in the last 72 hours.
 *
 * The statement reads the 72-hour window of job_postings once (posted_at index), gives each
 * posting join keys "cell|code" and "cell|f:family" (cell: a 1°×1° grid square, or "R" for remote),
 * and hash-joins them with the criteria's keys (every grid square the 25-mile box of a location
 * touches), then checks the exact great-circle distance, words, salary and experience, and keeps
 * the newest `perAccount` distinct postings per account.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { experienceLevelsForYears, type ExperienceYears } from "@/lib/jobs/experience";
import { locate, radiusBounds, SEARCH_RADIUS_MILES } from "@/lib/jobs/gazetteer";
import { buildMatchProfile } from "@/lib/jobs/match/profile";
import type { GeoPoint } from "@/lib/jobs/geo";
import type { OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { codesForTitle } from "@/lib/resume/translate/builtin/onet-titles";
import { familiesOfTitle, familyOfOnetCode, type RoleFamily } from "@/lib/resume/translate/roles";
import { HOUR } from "@/lib/time";

export const ALERT_WINDOW_HOURS = 72;
export const JOBS_PER_ALERT = 10;
const CELL_DEGREES = 1;
/** Words that do not narrow a title ("Senior Contract Specialist" is a "Contract Specialist"). */
const SENIORITY = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "associate", "entry", "level", "i", "ii", "iii", "iv"]);

export type ResumeForAlert = { privateSectorRoles: readonly string[]; location: string | null };
export type SearchForAlert = {
  preferredJobTitles: readonly string[];
  preferredLocations: readonly string[];
  minSalary: number | null;
  maxSalary: number | null;
  experienceYears: number | null;
  remoteWork: boolean;
  searchSimilarTitles: boolean;
};

/** One filter set: the details checked after the key join. */
type Detail = {
  k: number;
  lat: number | null;
  lon: number | null;
  words: string[] | null;
  minSalary: number | null;
  maxSalary: number | null;
  levels: string[] | null;
};

export type AlertJobRow = {
  id: number;
  title: string;
  company: string;
  location: string;
  source: string;
  remote: boolean;
  experienceLevel: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  postedAt: Date;
  url: string;
};

function cellOf(lat: number, lon: number): string {
  return `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;
}

/** Every grid square the 25-mile box around `point` touches. */
export function cellsAround(point: GeoPoint, miles = SEARCH_RADIUS_MILES): string[] {
  const b = radiusBounds(point, miles);
  const out: string[] = [];
  for (let la = Math.floor(b.minLat / CELL_DEGREES); la <= Math.floor(b.maxLat / CELL_DEGREES); la++) {
    for (let lo = Math.floor(b.minLon / CELL_DEGREES); lo <= Math.floor(b.maxLon / CELL_DEGREES); lo++) out.push(`${la}:${lo}`);
  }
  return out;
}

/** Distinctive lower-case words of a searched title, as ILIKE patterns (letters and digits only: nothing to escape). */
export function titleWordPatterns(title: string): string[] {
  const words = [...new Set(title.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !SENIORITY.has(w)))];
  return words.map((w) => `%${w}%`);
}

/**
 * Collects the criteria of a batch of accounts. Geocoding, title lookups and resume profiles are
 * cached on the builder, so build one per run and reuse it across batches.
 */
export class AlertCriteria {
  private readonly places = new Map<string, GeoPoint | null>();
  private readonly titleCodes = new Map<string, { codes: string[]; families: RoleFamily[] }>();
  private readonly roleCodes = new Map<string, string[]>();
  keys: string[] = [];
  refs: number[] = [];
  details: Detail[] = [];

  constructor(private readonly index: OnetIndex) {}

  reset(): void {
    this.keys = [];
    this.refs = [];
    this.details = [];
  }

  private place(text: string): GeoPoint | null {
    const key = text.trim().toLowerCase();
    if (!this.places.has(key)) this.places.set(key, locate(text).point);
    return this.places.get(key) ?? null;
  }

  private title(title: string) {
    const key = title.trim().toLowerCase();
    let hit = this.titleCodes.get(key);
    if (!hit) {
      const families = familiesOfTitle(title, this.index);
      const codes = codesForTitle(this.index, title).filter((code) => {
        const f = familyOfOnetCode(code);
        return f !== null && families.includes(f);
      });
      hit = { codes, families };
      this.titleCodes.set(key, hit);
    }
    return hit;
  }

  /** Adds one filter set with its join keys (codes and families, in the cells of `point` or remote). */
  private add(detail: Detail, point: GeoPoint | null, by: { codes?: readonly string[]; families?: readonly RoleFamily[] }) {
    const ref = this.details.push(detail) - 1;
    const cells = point ? cellsAround(point) : ["R"];
    for (const cell of cells) {
      for (const code of by.codes ?? []) {
        this.keys.push(`${cell}|${code}`);
        this.refs.push(ref);
      }
      for (const family of by.families ?? []) {
        this.keys.push(`${cell}|f:${family}`);
        this.refs.push(ref);
      }
    }
  }

  /** A trial account: its resume's roles around its location, and remote postings. */
  addTrial(k: number, resume: ResumeForAlert): void {
    const rolesKey = resume.privateSectorRoles.join("\n");
    let codes = this.roleCodes.get(rolesKey);
    if (!codes) {
      const profile = buildMatchProfile(this.index, { privateSectorRoles: resume.privateSectorRoles, skills: [], systemsAndTools: [] });
      codes = [...profile.codes.keys()];
      this.roleCodes.set(rolesKey, codes);
    }
    if (!codes.length) return;
    const base = { k, words: null, minSalary: null, maxSalary: null, levels: null };
    const point = resume.location ? this.place(resume.location) : null;
    if (point) this.add({ ...base, lat: point.lat, lon: point.lon }, point, { codes });
    this.add({ ...base, lat: null, lon: null }, null, { codes });
  }

  /** A premium account's active saved search. */
  addSearch(k: number, search: SearchForAlert): void {
    const years = search.experienceYears;
    const levels = years === 0 || years === 3 || years === 8 ? [...experienceLevelsForYears(years as ExperienceYears)] : null;
    const common = { k, minSalary: search.minSalary, maxSalary: search.maxSalary, levels };
    const points = search.preferredLocations.map((l) => this.place(l)).filter((p): p is GeoPoint => p !== null);
    const where: (GeoPoint | null)[] = [...points, ...(search.remoteWork ? [null] : [])];
    for (const title of search.preferredJobTitles) {
      const { codes, families } = this.title(title);
      const words = titleWordPatterns(title);
      for (const point of where) {
        const at = { lat: point?.lat ?? null, lon: point?.lon ?? null };
        if (search.searchSimilarTitles && codes.length) this.add({ ...common, ...at, words: null }, point, { codes });
        if (words.length && families.length) this.add({ ...common, ...at, words }, point, { families });
      }
    }
  }
}

let familyTable: { codes: string[]; families: string[] } | undefined;

/** O*NET code → role family for every occupation (the statement gives postings their family). */
function familiesOfCodes(index: OnetIndex) {
  if (familyTable) return familyTable;
  const codes: string[] = [];
  const families: string[] = [];
  for (const o of index.occupations) {
    const f = familyOfOnetCode(o.code);
    if (f) {
      codes.push(o.code);
      families.push(f);
    }
  }
  familyTable = { codes, families };
  return familyTable;
}

/** Runs the criteria collected in `criteria`: account key → its newest matching postings. */
export async function matchAlertJobs(
  db: Database,
  index: OnetIndex,
  criteria: AlertCriteria,
  opts: { now: Date; windowHours?: number; perAccount?: number },
): Promise<Map<number, AlertJobRow[]>> {
  const out = new Map<number, AlertJobRow[]>();
  if (!criteria.keys.length) return out;
  const since = new Date(opts.now.getTime() - (opts.windowHours ?? ALERT_WINDOW_HOURS) * HOUR);
  const fam = familiesOfCodes(index);
  const miles = SEARCH_RADIUS_MILES;
  const d = criteria.details;
  const col = <T>(f: (x: Detail) => T) => d.map(f);
  // The planner reads unnest() as 100 rows and would loop over the postings once per criteria key
  // (thousands of them): hash joins only, for this transaction (a savepoint inside a caller's).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    return tx.execute<{
    k: number; id: number; title: string; company: string; location: string; source: string; remote: boolean;
    experience_level: string | null; salary_min: number | null; salary_max: number | null; posted_at: Date | string; url: string;
  }>(sql`
    with fam as (
      select * from unnest(${sql.param(fam.codes)}::text[], ${sql.param(fam.families)}::text[]) as f(code, family)
    ), p as materialized (
      select jp.id, jp.title, jp.company, jp.location, jp.source, jp.remote, jp.experience_level, jp.salary_min,
             jp.salary_max, jp.posted_at, jp.url, jp.lat, jp.lon,
             case when jp.remote then 'R'
                  when jp.lat is null or jp.lon is null then null
                  else floor(jp.lat / ${CELL_DEGREES})::int || ':' || floor(jp.lon / ${CELL_DEGREES})::int end as cell,
             jp.onet_code, fam.family
      from job_postings jp left join fam on fam.code = jp.onet_code
      where jp.posted_at > ${since.toISOString()}::timestamptz and jp.posted_at <= ${opts.now.toISOString()}::timestamptz
    ), det as materialized (
      select (ord - 1)::int as ref, k, lat, lon, string_to_array(words, '|') as words, min_salary, max_salary,
             string_to_array(levels, '|') as levels
      from unnest(${sql.param(col((x) => x.k))}::int[], ${sql.param(col((x) => x.lat))}::float8[], ${sql.param(col((x) => x.lon))}::float8[],
                  ${sql.param(col((x) => x.minSalary))}::int[], ${sql.param(col((x) => x.maxSalary))}::int[],
                  ${sql.param(col((x) => x.words?.join("|") ?? null))}::text[], ${sql.param(col((x) => x.levels?.join("|") ?? null))}::text[])
             with ordinality as u(k, lat, lon, min_salary, max_salary, words, levels, ord)
    ), keys as materialized (
      select key, ref from unnest(${sql.param(criteria.keys)}::text[], ${sql.param(criteria.refs)}::int[]) as t(key, ref)
    ), hits as (
      select keys.ref, p.* from keys join p on keys.key = p.cell || '|' || p.onet_code
      union all
      select keys.ref, p.* from keys join p on keys.key = p.cell || '|f:' || p.family
    ), ok as (
      select distinct on (det.k, hits.id) det.k, hits.*
      from hits join det on det.ref = hits.ref
      where (det.lat is null or (
               2 * 3958.8 * asin(sqrt(power(sin(radians(hits.lat - det.lat) / 2), 2)
                 + cos(radians(det.lat)) * cos(radians(hits.lat)) * power(sin(radians(hits.lon - det.lon) / 2), 2))) <= ${miles}))
        and (det.words is null or hits.title ilike all (det.words))
        and (det.min_salary is null or hits.salary_max is null or hits.salary_max >= det.min_salary)
        and (det.max_salary is null or hits.salary_min is null or hits.salary_min <= det.max_salary)
        and (det.levels is null or hits.experience_level is null or hits.experience_level = any (det.levels))
      order by det.k, hits.id
    )
    select k, id, title, company, location, source, remote, experience_level, salary_min, salary_max, posted_at, url
    from (select ok.*, row_number() over (partition by k order by posted_at desc, id desc) as n from ok) ranked
    where n <= ${opts.perAccount ?? JOBS_PER_ALERT}
    order by k, posted_at desc, id desc
  `);
  });
  for (const r of result.rows) {
    const k = Number(r.k);
    let list = out.get(k);
    if (!list) out.set(k, (list = []));
    list.push({
      id: Number(r.id),
      title: r.title,
      company: r.company,
      location: r.location,
      source: r.source,
      remote: r.remote,
      experienceLevel: r.experience_level,
      salaryMin: r.salary_min,
      salaryMax: r.salary_max,
      postedAt: new Date(r.posted_at),
      url: r.url,
    });
  }
  return out;
}
