/** Reading model answers against the ONE schema, and the schema sent to the providers. */
import { describe, expect, it } from "vitest";
import { goodAnswer } from "@/test/fakes/llm-reply";
import { PD_FIXTURES, SAMPLE_PERSON } from "../fixtures";
import { translatedResumeContentSchema } from "../schema";
import { contentJsonSchema, llmContentSchema, LlmOutputError, parseLlmContent, strictJsonSchema } from "./output";

const input = { personalInfo: SAMPLE_PERSON, positions: [PD_FIXTURES[0].position] };

type Node = { properties?: Record<string, Node>; required?: string[]; additionalProperties?: unknown; items?: Node; anyOf?: Node[] };

function objects(node: Node, out: Node[] = []): Node[] {
  if (node.properties) out.push(node);
  for (const child of [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : []), ...(node.anyOf ?? [])]) objects(child, out);
  return out;
}

describe("response schemas", () => {
  it("asks for every content field except the rendered text", () => {
    const fields = Object.keys(translatedResumeContentSchema.shape).filter((k) => k !== "translatedResume");
    expect(Object.keys(contentJsonSchema().properties as object).sort()).toEqual(fields.sort());
  });

  it("makes every property required and closed for OpenAI strict mode, optional ones nullable", () => {
    const strict = strictJsonSchema() as Node;
    for (const node of objects(strict)) {
      expect(node.required).toEqual(Object.keys(node.properties!));
      expect(node.additionalProperties).toBe(false);
    }
    const entry = strict.properties!.experience.items!;
    expect(entry.properties!.employer.anyOf).toEqual([{ type: "string", minLength: 1, maxLength: 200 }, { type: "null" }]);
    expect(entry.properties!.title).toEqual({ type: "string", minLength: 1, maxLength: 160 });
  });
});

describe("parseLlmContent", () => {
  it("reads a well-formed answer, turning nulls into absent fields", () => {
    const answer = goodAnswer(input);
    answer.experience[0].employer = null;
    const parsed = parseLlmContent(JSON.stringify(answer));
    expect(parsed.experience[0]).not.toHaveProperty("employer");
    expect(() => llmContentSchema.parse(parsed)).not.toThrow();
  });

  it.each([
    ["empty", "", /empty response/],
    ["not JSON", "{ summary: 'x' ", /not valid JSON/],
    ["wrong shape", JSON.stringify({ summary: "Fine", skills: [] }), /does not match the schema \(skills: .*experience/],
  ])("rejects an answer that is %s", (_name, text, message) => {
    expect(() => parseLlmContent(text)).toThrow(LlmOutputError);
    expect(() => parseLlmContent(text)).toThrow(message);
  });

  it("never puts the answer's text in the error message", () => {
    const answer = { ...goodAnswer(input), summary: "x".repeat(1600) + " SECRET-PHRASE" };
    expect(() => parseLlmContent(JSON.stringify(answer))).toThrow(/summary: Too big/);
    try {
      parseLlmContent(JSON.stringify(answer));
    } catch (error) {
      expect((error as Error).message).not.toContain("SECRET-PHRASE");
    }
  });
});
