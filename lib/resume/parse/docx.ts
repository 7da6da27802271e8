/**
 * .docx text through mammoth, after our own look at the ZIP container. A .docx is a ZIP of XML
 * parts; a 10 MB upload can declare (or secretly inflate to) gigabytes, which mammoth's unzipper
 * would happily allocate. So: refuse absurd entry counts and declared totals from the central
 * directory (all parts, and the XML parts mammoth parses), then inflate every XML part with an
 * output cap equal to its declared size (on the thread pool), and only then hand the file to
 * mammoth, in a worker thread that the time limit can terminate (see isolate.ts).
 */
import mammoth from "mammoth";
import { AppError, badRequest, unprocessable } from "@/lib/api/errors";
import { DOCX_MAIN_PART } from "./detect";
import { MAX_DOCX_UNCOMPRESSED_BYTES, MAX_DOCX_XML_BYTES, MAX_ZIP_ENTRIES, UPLOAD_MESSAGES } from "./messages";
import { isolationAvailable, IsolatedParseError, runIsolated } from "./isolate";
import { inflateEntry, readZipDirectory, type ZipEntry } from "./zip";

const corrupt = () => unprocessable(UPLOAD_MESSAGES.corrupt(".docx"));

/** The parts mammoth parses are XML (document, styles, numbering, notes, relationships). */
const isXmlPart = (e: ZipEntry) => /\.(xml|rels)$/i.test(e.name);

export async function checkDocxContainer(bytes: Uint8Array, signal?: AbortSignal): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes, { maxEntries: MAX_ZIP_ENTRIES });
  } catch (error) {
    if (/Too many entries/.test((error as Error).message)) throw unprocessable(UPLOAD_MESSAGES.docxTooLarge);
    throw corrupt();
  }
  if (!entries.some((e) => e.name === DOCX_MAIN_PART)) throw badRequest(UPLOAD_MESSAGES.mismatch(".docx"));
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const xmlParts = entries.filter(isXmlPart);
  const declaredXml = xmlParts.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > MAX_DOCX_UNCOMPRESSED_BYTES || declaredXml > MAX_DOCX_XML_BYTES) {
    throw unprocessable(UPLOAD_MESSAGES.docxTooLarge);
  }
  // The declared XML sizes are only trustworthy once each part is shown to inflate to exactly that.
  for (const entry of xmlParts) {
    signal?.throwIfAborted();
    try {
      await inflateEntry(bytes, entry);
    } catch {
      // Inflating past its declared size is a bomb in disguise; anything else is damage.
      throw corrupt();
    }
  }
}

export async function extractDocxText(bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  await checkDocxContainer(bytes, signal);
  try {
    if (isolationAvailable()) return await runIsolated("docx", bytes, signal);
    // Fallback when the worker cannot load mammoth (logged in isolate.ts); same call as the worker's.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return (await mammoth.extractRawText({ buffer })).value;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    if (error instanceof IsolatedParseError && error.reason === "out-of-memory") {
      throw unprocessable(UPLOAD_MESSAGES.docxTooLarge);
    }
    throw corrupt();
  }
}
