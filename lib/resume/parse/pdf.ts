/**
 * PDF text through unpdf (a serverless build of Mozilla's pdf.js), in a worker thread.
 *
 * pdf.js slices much of its work, but not all of it: an 80 KB page that draws one letter three
 * million times kept the thread busy for 12 s without a single timer firing, and took a gigabyte
 * of memory. So PDFs are read in the parser pool (isolate.ts) like Word files: at the deadline the
 * worker is terminated, which stops the work, and a file that exhausts the worker's heap ends that
 * worker, not the server. Either way the visitor gets a 422 with a message, never a 500.
 */
import { getResolvedPDFJS } from "unpdf";
import { AppError, unprocessable } from "@/lib/api/errors";
import { IsolatedParseError, parseIsolated } from "./isolate";
import { MAX_PDF_PAGES, UPLOAD_MESSAGES } from "./messages";

type TextItem = { str?: string; hasEOL?: boolean };

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Fewer letters or digits than this across the whole file means a scan (or an empty form). */
const MIN_TEXT_CHARACTERS = 10;

/** Counts up to `wanted` letters or digits without building an array of every match. */
function hasLettersOrDigits(text: string, wanted: number): boolean {
  const re = /[\p{L}\p{N}]/gu;
  let count = 0;
  while (count < wanted && re.exec(text)) count++;
  return count >= wanted;
}

export async function extractPdfText(bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  let text: string;
  try {
    text = await parseIsolated("pdf", bytes, signal, () => extractInProcess(bytes, signal));
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    if (error instanceof IsolatedParseError) {
      if (error.code === "password") throw unprocessable(UPLOAD_MESSAGES.pdfPassword);
      if (error.code === "too-many-pages") throw unprocessable(UPLOAD_MESSAGES.pdfTooManyPages);
      // Out of memory or crashed: a file built to hurt the parser, or one too big to read safely.
      if (error.reason !== "failed") throw unprocessable(UPLOAD_MESSAGES.pdfTooComplex);
    }
    throw unprocessable(UPLOAD_MESSAGES.corrupt(".pdf"));
  }
  if (!hasLettersOrDigits(text, MIN_TEXT_CHARACTERS)) throw unprocessable(UPLOAD_MESSAGES.pdfNoText);
  return text;
}

/**
 * The same reading on this thread, only for when the worker cannot load unpdf (logged in
 * isolate.ts); keep it in step with pdfText in worker-source.ts. It yields between pages and, at
 * the deadline, destroys the loading task, which is all a timeout can do here.
 */
async function extractInProcess(bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  const { getDocument } = await getResolvedPDFJS();
  // unpdf's getDocumentProxy with the loading task kept, so the deadline can cancel loading too.
  const task = getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js may transfer (detach) the buffer it is given
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: true,
    verbosity: 0, // errors only; warnings about odd but readable files are noise in our logs
  });
  const abort = () => void task.destroy();
  signal?.addEventListener("abort", abort, { once: true });
  try {
    let pdf: Awaited<typeof task.promise>;
    try {
      pdf = await task.promise;
    } catch (error) {
      if ((error as Error)?.name === "PasswordException") throw unprocessable(UPLOAD_MESSAGES.pdfPassword);
      throw error;
    }
    if (pdf.numPages > MAX_PDF_PAGES) throw unprocessable(UPLOAD_MESSAGES.pdfTooManyPages);
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push((content.items as TextItem[]).map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : "")).join(""));
      page.cleanup();
      await yieldToEventLoop();
    }
    return pages.join("\n\n");
  } finally {
    signal?.removeEventListener("abort", abort);
    await task.destroy().catch(() => {});
  }
}
