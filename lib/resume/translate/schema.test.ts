import { describe, expect, it } from "vitest";
import { translationResultSchema } from "./schema";

const valid = {
  summary: "Summary.",
  skills: ["Budgeting"],
  experience: [{ title: "Budget Analyst", location: "Denver, CO", startDate: "01/2020", endDate: "Present", bullets: ["Prepared budgets"] }],
  achievements: [],
  privateSectorRoles: ["Financial Analyst"],
  systemsAndTools: [],
  certifications: [],
  translatedResume: "Text",
  metadata: { engine: "openai", model: "gpt-4o-mini", processingTimeMs: 1200, tokens: 950, costUsd: 0.0004 },
};

describe("translationResultSchema", () => {
  it("accepts any engine's well-formed result and strips unknown keys", () => {
    const parsed = translationResultSchema.parse({ ...valid, extra: true });
    expect(parsed).not.toHaveProperty("extra");
  });

  it("rejects missing bullets, too many bullets or positions, empty roles and bad metadata", () => {
    const bad = [
      { ...valid, experience: [{ ...valid.experience[0], bullets: [] }] },
      { ...valid, experience: [{ ...valid.experience[0], bullets: Array(7).fill("x") }] },
      { ...valid, experience: Array(4).fill(valid.experience[0]) },
      { ...valid, privateSectorRoles: [] },
      { ...valid, metadata: { ...valid.metadata, engine: "claude" } },
      { ...valid, metadata: { ...valid.metadata, costUsd: -1 } },
      { ...valid, summary: "  " },
    ];
    for (const b of bad) expect(translationResultSchema.safeParse(b).success).toBe(false);
  });
});
