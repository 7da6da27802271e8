/**
 * Runs the Word parsers (mammoth for .docx, word-extractor for .doc) in worker threads.
 *
 * Why: a hostile .docx of 2 KB (20,000 unclosed elements in document.xml) keeps mammoth's XML
 * parser busy for over a minute of CPU. A timeout on the main thread would only stop waiting;
 * a worker can be terminated, which really stops the work, and its heap is capped, so one bad
 * file costs at most PARSE_TIME_LIMIT_MS of one core and a bounded amount of memory.
 *
 * Workers are kept warm (loading mammoth takes 100-300 ms) in a small pool and replaced when
 * one is terminated, crashes or runs out of memory. Idle workers do not keep the process alive.
 *
 * The worker is plain JavaScript evaluated from a string and loads the packages from the app's
 * node_modules, so it needs no bundler support. If they cannot be resolved (an unusual
 * deployment layout), the caller parses in-process instead and we log it once.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

export type IsolatedTask = "docx" | "doc";

export class IsolatedParseError extends Error {
  constructor(
    readonly reason: "failed" | "out-of-memory" | "crashed",
    message: string,
  ) {
    super(message);
    this.name = "IsolatedParseError";
  }
}

/** Parsers that run at once per server process; more uploads wait (within their time limit). */
const MAX_WORKERS = 2;
const IDLE_MS = 5 * 60_000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };

// Keep in step with the in-process fallbacks in docx.ts and doc.ts.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const loaded = {};
const load = (name) => (loaded[name] = loaded[name] || require(workerData.modules[name]));
async function run(task, buffer) {
  if (task === "docx") return (await load("mammoth").extractRawText({ buffer })).value;
  if (task === "doc") {
    const WordExtractor = load("word-extractor");
    const doc = await new WordExtractor().extract(buffer);
    return [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false })].filter(Boolean).join("\\n\\n");
  }
  throw new Error("Unknown task " + task);
}
parentPort.on("message", ({ id, task, bytes }) => {
  run(task, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    (text) => parentPort.postMessage({ id, ok: true, text }),
    (error) => parentPort.postMessage({ id, ok: false, message: String((error && error.message) || error) }),
  );
});
`;

type Reply = { id: number; ok: true; text: string } | { id: number; ok: false; message: string };

type PoolWorker = { worker: Worker; busy: boolean; dead: boolean; idleTimer?: NodeJS.Timeout };

let modules: Record<string, string> | null | undefined;
/** Absolute paths of the parser packages, resolved from the app's root; null when unavailable. */
function parserModules(): Record<string, string> | null {
  if (modules !== undefined) return modules;
  try {
    const require = createRequire(path.join(process.cwd(), "package.json"));
    modules = { mammoth: require.resolve("mammoth"), "word-extractor": require.resolve("word-extractor") };
  } catch (error) {
    console.error("[parse] parser packages not resolvable from", process.cwd(), "- parsing in-process", error);
    modules = null;
  }
  return modules;
}

export function isolationAvailable(): boolean {
  return parserModules() !== null;
}

const pool: PoolWorker[] = [];
const waiting: ((w: PoolWorker) => void)[] = [];
let nextId = 1;

function spawn(): PoolWorker {
  const entry: PoolWorker = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { modules: parserModules() }, resourceLimits: RESOURCE_LIMITS }),
    busy: true,
    dead: false,
  };
  // A worker that dies for any reason leaves the pool; the next task gets a fresh one.
  entry.worker.on("exit", () => discard(entry));
  entry.worker.on("error", () => discard(entry));
  pool.push(entry);
  return entry;
}

function discard(entry: PoolWorker) {
  if (entry.dead) return;
  entry.dead = true;
  clearTimeout(entry.idleTimer);
  const i = pool.indexOf(entry);
  if (i >= 0) pool.splice(i, 1);
  void entry.worker.terminate();
  // Someone waiting for a worker may now spawn one.
  const next = waiting.shift();
  if (next) next(spawn());
}

function acquire(signal?: AbortSignal): Promise<PoolWorker> {
  const idle = pool.find((w) => !w.busy);
  if (idle) {
    idle.busy = true;
    clearTimeout(idle.idleTimer);
    return Promise.resolve(idle);
  }
  if (pool.length < MAX_WORKERS) return Promise.resolve(spawn());
  return new Promise((resolve, reject) => {
    const take = (w: PoolWorker) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(w);
    };
    const onAbort = () => {
      const i = waiting.indexOf(take);
      if (i >= 0) waiting.splice(i, 1);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    waiting.push(take);
  });
}

function release(entry: PoolWorker) {
  const next = waiting.shift();
  if (next) return next(entry);
  entry.busy = false;
  entry.worker.unref();
  entry.idleTimer = setTimeout(() => discard(entry), IDLE_MS);
  entry.idleTimer.unref();
}

/** Extracts text in a pool worker; rejects with the signal's reason (and kills the worker) on abort. */
export async function runIsolated(task: IsolatedTask, bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  const entry = await acquire(signal);
  const { worker } = entry;
  worker.ref();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void, reuse: boolean) => {
      if (settled) return;
      settled = true;
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      signal?.removeEventListener("abort", onAbort);
      if (reuse) release(entry);
      else discard(entry);
      outcome();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      finish(() => (reply.ok ? resolve(reply.text) : reject(new IsolatedParseError("failed", reply.message))), true);
    };
    const onError = (error: Error & { code?: string }) => {
      const reason = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed";
      finish(() => reject(new IsolatedParseError(reason, error.message)), false);
    };
    const onExit = (code: number) =>
      finish(() => reject(new IsolatedParseError("crashed", `Parser worker exited with code ${code}`)), false);
    const onAbort = () => finish(() => reject(signal!.reason), false);

    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage({ id, task, bytes });
  });
}

/** Stops every worker (tests and scripts that want a clean exit). */
export async function shutdownParseWorkers(): Promise<void> {
  await Promise.all([...pool].map((entry) => entry.worker.terminate()));
  pool.length = 0;
}
