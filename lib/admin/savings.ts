/**
 * Spec 02 §9: assumed cost per request 0.005 (Gemini) and 0.05 (OpenAI); savings from the actual
 * request counts when there are any, otherwise from the configured percentage (per 1,000 requests).
 * Pure: the AI tab renders it.
 */
export const GEMINI_COST = 0.005;
export const OPENAI_COST = 0.05;
export const PROJECTION_REQUESTS = 1000;

export type Savings = { basis: "actual" | "projected"; requests: number; cost: number; allOpenAiCost: number; savings: number; savingsPercent: number };

const round = (n: number) => Math.round(n * 1000) / 1000;

export function computeSavings(s: { geminiTrafficPercentage: number; geminiRequests: number; openaiRequests: number }): Savings {
  const actual = s.geminiRequests + s.openaiRequests;
  const requests = actual > 0 ? actual : PROJECTION_REQUESTS;
  const gemini = actual > 0 ? s.geminiRequests : (PROJECTION_REQUESTS * s.geminiTrafficPercentage) / 100;
  const openai = requests - gemini;
  const cost = gemini * GEMINI_COST + openai * OPENAI_COST;
  const allOpenAiCost = requests * OPENAI_COST;
  const savings = allOpenAiCost - cost;
  return {
    basis: actual > 0 ? "actual" : "projected",
    requests,
    cost: round(cost),
    allOpenAiCost: round(allOpenAiCost),
    savings: round(savings),
    savingsPercent: allOpenAiCost > 0 ? Math.round((savings / allOpenAiCost) * 1000) / 10 : 0,
  };
}
