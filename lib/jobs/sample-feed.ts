/**
 * The sample job feed for development and tests: about 3,000 postings built from O*NET
 * occupations (titles, tasks, tools), real US cities, BLS wage bands and fictional employers.
 * Deterministic: the same seed, count and `now` give the same postings on every machine (a seeded
 * generator, never Math.random). Every posting has source "sample", an https://example.com URL
 * (a reserved example domain) and a description that says it is not a real opening; the UI labels
 * them "Sample listing".
 */
import { getTableColumns, notInArray, sql, and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type ExperienceLevel, jobPostings, type NewJobPosting } from "@/db/schema";
import { US_CITIES, type UsCity } from "./geo";
import { createRng, type Rng } from "./prng";
import { buildCatalog, EMPLOYER_STEMS, SECTOR_SUFFIXES, type CatalogOccupation, type OnetSource } from "./sample-catalog";
import { MINUTE } from "@/lib/time";

export const SAMPLE_SOURCE = "sample";
export const SAMPLE_LISTING_LABEL = "Sample listing";
export const SAMPLE_FEED_SIZE = 3000;
export const SAMPLE_FEED_SEED = "civicshift-sample-v1";
/** Postings are spread over this many days before `now`. */
export const SAMPLE_WINDOW_DAYS = 14;

export type SamplePosting = Omit<NewJobPosting, "id" | "createdAt"> & {
  experienceLevel: ExperienceLevel;
  onetCode: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
  remote: boolean;
  description: string;
};

let catalogPromise: Promise<CatalogOccupation[]> | undefined;

/** The occupations of the feed, built once per process from the O*NET files (loaded lazily). */
export function loadSampleCatalog(): Promise<CatalogOccupation[]> {
  catalogPromise ??= import("@/lib/resume/translate/builtin/onet-data")
    .then((m) => buildCatalog(m.onetData as OnetSource))
    .catch((err: unknown) => {
      catalogPromise = undefined;
      throw err;
    });
  return catalogPromise;
}

/** Whole postings per occupation in proportion to its weight (largest remainder, so exact and stable). */
function allocate(catalog: readonly CatalogOccupation[], count: number): number[] {
  const total = catalog.reduce((s, o) => s + o.weight, 0);
  const exact = catalog.map((o) => (count * o.weight) / total);
  const counts = exact.map(Math.floor);
  let left = count - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    counts[i]++;
  }
  return counts;
}

type Weights = Partial<Record<ExperienceLevel, number>>;

function levelWeights(o: CatalogOccupation): Weights {
  if (o.code.startsWith("11-1")) return { Senior: 1, Executive: 2 };
  if (o.code.startsWith("11-")) return { Mid: 1, "Mid-Senior": 3, Senior: 3, Executive: 1 };
  if (o.jobZone <= 2) return { "Entry-Mid": 5, Mid: 3, "Mid-Senior": 1 };
  if (o.jobZone === 3) return { "Entry-Mid": 3, Mid: 4, "Mid-Senior": 2, Senior: 1 };
  if (o.jobZone === 4) return { "Entry-Mid": 2, Mid: 4, "Mid-Senior": 3, Senior: 2 };
  return { "Entry-Mid": 1, Mid: 3, "Mid-Senior": 3, Senior: 3 };
}

/** Wage percentile band of each level, read off the occupation's p10 / median / p90. */
const LEVEL_BAND: Record<ExperienceLevel, readonly [number, number]> = {
  "Entry-Mid": [0.1, 0.4],
  Mid: [0.3, 0.6],
  "Mid-Senior": [0.45, 0.75],
  Senior: [0.6, 0.9],
  Executive: [0.75, 0.97],
};

/** Annual wage at percentile t, linear between p10, p50 and p90 (and beyond p90 on the upper slope). */
function wageAt(o: CatalogOccupation, t: number): number {
  const { medianAnnual: p50 } = o.wage;
  const p10 = o.wage.p10Annual ?? p50 * 0.6;
  const p90 = o.wage.p90Annual ?? p50 * 1.6;
  if (t <= 0.5) return p10 + ((p50 - p10) * (t - 0.1)) / 0.4;
  return p50 + ((p90 - p50) * (t - 0.5)) / 0.4;
}

const CITY_PAY = { 1: 0.94, 2: 1, 3: 1.08 } as const;
const CITY_WEIGHT = { 1: 1, 2: 3, 3: 6 } as const;
/** Share of remote postings by sector; about a fifth of the feed overall. */
const REMOTE_SHARE = { tech: 0.45, business: 0.3, community: 0.15, engineering: 0.08, health: 0.03, security: 0 } as const;

function salaryBand(rng: Rng, o: CatalogOccupation, level: ExperienceLevel, city: UsCity) {
  const [lo, hi] = LEVEL_BAND[level];
  const factor = CITY_PAY[city.size] * (0.97 + rng.next() * 0.06);
  const round = (n: number) => Math.round((n * factor) / 1000) * 1000;
  const min = round(wageAt(o, lo));
  return { salaryMin: min, salaryMax: Math.max(min + 2000, round(wageAt(o, hi))) };
}

const SENIORITY = /^(?:Senior|Sr|Chief|Lead|Principal|Head|Director|Vice|Executive|Associate|Junior)\b|Supervisor|Manager|Director/;

