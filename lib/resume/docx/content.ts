/**
 * The resume as an ordered outline, shared by the Word and PDF builders so both documents carry
 * the same content in the same order. Layout rules for applicant-tracking systems (ATS): one
 * column, standard section names, contact details in the body, dates as MM/YYYY, empty sections
 * left out.
 */
import { formatDateRange } from "./format";
import type { ResumeDocument } from "./types";

export const SECTION_HEADINGS = {
  summary: "Summary",
  skills: "Skills",
  experience: "Professional Experience",
  achievements: "Achievements",
  certifications: "Certifications",
  education: "Education",
} as const;

export type OutlineRole = {
  title: string;
  /** "Employer | Location | 01/2019 - Present", whichever parts exist. */
  meta: string;
  bullets: string[];
};

export type OutlineSection =
  | { kind: "paragraphs"; heading: string; paragraphs: string[] }
  | { kind: "labelled"; heading: string; lines: { label?: string; text: string }[] }
  | { kind: "bullets"; heading: string; items: string[] }
  | { kind: "roles"; heading: string; roles: OutlineRole[] };

export type ResumeOutline = {
  name: string;
  /** Email, phone, location, LinkedIn: shown on one line, separated by " | ". */
  contact: string[];
  sections: OutlineSection[];
};

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
const list = (items: readonly (string | null | undefined)[] | null | undefined) =>
  (items ?? []).map(clean).filter(Boolean);

export function resumeOutline(resume: ResumeDocument): ResumeOutline {
  const sections: OutlineSection[] = [];

  const summary = (resume.summary ?? "")
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean);
  if (summary.length) sections.push({ kind: "paragraphs", heading: SECTION_HEADINGS.summary, paragraphs: summary });

  const skills = list(resume.skills);
  const tools = list(resume.systemsAndTools);
  const skillLines: { label?: string; text: string }[] = [];
  // Two labelled lines when there are both, so systems and tools are found by keyword too.
  if (skills.length) skillLines.push({ label: tools.length ? "Core Skills" : undefined, text: skills.join(", ") });
  if (tools.length) skillLines.push({ label: "Systems and Tools", text: tools.join(", ") });
  if (skillLines.length) sections.push({ kind: "labelled", heading: SECTION_HEADINGS.skills, lines: skillLines });

  const roles: OutlineRole[] = (resume.experience ?? [])
    .map((role) => ({
      title: clean(role.title),
      meta: [clean(role.employer), clean(role.location), formatDateRange(role.startDate, role.endDate)]
        .filter(Boolean)
        .join(" | "),
      bullets: list(role.bullets),
    }))
    .filter((role) => role.title || role.bullets.length);
  if (roles.length) sections.push({ kind: "roles", heading: SECTION_HEADINGS.experience, roles });

  const achievements = list(resume.achievements);
  if (achievements.length) sections.push({ kind: "bullets", heading: SECTION_HEADINGS.achievements, items: achievements });

  const certifications = list(resume.certifications);
  if (certifications.length) {
    sections.push({ kind: "bullets", heading: SECTION_HEADINGS.certifications, items: certifications });
  }

  const education = (resume.education ?? "").split(/\n+/).map(clean).filter(Boolean);
  if (education.length) sections.push({ kind: "paragraphs", heading: SECTION_HEADINGS.education, paragraphs: education });

  return {
    name: clean(resume.name),
    contact: [clean(resume.email), clean(resume.phone), clean(resume.location), clean(resume.linkedinUrl)].filter(Boolean),
    sections,
  };
}
