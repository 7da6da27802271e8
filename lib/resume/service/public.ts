/** What the API shows of a resume, its positions and its job matches (never token hashes or costs). */
import "server-only";
import type { JobMatch, PositionDescription, Resume } from "@/db/schema";
import { constants } from "@/lib/config/public";
import type { JobMatchView, ResumeTotals, ResumeView } from "@/lib/validation/resume-view";

/** Fields the API sends beyond what the pages read (admin views, the download). */
type ResumeExtras = Pick<Resume, "translatedResume" | "aiModelUsed" | "processingTimeMs" | "createdAt">;

export function publicResume(r: Resume): ResumeView & ResumeExtras {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    location: r.location,
    phone: r.phone,
    education: r.education,
    linkedinUrl: r.linkedinUrl,
    translatedResume: r.translatedResume,
    summary: r.summary,
    skills: r.skills,
    experience: r.experience,
    achievements: r.achievements,
    privateSectorRoles: r.privateSectorRoles,
    systemsAndTools: r.systemsAndTools,
    certifications: r.certifications,
    emailVerified: r.emailVerified,
    aiModelUsed: r.aiModelUsed,
    processingTimeMs: r.processingTimeMs,
    createdAt: r.createdAt,
  };
}

export function publicJobMatch(m: JobMatch): JobMatchView {
  return {
    id: m.id,
    jobTitle: m.jobTitle,
    company: m.company,
    location: m.location,
    salary: m.salary,
    matchScore: m.matchScore,
    source: m.source,
    url: m.url,
  };
}

export function publicPosition(p: PositionDescription) {
  return {
    id: p.id,
    jobTitle: p.jobTitle,
    agency: p.agency,
    location: p.location,
    startDate: p.startDate,
    endDate: p.endDate,
    description: p.description,
  };
}

export type PublicResume = ReturnType<typeof publicResume>;
export type PublicJobMatch = ReturnType<typeof publicJobMatch>;

/**
 * What an unverified resume shows its creator (spec 01 §2 preview): the contact details they
 * typed, the first 8 skills, 6 private-sector roles and 6 systems and tools, and how much more
 * there is. The summary, experience bullets, certifications and job matches stay on the server
 * until the email is verified: a blur in the page would hide nothing from the network panel.
 */
export function resumeTeaser(r: PublicResume) {
  return {
    ...r,
    translatedResume: null,
    summary: null,
    experience: [],
    achievements: [],
    certifications: [],
    skills: r.skills.slice(0, PREVIEW_LIMITS.skills),
    privateSectorRoles: r.privateSectorRoles.slice(0, PREVIEW_LIMITS.roles),
    systemsAndTools: r.systemsAndTools.slice(0, PREVIEW_LIMITS.tools),
    locked: true as const,
  };
}

const PREVIEW_LIMITS = { skills: constants.previewSkills, roles: constants.previewRoles, tools: constants.previewTools };

export type ResumeTeaser = ReturnType<typeof resumeTeaser>;

/**
 * The resume and job matches a caller may see: everything once the email is verified (or for an
 * admin), otherwise the teaser, no matches, and the counts the preview shows ("+12 more").
 */
export function presentResume<M>(r: PublicResume, matches: readonly M[], opts: { admin: boolean }) {
  const totals: ResumeTotals = {
    skills: r.skills.length,
    privateSectorRoles: r.privateSectorRoles.length,
    systemsAndTools: r.systemsAndTools.length,
    experience: r.experience.length,
    jobMatches: matches.length,
  };
  if (r.emailVerified || opts.admin) return { resume: { ...r, locked: false as const }, jobMatches: [...matches], totals };
  return { resume: resumeTeaser(r), jobMatches: [] as M[], totals };
}
