/**
 * A small PDF 1.4 writer: pages of content-stream operators, the two standard Helvetica fonts
 * (WinAnsi encoding, nothing embedded), an info dictionary and a cross-reference table.
 * Everything written is ASCII, so offsets are character offsets.
 */
import { encodeWinAnsi } from "./winansi";
import type { StandardFont } from "./helvetica-metrics";

/** Resource names of the fonts every page may use. */
export const FONT_RESOURCE: Record<StandardFont, string> = { Helvetica: "F1", "Helvetica-Bold": "F2" };

export const LETTER = { width: 612, height: 792 } as const;

/** Rounds for the content stream (2 decimals is far below a visible difference). */
export const num = (n: number) => String(Math.round(n * 100) / 100);

/** A PDF literal string of WinAnsi bytes: ( ) \ escaped, everything outside printable ASCII in octal. */
export function literalBytes(codes: Uint8Array): string {
  let out = "(";
  for (const c of codes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += "\\" + String.fromCharCode(c);
    else if (c < 0x20 || c > 0x7e) out += "\\" + c.toString(8).padStart(3, "0");
    else out += String.fromCharCode(c);
  }
  return out + ")";
}

/** A text string for the info dictionary: plain literal when ASCII, else UTF-16BE hex with BOM. */
export function textString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return literalBytes(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** Operators that draw one line of text with its baseline starting at (x, y). */
export function textOp(font: StandardFont, size: number, x: number, y: number, text: string | Uint8Array): string {
  const codes = typeof text === "string" ? encodeWinAnsi(text) : text;
  return `BT /${FONT_RESOURCE[font]} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${literalBytes(codes)} Tj ET\n`;
}

/** Operators for a straight line (a rule under a heading). */
export function lineOp(x1: number, y1: number, x2: number, y2: number, width = 0.6, gray = 0.45): string {
  return `q ${num(gray)} G ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q\n`;
}

export type PdfBuildOptions = {
  /** One content stream (operators) per page. */
  pages: string[];
  title?: string;
  author?: string;
  producer?: string;
  size?: { width: number; height: number };
  /**
   * Extra indirect objects (bodies), numbered after the standard ones; `trailerExtra` may refer to
   * them as `{{n}}` (1-based index into this list). Only tests use this (e.g. an /Encrypt entry).
   */
  extraObjects?: string[];
  trailerExtra?: string;
};

/** Serialises a complete PDF file. */
export function buildPdf(opts: PdfBuildOptions): Buffer {
  const size = opts.size ?? LETTER;
  const objects: string[] = [];
  const add = (body: string) => objects.push(body); // returns the new object's number

  const catalog = add("<< /Type /Catalog /Pages 2 0 R >>");
  const pagesRef = add("PAGES"); // filled in once the kids are known
  const f1 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const f2 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const infoEntries = [
    opts.title ? `/Title ${textString(opts.title)}` : "",
    opts.author ? `/Author ${textString(opts.author)}` : "",
    opts.producer ? `/Producer ${textString(opts.producer)}` : "",
  ].filter(Boolean);
  const info = add(`<< ${infoEntries.join(" ")} >>`);

  const kids: number[] = [];
  for (const content of opts.pages.length ? opts.pages : [""]) {
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(size.width)} ${num(size.height)}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[pagesRef - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const extraStart = objects.length + 1;
  for (const body of opts.extraObjects ?? []) add(body);

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const extra = (opts.trailerExtra ?? "").replace(/\{\{(\d+)\}\}/g, (_, n) => `${extraStart + Number(n) - 1} 0 R`);
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R ${extra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
