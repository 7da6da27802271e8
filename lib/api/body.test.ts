import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { BODY_UNREADABLE, DEFAULT_JSON_LIMIT, parseId, readBody, readJson } from "./body";

const schema = z.object({ name: z.string().min(2, "Name must be at least 2 characters"), age: z.number().optional() });

function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readJson", () => {
  it("returns the parsed, validated body", async () => {
    await expect(readJson(post(JSON.stringify({ name: "Ada", age: 36 })), schema)).resolves.toEqual({ name: "Ada", age: 36 });
  });

  it("accepts a charset in the content type", async () => {
    const req = post(JSON.stringify({ name: "Ada" }), { "content-type": "application/json; charset=utf-8" });
    await expect(readJson(req, schema)).resolves.toEqual({ name: "Ada" });
  });

  it("refuses a non-JSON content type with 400", async () => {
    const error = await thrown(readJson(post("name=Ada", { "content-type": "application/x-www-form-urlencoded" }), schema));
    expect(error.status).toBe(400);
  });

  it("answers a body the client aborted with 400, not 500", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        controller.error(new Error("aborted"));
      },
    });
    const error = await thrown(readJson(post(body), schema));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The request body could not be read");
  });

  it("answers malformed JSON with 400", async () => {
    const error = await thrown(readJson(post("{name: 'Ada'"), schema));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Malformed JSON body");
  });

  it("answers a schema failure with 422 and per-field details", async () => {
    const error = await thrown(readJson(post(JSON.stringify({ name: "A" })), schema));
    expect(error.status).toBe(422);
    expect(error.message).toBe("Validation failed: Name must be at least 2 characters");
    expect(error.details).toEqual([{ path: "name", message: "Name must be at least 2 characters" }]);
  });

  it("treats an empty body as {} (so required fields still fail with 422)", async () => {
    const error = await thrown(readJson(post(""), schema));
    expect(error.status).toBe(422);
  });

  it("refuses a declared Content-Length over the limit with 413 before reading", async () => {
    const req = post(JSON.stringify({ name: "Ada" }), { "content-type": "application/json", "content-length": "999999" });
    const error = await thrown(readJson(req, schema, { maxBytes: 1000 }));
    expect(error.status).toBe(413);
  });

  it("stops a streamed body that grows past the limit with 413", async () => {
    const chunk = new TextEncoder().encode(`"${"x".repeat(1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new TextEncoder().encode("["));
        controller.enqueue(chunk); // never ends on its own: the reader must stop it
      },
    });
    const error = await thrown(readJson(post(stream), z.array(z.string()), { maxBytes: 8 * 1024 }));
    expect(error.status).toBe(413);
  });

  it("uses a 64 KiB default limit", async () => {
    expect(DEFAULT_JSON_LIMIT).toBe(64 * 1024);
    const big = JSON.stringify({ name: "x".repeat(DEFAULT_JSON_LIMIT) });
    const error = await thrown(readJson(post(big, { "content-type": "application/json" }), schema));
    expect(error.status).toBe(413);
  });
});

describe("readBody: the one reader for JSON bodies and uploads", () => {
  const upload = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/parse-file", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const tooLarge = () => new AppError(413, "File is too large.");

  it("returns the bytes as sent", async () => {
    const bytes = await readBody(upload(Uint8Array.from([0, 1, 2, 255])), { maxBytes: 10 });
    expect([...bytes]).toEqual([0, 1, 2, 255]);
    expect((await readBody(upload(null), { maxBytes: 10 })).length).toBe(0);
  });

  it("refuses over the cap, declared or streamed, with the caller's message", async () => {
    const declared = await thrown(readBody(upload("x", { "content-length": "11" }), { maxBytes: 10, tooLarge }));
    expect([declared.status, declared.message]).toEqual([413, "File is too large."]);
    const streamed = await thrown(readBody(upload("x".repeat(11)), { maxBytes: 10, tooLarge }));
    expect([streamed.status, streamed.message]).toEqual([413, "File is too large."]);
    // Without a message of its own: the generic one.
    expect((await thrown(readBody(upload("x".repeat(11)), { maxBytes: 10 }))).message).toBe("Request body too large");
  });

  it("answers a body the client aborted with 400, whatever the stream's error", async () => {
    for (const reason of [new Error("aborted"), Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }), undefined]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(100));
          controller.error(reason);
        },
      });
      const error = await thrown(readBody(upload(body), { maxBytes: 1000, tooLarge }));
      expect([error.status, error.message]).toEqual([400, BODY_UNREADABLE]);
    }
  });

  it("answers a body that was already read with 400", async () => {
    const req = upload("abc");
    await req.text();
    expect((await thrown(readBody(req, { maxBytes: 10 }))).status).toBe(400);
  });
});

describe("readJson: the shared input layer", () => {
  it.each([
    ['{"name":"Ada\\u0000"}', "name"],
    ['{"name":"\\ud800x"}', "name"],
    ['{"name":"Ada","tags":[{"x":"\\u001b"}]}', "tags.0.x"],
  ])("refuses %s with 400 naming the field, before the schema", async (raw, path) => {
    const error = await thrown(readJson(post(raw), schema));
    expect(error.status).toBe(400);
    expect(error.details).toEqual([expect.objectContaining({ path })]);
  });

  it("refuses a __proto__ key and a deeply nested body with 400", async () => {
    expect((await thrown(readJson(post('{"name":"Ada","__proto__":{"x":1}}'), schema))).status).toBe(400);
    expect((await thrown(readJson(post(`{"name":"Ada","x":${"[".repeat(100)}${"]".repeat(100)}}`), schema))).status).toBe(400);
  });

  it("hands the schema NFC text", async () => {
    await expect(readJson(post(JSON.stringify({ name: "Cafe\u0301" })), schema)).resolves.toEqual({ name: "Café" });
  });
});

describe("parseId", () => {
  it.each(["2147483648", "9999999999"])("answers %s, which no row can have, with 404 before any query", (value) => {
    let error: unknown;
    try {
      parseId(value, "Resume");
    } catch (e) {
      error = e;
    }
    expect((error as AppError).status).toBe(404);
    expect((error as AppError).message).toBe("Resume not found");
  });

  it.each(["1", "42", "2147483647"])("accepts %s", (value) => {
    expect(parseId(value)).toBe(Number(value));
  });

  it.each([undefined, "", "0", "-1", "1.5", "1e3", "abc", "12345678901", " 7", "\u0000"])("refuses %s with 400", (value) => {
    let error: unknown;
    try {
      parseId(value, "Resume");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe("Invalid resume id");
  });
});
