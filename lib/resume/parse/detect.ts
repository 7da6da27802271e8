/**
 * What a file really is, from its first bytes: the extension is the visitor's claim, the magic
 * bytes are the evidence. A mismatch is refused before any parser runs, so (for example) a
 * PNG renamed to .pdf never reaches pdf.js.
 */
import { hasCfbSignature, readCompoundFile } from "./cfb";
import { ACCEPTED_EXTENSIONS, type UploadExtension } from "./messages";
import { looksLikeZip, readZipDirectory } from "./zip";

export const DOCX_MAIN_PART = "word/document.xml";

/** The lower-cased extension with its dot (".pdf"), or "" when there is none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot).toLowerCase() : "";
}

export function isAcceptedExtension(ext: string): ext is UploadExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** "%PDF-" within the first KiB: pdf.js (like Acrobat) tolerates a little junk before it. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/** Formats that are plainly not text, whatever their bytes look like further on. */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // zip
  [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf: RTF is text, but not the text a reader wants
  [0x4d, 0x5a], // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

/**
 * Plain text: a UTF-16 byte-order mark, or at most 1% control bytes (NUL included) in the first
 * 64 KiB. Tab, line breaks, form feed and a DOS end-of-file mark are normal in text; binary
 * formats are full of NULs. A stray control byte is tolerated and removed by normalizeText.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  if (BINARY_SIGNATURES.some((sig) => startsWith(bytes, sig))) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x0b && b !== 0x1a) || b === 0x7f) control++;
  }
  return control <= Math.max(1, sample.length * 0.01);
}

export type ContentCheck =
  | { ok: true }
  | { ok: false; reason: "mismatch" }
  /** An encrypted Office document (an OLE file holding "EncryptedPackage") named .docx or .doc. */
  | { ok: false; reason: "password" };

/**
 * Do the bytes fit the extension? Only the outer format is judged here; a damaged file of the
 * right format passes and its parser reports it as damaged (a clearer message for the visitor).
 */
export function checkContentMatchesExtension(ext: UploadExtension, bytes: Uint8Array): ContentCheck {
  const yes = { ok: true } as const;
  const no = { ok: false, reason: "mismatch" } as const;
  switch (ext) {
    case ".pdf":
      return looksLikePdf(bytes) ? yes : no;
    case ".docx": {
      if (hasCfbSignature(bytes)) return isEncryptedOffice(bytes) ? { ok: false, reason: "password" } : no;
      if (!looksLikeZip(bytes)) return no;
      try {
        const entries = readZipDirectory(bytes);
        return entries.some((e) => e.name === DOCX_MAIN_PART) ? yes : no;
      } catch {
        return yes; // a zip we cannot read: docx.ts answers "damaged"
      }
    }
    case ".doc":
      return hasCfbSignature(bytes) ? yes : no;
    case ".txt":
      return looksLikeText(bytes) ? yes : no;
  }
}

/** Password-protected .docx files are OLE containers with an EncryptedPackage stream. */
export function isEncryptedOffice(bytes: Uint8Array): boolean {
  try {
    return readCompoundFile(bytes).streams.has("EncryptedPackage");
  } catch {
    return false;
  }
}
