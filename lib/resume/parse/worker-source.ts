/**
 * The source of the parser worker (see isolate.ts), as a string the Worker evaluates.
 *
 * Why a string and not a worker file: a worker file has to exist on disk where the running server
 * looks for it. After `next build` the server runs bundled chunks from .next/, so a path relative to
 * this module points into .next/; a path from process.cwd() works under `next start` in the
 * checkout, but on Vercel or in a standalone build only traced files are copied, and a miss shows
 * only at run time. A string travels inside the bundle. The parser packages it loads are listed in
 * next.config's serverExternalPackages, so they stay plain node_modules files, which the worker
 * requires by the absolute paths isolate.ts resolves (next.config adds unpdf's dist to the trace).
 *
 * The code is plain CommonJS run as is (no TypeScript, no bundler): keep it small. Each task is
 * the same call as the in-process fallback beside it (docx.ts, doc.ts, pdf.ts); keep them in step.
 *
 * The heap is capped by the Worker's resourceLimits; ArrayBuffers are not (a 500 KB PDF whose
 * content stream inflates to 500 MB made pdf.js hold 2 GB of them). So while a task runs, a
 * watchdog checks this thread's ArrayBuffer memory every 50 ms (pdf.js's decoding gives the event
 * loop a turn at least every ~150 ms) and ends the worker with workerData.memoryExitCode over
 * workerData.maxArrayBufferBytes: the caller treats that like running out of heap.
 *
 * Messages in:  { id, task: "docx" | "doc" | "pdf", bytes: Uint8Array, maxPages }
 * Messages out: { id, ok: true, text } or { id, ok: false, code, message }, where code is
 *   "unavailable" (a parser package could not be loaded: the caller parses in-process),
 *   "password", "too-many-pages" (PDF only), or "failed" (anything else: a damaged file).
 */
export const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");

class Coded extends Error {
  constructor(code, message) {
    super(message || code);
    this.code = code;
  }
}

const loaded = {};
function load(name) {
  if (!loaded[name]) {
    try {
      loaded[name] = require(workerData.modules[name]);
    } catch (error) {
      throw new Coded("unavailable", "Cannot load " + name + ": " + ((error && error.message) || error));
    }
  }
  return loaded[name];
}

async function pdfText(buffer, maxPages) {
  const unpdf = load("unpdf");
  let getDocument;
  try {
    getDocument = (await unpdf.getResolvedPDFJS()).getDocument;
  } catch (error) {
    throw new Coded("unavailable", "Cannot load pdf.js: " + ((error && error.message) || error));
  }
  const task = getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      throw new Coded(error && error.name === "PasswordException" ? "password" : "failed", String((error && error.message) || error));
    }
    if (pdf.numPages > maxPages) throw new Coded("too-many-pages");
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => (item.str || "") + (item.hasEOL ? "\n" : "")).join(""));
      page.cleanup();
    }
    return pages.join("\n\n");
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function run(task, buffer, maxPages) {
  if (task === "pdf") return pdfText(buffer, maxPages);
  if (task === "docx") {
    const mammoth = load("mammoth");
    return (await mammoth.extractRawText({ buffer })).value;
  }
  if (task === "doc") {
    const WordExtractor = load("word-extractor");
    const doc = await new WordExtractor().extract(buffer);
    return [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false })].filter(Boolean).join("\n\n");
  }
  throw new Error("Unknown task " + task);
}

let running = 0;
let watchdog;
function started() {
  running++;
  watchdog = watchdog || setInterval(() => {
    if (process.memoryUsage().arrayBuffers > workerData.maxArrayBufferBytes) process.exit(workerData.memoryExitCode);
  }, 50);
}
function finished() {
  if (--running === 0) {
    clearInterval(watchdog);
    watchdog = undefined;
  }
}

parentPort.on("message", ({ id, task, bytes, maxPages }) => {
  started();
  run(task, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxPages).then(
    (text) => {
      finished();
      parentPort.postMessage({ id, ok: true, text });
    },
    (error) => {
      finished();
      parentPort.postMessage({
        id,
        ok: false,
        code: error instanceof Coded ? error.code : "failed",
        message: String((error && error.message) || error),
      });
    },
  );
});
`;
