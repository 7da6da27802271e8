/**
 * A tiny HTTP server for tests of code that calls an outside API through its real SDK: the SDK
 * is pointed at this server's URL, every request is recorded (method, path, headers, parsed
 * JSON body), and each answer is taken from a queue of replies, then a default one.
 *
 * A reply can also "hang" (headers never sent) to exercise client timeouts; `close()` drops
 * such connections so the test run ends cleanly.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  /** Path and query, e.g. "/v1/chat/completions". */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body (undefined when empty or not JSON). */
  body: unknown;
  raw: string;
};

/** What the server does with one request. */
export type HttpReply = { status: number; body: unknown; headers?: Record<string, string> } | { hang: true };

export type FakeHttpServer<R> = {
  url: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order. */
  enqueue(...replies: R[]): void;
  /** Reply used when the queue is empty. */
  setDefault(reply: R): void;
  /** Forget requests and queued replies (the default stays). */
  reset(): void;
  close(): Promise<void>;
};

/**
 * Starts a server on 127.0.0.1 and a random port. `render` turns a queued reply (in the API's
 * own terms) into an HTTP reply for the recorded request; it may also answer on its own (for
 * example 401 without an API key, as the real API would).
 */
export async function startFakeHttpServer<R>(options: {
  defaultReply: R;
  render: (reply: R, request: RecordedRequest) => HttpReply;
}): Promise<FakeHttpServer<R>> {
  const requests: RecordedRequest[] = [];
  const queue: R[] = [];
  let fallback = options.defaultReply;

  const send = (res: ServerResponse, reply: HttpReply) => {
    if ("hang" in reply) return;
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, raw };
      requests.push(recorded);
      send(res, options.render(queue.shift() ?? fallback, recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => (fallback = reply),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
