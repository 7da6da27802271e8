import { z } from "zod";
import type { ExperienceEntry } from "@/db/schema";
import type { TranslationResult } from "./types";

/**
 * The ONE output schema every translation engine's result must pass, whatever produced it. It
 * only checks shape and sane sizes; content rules (no invented numbers, tense) are the engines'
 * job and are tested with fixtures.
 */
const line = (max: number) => z.string().trim().min(1).max(max);

/** The sizes below, for engines that fit their output to them (the built-in engine's withinLimits). */
export const RESULT_LIMITS = {
  title: 160,
  originalTitle: 200,
  employer: 200,
  location: 200,
  bullet: 400,
  bullets: 6,
  positions: 3,
  summary: 1500,
  skill: 80,
  skills: 30,
  achievement: 400,
  achievements: 10,
  role: 100,
  roles: 12,
  tool: 120,
  tools: 30,
  certification: 200,
  certifications: 15,
} as const;
const L = RESULT_LIMITS;
const list = (item: z.ZodString, max: number) => z.array(item).max(max);

export const TRANSLATOR_ENGINES = ["builtin", "openai", "gemini"] as const;

export const experienceEntrySchema = z.object({
  /** Private-sector wording of the job title. */
  title: line(L.title),
  /** The official title as entered, when it differs from `title`. */
  originalTitle: line(L.originalTitle).optional(),
  /** Employer as written by the user. */
  employer: line(L.employer).optional(),
  location: z.string().trim().max(L.location),
  startDate: z.string().trim().max(20),
  endDate: z.string().trim().max(20),
  bullets: z.array(line(L.bullet)).min(1).max(L.bullets),
});

export const translationMetadataSchema = z.object({
  engine: z.enum(TRANSLATOR_ENGINES),
  model: line(100),
  processingTimeMs: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative(),
});

export const translatedResumeContentSchema = z.object({
  summary: line(L.summary),
  skills: list(line(L.skill), L.skills).min(1),
  experience: z.array(experienceEntrySchema).min(1).max(L.positions),
  achievements: list(line(L.achievement), L.achievements),
  privateSectorRoles: list(line(L.role), L.roles).min(1),
  systemsAndTools: list(line(L.tool), L.tools),
  certifications: list(line(L.certification), L.certifications),
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
