/**
 * Which engine translates a resume (spec 02 §4 "AI traffic split"), and the one function the
 * app calls: `translateResume`.
 *
 * - The admin sets the share of translations sent to Gemini (0–100, settings key
 *   "gemini_traffic_percentage"); the rest goes to OpenAI.
 * - A user always gets the same engine: a hash of the lower-cased email picks a bucket 0–99,
 *   and buckets below the percentage go to Gemini.
 * - Gemini unavailable (no key, or the health breaker in health.ts is open) → OpenAI. Only one
 *   provider configured → that provider gets all traffic. No keys → the built-in engine.
 * - A provider failure never fails the user's request: each LLM engine makes one retry, then
 *   Gemini falls back to OpenAI (when available) and anything falls back to the built-in
 *   engine, whose result is computed first anyway (it grounds the prompt).
 */
import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { settings } from "@/db/schema";
import { env, type Env } from "@/lib/env";
import { geminiPercentageSchema } from "@/lib/validation/ai";
import { builtinTranslator } from "./builtin";
import {
  GEMINI_HEALTH_KEY,
  GEMINI_HEALTH_POLICY,
  hasHealthHistory,
  isGeminiHealthy,
  parseGeminiHealth,
  recordGeminiFailure,
  recordGeminiSuccess,
  updateGeminiHealth,
  type GeminiHealth,
  type HealthPolicy,
} from "./health";
import { createGeminiTranslator } from "./llm/gemini";
import { createOpenAITranslator } from "./llm/openai";
import type { LlmEngine, LlmTranslator } from "./llm/translator";
import type { TranslationInput, TranslationResult, TranslatorEngine } from "./types";

export const GEMINI_TRAFFIC_KEY = "gemini_traffic_percentage";

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

export type ProviderConfig = { apiKey: string; model: string; baseUrl?: string; costUsd: number };

export type AiConfig = {
  openai?: ProviderConfig;
  gemini?: ProviderConfig;
  /** Per attempt. */
  timeoutMs: number;
};

/** The AI settings from the environment; a provider without an API key is absent. */
export function aiConfigFromEnv(e: Env = env()): AiConfig {
  return {
    openai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, baseUrl: e.OPENAI_BASE_URL, costUsd: e.AI_COST_OPENAI_USD }
      : undefined,
    gemini: e.GEMINI_API_KEY
      ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL, costUsd: e.AI_COST_GEMINI_USD }
      : undefined,
    timeoutMs: e.AI_TIMEOUT_MS,
  };
}

// SDK clients keep connection pools: build each once per configuration, not per request.
const translatorCache = new Map<string, LlmTranslator>();

function translatorFor(engine: LlmEngine, provider: ProviderConfig, timeoutMs: number): LlmTranslator {
  const key = JSON.stringify([engine, provider, timeoutMs]);
  let translator = translatorCache.get(key);
  if (!translator) {
    const common = { apiKey: provider.apiKey, model: provider.model, timeoutMs, costUsd: provider.costUsd };
    translator =
      engine === "openai"
        ? createOpenAITranslator({ ...common, baseURL: provider.baseUrl })
        : createGeminiTranslator({ ...common, baseUrl: provider.baseUrl });
    translatorCache.set(key, translator);
  }
  return translator;
}

// ---------------------------------------------------------------------------------------------
// The choice (pure)
// ---------------------------------------------------------------------------------------------

/** The user's traffic bucket, 0–99, from a hash of the trimmed, lower-cased email. */
export function emailBucket(email: string): number {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest();
  return digest.readUInt32BE(0) % 100;
}

export type EngineChoiceInput = {
  email: string;
  geminiPercentage: number;
  geminiAvailable: boolean;
  openaiAvailable: boolean;
};

