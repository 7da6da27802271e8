import { z } from "zod";
import type { ExperienceEntry } from "@/db/schema";
import type { TranslationResult } from "./types";

/**
 * The ONE output schema every translation engine's result must pass, whatever produced it. It
 * only checks shape and sane sizes; content rules (no invented numbers, tense) are the engines'
 * job and are tested with fixtures.
 */
const line = (max: number) => z.string().trim().min(1).max(max);
const list = (item: z.ZodString, max: number) => z.array(item).max(max);

export const TRANSLATOR_ENGINES = ["builtin", "openai", "gemini"] as const;

export const experienceEntrySchema = z.object({
  /** Private-sector wording of the job title. */
  title: line(160),
  /** The official title as entered, when it differs from `title`. */
  originalTitle: line(200).optional(),
  /** Employer as written by the user. */
  employer: line(200).optional(),
  location: z.string().trim().max(200),
  startDate: z.string().trim().max(20),
  endDate: z.string().trim().max(20),
  bullets: z.array(line(400)).min(1).max(6),
});

export const translationMetadataSchema = z.object({
  engine: z.enum(TRANSLATOR_ENGINES),
  model: line(100),
  processingTimeMs: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative(),
});

export const translatedResumeContentSchema = z.object({
  summary: line(1500),
  skills: list(line(80), 30).min(1),
  experience: z.array(experienceEntrySchema).min(1).max(3),
  achievements: list(line(400), 10),
  privateSectorRoles: list(line(100), 12).min(1),
  systemsAndTools: list(line(120), 30),
  certifications: list(line(200), 15),
  translatedResume: line(20_000),
});

export const translationResultSchema = translatedResumeContentSchema.extend({
  metadata: translationMetadataSchema,
});

export type TranslationResultParsed = z.infer<typeof translationResultSchema>;

// Compile-time guarantees that the schema and the hand-written types never drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const experienceMatches: Same<z.infer<typeof experienceEntrySchema>, ExperienceEntry> = true;
const resultMatches: Same<TranslationResultParsed, TranslationResult> = true;
void experienceMatches;
void resultMatches;
