/**
 * The whole resume as plain text (`translatedResume`): one column, standard section names, the
 * same content and order as the structured fields.
 */
import type { ExperienceEntry } from "@/db/schema";
import { unexplainedAcronyms } from "./acronyms";
import type { TranslationPersonalInfo } from "../types";

export type RenderInput = {
  personalInfo: TranslationPersonalInfo;
  summary: string;
  skills: readonly string[];
  experience: readonly ExperienceEntry[];
  achievements: readonly string[];
  systemsAndTools: readonly string[];
  certifications: readonly string[];
  privateSectorRoles: readonly string[];
};

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

function section(title: string, lines: readonly string[]): string[] {
  return lines.length ? ["", title.toUpperCase(), ...lines] : [];
}

export function renderResumeText(r: RenderInput): string {
  const p = r.personalInfo;
  const contact = [p.location, p.phone, p.email, p.linkedinUrl].map(clean).filter(Boolean).join(" | ");
  const lines: string[] = [clean(p.name), contact];

  lines.push(...section("Professional Summary", [clean(r.summary)]));
  lines.push(...section("Core Skills", r.skills.length ? [r.skills.map(clean).join(" • ")] : []));

  const experience: string[] = [];
  r.experience.forEach((e, i) => {
    if (i > 0) experience.push("");
    experience.push(e.employer ? `${clean(e.title)} — ${clean(e.employer)}` : clean(e.title));
    // The official title helps a reader connect references; skip it when it is pure jargon.
    if (e.originalTitle && !unexplainedAcronyms(e.originalTitle).length) experience.push(`Official title: ${clean(e.originalTitle)}`);
    const meta = [clean(e.location), [clean(e.startDate), clean(e.endDate)].filter(Boolean).join(" – ")].filter(Boolean).join(" | ");
    if (meta) experience.push(meta);
    for (const b of e.bullets) experience.push(`• ${clean(b)}`);
  });
  lines.push(...section("Professional Experience", experience));
  lines.push(...section("Key Achievements", r.achievements.map((a) => `• ${clean(a)}`)));
  lines.push(...section("Systems and Tools", r.systemsAndTools.length ? [r.systemsAndTools.map(clean).join(", ")] : []));
  lines.push(...section("Certifications", r.certifications.map((c) => `• ${clean(c)}`)));
  lines.push(...section("Education", clean(p.education) ? [clean(p.education)] : []));
  lines.push(...section("Target Private-Sector Roles", r.privateSectorRoles.length ? [r.privateSectorRoles.map(clean).join(" • ")] : []));
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
