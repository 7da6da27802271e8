/**
 * Runs the upload parsers (pdf.js through unpdf, mammoth for .docx, word-extractor for .doc) in
 * worker threads.
 *
 * Why: a hostile file keeps a parser busy far longer than any real one. A 2 KB .docx of 20,000
 * unclosed elements takes mammoth's XML parser over a minute; an 80 KB PDF that draws one letter
 * three million times takes pdf.js 12 s of uninterrupted main-thread work (it does not yield while
 * it builds the text items) and a gigabyte of memory. On the request's thread either would hold
 * the whole server, and a timeout there only stops waiting. A worker can be terminated, which
 * really stops the work, and its heap is capped (resourceLimits), so one bad file costs at most
 * PARSE_TIME_LIMIT_MS of one core and a bounded amount of memory; running out of it ends the
 * worker, not the server.
 *
 * Workers are kept warm (loading mammoth or pdf.js takes 100-500 ms) in a small pool and replaced
 * when one is terminated, crashes or runs out of memory. Idle workers do not keep the process alive.
 *
 * The worker is plain JavaScript evaluated from a string (worker-source.ts says why that, not a
 * file) and loads the packages from the app's node_modules. If they cannot be resolved or loaded
 * (an unusual deployment layout), the caller parses in-process instead and we log it once.
 */
import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { MAX_PDF_PAGES } from "./messages";
import { WORKER_SOURCE } from "./worker-source";

export type IsolatedTask = "docx" | "doc" | "pdf";

/** Failures the worker recognised (see worker-source.ts); anything else it reports as "failed". */
export type WorkerFailure = "unavailable" | "password" | "too-many-pages" | "failed";

export class IsolatedParseError extends Error {
  constructor(
    readonly reason: "failed" | "out-of-memory" | "crashed",
    message: string,
    /** What the worker made of a file it could not read (reason "failed" only). */
    readonly code: WorkerFailure = "failed",
  ) {
    super(message);
    this.name = "IsolatedParseError";
  }
}

/** Parsers that run at once per server process; more uploads wait (within their time limit). */
const MAX_WORKERS = 2;
const IDLE_MS = 5 * 60_000;
/**
 * The heap a parser may use. The largest legitimate upload (100 pages of PDF, a 10 MB .docx)
 * stays far below it; a file built to exhaust memory hits it and ends its worker (a 4xx), not the
 * server. ArrayBuffers are outside this limit; the inputs that make them are capped elsewhere.
 */
export const PARSER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };
/**
 * ArrayBuffer memory a parser may hold (outside the heap limit above; see worker-source.ts). The
 * file itself is at most 10 MB; what pdf.js decodes for text (content streams, fonts) stays in the
 * tens of MB for real files. Checked every 50 ms, so the worst case is a few times this.
 */
export const PARSER_MAX_ARRAY_BUFFER_BYTES = 256 * 1024 * 1024;
/** How a worker that ended itself over PARSER_MAX_ARRAY_BUFFER_BYTES exits. */
const MEMORY_EXIT_CODE = 86;

const PACKAGES: Record<IsolatedTask, string> = { pdf: "unpdf", docx: "mammoth", doc: "word-extractor" };

let modules: Record<string, string> | undefined;
/** Absolute paths of the parser packages that resolve from the app's root. */
function parserModules(): Record<string, string> {
  if (modules) return modules;
  modules = {};
  // Not named `require`, and the magic comment: the bundler must leave this lookup to run time
  // (in the server build these packages are external, plain files under node_modules).
  const fromApp = createRequire(path.join(process.cwd(), "package.json"));
  for (const name of Object.values(PACKAGES)) {
    try {
      modules[name] = fromApp.resolve(/* webpackIgnore: true */ name);
    } catch (error) {
      console.error(`[parse] ${name} not resolvable from`, process.cwd(), "- parsing in-process", error);
    }
  }
  return modules;
}

const unavailable = new Set<IsolatedTask>();

/** Whether `task` can run in a worker; false after its package failed to resolve or load there. */
export function isolationAvailable(task: IsolatedTask): boolean {
  return !unavailable.has(task) && PACKAGES[task] in parserModules();
}

/**
 * The worker could not load the parser (it resolved, yet require failed): remember it, so later
 * uploads go straight to the in-process parser, and say so once.
 */
export function markIsolationUnavailable(task: IsolatedTask, error: unknown): void {
  if (unavailable.has(task)) return;
  unavailable.add(task);
  console.error(`[parse] the ${task} parser cannot run in a worker - parsing in-process`, error);
}

type Reply = { id: number; ok: true; text: string } | { id: number; ok: false; code: WorkerFailure; message: string };

type PoolWorker = { worker: Worker; busy: boolean; dead: boolean; idleTimer?: NodeJS.Timeout };

const pool: PoolWorker[] = [];
const waiting: ((w: PoolWorker) => void)[] = [];
let nextId = 1;

function spawn(): PoolWorker {
  const entry: PoolWorker = {
    // The source is a string (eval), not a module for the bundler to resolve or bundle.
    worker: new Worker(/* webpackIgnore: true */ WORKER_SOURCE, {
      eval: true,
      workerData: { modules: parserModules(), maxArrayBufferBytes: PARSER_MAX_ARRAY_BUFFER_BYTES, memoryExitCode: MEMORY_EXIT_CODE },
      resourceLimits: PARSER_RESOURCE_LIMITS,
    }),
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
      finish(() => (reply.ok ? resolve(reply.text) : reject(new IsolatedParseError("failed", reply.message, reply.code))), true);
    };
    const onError = (error: Error & { code?: string }) => {
      const reason = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed";
      finish(() => reject(new IsolatedParseError(reason, error.message)), false);
    };
    const onExit = (code: number) =>
      finish(
        () =>
          reject(
            code === MEMORY_EXIT_CODE
              ? new IsolatedParseError("out-of-memory", "Parser worker went over its ArrayBuffer limit")
              : new IsolatedParseError("crashed", `Parser worker exited with code ${code}`),
          ),
        false,
      );
    const onAbort = () => finish(() => reject(signal!.reason), false);

    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage({ id, task, bytes, maxPages: MAX_PDF_PAGES });
  });
}

/**
 * Runs `task` in a worker when it can, else (the parser cannot be loaded there) through
 * `inProcess`, the same call on this thread. Errors are the worker's (IsolatedParseError) or the
 * signal's reason; the caller turns them into the visitor's message.
 */
export async function parseIsolated(
  task: IsolatedTask,
  bytes: Uint8Array,
  signal: AbortSignal | undefined,
  inProcess: () => Promise<string>,
): Promise<string> {
  if (isolationAvailable(task)) {
    try {
      return await runIsolated(task, bytes, signal);
    } catch (error) {
      if (!(error instanceof IsolatedParseError && error.code === "unavailable")) throw error;
      markIsolationUnavailable(task, error);
    }
  }
  return inProcess();
}

/** Stops every worker (tests and scripts that want a clean exit). */
export async function shutdownParseWorkers(): Promise<void> {
  await Promise.all([...pool].map((entry) => entry.worker.terminate()));
  pool.length = 0;
}
