/**
 * The OpenAI engine through the real `openai` SDK against a local server speaking the Chat
 * Completions wire format (test/fakes/openai-server.ts): the request we send and the answers we
 * cope with (well-formed, malformed, schema-violating, HTTP errors, no answer at all).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toStrictJsonSchema } from "openai/lib/transform";
import { startFakeOpenAI, type FakeOpenAIServer } from "@/test/fakes/openai-server";
import { goodAnswer } from "@/test/fakes/llm-reply";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { builtinTranslator } from "../builtin";
import { translationResultSchema } from "../schema";
import type { TranslationInput, TranslationResult } from "../types";
import { createOpenAITranslator, OPENAI_MAX_COMPLETION_TOKENS } from "./openai";
import { RESPONSE_FORMAT_NAME, strictJsonSchema } from "./output";
import { SYSTEM_PROMPT } from "./prompt";
import { LlmTranslationError } from "./translator";

const NOW = new Date("2026-11-01T00:00:00Z");
const input: TranslationInput = { personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position] };

let server: FakeOpenAIServer;
let builtin: TranslationResult;

beforeAll(async () => {
  server = await startFakeOpenAI();
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
  createOpenAITranslator({ apiKey: "sk-test-123", model: "gpt-4o-mini", baseURL: `${server.url}/v1`, timeoutMs, costUsd: 0.05 });

type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  max_completion_tokens: number;
};

describe("OpenAI engine", () => {
  it("sends one structured-output chat completion and returns the checked resume", async () => {
    const result = await translator().translate(input, { now: NOW, builtin });

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0];
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-123");
    const body = request.body as ChatBody;
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.max_completion_tokens).toBe(OPENAI_MAX_COMPLETION_TOKENS);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[0].content).toBe(SYSTEM_PROMPT);
    const user = body.messages[1].content;
    expect(user).toContain("IT Specialist (INFOSEC), GS-2210-12");
    expect(user).toContain("Reference data the answer should prefer");
    expect(user).toContain("federal series 2210");
    for (const role of builtin.privateSectorRoles.slice(0, 3)) expect(user).toContain(role);
    // Contact details never leave the server.
    for (const secret of [SAMPLE_PERSON.email, SAMPLE_PERSON.phone, SAMPLE_PERSON.name]) expect(user).not.toContain(secret);
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: RESPONSE_FORMAT_NAME, strict: true, schema: strictJsonSchema() },
    });

    expect(() => translationResultSchema.parse(result)).not.toThrow();
    expect(result.metadata).toMatchObject({ engine: "openai", model: "gpt-4o-mini", tokens: 2000, costUsd: 0.05 });
    expect(result.summary).toBe(goodAnswer(input).summary);
    expect(result.experience[0].title).toBe("Information Security Analyst");
    // Employer, dates and location come from the input, whatever the model wrote.
    expect(result.experience[0]).toMatchObject({ employer: builtin.experience[0].employer, startDate: "06/2017", endDate: "Present", location: "Martinsburg, WV" });
    expect(result.translatedResume).toContain(SAMPLE_PERSON.name);
    expect(result.translatedResume).toContain("Information Security Analyst — ");
  });

  it("sends a response schema OpenAI's strict mode accepts as it is", () => {
    const schema = strictJsonSchema();
    expect(toStrictJsonSchema(schema as never)).toEqual(schema);
  });

  it("retries once after a malformed answer, counting both answers' tokens", async () => {
    server.enqueue({ text: '{"summary": "Cut off', tokens: { prompt: 1000, completion: 50 } });
    const result = await translator().translate(input, { now: NOW, builtin });
    expect(server.requests).toHaveLength(2);
    expect(result.metadata.tokens).toBe(1050 + 2000);
  });

  it("gives up after two malformed answers", async () => {
    server.setDefault({ text: "Sure! Here is the resume you asked for." });
    const error = await translator().translate(input, { now: NOW, builtin }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmTranslationError);
    expect((error as LlmTranslationError).message).toMatch(/not valid JSON/);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after two answers that violate the schema", async () => {
    const bad = { ...goodAnswer(input), skills: [], experience: [{ ...goodAnswer(input).experience[0], bullets: Array(8).fill("Did things") }] };
    server.setDefault({ answer: bad });
    const error = await translator().translate(input, { now: NOW, builtin }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/does not match the schema \(skills: .*experience\.0\.bullets/);
    expect(server.requests).toHaveLength(2);
  });

  it("retries a cut-off answer (finish_reason length)", async () => {
    server.enqueue({ answer: goodAnswer(input), finish: "length" });
    const result = await translator().translate(input, { now: NOW, builtin });
    expect(server.requests).toHaveLength(2);
    expect(result.metadata.engine).toBe("openai");
  });

  it("does not retry a refusal", async () => {
    server.setDefault({ answer: goodAnswer(input), finish: "refusal" });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/refused/);
    expect(server.requests).toHaveLength(1);
  });

  it("retries an HTTP 500 once, then gives up", async () => {
    server.setDefault({ status: 500 });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/HTTP 500/);
    expect(server.requests).toHaveLength(2);
  });

  it("recovers when the retry after an HTTP 503 succeeds", async () => {
    server.enqueue({ status: 503 });
    const result = await translator().translate(input, { now: NOW, builtin });
    expect(server.requests).toHaveLength(2);
    expect(result.metadata.engine).toBe("openai");
  });

  it("does not retry an authentication error", async () => {
    server.setDefault({ status: 401, message: "Incorrect API key provided" });
    await expect(translator().translate(input, { now: NOW, builtin })).rejects.toThrow(/HTTP 401/);
    expect(server.requests).toHaveLength(1);
  });

  it("times out a hanging request, retries once, then gives up", async () => {
    server.setDefault({ hang: true });
    const started = Date.now();
    await expect(translator(300).translate(input, { now: NOW, builtin })).rejects.toThrow(/timed out after 300 ms/);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("runs the built-in engine itself for grounding when not given its result", async () => {
    const result = await translator().translate(input, { now: NOW });
    expect(result.metadata.engine).toBe("openai");
    expect((server.requests[0].body as ChatBody).messages[1].content).toContain(builtin.privateSectorRoles[0]);
  });
});
