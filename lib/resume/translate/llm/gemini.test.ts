/**
 * The Gemini engine through the real `@google/genai` SDK against a local server speaking the
 * Gemini API wire format (test/fakes/gemini-server.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeGemini, type FakeGeminiServer } from "@/test/fakes/gemini-server";
import { goodAnswer } from "@/test/fakes/llm-reply";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { builtinTranslator } from "../builtin";
import { translationResultSchema } from "../schema";
import type { TranslationInput, TranslationResult } from "../types";
import { createGeminiTranslator, GEMINI_MAX_OUTPUT_TOKENS } from "./gemini";
import { contentJsonSchema } from "./output";
import { SYSTEM_PROMPT } from "./prompt";
import { LlmTranslationError } from "./translator";

const NOW = new Date("2026-11-01T00:00:00Z");
const input: TranslationInput = { personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position, PD_FIXTURES[1].position] };

let server: FakeGeminiServer;
let builtin: TranslationResult;

beforeAll(async () => {
  server = await startFakeGemini();
  builtin = await builtinTranslator.translate(input, { now: NOW });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.setDefault({ answer: goodAnswer(input) });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const translator = (timeoutMs = 5000) =>
  createGeminiTranslator({ apiKey: "gm-test-456", model: "gemini-2.5-flash", baseUrl: server.url, timeoutMs, costUsd: 0.005 });

type GenerateBody = {
  contents: { role: string; parts: { text: string }[] }[];
  systemInstruction: { parts: { text: string }[] };
  generationConfig: { responseMimeType: string; responseJsonSchema: unknown; maxOutputTokens: number; temperature: number };
};

describe("Gemini engine", () => {
  it("sends one generateContent request with a JSON response schema and returns the checked resume", async () => {
    const result = await translator().translate(input, { now: NOW, builtin });

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0];
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.headers["x-goog-api-key"]).toBe("gm-test-456");
    const body = request.body as GenerateBody;
    expect(body.systemInstruction.parts[0].text).toBe(SYSTEM_PROMPT);
    expect(body.contents).toHaveLength(1);
    expect(body.contents[0].role).toBe("user");
    const user = body.contents[0].parts[0].text;
    expect(user).toContain("Position 2");
    expect(user).toContain(PD_FIXTURES[1].position.jobTitle);
    expect(user).toContain("Reference data the answer should prefer");
    for (const secret of [SAMPLE_PERSON.email, SAMPLE_PERSON.phone]) expect(user).not.toContain(secret);
    expect(body.generationConfig).toMatchObject({ responseMimeType: "application/json", maxOutputTokens: GEMINI_MAX_OUTPUT_TOKENS });
    expect(body.generationConfig.responseJsonSchema).toEqual(contentJsonSchema());

    expect(() => translationResultSchema.parse(result)).not.toThrow();
    expect(result.metadata).toMatchObject({ engine: "gemini", model: "gemini-2.5-flash", tokens: 2000, costUsd: 0.005 });
    expect(result.experience).toHaveLength(2);
    expect(result.experience.map((e) => e.employer)).toEqual(builtin.experience.map((e) => e.employer));
    expect(result.experience[1].endDate).toBe(PD_FIXTURES[1].position.endDate);
  });

  it("retries once after a malformed answer", async () => {
    server.enqueue({ text: "```json\n{ not json\n```", tokens: { prompt: 900, completion: 10 } });
    const result = await translator().translate(input, { now: NOW, builtin });
    expect(server.requests).toHaveLength(2);
    expect(result.metadata.tokens).toBe(910 + 2000);
  });

  it("accepts JSON wrapped in a Markdown fence", async () => {
    server.enqueue({ text: "```json\n" + JSON.stringify(goodAnswer(input)) + "\n```" });
    const result = await translator().translate(input, { now: NOW, builtin });
    expect(server.requests).toHaveLength(1);
    expect(result.summary).toBe(goodAnswer(input).summary);
  });

  it("gives up after two answers with the wrong number of positions", async () => {
    server.setDefault({ answer: { ...goodAnswer(input), experience: goodAnswer(input).experience.slice(0, 1) } });
    const error = await translator().translate(input, { now: NOW, builtin }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmTranslationError);
    expect((error as Error).message).toMatch(/expected 2 experience entries, got 1/);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after two schema-violating answers", async () => {
    server.setDefault({ answer: { summary: "", skills: "many" } });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/does not match the schema/);
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry a safety stop", async () => {
    server.setDefault({ answer: goodAnswer(input), finish: "SAFETY" });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/safety/);
    expect(server.requests).toHaveLength(1);
  });

  it("retries an HTTP 500 once, then gives up", async () => {
    server.setDefault({ status: 500 });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/HTTP 500/);
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry a rejected API key", async () => {
    server.setDefault({ status: 400, message: "API key not valid. Please pass a valid API key." });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/HTTP 400/);
    expect(server.requests).toHaveLength(1);
  });

  it("times out a hanging request, retries once, then gives up", async () => {
    server.setDefault({ hang: true });
    const started = Date.now();
    await expect(translator(300).translate(input, { now: NOW, builtin })).rejects.toThrow(/timed out after 300 ms/);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("stops without retrying when the caller aborts", async () => {
    server.setDefault({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("client went away")), 100);
    await expect(translator().translate(input, { now: NOW, builtin, signal: controller.signal })).rejects.toThrow("client went away");
    expect(server.requests).toHaveLength(1);
  });
});
