/**
 * Post-checks on an LLM's resume, so the product's promises hold whatever the model wrote:
 * - no invented numbers: a sentence or list item with a number the input does not contain
 *   (allowing rounding, "3,000" = "3K", and the years of experience computed from the dates)
 *   is dropped, and the built-in engine's text stands in where something is required;
 * - no invented employers, dates or locations: those come from the input, through the built-in
 *   engine's entry for the same position;
 * - no invented degrees, certifications, systems or tools: a credential or tool must be named
 *   in the input (or found there by the built-in engine); a degree claim must match the input;
 * - no grade or series codes left in the text;
 * - no suggested role outside the field the built-in engine detected (role families);
 * - bullets polished like the built-in engine's (no run of 10+ words copied from the PD, no
 *   "and/or", at most 28 words, no verb starting more than two bullets);
 * - `translatedResume` re-rendered by the built-in renderer, so every engine's text looks alike.
 */
import type { ExperienceEntry } from "@/db/schema";
import { cleanInline, stripBoilerplate } from "../builtin/boilerplate";
import { officialTitle } from "../builtin/compose";
import { isPresent, monthsOfExperience } from "../builtin/dates";
import { polishBullet, sourceRuns } from "../builtin/polish";
import { familiesNear, familiesOfTitle, familyOfTitle, type RoleFamily } from "../roles";
import { renderResumeText } from "../builtin/render-text";
import { hasGradeCode } from "../builtin/series";
import type { TranslatedResumeContent, TranslationInput } from "../types";
import { LlmOutputError, type LlmContent } from "./output";

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/** A number as written: its value and the precision it was written with ("4.2 million" → ±0.05M). */
export type WrittenNumber = { text: string; value: number; precision: number };

const NUMBER =
  /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s*(%|percent\b|k\b|thousand\b|mm\b|m\b|million\b|bn\b|b\b|billion\b))?/gi;
const MULTIPLIER: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
// "one" is left out: it is mostly a pronoun ("one of the ...").
const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12,
};
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "gi");

/** Every number written in a text, digits or words. */
export function writtenNumbers(text: string): WrittenNumber[] {
  const out: WrittenNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const decimals = m[2] ? m[2].length - 1 : 0;
    const multiplier = MULTIPLIER[(m[3] ?? "").toLowerCase()] ?? 1;
    const value = Number.parseFloat(`${m[1].replace(/,/g, "")}${m[2] ?? ""}`) * multiplier;
    out.push({ text: m[0].trim(), value, precision: 10 ** -decimals * multiplier });
  }
  for (const m of text.matchAll(NUMBER_WORD)) {
    out.push({ text: m[0], value: NUMBER_WORDS[m[1].toLowerCase()], precision: 1 });
  }
  return out;
}

/**
 * The values the resume may mention: numbers in the user's positions and education and the
 * whole years of experience, overall and per position. Not sources: the months of the dates,
 * contact details (the model never writes them), and PD furniture the built-in engine strips
 * (grade and series codes, "(40%)" time weights, FES factor levels and points), which would
 * otherwise let "Supervised 25 analysts" through on the strength of a "(25%)".
 */
export function allowedNumbers(input: TranslationInput, now: Date): number[] {
  const texts = [input.personalInfo.education];
  for (const p of input.positions) {
    texts.push(cleanInline(p.jobTitle), p.agency ?? "", p.location, stripBoilerplate(p.description).text);
    for (const d of [p.startDate, p.endDate]) texts.push(d.match(/\d{4}/)?.[0] ?? "");
  }
  const values = new Set(texts.flatMap((t) => writtenNumbers(t).map((n) => n.value)));
  const spans = [input.positions, ...input.positions.map((p) => [p])];
  for (const span of spans) {
    const years = monthsOfExperience(span, now) / 12;
    values.add(Math.floor(years));
    values.add(Math.round(years));
  }
  return [...values];
}

/** Numbers in `text` that no allowed value accounts for (rounding to the written precision is fine). */
export function inventedNumbers(text: string, allowed: readonly number[]): string[] {
  return writtenNumbers(text)
    .filter((n) => !allowed.some((a) => Math.abs(a - n.value) <= n.precision / 2 + 1e-9 * Math.max(1, Math.abs(a))))
    .map((n) => n.text);
}

