/**
 * Integration: translateResume, getAiStatus and setGeminiTrafficPercentage against the test
 * database (settings table) and the real OpenAI and Gemini SDKs pointed at local servers that
 * speak their wire formats.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";
import { db } from "@/db/client";
import { settings } from "@/db/schema";
import { GEMINI_PERCENTAGE_MESSAGE } from "@/lib/validation/ai";
import { startFakeGemini, type FakeGeminiServer } from "@/test/fakes/gemini-server";
import { goodAnswer } from "@/test/fakes/llm-reply";
import { startFakeOpenAI, type FakeOpenAIServer } from "@/test/fakes/openai-server";
import { uniqueEmail } from "@/test/helpers";
import { PD_FIXTURES, SAMPLE_PERSON } from "./fixtures";
import { builtinTranslator } from "./builtin";
import { GEMINI_HEALTH_KEY, readGeminiHealth } from "./health";
import { translationResultSchema } from "./schema";
import type { TranslationInput } from "./types";
import {
  chooseEngine,
  emailBucket,
  GEMINI_TRAFFIC_KEY,
  getAiStatus,
  getGeminiTrafficPercentage,
  setGeminiTrafficPercentage,
  translateResume,
  type AiConfig,
} from "./router";

const position = PD_FIXTURES[0].position;
const inputFor = (email = uniqueEmail("resume")): TranslationInput => ({ personalInfo: { ...SAMPLE_PERSON, email }, positions: [position] });

let openai: FakeOpenAIServer;
let gemini: FakeGeminiServer;

beforeAll(async () => {
  [openai, gemini] = await Promise.all([startFakeOpenAI(), startFakeGemini()]);
  await builtinTranslator.translate(inputFor()); // load the occupational index once
}, 60_000);
afterAll(async () => {
  await Promise.all([openai.close(), gemini.close()]);
});
beforeEach(async () => {
  for (const server of [openai, gemini]) {
    server.reset();
    server.setDefault({ answer: goodAnswer(inputFor()) });
  }
  await db.delete(settings).where(inArray(settings.key, [GEMINI_TRAFFIC_KEY, GEMINI_HEALTH_KEY]));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const config = (over: { openai?: boolean; gemini?: boolean; timeoutMs?: number } = {}): AiConfig => ({
  openai: over.openai === false ? undefined : { apiKey: "sk-test", model: "gpt-4o-mini", baseUrl: `${openai.url}/v1`, costUsd: 0.05 },
  gemini: over.gemini === false ? undefined : { apiKey: "gm-test", model: "gemini-2.5-flash", baseUrl: gemini.url, costUsd: 0.005 },
  timeoutMs: over.timeoutMs ?? 5000,
});

describe("setGeminiTrafficPercentage", () => {
  it.each([-1, 101, 12.5, "abc", "", null])("rejects %j with the spec's message", async (value) => {
    await expect(setGeminiTrafficPercentage(value)).rejects.toThrow(GEMINI_PERCENTAGE_MESSAGE);
  });

  it("stores a whole number from 0 to 100 (a form's string too) and reads it back", async () => {
    expect(await getGeminiTrafficPercentage()).toBe(0);
    expect(await setGeminiTrafficPercentage(25)).toBe(25);
    expect(await setGeminiTrafficPercentage("50")).toBe(50);
    const [row] = await db.select().from(settings).where(eq(settings.key, GEMINI_TRAFFIC_KEY));
    expect(row.value).toBe(50);
    expect(await getGeminiTrafficPercentage()).toBe(50);
  });
});

describe("getAiStatus", () => {
  it("reports the percentage and which providers can take traffic", async () => {
    await setGeminiTrafficPercentage(5);
    expect(await getAiStatus({ config: config() })).toEqual({ geminiTrafficPercentage: 5, geminiAvailable: true, openaiAvailable: true, builtinOnly: false });
    expect(await getAiStatus({ config: config({ gemini: false }) })).toMatchObject({ geminiAvailable: false, openaiAvailable: true, builtinOnly: false });
    expect(await getAiStatus({ config: config({ gemini: false, openai: false }) })).toMatchObject({ geminiAvailable: false, openaiAvailable: false, builtinOnly: true });
  });

  it("reports Gemini unavailable during a health cool-down", async () => {
    const now = new Date("2026-11-01T12:00:00Z");
    await db.insert(settings).values({ key: GEMINI_HEALTH_KEY, value: { failures: [], unavailableUntil: "2026-11-01T12:05:00.000Z" } });
    expect((await getAiStatus({ config: config(), now })).geminiAvailable).toBe(false);
    expect((await getAiStatus({ config: config(), now: new Date("2026-11-01T12:06:00Z") })).geminiAvailable).toBe(true);
  });
});

describe("translateResume", () => {
  it("uses the built-in engine when no LLM key is configured", async () => {
    await setGeminiTrafficPercentage(100);
    const result = await translateResume(inputFor(), { deps: { config: config({ openai: false, gemini: false }) } });
    expect(result.metadata).toMatchObject({ engine: "builtin", tokens: 0, costUsd: 0 });
    expect(result.fallbackFrom).toBeUndefined();
    expect(openai.requests.length + gemini.requests.length).toBe(0);
  });

  it("sends a Gemini-bucket user to Gemini and records model, tokens, cost and time", async () => {
    await setGeminiTrafficPercentage(100);
    const result = await translateResume(inputFor(), { deps: { config: config() } });
    expect(() => translationResultSchema.parse(result)).not.toThrow();
    expect(result.metadata).toMatchObject({ engine: "gemini", model: "gemini-2.5-flash", tokens: 2000, costUsd: 0.005 });
    expect(result.metadata.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(result.fallbackFrom).toBeUndefined();
    expect([gemini.requests.length, openai.requests.length]).toEqual([1, 0]);
  });

  it("reads the percentage from settings: 0 sends everyone to OpenAI", async () => {
    const result = await translateResume(inputFor(), { deps: { config: config() } });
    expect(result.metadata).toMatchObject({ engine: "openai", model: "gpt-4o-mini", costUsd: 0.05 });
    expect([gemini.requests.length, openai.requests.length]).toEqual([0, 1]);
  });

  it("keeps each user on the same engine at a 50% split", async () => {
    await setGeminiTrafficPercentage(50);
    const emails = Array.from({ length: 40 }, () => uniqueEmail("split"));
    const low = emails.find((e) => emailBucket(e) < 50)!;
    const high = emails.find((e) => emailBucket(e) >= 50)!;
    for (const [email, expected] of [[low, "gemini"], [high, "openai"]] as const) {
      expect(chooseEngine({ email, geminiPercentage: 50, geminiAvailable: true, openaiAvailable: true })).toBe(expected);
      for (let i = 0; i < 2; i++) expect((await translateResume(inputFor(email), { deps: { config: config() } })).metadata.engine).toBe(expected);
    }
  });

  it("falls back from a failing Gemini to OpenAI and records the failure", async () => {
    await setGeminiTrafficPercentage(100);
    gemini.setDefault({ status: 500 });
    const result = await translateResume(inputFor(), { deps: { config: config() } });
    expect(result.metadata.engine).toBe("openai");
    expect(result.fallbackFrom).toBe("gemini");
    expect([gemini.requests.length, openai.requests.length]).toEqual([2, 1]);
    expect((await readGeminiHealth(db)).failures).toHaveLength(1);
  });

  it("falls back to OpenAI after Gemini times out twice", async () => {
    await setGeminiTrafficPercentage(100);
    gemini.setDefault({ hang: true });
    const result = await translateResume(inputFor(), { deps: { config: config({ timeoutMs: 300 }) } });
    expect(result.metadata.engine).toBe("openai");
    expect(result.fallbackFrom).toBe("gemini");
    expect(gemini.requests).toHaveLength(2);
  });

  it("falls back to the built-in result after two malformed OpenAI answers", async () => {
    openai.setDefault({ text: "{ this is not json" });
    const input = inputFor();
    const result = await translateResume(input, { deps: { config: config() } });
    const builtin = await builtinTranslator.translate(input);
    expect(result.metadata.engine).toBe("builtin");
    expect(result.fallbackFrom).toBe("openai");
    expect(result.summary).toBe(builtin.summary);
    expect(result.translatedResume).toBe(builtin.translatedResume);
    expect(openai.requests).toHaveLength(2);
  });

  it("falls back to the built-in result when Gemini fails and OpenAI is not configured", async () => {
    gemini.setDefault({ answer: { summary: "No experience field" } });
    const result = await translateResume(inputFor(), { deps: { config: config({ openai: false }) } });
    expect(result.metadata.engine).toBe("builtin");
    expect(result.fallbackFrom).toBe("gemini");
    expect(gemini.requests).toHaveLength(2);
  });

  it("settles for the built-in result when the time budget runs out, without trying OpenAI", async () => {
    await setGeminiTrafficPercentage(100);
    gemini.setDefault({ hang: true });
    const started = Date.now();
    const result = await translateResume(inputFor(), { deps: { config: config({ timeoutMs: 300 }), budgetMs: 450 } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.metadata.engine).toBe("builtin");
    expect(result.fallbackFrom).toBe("gemini");
    expect(openai.requests).toHaveLength(0);
  });

  it("stops using Gemini after 3 failed requests in 10 minutes, and probes it again after the cool-down", async () => {
    await setGeminiTrafficPercentage(100);
    gemini.setDefault({ status: 503 });
    const t0 = new Date("2026-11-01T12:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    for (const minute of [0, 3, 6]) {
      expect((await translateResume(inputFor(), { now: at(minute), deps: { config: config() } })).fallbackFrom).toBe("gemini");
    }
    expect(gemini.requests).toHaveLength(6);
    expect((await getAiStatus({ config: config(), now: at(7) })).geminiAvailable).toBe(false);

    const during = await translateResume(inputFor(), { now: at(7), deps: { config: config() } });
    expect(during.metadata.engine).toBe("openai");
    expect(during.fallbackFrom).toBeUndefined();
    expect(gemini.requests).toHaveLength(6);

    gemini.setDefault({ answer: goodAnswer(inputFor()) });
    const after = await translateResume(inputFor(), { now: at(17), deps: { config: config() } });
    expect(after.metadata.engine).toBe("gemini");
    expect(await readGeminiHealth(db)).toEqual({ failures: [], unavailableUntil: null });
  });

  it("still translates when the settings cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      select: () => {
        throw new Error("database unavailable");
      },
    } as unknown as Database;
    const result = await translateResume(inputFor(), { deps: { config: config(), db: broken } });
    expect(result.metadata.engine).toBe("openai");
  });
});
