/**
 * The AI tab (spec 02 §3 "A/B test status", §9 costs): the configured split, whether Gemini is
 * available, and request counts per model (counted in SQL by lib/resume/translate/usage.ts).
 */
import "server-only";
import type { Database } from "@/db/client";
import { getAiStatus } from "@/lib/resume/translate/router";
import { aiUsageCounts } from "@/lib/resume/translate/usage";

export async function abTestStatus(deps: { db?: Database } = {}) {
  const [status, usage] = await Promise.all([getAiStatus(deps), aiUsageCounts(deps.db)]);
  return {
    geminiTrafficPercentage: status.geminiTrafficPercentage,
    geminiAvailable: status.geminiAvailable,
    totalRequests: usage.geminiRequests + usage.openaiRequests,
    geminiRequests: usage.geminiRequests,
    openaiRequests: usage.openaiRequests,
  };
}
