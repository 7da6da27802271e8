/** Limits and user-facing messages of POST /api/parse-file, in one place (tests import them too). */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart boundary lines and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest a single file may take to read before we give up (see parseUpload). */
export const PARSE_TIME_LIMIT_MS = 15_000;
/** A position description is a few pages; a longer PDF is not what the form asks for. */
export const MAX_PDF_PAGES = 100;
/** Uncompressed size of everything in a .docx, declared and actually inflated; real ones are far below 5 MB. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/**
 * The XML mammoth parses (document, styles, numbering, notes). A 10-page document has a few
 * hundred KB; mammoth needs about 0.4 s and 60 MB of memory per MB of XML, and cannot be
 * cancelled, so this cap is what bounds a hostile .docx (a 20 MB part compresses to 80 KB).
 */
export const MAX_DOCX_XML_BYTES = 5 * 1024 * 1024;
/** A Word file has a few dozen parts; thousands means something built to hurt a parser. */
export const MAX_ZIP_ENTRIES = 2_000;

export const ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".doc", ".txt"] as const;
export type UploadExtension = (typeof ACCEPTED_EXTENSIONS)[number];

export const UPLOAD_MESSAGES = {
  tooLarge: "File is too large. The maximum size is 10 MB.",
  notMultipart: "Please upload the file as multipart/form-data in a field named \"file\".",
  noFile: "No file was uploaded. Please choose a .pdf, .docx, .doc or .txt file.",
  emptyFile: "The file is empty. Please choose a file that contains your position description.",
  unsupportedType: "Unsupported file type. Please upload a .pdf, .docx, .doc or .txt file.",
  mismatch: (ext: string) => `The file's contents do not match its ${ext} extension.`,
  pdfNoText: "This PDF has no selectable text. Please upload a text-based PDF or paste the description.",
  pdfPassword:
    "This PDF is password-protected. Please remove the password and upload it again, or paste the description.",
  pdfTooComplex:
    "This PDF is too complex to read safely. Please save it again as a simpler PDF, or paste the description.",
  pdfTooManyPages: `This PDF has more than ${MAX_PDF_PAGES} pages. Please upload just the position description, or paste it.`,
  wordPassword:
    "This Word document is password-protected. Please remove the password and upload it again, or paste the description.",
  docxTooLarge:
    "This .docx file is too large once uncompressed and cannot be read safely. Please save it again in Word or paste the description.",
  corrupt: (ext: string) =>
    `This ${ext} file appears to be damaged and could not be read. Please save it again or paste the description.`,
  noText: "No text could be extracted from this file.",
  timeout: "This file took too long to read. Please upload a smaller file or paste the description.",
} as const;
