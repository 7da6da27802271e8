/** Job matching: score a translated resume against postings (or occupations) from 0 to 100. */
import "server-only";
export { findJobMatches, DEFAULT_MATCH_AGE_DAYS, type FindJobMatchesOptions } from "./find";
export { buildMatchProfile, loadMatchProfile, type MatchProfile, type ResumeForMatching } from "./profile";
export { roleLevelMatches, roleLevelMatchesFrom, onetSummaryUrl, ROLE_LEVEL_COMPANY, ROLE_LEVEL_SOURCE } from "./role-level";
export {
  LOCATION_SCORES,
  MATCH_WEIGHTS,
  scoreBreakdown,
  scoreJob,
  type LocationTier,
  type ScoreBreakdown,
  type ScorablePosting,
} from "./score";
export { API_JOB_SOURCES, getJobSource, matchJobsForResume, type JobSource } from "./source";
export { toJobMatchRows, type JobMatchResult } from "./types";
