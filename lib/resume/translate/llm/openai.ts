/**
 * OpenAI engine: Chat Completions with Structured Outputs (strict JSON Schema derived from the
 * ONE zod schema, see output.ts). The SDK's own retries are off (`maxRetries: 0`): the shared
 * translator makes exactly one retry, so a request costs at most two calls.
 *
 * `zodResponseFormat` from "openai/helpers/zod" does accept zod 4, but refuses our schema
 * because strict mode has no optional fields (`originalTitle`, `employer`); the schema is
 * converted here instead (optional → nullable) and the answer parsed with the zod schema itself.
 */
import OpenAI from "openai";
import { RESPONSE_FORMAT_NAME, strictJsonSchema } from "./output";
import { createLlmTranslator, type LlmFinish, type LlmTranslator } from "./translator";

export type OpenAITranslatorConfig = {
  apiKey: string;
  model: string;
  /** e.g. "https://api.openai.com/v1" (the default) or a compatible gateway / a test server. */
  baseURL?: string;
  timeoutMs: number;
  costUsd: number;
};

/** Enough for a three-position resume as JSON (~1,500 tokens typical) with ample headroom. */
export const OPENAI_MAX_COMPLETION_TOKENS = 6000;

function finishOf(reason: string | null | undefined, refusal: string | null | undefined): LlmFinish {
  if (refusal || reason === "content_filter") return "blocked";
  if (reason === "length") return "length";
  return reason === "stop" ? "stop" : "other";
}

export function createOpenAITranslator(config: OpenAITranslatorConfig): LlmTranslator {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 0,
    timeout: config.timeoutMs,
  });
  const responseFormat = {
    type: "json_schema" as const,
    json_schema: { name: RESPONSE_FORMAT_NAME, strict: true, schema: strictJsonSchema() },
  };

  return createLlmTranslator({
    engine: "openai",
    model: config.model,
    timeoutMs: config.timeoutMs,
    costUsd: config.costUsd,
    async call(prompt, signal) {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: "system", content: prompt.system },
            { role: "user", content: prompt.user },
          ],
          response_format: responseFormat,
          max_completion_tokens: OPENAI_MAX_COMPLETION_TOKENS,
        },
        { signal },
      );
      const choice = completion.choices?.[0];
      return {
        text: choice?.message?.content,
        tokens: completion.usage?.total_tokens ?? 0,
        finish: finishOf(choice?.finish_reason, choice?.message?.refusal),
      };
    },
  });
}
