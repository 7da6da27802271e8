/**
 * Per-request AI usage: what a resume row records about the engine that produced it, and the
 * aggregate the admin's AI tab reads (counted in SQL, never by loading rows).
 */
import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { resumes } from "@/db/schema";
import type { TranslationMetadata } from "./types";

/** The resume columns for one translation. `totalMs` is the whole request when the caller timed it. */
export function usageColumns(meta: TranslationMetadata, totalMs?: number) {
  return {
    aiModelUsed: meta.engine,
    processingTimeMs: Math.max(0, Math.round(totalMs ?? meta.processingTimeMs)),
    aiTokens: Math.max(0, Math.round(meta.tokens)),
    aiCostUsd: meta.costUsd.toFixed(5),
  };
}

export type AiUsageCounts = {
  totalRequests: number;
  geminiRequests: number;
  openaiRequests: number;
  builtinRequests: number;
  totalCostUsd: number;
  averageProcessingTimeMs: number | null;
};

export async function aiUsageCounts(db: Database = defaultDb): Promise<AiUsageCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      gemini: sql<number>`(count(*) filter (where ${resumes.aiModelUsed} = 'gemini'))::int`,
      openai: sql<number>`(count(*) filter (where ${resumes.aiModelUsed} = 'openai'))::int`,
      builtin: sql<number>`(count(*) filter (where ${resumes.aiModelUsed} = 'builtin'))::int`,
      cost: sql<string>`coalesce(sum(${resumes.aiCostUsd}), 0)::text`,
      avgMs: sql<string | null>`avg(${resumes.processingTimeMs})::text`,
    })
    .from(resumes);
  return {
    totalRequests: row?.total ?? 0,
    geminiRequests: row?.gemini ?? 0,
    openaiRequests: row?.openai ?? 0,
    builtinRequests: row?.builtin ?? 0,
    totalCostUsd: Number(row?.cost ?? 0),
    averageProcessingTimeMs: row?.avgMs == null ? null : Math.round(Number(row.avgMs)),
  };
}
