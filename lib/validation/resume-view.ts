/**
 * What the resume routes answer (POST /api/resumes, GET /api/resumes/{id}, the by-email read and
 * the verify call) and the resume pages read: one definition for both sides. The server's
 * presenters (lib/resume/service/public.ts) are typed against these, so a field renamed or
 * dropped there fails typecheck in the components that read it.
 */
import "./zod-setup";
import { z } from "zod";
import type { ExperienceEntry } from "@/db/schema";

const textList = z.array(z.string());

export const jobMatchViewSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string().nullable(),
  matchScore: z.number(),
  source: z.string(),
  url: z.string().nullable(),
});
export type JobMatchView = z.infer<typeof jobMatchViewSchema>;

export const resumeViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  location: z.string(),
  phone: z.string(),
  education: z.string(),
  linkedinUrl: z.string().nullable(),
  summary: z.string().nullable(),
  skills: textList,
  experience: z.array(z.custom<ExperienceEntry>((v) => typeof v === "object" && v !== null)),
  achievements: textList,
  privateSectorRoles: textList,
  systemsAndTools: textList,
  certifications: textList,
  emailVerified: z.boolean(),
  /** True for the unverified teaser: the server left out the summary, experience and matches. */
  locked: z.boolean().optional(),
});
export type ResumeView = z.infer<typeof resumeViewSchema>;

/** How much there is in all (the teaser shows the first few: "+12 more"). */
export const resumeTotalsSchema = z.object({
  skills: z.number().int(),
  privateSectorRoles: z.number().int(),
  systemsAndTools: z.number().int(),
  experience: z.number().int(),
  jobMatches: z.number().int(),
});
export type ResumeTotals = z.infer<typeof resumeTotalsSchema>;

/** GET /api/resumes/{id}, the by-email read and the verify call. */
export const resumeResponseSchema = z.object({
  resume: resumeViewSchema,
  jobMatches: z.array(jobMatchViewSchema),
  totals: resumeTotalsSchema,
});
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;
