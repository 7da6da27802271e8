/**
 * A local stand-in for the OpenAI API (Chat Completions), for tests that use the real `openai`
 * SDK with `baseURL: `${server.url}/v1``. Speaks the wire format: POST /v1/chat/completions with
 * `Authorization: Bearer <key>`, answers `chat.completion` objects with `usage`, and errors as
 * `{ error: { message, type, param, code } }`.
 */
import { randomUUID } from "node:crypto";
import { startFakeHttpServer, type FakeHttpServer, type HttpReply, type RecordedRequest } from "./http";
import { DEFAULT_USAGE, replyText, type LlmReply } from "./llm-reply";

export type FakeOpenAIServer = FakeHttpServer<LlmReply>;

function error(status: number, message: string, type: string): HttpReply {
  return { status, body: { error: { message, type, param: null, code: null } } };
}

function render(reply: LlmReply, request: RecordedRequest): HttpReply {
  if (request.method !== "POST" || request.path.split("?")[0] !== "/v1/chat/completions") {
    return error(404, `Unknown request URL: ${request.method} ${request.path}`, "invalid_request_error");
  }
  if (!/^Bearer \S+/.test(String(request.headers.authorization ?? ""))) {
    return error(401, "You didn't provide an API key.", "invalid_request_error");
  }
  const body = request.body as { model?: unknown; messages?: unknown } | undefined;
  if (typeof body?.model !== "string" || !Array.isArray(body.messages)) {
    return error(400, "'model' and 'messages' are required", "invalid_request_error");
  }
  if ("hang" in reply) return { hang: true };
  if ("status" in reply) return error(reply.status, reply.message ?? "The server had an error while processing your request.", "server_error");

  const usage = reply.tokens ?? DEFAULT_USAGE;
  const finish = reply.finish ?? "stop";
  return {
    status: 200,
    body: {
      id: `chatcmpl-${randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: finish === "refusal" ? null : replyText(reply), refusal: finish === "refusal" ? "I can't help with that." : null, annotations: [] },
          logprobs: null,
          finish_reason: finish === "refusal" ? "stop" : finish,
        },
      ],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
      system_fingerprint: "fp_fake",
    },
  };
}

/** Starts the fake; by default it answers `{ text: "{}" }` until told otherwise. */
export function startFakeOpenAI(defaultReply: LlmReply = { text: "{}" }): Promise<FakeOpenAIServer> {
  return startFakeHttpServer({ defaultReply, render });
}
