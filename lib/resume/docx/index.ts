export { buildResumeDocx, buildResumeDocxDocument } from "./build";
export { resumeOutline, SECTION_HEADINGS, type ResumeOutline, type OutlineSection } from "./content";
export { attachmentDisposition, formatDateRange, formatResumeDate, resumeFileName } from "./format";
export type { ResumeDocument, ResumePersonalInfo, ResumeTranslationContent } from "./types";
