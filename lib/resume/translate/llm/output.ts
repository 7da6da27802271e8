/**
 * What the LLM engines ask the model for and how its answer is read. The model fills the ONE
 * content schema (../schema.ts) except `translatedResume`: that plain-text rendering is rebuilt
 * from the structured fields by the built-in renderer (so every engine's text looks the same),
 * and asking the model to write the resume twice would double output tokens, cost and latency.
 */
import { z } from "zod";
import { translatedResumeContentSchema } from "../schema";

export const llmContentSchema = translatedResumeContentSchema.omit({ translatedResume: true });
export type LlmContent = z.infer<typeof llmContentSchema>;

/** Name of the response format sent to OpenAI (letters, digits, `_`, `-`). */
export const RESPONSE_FORMAT_NAME = "translated_resume";

/** Failures of the answer itself (empty, not JSON, wrong shape): usually worth one retry. */
export class LlmOutputError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = "LlmOutputError";
  }
}

type JsonSchema = { [key: string]: unknown };

function isObject(v: unknown): v is JsonSchema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** JSON Schema of the content (draft 7, as both providers read it), without `$schema`. */
export function contentJsonSchema(): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(llmContentSchema, { target: "draft-7" }) as JsonSchema;
  return schema;
}

/**
 * OpenAI's strict Structured Outputs need every property listed in `required` and
 * `additionalProperties: false` on every object; an optional field is expressed as "string or
 * null". The answer's nulls are removed again before parsing (see `parseLlmContent`).
 */
export function strictJsonSchema(schema: JsonSchema = contentJsonSchema()): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === "properties" ? v : walk(v);
    if (isObject(node.properties)) {
      const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
      const properties: JsonSchema = {};
      for (const [key, child] of Object.entries(node.properties)) {
        const strictChild = walk(child);
        properties[key] = required.has(key) ? strictChild : { anyOf: [strictChild, { type: "null" }] };
      }
      out.properties = properties;
      out.required = Object.keys(properties);
      out.additionalProperties = false;
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** `null` object members removed (a strict schema's way of saying "absent"). */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (!isObject(value)) return value;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = dropNulls(v);
  return out;
}

/** Models sometimes wrap JSON in a Markdown fence even in JSON mode. */
function unfence(text: string): string {
  const m = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return m ? m[1] : text;
}

/**
 * The model's text → content, or an LlmOutputError naming what was wrong. Messages name paths
 * and rules only, never the resume text (they end up in logs).
 */
export function parseLlmContent(text: string | null | undefined): LlmContent {
  if (!text?.trim()) throw new LlmOutputError("empty response");
  let json: unknown;
  try {
    json = JSON.parse(unfence(text));
  } catch {
    throw new LlmOutputError("response is not valid JSON");
  }
  const parsed = llmContentSchema.safeParse(dropNulls(json));
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    throw new LlmOutputError(`response does not match the schema (${where})`);
  }
  return parsed.data;
}
