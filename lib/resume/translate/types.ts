import type { ExperienceEntry } from "@/db/schema";

/**
 * The translation contract shared by every engine (built-in, OpenAI, Gemini). Input shapes match
 * what the resume form and POST /api/resumes accept (lib/validation/resume.ts validates them with
 * the spec's messages); engines must still cope with odd values (unparsable dates, empty agency).
 */
export type TranslationPersonalInfo = {
  name: string;
  email: string;
  location: string;
  phone: string;
  education: string;
  linkedinUrl?: string | null;
};

export type TranslationPosition = {
  jobTitle: string;
  /** Employer as the user wrote it (agency, department, city, county). Optional. */
  agency?: string | null;
  location: string;
  /** "MM/YYYY". */
  startDate: string;
  /** "MM/YYYY" or "Present". */
  endDate: string;
  description: string;
};

export type TranslationInput = {
  personalInfo: TranslationPersonalInfo;
  /** 1 to 3 positions, most recent first as the user entered them. */
  positions: TranslationPosition[];
};

export type TranslatorEngine = "builtin" | "openai" | "gemini";

export type TranslationMetadata = {
  engine: TranslatorEngine;
  /** Model or engine version label, e.g. "gpt-4o-mini" or "civicshift-builtin-1". */
  model: string;
  processingTimeMs: number;
  /** Total tokens billed (0 for the built-in engine). */
  tokens: number;
  costUsd: number;
};

/** The spec's resume fields (spec 01 §3). `experience` is exactly the stored `ExperienceEntry`. */
export type TranslatedResumeContent = {
  summary: string;
  skills: string[];
  experience: ExperienceEntry[];
  achievements: string[];
  privateSectorRoles: string[];
  systemsAndTools: string[];
  certifications: string[];
  /** The whole resume as plain text. */
  translatedResume: string;
};

export type TranslationResult = TranslatedResumeContent & { metadata: TranslationMetadata };

export type TranslateOptions = {
  /** Clock used for "Present" when computing years of experience (tests pass a fixed date). */
  now?: Date;
  signal?: AbortSignal;
};

export interface Translator {
  readonly engine: TranslatorEngine;
  translate(input: TranslationInput, options?: TranslateOptions): Promise<TranslationResult>;
}
