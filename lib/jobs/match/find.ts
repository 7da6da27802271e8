/**
 * Job matches for a resume from the stored postings: a cheap candidate query (postings of the
 * resume's O*NET occupations, then postings whose titles contain the roles' distinctive words,
 * recent ones, nearest state first), then `scoreJob` on each candidate in JavaScript.
 */
import { and, desc, asc, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { jobPostings } from "@/db/schema";
import { formatSalaryRange } from "../salary";
import { inRoleFamily, loadMatchProfile, type MatchProfile, type ResumeForMatching } from "./profile";
import { scoreJob } from "./score";
import type { JobMatchResult } from "./types";
import { DAY } from "@/lib/time";

/** Candidates read per query (scoring 100 postings takes about 10-40 ms; see scripts/bench/match.ts). */
const CANDIDATES_PER_QUERY = 400;
export const DEFAULT_MATCH_AGE_DAYS = 30;

export type FindJobMatchesOptions = {
  resume: ResumeForMatching;
  db: Database;
  limit?: number;
  now?: Date;
  /** Only postings from these sources (default: any). */
  sources?: readonly string[];
  /** Only postings at most this old (default 30 days). */
  maxAgeDays?: number;
  /** A profile already built for this resume (batch callers such as job alerts). */
  profile?: MatchProfile;
};

const candidateColumns = {
  id: jobPostings.id,
  source: jobPostings.source,
  title: jobPostings.title,
  company: jobPostings.company,
  location: jobPostings.location,
  city: jobPostings.city,
  state: jobPostings.state,
  lat: jobPostings.lat,
  lon: jobPostings.lon,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  remote: jobPostings.remote,
  onetCode: jobPostings.onetCode,
  postedAt: jobPostings.postedAt,
  url: jobPostings.url,
  description: jobPostings.description,
};

function selectCandidates(db: Database, where: (SQL | undefined)[], order: SQL[]) {
  return db
    .select(candidateColumns)
    .from(jobPostings)
    .where(and(...where))
    .orderBy(...order)
    .limit(CANDIDATES_PER_QUERY);
}

type Candidate = Awaited<ReturnType<typeof selectCandidates>>[number];

export async function findJobMatches(opts: FindJobMatchesOptions): Promise<JobMatchResult[]> {
  const { db, limit = 10, now = new Date(), maxAgeDays = DEFAULT_MATCH_AGE_DAYS } = opts;
  const profile = opts.profile ?? (await loadMatchProfile(opts.resume));
  const window: SQL[] = [gte(jobPostings.postedAt, new Date(now.getTime() - maxAgeDays * DAY)), lte(jobPostings.postedAt, now)];
  if (opts.sources) window.push(inArray(jobPostings.source, [...opts.sources]));
  // Postings in the resume's state (or remote) are read first, so a large feed still yields local jobs.
  const state = profile.location?.state;
  const order = [
    ...(state ? [sql`case when ${jobPostings.state} = ${state} then 0 when ${jobPostings.remote} then 1 else 2 end`] : []),
    desc(jobPostings.postedAt),
    asc(jobPostings.id),
  ];
  const query = (where: SQL | undefined) => selectCandidates(db, [...window, where], order);

  const byId = new Map<number, Candidate>();
  const codes = [...profile.codes.keys()];
  if (codes.length) for (const row of await query(inArray(jobPostings.onetCode, codes))) byId.set(row.id, row);
  // Title keywords are the fallback when the roles map to few occupations (a substring scan,
  // so it runs only when the indexed code query found few candidates).
  if (byId.size < limit * 3 && profile.titleKeywords.length) {
    // Keywords are lower-case letters only (see profile.ts), so no LIKE escaping is needed.
    const titleHit = or(...profile.titleKeywords.map((k) => ilike(jobPostings.title, `%${k}%`)));
    for (const row of await query(titleHit)) byId.set(row.id, row);
  }

  const scored = [...byId.values()].filter((row) => inRoleFamily(profile, row)).map((row) => ({ row, score: scoreJob(profile, row) }));
  scored.sort((a, b) => b.score - a.score || b.row.postedAt.getTime() - a.row.postedAt.getTime() || a.row.id - b.row.id);
  const out: JobMatchResult[] = [];
  const seen = new Set<string>();
  for (const { row, score } of scored) {
    // The same job reposted (same title, employer and place) is shown once.
    const key = `${row.title}|${row.company}|${row.location}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      jobTitle: row.title,
      company: row.company,
      location: row.location,
      salary: formatSalaryRange(row.salaryMin, row.salaryMax),
      matchScore: score,
      source: row.source,
      url: row.url,
      jobPostingId: row.id,
    });
    if (out.length >= limit) break;
  }
  return out;
}
