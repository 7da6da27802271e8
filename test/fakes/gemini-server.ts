/**
 * A local stand-in for the Gemini API, for tests that use the real `@google/genai` SDK with
 * `httpOptions: { baseUrl: server.url }`. Speaks the wire format: POST
 * /v1beta/models/{model}:generateContent with the `x-goog-api-key` header, answers
 * `{ candidates: [{ content: { parts: [{ text }] }, finishReason }], usageMetadata }`, and errors
 * as `{ error: { code, message, status } }`.
 */
import { randomUUID } from "node:crypto";
import { startFakeHttpServer, type FakeHttpServer, type HttpReply, type RecordedRequest } from "./http";
import { DEFAULT_USAGE, replyText, type LlmReply } from "./llm-reply";

export type FakeGeminiServer = FakeHttpServer<LlmReply>;

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

function error(code: number, message: string): HttpReply {
  return { status: code, body: { error: { code, message, status: STATUS_NAMES[code] ?? "UNKNOWN" } } };
}

const GENERATE = /^\/v1beta\/models\/([^/:?]+):generateContent$/;

function render(reply: LlmReply, request: RecordedRequest): HttpReply {
  const match = GENERATE.exec(request.path.split("?")[0]);
  if (request.method !== "POST" || !match) return error(404, `Method not found: ${request.method} ${request.path}`);
  if (!request.headers["x-goog-api-key"]) return error(403, "Method doesn't allow unregistered callers. Please use an API key.");
  const body = request.body as { contents?: unknown } | undefined;
  if (!Array.isArray(body?.contents) || body.contents.length === 0) return error(400, "* GenerateContentRequest.contents: contents is not specified");
  if ("hang" in reply) return { hang: true };
  if ("status" in reply) return error(reply.status, reply.message ?? "Internal error encountered.");

  const usage = reply.tokens ?? DEFAULT_USAGE;
  const finish = reply.finish ?? "STOP";
  const text = replyText(reply);
  return {
    status: 200,
    body: {
      candidates: [
        {
          content: { role: "model", parts: finish === "SAFETY" ? [] : [{ text }] },
          finishReason: finish,
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: usage.prompt,
        candidatesTokenCount: usage.completion,
        totalTokenCount: usage.prompt + usage.completion,
      },
      modelVersion: decodeURIComponent(match[1]),
      responseId: randomUUID(),
    },
  };
}

/** Starts the fake; by default it answers `{ text: "{}" }` until told otherwise. */
export function startFakeGemini(defaultReply: LlmReply = { text: "{}" }): Promise<FakeGeminiServer> {
  return startFakeHttpServer({ defaultReply, render });
}