export function chooseEngine({ email, geminiPercentage, geminiAvailable, openaiAvailable }: EngineChoiceInput): TranslatorEngine {
  if (!geminiAvailable && !openaiAvailable) return "builtin";
  if (!geminiAvailable) return "openai";
  if (!openaiAvailable) return "gemini";
  return emailBucket(email) < geminiPercentage ? "gemini" : "openai";
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

type AiSettings = { geminiPercentage: number; health: GeminiHealth };

async function readAiSettings(db: Database): Promise<AiSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [GEMINI_TRAFFIC_KEY, GEMINI_HEALTH_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const percentage = geminiPercentageSchema.safeParse(value(GEMINI_TRAFFIC_KEY));
  return { geminiPercentage: percentage.success ? percentage.data : 0, health: parseGeminiHealth(value(GEMINI_HEALTH_KEY)) };
}

export type AiStatus = {
  geminiTrafficPercentage: number;
  /** Key configured and the health breaker closed. */
  geminiAvailable: boolean;
  openaiAvailable: boolean;
  /** No LLM key at all: every resume uses the built-in engine. */
  builtinOnly: boolean;
};

export type AiDeps = { db?: Database; config?: AiConfig; now?: Date };

/** For the admin's AI tab (GET /api/admin/ab-test-status adds the request counts). */
export async function getAiStatus(deps: AiDeps = {}): Promise<AiStatus> {
  const config = deps.config ?? aiConfigFromEnv();
  const { geminiPercentage, health } = await readAiSettings(deps.db ?? defaultDb);
  return {
    geminiTrafficPercentage: geminiPercentage,
    geminiAvailable: Boolean(config.gemini) && isGeminiHealthy(health, deps.now ?? new Date()),
    openaiAvailable: Boolean(config.openai),
    builtinOnly: !config.gemini && !config.openai,
  };
}

/** Validates (0–100, whole number; ZodError with the spec's message otherwise) and stores. */
export async function setGeminiTrafficPercentage(value: unknown, deps: Pick<AiDeps, "db"> = {}): Promise<number> {
  const percentage = geminiPercentageSchema.parse(value);
  await (deps.db ?? defaultDb)
    .insert(settings)
    .values({ key: GEMINI_TRAFFIC_KEY, value: percentage })
    .onConflictDoUpdate({ target: settings.key, set: { value: percentage, updatedAt: new Date() } });
  return percentage;
}

/** Read back by the admin endpoint after a change; exported for tests. */
export async function getGeminiTrafficPercentage(db: Database = defaultDb): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, GEMINI_TRAFFIC_KEY));
  const parsed = geminiPercentageSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 0;
}

// ---------------------------------------------------------------------------------------------
// translateResume
// ---------------------------------------------------------------------------------------------

export type RoutedTranslation = TranslationResult & {
  /** The engine first chosen for this user when another one produced the result. */
  fallbackFrom?: LlmEngine;
};

export type TranslateResumeDeps = AiDeps & {
  /** Engines to use instead of the SDK-backed ones (benchmarks, tests). */
  translators?: Partial<Record<LlmEngine, LlmTranslator>>;
  healthPolicy?: HealthPolicy;
  /** Total time for LLM work before settling for the built-in result (default 2 × timeout + 1 s). */
  budgetMs?: number;
};

export type TranslateResumeOptions = {
  /** Clock for "Present" dates and the health breaker (tests pass a fixed date). */
  now?: Date;
  /** The caller gave up (request closed): stop and throw. */
  signal?: AbortSignal;
  deps?: TranslateResumeDeps;
};

async function safely<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`[ai] ${what} failed; continuing`, error);
    return fallback;
  }
}

export async function translateResume(input: TranslationInput, options: TranslateResumeOptions = {}): Promise<RoutedTranslation> {
  const started = performance.now();
  const deps = options.deps ?? {};
  const now = options.now ?? deps.now;
  const config = deps.config ?? aiConfigFromEnv();
  const db = deps.db ?? defaultDb;
  const finish = (result: TranslationResult, fallbackFrom?: LlmEngine): RoutedTranslation => ({
    ...result,
    metadata: { ...result.metadata, processingTimeMs: Math.round(performance.now() - started) },
    ...(fallbackFrom ? { fallbackFrom } : {}),
  });

  const builtin = await builtinTranslator.translate(input, { now, signal: options.signal });
  if (!config.gemini && !config.openai) return finish(builtin);

  const clock = () => now ?? new Date();
  const stored = await safely("reading AI settings", () => readAiSettings(db), { geminiPercentage: 0, health: recordGeminiSuccess() });
  const geminiAvailable = Boolean(config.gemini) && isGeminiHealthy(stored.health, clock());
  const chosen = chooseEngine({
    email: input.personalInfo.email,
    geminiPercentage: stored.geminiPercentage,
    geminiAvailable,
    openaiAvailable: Boolean(config.openai),
  });
  if (chosen === "builtin") return finish(builtin);

  const order: LlmEngine[] = chosen === "gemini" && config.openai ? ["gemini", "openai"] : [chosen];
  const budget = AbortSignal.timeout(deps.budgetMs ?? 2 * config.timeoutMs + 1000);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const policy = deps.healthPolicy ?? GEMINI_HEALTH_POLICY;

  for (const engine of order) {
    if (budget.aborted) break;
    const provider = config[engine]!;
    const translator = deps.translators?.[engine] ?? translatorFor(engine, provider, config.timeoutMs);
    try {
      const result = await translator.translate(input, { now, signal, builtin });
      if (engine === "gemini" && hasHealthHistory(stored.health)) {
        await safely("recording Gemini success", () => updateGeminiHealth(db, () => recordGeminiSuccess()), null);
      }
      return finish(result, engine === chosen ? undefined : chosen);
    } catch (error) {
      options.signal?.throwIfAborted();
      console.warn(`[ai] ${engine} gave no resume${budget.aborted ? " within the time budget" : ""}: ${(error as Error).message}`);
      if (engine === "gemini") {
        await safely("recording Gemini failure", () => updateGeminiHealth(db, (s) => recordGeminiFailure(s, clock(), policy)), null);
      }
    }
  }
  console.warn(`[ai] using the built-in engine instead of ${chosen}`);
  return finish(builtin, chosen);
}