function levelTitle(rng: Rng, title: string, level: ExperienceLevel): string {
  if (SENIORITY.test(title)) return title;
  if (level === "Senior" && rng.chance(0.75)) return `Senior ${title}`;
  if (level === "Mid-Senior" && rng.chance(0.2)) return `Lead ${title}`;
  if (level === "Entry-Mid" && rng.chance(0.3) && /(?:Analyst|Engineer|Consultant|Accountant|Developer|Specialist)$/.test(title)) {
    return `Associate ${title}`;
  }
  return title;
}

/** The first items of a list in a shuffled order (the list is most-relevant first). */
function sample<T>(rng: Rng, items: readonly T[], n: number, from = items.length): T[] {
  const pool = items.slice(0, from);
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(pool.length), 1)[0]);
  return out;
}

function description(p: { company: string; title: string; where: string; o: CatalogOccupation; level: ExperienceLevel; tasks: string[]; tools: string[] }): string {
  const lines = [
    `${p.company} is hiring a ${p.title} ${p.where}.`,
    "",
    `About the role: ${p.o.description}`,
    "",
    "What you will do:",
    ...p.tasks.map((t) => `- ${t}`),
  ];
  if (p.tools.length) lines.push("", `Tools and technologies: ${p.tools.join(", ")}.`);
  if (p.o.keySkills.length) lines.push(`Key skills: ${p.o.keySkills.join(", ")}.`);
  lines.push(
    `Experience level: ${p.level}.`,
    "",
    "Sample listing: generated by CivicShift for development and testing from O*NET 29.3 occupation data " +
      "(USDOL/ETA, CC BY 4.0) and BLS wage estimates. This is not a real job opening.",
  );
  return lines.join("\n");
}

function buildPosting(rng: Rng, o: CatalogOccupation, n: number, now: Date): SamplePosting {
  const level = rng.weighted(Object.entries(levelWeights(o)) as [ExperienceLevel, number][], ([, w]) => w)[0];
  const base = rng.weighted(o.titles, (t) => 1 / (1 + o.titles.indexOf(t) * 0.4));
  const title = levelTitle(rng, base, level);
  const city = rng.weighted(US_CITIES, (c) => CITY_WEIGHT[c.size]);
  const remote = rng.chance(REMOTE_SHARE[o.sector]);
  const company = `${rng.pick(EMPLOYER_STEMS)} ${rng.pick(SECTOR_SUFFIXES[o.sector])}`;
  const salary = rng.chance(0.12) ? { salaryMin: null, salaryMax: null } : salaryBand(rng, o, level, city);
  const minutesAgo = rng.int(SAMPLE_WINDOW_DAYS * 24 * 60);
  const tasks = sample(rng, o.tasks, 4 + rng.int(2), 8);
  const tools = sample(rng, o.tools, 3 + rng.int(3), 8);
  const place = `${city.name}, ${city.state}`;
  return {
    source: SAMPLE_SOURCE,
    externalId: `sample-${n}`,
    title,
    company,
    location: remote ? "Remote" : place,
    city: city.name,
    state: city.state,
    lat: city.lat,
    lon: city.lon,
    ...salary,
    remote,
    experienceLevel: level,
    onetCode: o.code,
    postedAt: new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - minutesAgo * MINUTE),
    url: `https://example.com/jobs/sample-${n}`,
    description: description({ company, title, where: remote ? "(remote, United States)" : `in ${place}`, o, level, tasks, tools }),
  };
}

export type SampleFeedOptions = { now: Date; count?: number; seed?: string };

/** Builds the feed from a catalog (pure: same inputs, same postings). */
export function generateFromCatalog(catalog: readonly CatalogOccupation[], opts: SampleFeedOptions): SamplePosting[] {
  const count = opts.count ?? SAMPLE_FEED_SIZE;
  const rng = createRng(opts.seed ?? SAMPLE_FEED_SEED);
  const slots: CatalogOccupation[] = [];
  allocate(catalog, count).forEach((k, i) => {
    for (let j = 0; j < k; j++) slots.push(catalog[i]);
  });
  // Shuffle so that ids do not run through one occupation after another.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots.map((o, i) => buildPosting(rng, o, i + 1, opts.now));
}

export async function generateSamplePostings(opts: SampleFeedOptions): Promise<SamplePosting[]> {
  return generateFromCatalog(await loadSampleCatalog(), opts);
}

const CHUNK = 500;

/**
 * Inserts or refreshes the sample feed (upsert on source + external id), so running it again,
 * e.g. on every `npm run dev`, moves the posting dates up to `now` instead of adding rows. Sample
 * rows beyond `count` (from an earlier, larger run) are removed.
 */
export async function seedSampleJobPostings(db: Database, opts: SampleFeedOptions): Promise<{ count: number; removed: number }> {
  const postings = await generateSamplePostings(opts);
  const columns = getTableColumns(jobPostings);
  const update = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !["id", "source", "externalId", "createdAt"].includes(key))
      .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
  );
  return db.transaction(async (tx) => {
    for (let i = 0; i < postings.length; i += CHUNK) {
      await tx
        .insert(jobPostings)
        .values(postings.slice(i, i + CHUNK))
        .onConflictDoUpdate({ target: [jobPostings.source, jobPostings.externalId], set: update });
    }
    const removed = await tx
      .delete(jobPostings)
      .where(and(eq(jobPostings.source, SAMPLE_SOURCE), notInArray(jobPostings.externalId, postings.map((p) => p.externalId))))
      .returning({ id: jobPostings.id });
    return { count: postings.length, removed: removed.length };
  });
}
