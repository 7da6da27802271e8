import type { TranslatedResumeContent, TranslationPersonalInfo } from "@/lib/resume/translate/types";

/** The translated sections the documents show (the plain-text `translatedResume` is not needed). */
export type ResumeTranslationContent = Omit<TranslatedResumeContent, "translatedResume">;

export type ResumePersonalInfo = TranslationPersonalInfo;

/**
 * What the Word and PDF builders take: the translation output plus the visitor's personal details.
 * Flat on purpose: a `resumes` row (db/schema/resumes.ts) has exactly these fields, so the download
 * routes can pass the row as it is.
 */
export type ResumeDocument = ResumeTranslationContent & ResumePersonalInfo;