// ---------------------------------------------------------------------------------------------
// Degrees, credentials, tools
// ---------------------------------------------------------------------------------------------

/** A degree the text claims → how the input would say the person has it. */
const DEGREES: [claim: RegExp, evidence: RegExp][] = [
  [/\bM\.?B\.?A\b/i, /\bm\.?b\.?a\b|master of business/i],
  [/\bPh\.?\s?D\b|\bdoctora(?:te|l)\b/i, /\bph\.?\s?d\b|\bdoctor/i],
  [/\bmaster'?s\b|\bmaster of\b/i, /\bmaster|\bm\.?b\.?a\b|\bm\.?p\.?a\b|\bm\.?p\.?h\b|\bm\.?s\.?w\b|\bm\.s\.|\bm\.a\.|\bph\.?\s?d\b/i],
  [/\bbachelor'?s\b|\bbachelor of\b/i, /\bbachelor|\bb\.\s?[as]\.|\bb[as]\b|\bb\.?s\.?n\b|\bmaster|\bph\.?\s?d\b/i],
  [/\bJ\.D\.|\bjuris doctor\b|\blaw degree\b/i, /\bj\.?d\b|\bjuris\b|\blaw degree\b/i],
  [/\bassociate'?s degree\b|\bassociate (?:of|in) (?:arts|science|applied)\b/i, /\bassociate|\ba\.?a\.?s?\b|\bbachelor|\bmaster/i],
];

export function claimsUnstatedDegree(text: string, evidence: string): boolean {
  return DEGREES.some(([claim, proof]) => claim.test(text) && !proof.test(evidence));
}

// Words that do not identify a credential or product, removed from both sides before comparing.
const GENERIC_WORDS = new Set(
  ("a an and the of in for with to certification certifications certificate certified license licensed licensure " +
    "credential active current clearance security level software system platform suite tool application " +
    "microsoft ms google adobe ibm esri amazon").split(" "),
);

function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

function phrase(words: readonly string[], dropGeneric: boolean): string {
  const kept = dropGeneric ? words.filter((w) => !GENERIC_WORDS.has(w)) : words;
  return ` ${kept.join(" ")} `;
}

/**
 * True when a credential or tool is named in the evidence text: its distinctive words appear
 * there in the same order ("Top Secret security clearance" ← "active Top Secret clearance",
 * "Microsoft Excel" ← "Excel"), or any parenthetical part does ("… (CISSP)" ← "CISSP").
 */
export function namedIn(item: string, evidence: string): boolean {
  const evidenceWords = normalizeWords(evidence);
  const evidenceDistinct = phrase(evidenceWords, true);
  const evidenceAll = phrase(evidenceWords, false);
  const inner = [...item.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]);
  const parts = [item.replace(/\([^)]*\)/g, " "), ...inner];
  return parts.some((part) => {
    const words = normalizeWords(part);
    if (!words.length) return false;
    const distinct = phrase(words, true);
    return distinct.trim() ? evidenceDistinct.includes(distinct) : evidenceAll.includes(phrase(words, false));
  });
}

// ---------------------------------------------------------------------------------------------
// Finalizing an LLM answer
// ---------------------------------------------------------------------------------------------

export type FinalizeInput = {
  input: TranslationInput;
  llm: LlmContent;
  /** The built-in engine's result for the same input: the stand-in for anything dropped. */
  builtin: TranslatedResumeContent;
  now: Date;
};

export type Finalized = {
  content: TranslatedResumeContent;
  /** What had to be repaired, e.g. "experience[0].bullets", for logs and tests (no resume text). */
  repairs: string[];
};

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((s) => {
    const key = s.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const MIN_BULLETS = 3;
const MAX_BULLETS = 6;

/**
 * The checked resume content. Throws LlmOutputError when the answer cannot be mapped onto the
 * input (a different number of positions), which the engine treats like a malformed answer.
 */
export function finalizeLlmContent({ input, llm, builtin, now }: FinalizeInput): Finalized {
  if (llm.experience.length !== input.positions.length) {
    throw new LlmOutputError(`expected ${input.positions.length} experience entries, got ${llm.experience.length}`);
  }
  const allowed = allowedNumbers(input, now);
  const evidence = [input.personalInfo.education, ...input.positions.flatMap((p) => [p.jobTitle, p.agency ?? "", p.description])].join("\n");
  const repairs: string[] = [];
  const sound = (text: string) => !inventedNumbers(text, allowed).length && !hasGradeCode(text) && !claimsUnstatedDegree(text, evidence);

  const filtered = (field: string, items: readonly string[], keep: (s: string) => boolean, max: number): string[] => {
    const kept = unique(items.filter(keep)).slice(0, max);
    if (kept.length < unique(items).length) repairs.push(field);
    return kept;
  };
  const orBuiltin = (field: string, items: string[], fallback: string[]) => {
    if (items.length) return items;
    repairs.push(`${field}:builtin`);
    return fallback;
  };

  const usage = new Map<string, number>();
  const experience: ExperienceEntry[] = llm.experience.map((e, i) => {
    const position = input.positions[i];
    const reference = builtin.experience[i];
    let title = e.title.trim();
    if (!sound(title)) {
      repairs.push(`experience[${i}].title`);
      title = reference.title;
    }
    // Copied runs of PD wording, "and/or" and overlong bullets are rewritten like the built-in's.
    const runs = sourceRuns(`${position.jobTitle}\n${position.description}`);
    const tense = isPresent(position.endDate) ? "present" : "past";
    const kept = filtered(`experience[${i}].bullets`, e.bullets, sound, MAX_BULLETS);
    let bullets = kept.map((b) => polishBullet(b, { tense, runs, usage })).filter((b): b is string => b !== null);
    if (bullets.length < kept.length) repairs.push(`experience[${i}].bullets:polished`);
    if (bullets.length < MIN_BULLETS) {
      const extra = reference.bullets.filter((b) => !bullets.some((x) => x.toLowerCase() === b.toLowerCase()));
      const added = extra.slice(0, MIN_BULLETS - bullets.length);
      if (added.length) repairs.push(`experience[${i}].bullets:builtin`);
      bullets = [...bullets, ...added];
    }
    const entry: ExperienceEntry = {
      title,
      location: reference.location,
      startDate: reference.startDate,
      endDate: reference.endDate,
      bullets,
    };
    const official = officialTitle(position.jobTitle);
    if (official && official.toLowerCase() !== title.toLowerCase()) entry.originalTitle = official;
    // The employer is the user's, never the model's (the built-in only spells out acronyms).
    if (reference.employer) entry.employer = reference.employer;
    return entry;
  });

  let summary = llm.summary.trim();
  if (!sound(summary)) {
    repairs.push("summary:builtin");
    summary = builtin.summary;
  }
  const named = (list: readonly string[]) => (s: string) =>
    sound(s) && (list.some((b) => b.toLowerCase() === s.trim().toLowerCase()) || namedIn(s, evidence));

  // Roles the role map places in a family unrelated to the built-in engine's are dropped (a
  // title the role map does not know is kept).
  const families = new Set(builtin.privateSectorRoles.map((r) => familyOfTitle(r)).filter((f): f is RoleFamily => f !== null));
  const nearFamilies = new Set([...families].flatMap((f) => [...familiesNear(f)]));
  const inField = (role: string) => {
    if (!families.size || builtin.privateSectorRoles.some((b) => b.toLowerCase() === role.trim().toLowerCase())) return true;
    // A generic title ("Program Manager") belongs to several families: one near is enough.
    const all = familiesOfTitle(role);
    return all.length === 0 || all.some((f) => nearFamilies.has(f));
  };

  const content = {
    summary,
    skills: orBuiltin("skills", filtered("skills", llm.skills, sound, 30), builtin.skills),
    experience,
    achievements: filtered("achievements", llm.achievements, sound, 10),
    privateSectorRoles: orBuiltin("privateSectorRoles", filtered("privateSectorRoles", llm.privateSectorRoles, (r) => sound(r) && inField(r), 12), builtin.privateSectorRoles),
    systemsAndTools: filtered("systemsAndTools", llm.systemsAndTools, named(builtin.systemsAndTools), 30),
    certifications: filtered("certifications", llm.certifications, named(builtin.certifications), 15),
  };
  return {
    content: { ...content, translatedResume: renderResumeText({ personalInfo: input.personalInfo, ...content }) },
    repairs,
  };
}
