import type { ResumeTotals, ResumeView } from "@/lib/validation/resume-view";
import type { JobMatchItem } from "../job-match-list";

/** A resume as GET /api/resumes/{id}, POST /api/resumes and the verify call return it: defined once, with the server. */
export type { ResumeTotals, ResumeView };

export type LoadedResume = { resume: ResumeView; jobMatches: JobMatchItem[]; totals?: ResumeTotals };
