import type { ExperienceEntry } from "@/db/schema";
import type { JobMatchItem } from "../job-match-list";

/** A resume as GET /api/resumes/{id}, POST /api/resumes and the verify call return it. */
export type ResumeView = {
  id: number;
  email: string;
  name: string;
  location: string;
  phone: string;
  education: string;
  linkedinUrl: string | null;
  summary: string | null;
  skills: string[];
  experience: ExperienceEntry[];
  achievements: string[];
  privateSectorRoles: string[];
  systemsAndTools: string[];
  certifications: string[];
  emailVerified: boolean;
  /** True for the unverified teaser: the server left out the summary, experience and matches. */
  locked?: boolean;
};

/** How much there is in all (the teaser shows the first few: "+12 more"). */
export type ResumeTotals = {
  skills: number;
  privateSectorRoles: number;
  systemsAndTools: number;
  experience: number;
  jobMatches: number;
};

export type LoadedResume = { resume: ResumeView; jobMatches: JobMatchItem[]; totals?: ResumeTotals };
