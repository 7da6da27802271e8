/**
 * The built-in translation engine: no API keys, no network, deterministic (same input and clock,
 * same resume). Grounded in O*NET 29.x and OPM data copied into lib/resume/translate/data/.
 */
import { translationResultSchema } from "../schema";
import type { TranslateOptions, TranslationInput, TranslationResult, Translator } from "../types";
import { composeResume } from "./compose";
import { loadOnetIndex } from "./onet-index";

export const BUILTIN_MODEL = "civicshift-builtin-1";

export const builtinTranslator: Translator = {
  engine: "builtin",
  async translate(input: TranslationInput, options: TranslateOptions = {}): Promise<TranslationResult> {
    const started = performance.now();
    options.signal?.throwIfAborted();
    const index = await loadOnetIndex();
    options.signal?.throwIfAborted();
    const content = composeResume(index, input, options.now ?? new Date());
    return translationResultSchema.parse({
      ...content,
      metadata: {
        engine: "builtin",
        model: BUILTIN_MODEL,
        processingTimeMs: Math.round(performance.now() - started),
        tokens: 0,
        costUsd: 0,
      },
    });
  },
};

/** Loads and indexes the occupational data ahead of the first request (optional warm-up). */
export async function warmBuiltinTranslator(): Promise<number> {
  const index = await loadOnetIndex();
  return index.buildMs;
}
