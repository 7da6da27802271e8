/**
 * .docx text through mammoth, after our own look at the ZIP container. A .docx is a ZIP of XML
 * parts; a 10 MB upload can declare (or secretly inflate to) gigabytes, which mammoth's unzipper
 * would happily allocate. So: read the archive strictly (zip.ts: both headers of every entry
 * must agree, so mammoth sees the entries we check), refuse absurd entry counts and declared
 * totals (all parts, and the XML parts mammoth parses), then inflate every part with an output cap
 * equal to its declared size and a running cap on the total (on the thread pool), and only then
 * hand the file to mammoth, in a worker thread that the time limit can terminate (isolate.ts).
 */
import mammoth from "mammoth";
import { AppError, badRequest, unprocessable } from "@/lib/api/errors";
import { DOCX_MAIN_PART } from "./detect";
import { MAX_DOCX_UNCOMPRESSED_BYTES, MAX_DOCX_XML_BYTES, MAX_ZIP_ENTRIES, UPLOAD_MESSAGES } from "./messages";
import { IsolatedParseError, parseIsolated } from "./isolate";
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
  const declaredXml = entries.filter(isXmlPart).reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > MAX_DOCX_UNCOMPRESSED_BYTES || declaredXml > MAX_DOCX_XML_BYTES) {
    throw unprocessable(UPLOAD_MESSAGES.docxTooLarge);
  }
  // Declared sizes are only trustworthy once each part is shown to inflate to exactly that. Every
  // part, not only the XML ones: relationships may point mammoth at any part (the main document
  // itself), and what JSZip inflates is decided by the same bytes. The running budget caps the
  // bytes actually inflated, whatever the headers say.
  let budget = MAX_DOCX_UNCOMPRESSED_BYTES;
  for (const entry of entries) {
    signal?.throwIfAborted();
    try {
      budget -= (await inflateEntry(bytes, entry, { maxBytes: budget })).length;
    } catch {
      // Inflating past its declared size is a bomb in disguise; anything else is damage.
      throw corrupt();
    }
  }
}

export async function extractDocxText(bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  await checkDocxContainer(bytes, signal);
  try {
    // In-process only when the worker cannot load mammoth (logged in isolate.ts); same call as the worker's.
    return await parseIsolated("docx", bytes, signal, async () => {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return (await mammoth.extractRawText({ buffer })).value;
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    if (error instanceof IsolatedParseError && error.reason === "out-of-memory") {
      throw unprocessable(UPLOAD_MESSAGES.docxTooLarge);
    }
    throw corrupt();
  }
}
