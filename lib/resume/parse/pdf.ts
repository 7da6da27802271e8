/**
 * PDF text through unpdf (a serverless build of Mozilla's pdf.js).
 *
 * In Node, pdf.js runs its "worker" on the main thread. Its parser slices long work and yields
 * (a hostile 5 MB single page measured under 30 ms of event-loop delay), and we read page by page,
 * yielding to the event loop between pages and checking the deadline there. When time is up we
 * destroy the loading task, which stops pdf.js's remaining work rather than only ceasing to wait.
 */
import { getResolvedPDFJS } from "unpdf";
import { AppError, unprocessable } from "@/lib/api/errors";
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
      if (signal?.aborted) throw signal.reason;
      if ((error as Error)?.name === "PasswordException") throw unprocessable(UPLOAD_MESSAGES.pdfPassword);
      throw unprocessable(UPLOAD_MESSAGES.corrupt(".pdf"));
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
    const text = pages.join("\n\n");
    if (!hasLettersOrDigits(text, MIN_TEXT_CHARACTERS)) throw unprocessable(UPLOAD_MESSAGES.pdfNoText);
    return text;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    throw unprocessable(UPLOAD_MESSAGES.corrupt(".pdf"));
  } finally {
    signal?.removeEventListener("abort", abort);
    await task.destroy().catch(() => {});
  }
}
