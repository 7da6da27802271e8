/**
 * Text from an uploaded position description (.pdf, .docx, .doc, .txt).
 *
 * Every failure is an AppError with a message the visitor can act on.
 *
 * "Responsive" here means: while one file is being read, the same server process keeps
 * answering other requests, and no file can occupy it for longer than PARSE_TIME_LIMIT_MS.
 * - Uploads are capped at 10 MB before any parsing; all our own checks are linear scans, and a
 *   .docx's ZIP container is read strictly and inflated under a cap first (zip.ts, docx.ts).
 * - .pdf, .docx and .doc are parsed in worker threads (isolate.ts): the main event loop never runs
 *   pdf.js, mammoth or word-extractor; at the deadline the worker is terminated, which stops the
 *   CPU work too (a 2 KB hostile .docx keeps mammoth busy for over a minute, an 80 KB PDF blocked
 *   pdf.js's thread for 12 s), and a file that exhausts a worker's memory ends that worker only.
 * - .txt decoding and normalisation are linear (no backtracking regular expressions).
 */
import "server-only";
import { AppError, badRequest, unprocessable } from "@/lib/api/errors";
import { cleanText } from "@/lib/validation/input";
import { checkContentMatchesExtension, extensionOf, isAcceptedExtension } from "./detect";
import { extractDocText } from "./doc";
import { extractDocxText } from "./docx";
import { MAX_UPLOAD_BYTES, PARSE_TIME_LIMIT_MS, UPLOAD_MESSAGES, type UploadExtension } from "./messages";
import { extractPdfText } from "./pdf";
import { decodeText } from "./txt";

export { MAX_UPLOAD_BYTES, PARSE_TIME_LIMIT_MS, UPLOAD_MESSAGES } from "./messages";

export type ParsedUpload = { text: string; filename: string };

/**
 * Tidies extracted text: one kind of line break, no NUL or other control characters (tabs become
 * spaces), no trailing spaces, at most one blank line in a row, no leading or trailing blank space.
 */
export function normalizeText(raw: string): string {
  // The shared input layer's cleaner last: well-formed UTF-16 (no lone surrogates), NFC, no control characters.
  return cleanText(
    raw
      .replace(/\r\n?|[\u2028\u2029\u000b\u000c\u0085]/g, "\n")
      .replace(/\t/g, " ")
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufeff\ufffe\uffff]/g, "")
      // Per line rather than /[ ]+$/gm: that regex is quadratic on a long run of spaces (ReDoS).
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  );
}

/** The name we echo back: the last path segment, no control characters, at most 255 characters. */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(-255);
}

async function extract(ext: UploadExtension, bytes: Uint8Array, signal: AbortSignal): Promise<string> {
  switch (ext) {
    case ".pdf":
      return extractPdfText(bytes, signal);
    case ".docx":
      return extractDocxText(bytes, signal);
    case ".doc":
      return extractDocText(bytes, signal);
    case ".txt":
      return decodeText(bytes);
  }
}

export async function parseUpload({
  filename,
  bytes,
  timeLimitMs = PARSE_TIME_LIMIT_MS,
}: {
  filename: string;
  bytes: Uint8Array;
  timeLimitMs?: number;
}): Promise<ParsedUpload> {
  const name = cleanFilename(filename);
  const ext = extensionOf(name);
  if (!isAcceptedExtension(ext)) throw badRequest(UPLOAD_MESSAGES.unsupportedType);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
  if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile);

  const check = checkContentMatchesExtension(ext, bytes);
  if (!check.ok) {
    throw check.reason === "password" ? unprocessable(UPLOAD_MESSAGES.wordPassword) : badRequest(UPLOAD_MESSAGES.mismatch(ext));
  }

  const controller = new AbortController();
  const timeout = unprocessable(UPLOAD_MESSAGES.timeout);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, timeLimitMs);
  });
  try {
    const raw = await Promise.race([extract(ext, bytes, controller.signal), deadline]);
    const text = normalizeText(raw);
    if (!text) throw unprocessable(UPLOAD_MESSAGES.noText);
    return { text, filename: name };
  } finally {
    clearTimeout(timer);
  }
}
