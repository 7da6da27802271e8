import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { resumes } from "@/db/schema";
import { uniqueEmail } from "@/test/helpers";
import { aiUsageCounts, usageColumns } from "./usage";
import type { TranslationMetadata } from "./types";

const meta = (engine: TranslationMetadata["engine"], costUsd: number): TranslationMetadata => ({
  engine,
  model: engine === "builtin" ? "civicshift-builtin-1" : `${engine}-model`,
  processingTimeMs: 1234.6,
  tokens: engine === "builtin" ? 0 : 2100,
  costUsd,
});

function resumeRow(engine: TranslationMetadata["engine"], costUsd: number) {
  return {
    email: uniqueEmail("usage"),
    name: "Usage Test",
    location: "Austin, TX",
    phone: "555-0100",
    education: "B.A.",
    ...usageColumns(meta(engine, costUsd)),
  };
}

describe("AI usage", () => {
  it("maps translation metadata to the resume columns", () => {
    expect(usageColumns(meta("gemini", 0.005), 1500.4)).toEqual({
      aiModelUsed: "gemini",
      processingTimeMs: 1500,
      aiTokens: 2100,
      aiCostUsd: "0.00500",
    });
    expect(usageColumns(meta("builtin", 0)).processingTimeMs).toBe(1235);
  });

  it("counts requests per engine and their cost in SQL", async () => {
    const before = await aiUsageCounts();
    await db.insert(resumes).values([resumeRow("gemini", 0.005), resumeRow("gemini", 0.005), resumeRow("openai", 0.05), resumeRow("builtin", 0)]);
    const after = await aiUsageCounts();
    expect(after.totalRequests - before.totalRequests).toBe(4);
    expect(after.geminiRequests - before.geminiRequests).toBe(2);
    expect(after.openaiRequests - before.openaiRequests).toBe(1);
    expect(after.builtinRequests - before.builtinRequests).toBe(1);
    expect(after.totalCostUsd - before.totalCostUsd).toBeCloseTo(0.06, 5);
    expect(after.averageProcessingTimeMs).not.toBeNull();
  });
});
