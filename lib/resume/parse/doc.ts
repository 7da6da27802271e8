/**
 * Legacy Word (.doc, Word 97-2003) text through word-extractor, which only ever sees a file our
 * strict compound-file reader has accepted (see cfb.ts for why), and runs in a worker thread
 * that the time limit can terminate (see isolate.ts).
 */
import WordExtractor from "word-extractor";
import { AppError, badRequest, unprocessable } from "@/lib/api/errors";
import { readCompoundFile, type CompoundFile } from "./cfb";
import { parseIsolated } from "./isolate";
import { UPLOAD_MESSAGES } from "./messages";

const WORD_MAGIC = 0xa5ec;
/** FIB flags (offset 0x0A): fEncrypted. */
const F_ENCRYPTED = 0x0100;

const corrupt = () => unprocessable(UPLOAD_MESSAGES.corrupt(".doc"));

export async function extractDocText(bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  let file: CompoundFile;
  let wordDocument: Uint8Array | undefined;
  try {
    file = readCompoundFile(bytes);
    wordDocument = file.stream("WordDocument");
  } catch {
    throw corrupt();
  }
  if (!wordDocument) {
    // Encrypted .docx files are OLE containers too; other OLE files (.xls, .msg) are not Word.
    if (file.streams.has("EncryptedPackage")) throw unprocessable(UPLOAD_MESSAGES.wordPassword);
    throw badRequest(UPLOAD_MESSAGES.mismatch(".doc"));
  }
  if (wordDocument.length < 0x20) throw corrupt();
  const fib = new DataView(wordDocument.buffer, wordDocument.byteOffset, wordDocument.byteLength);
  if (fib.getUint16(0, true) !== WORD_MAGIC) throw corrupt();
  // An encrypted .doc would come out as scrambled characters; say what it is instead.
  if (fib.getUint16(0x0a, true) & F_ENCRYPTED) throw unprocessable(UPLOAD_MESSAGES.wordPassword);

  try {
    // In-process only when the worker cannot load word-extractor (logged in isolate.ts); same call as the worker's.
    return await parseIsolated("doc", bytes, signal, async () => {
      const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false })].filter(Boolean).join("\n\n");
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    throw corrupt();
  }
}
