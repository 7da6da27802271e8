/** The evaluation corpus (eval/translate/corpus/*.json): real position descriptions and reference data. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ROLE_FAMILY_IDS, SENIORITY_LEVELS } from "../roles/families";

export const corpusItemSchema = z.object({
  id: z.string().min(1),
  source: z.string().url(),
  readOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  publisher: z.string().optional(),
  level: z.enum(["federal", "state", "county", "city"]),
  series: z.string().nullable().optional(),
  grade: z.string().nullable().optional(),
  supervisory: z.boolean().optional(),
  position: z.object({
    jobTitle: z.string().min(1),
    agency: z.string().nullable().optional(),
    location: z.string(),
    startDate: z.string().regex(/^\d{2}\/\d{4}$/),
    endDate: z.string().regex(/^(?:\d{2}\/\d{4}|Present)$/),
  }),
  text: z.string().min(200),
  reference: z.object({
    titles: z.array(z.string().min(2)).min(6).max(12),
    family: z.enum(ROLE_FAMILY_IDS as [string, ...string[]]),
    seniority: z.enum(SENIORITY_LEVELS),
  }),
});

export type CorpusItem = z.infer<typeof corpusItemSchema>;

export const CORPUS_DIR = path.resolve(process.cwd(), "eval/translate/corpus");

export function loadCorpus(dir = CORPUS_DIR): CorpusItem[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  return files.map((f) => {
    const parsed = corpusItemSchema.safeParse(JSON.parse(readFileSync(path.join(dir, f), "utf8")));
    if (!parsed.success) throw new Error(`${f}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    if (`${parsed.data.id}.json` !== f) throw new Error(`${f}: id ${parsed.data.id} does not match the file name`);
    return parsed.data;
  });
}

/** The PDs of several set folders (relative to the working directory), skipping folders that hold none. */
export function loadSets(dirs: readonly string[]): CorpusItem[] {
  return dirs.flatMap((d) => (readdirSync(d).some((f) => f.endsWith(".json")) ? loadCorpus(path.resolve(d)) : []));
}
