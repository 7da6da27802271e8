/**
 * Gemini engine (Gemini API through @google/genai): JSON output constrained by
 * `responseJsonSchema`, the JSON Schema of the ONE zod content schema (output.ts). The SDK
 * retries only when `retryOptions` is given, and none is: the shared translator makes exactly
 * one retry.
 */
import { GoogleGenAI, type GenerateContentResponse } from "@google/genai";
import { contentJsonSchema } from "./output";
import { createLlmTranslator, type LlmFinish, type LlmTranslator } from "./translator";

export type GeminiTranslatorConfig = {
  apiKey: string;
  model: string;
  /** e.g. "https://generativelanguage.googleapis.com" (the default) or a test server. */
  baseUrl?: string;
  timeoutMs: number;
  costUsd: number;
};

/** Output budget; Gemini 2.5 models spend part of it on thinking, so it is larger than OpenAI's. */
export const GEMINI_MAX_OUTPUT_TOKENS = 8192;

const BLOCKED = new Set(["SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "LANGUAGE"]);

function finishOf(response: GenerateContentResponse): LlmFinish {
  if (response.promptFeedback?.blockReason) return "blocked";
  const reason = response.candidates?.[0]?.finishReason as string | undefined;
  if (!reason || reason === "STOP") return "stop";
  if (reason === "MAX_TOKENS") return "length";
  return BLOCKED.has(reason) ? "blocked" : "other";
}

export function createGeminiTranslator(config: GeminiTranslatorConfig): LlmTranslator {
  const ai = new GoogleGenAI({
    apiKey: config.apiKey,
    httpOptions: { ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}), timeout: config.timeoutMs },
  });
  const schema = contentJsonSchema();

  return createLlmTranslator({
    engine: "gemini",
    model: config.model,
    timeoutMs: config.timeoutMs,
    costUsd: config.costUsd,
    async call(prompt, signal) {
      const response = await ai.models.generateContent({
        model: config.model,
        contents: [{ role: "user", parts: [{ text: prompt.user }] }],
        config: {
          systemInstruction: prompt.system,
          responseMimeType: "application/json",
          responseJsonSchema: schema,
          temperature: 0.3,
          maxOutputTokens: GEMINI_MAX_OUTPUT_TOKENS,
          abortSignal: signal,
        },
      });
      return {
        text: response.text,
        tokens: response.usageMetadata?.totalTokenCount ?? 0,
        finish: finishOf(response),
      };
    },
  });
}
