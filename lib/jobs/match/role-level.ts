/**
 * Role-level matches, for production when no job source is configured: instead of inventing
 * employers, each match is an O*NET occupation the resume points to, with the BLS national median
 * pay and a link to the occupation on O*NET OnLine (where real openings are searched). Scored by
 * the same `scoreJob`, against the occupation's own description, tasks, tools and key skills.
 */
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { keySkills } from "../sample-catalog";
import { formatMedianWage } from "../salary";
import { wageForOnetCode } from "../wages";
import { buildMatchProfile, type MatchProfile, type ResumeForMatching } from "./profile";
import { scoreJob, type ScorablePosting } from "./score";
import type { JobMatchResult } from "./types";

export const ROLE_LEVEL_SOURCE = "onet";
export const ROLE_LEVEL_COMPANY = "Various employers";

export function onetSummaryUrl(code: string): string {
  return `https://www.onetonline.org/link/summary/${code}`;
}

/** The occupation as a "posting" located where the person is (role-level matches have no place of their own). */
function occupationPosting(index: OnetIndex, code: string, profile: MatchProfile): ScorablePosting | null {
  const i = index.indexOf.get(code);
  if (i === undefined) return null;
  const o = index.occupations[i];
  const text = [o.description, ...index.tasks[i], ...index.altTitles[i].slice(0, 10)].join("\n");
  const tools = index.tech[i].map((t) => t.name).join(", ");
  const loc = profile.location;
  return {
    title: o.title,
    description: `${text}\n${tools}\n${keySkills(text).join(", ")}`,
    onetCode: code,
    city: loc?.city ?? null,
    state: loc?.state ?? null,
    lat: loc?.point?.lat ?? null,
    lon: loc?.point?.lon ?? null,
    remote: false,
  };
}

export function roleLevelMatchesFrom(index: OnetIndex, resume: ResumeForMatching, limit = 10): JobMatchResult[] {
  const profile = buildMatchProfile(index, resume);
  const location = resume.location?.trim() || "United States";
  const scored: (JobMatchResult & { rank: number })[] = [];
  [...profile.codes.keys()].forEach((code, rank) => {
    const posting = occupationPosting(index, code, profile);
    if (!posting) return;
    const wage = wageForOnetCode(code);
    scored.push({
      jobTitle: posting.title,
      company: ROLE_LEVEL_COMPANY,
      location,
      salary: wage ? formatMedianWage(wage.medianAnnual) : null,
      matchScore: scoreJob(profile, posting),
      source: ROLE_LEVEL_SOURCE,
      url: onetSummaryUrl(code),
      jobPostingId: null,
      rank,
    });
  });
  scored.sort((a, b) => b.matchScore - a.matchScore || a.rank - b.rank);
  return scored.slice(0, limit).map(({ rank: _rank, ...match }) => match);
}

/** Role-level matches with the process-wide O*NET index. */
export async function roleLevelMatches(resume: ResumeForMatching, opts: { limit?: number } = {}): Promise<JobMatchResult[]> {
  return roleLevelMatchesFrom(await loadOnetIndex(), resume, opts.limit ?? 10);
}
