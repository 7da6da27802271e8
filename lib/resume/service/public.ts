/** What the API shows of a resume, its positions and its job matches (never token hashes or costs). */
import type { JobMatch, PositionDescription, Resume } from "@/db/schema";

export function publicResume(r: Resume) {
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

export function publicJobMatch(m: JobMatch) {
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
