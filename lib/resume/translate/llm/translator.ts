/**
 * What the OpenAI and Gemini engines share: built-in grounding, one call per resume, a timeout
 * per attempt, one retry for failures a retry can fix, parsing against the ONE schema and the
 * post-checks. A provider-specific `call` only sends the prompt and returns the model's text.
 *
 * An LLM translator throws LlmTranslationError when it gives up; falling back (Gemini → OpenAI
 * → built-in) is the router's job, so that a failing provider can hand over to the next one.
 */
import { builtinTranslator } from "../builtin";
import { translationResultSchema } from "../schema";
import type { TranslateOptions, TranslationInput, TranslationResult, Translator } from "../types";
import { finalizeLlmContent } from "./guard";
import { LlmOutputError, parseLlmContent } from "./output";
import { buildGrounding, buildPrompt, type LlmPrompt } from "./prompt";

export type LlmEngine = "openai" | "gemini";

/** How the model's answer ended: "length" is a cut-off answer, "blocked" a refusal or safety stop. */
export type LlmFinish = "stop" | "length" | "blocked" | "other";

export type LlmAnswer = { text: string | null | undefined; tokens: number; finish: LlmFinish };

/** Sends the prompt through a provider SDK; must honour `signal`. */
export type LlmCall = (prompt: LlmPrompt, signal: AbortSignal) => Promise<LlmAnswer>;

export type LlmTranslateOptions = TranslateOptions & {
  /** The built-in engine's result for this input when the caller already has it (the router does). */
  builtin?: TranslationResult;
};

export interface LlmTranslator extends Translator {
  readonly engine: LlmEngine;
  readonly model: string;
  translate(input: TranslationInput, options?: LlmTranslateOptions): Promise<TranslationResult>;
}

export type LlmTranslatorConfig = {
  engine: LlmEngine;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Estimated cost of one request, for the admin's AI tab. */
  costUsd: number;
  call: LlmCall;
  /** Attempts after the first (default 1). */
  retries?: number;
};

/** The provider gave no usable resume after its attempts. */
export class LlmTranslationError extends Error {
  constructor(
    readonly engine: LlmEngine,
    message: string,
    readonly attempts: number,
    readonly tokens: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "LlmTranslationError";
  }
}

type Failure = { message: string; retryable: boolean };

/** Why an attempt failed, and whether the same request could succeed a second time. */
export function describeFailure(error: unknown, timedOut: boolean, timeoutMs: number): Failure {
  if (timedOut) return { message: `timed out after ${timeoutMs} ms`, retryable: true };
  if (error instanceof LlmOutputError) return { message: error.message, retryable: error.retryable };
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  const name = error instanceof Error ? error.name : "Error";
  const text = error instanceof Error ? error.message.replace(/\s+/g, " ").slice(0, 200) : String(error);
  if (typeof status === "number") {
    // Bad key, bad request, unknown model: a retry sends the same thing and fails the same way.
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    return { message: `HTTP ${status} (${name}: ${text})`, retryable };
  }
  // Connection refused or reset, DNS, a body cut short: transient as far as we can tell.
  return { message: `${name}: ${text}`, retryable: true };
}

/** Rejects when `signal` aborts even if the SDK call ignores it, so a timeout always ends the wait. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => (signal.removeEventListener("abort", onAbort), resolve(v)),
      (e) => (signal.removeEventListener("abort", onAbort), reject(e)),
    );
  });
}

function checkFinish(answer: LlmAnswer): void {
  if (answer.finish === "length") throw new LlmOutputError("answer cut off at the output token limit");
  if (answer.finish === "blocked") {
    throw new LlmOutputError("the model refused or a safety filter stopped the answer", false);
  }
}

export function createLlmTranslator(config: LlmTranslatorConfig): LlmTranslator {
  const { engine, model, timeoutMs, costUsd, call } = config;
  const attempts = 1 + (config.retries ?? 1);

  return {
    engine,
    model,
    async translate(input, options = {}) {
      const started = performance.now();
      const now = options.now ?? new Date();
      options.signal?.throwIfAborted();
      const builtin = options.builtin ?? (await builtinTranslator.translate(input, { now, signal: options.signal }));
      const prompt = buildPrompt(input, buildGrounding(input, builtin, now));

      let tokens = 0;
      let last: Failure = { message: "not attempted", retryable: false };
      let cause: unknown;
      let made = 0;
      while (made < attempts) {
        made += 1;
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
        try {
          const answer = await untilAborted(call(prompt, signal), signal);
          tokens += Math.max(0, Math.round(answer.tokens || 0));
          checkFinish(answer);
          const llm = parseLlmContent(answer.text);
          const { content, repairs } = finalizeLlmContent({ input, llm, builtin, now });
          if (repairs.length) console.info(`[ai] ${engine} answer repaired: ${repairs.join(", ")}`);
          const result = translationResultSchema.safeParse({
            ...content,
            metadata: { engine, model, processingTimeMs: Math.round(performance.now() - started), tokens, costUsd },
          });
          if (!result.success) throw new LlmOutputError(`checked result fails the schema (${result.error.issues[0]?.path.join(".")})`);
          return result.data;
        } catch (error) {
          // The caller gave up (request closed): stop, no fallback wanted.
          if (options.signal?.aborted) throw options.signal.reason ?? error;
          cause = error;
          last = describeFailure(error, timeout.aborted, timeoutMs);
          console.warn(`[ai] ${engine} (${model}) attempt ${made}/${attempts} failed: ${last.message}`);
          if (!last.retryable) break;
        }
      }
      throw new LlmTranslationError(engine, `${engine} failed after ${made} attempt(s): ${last.message}`, made, tokens, { cause });
    },
  };
}
