/**
 * A small PDF 1.4 writer: pages of content-stream operators, the embedded fonts (lib/pdf/fonts.ts,
 * each subset to the glyphs the document draws, as a Type0/CIDFontType2 font with Identity-H
 * encoding and a ToUnicode map so the text can be searched and copied), an info dictionary and a
 * cross-reference table. The file is built as a latin1 string (one character per byte), so offsets
 * are character offsets.
 */
import "server-only";
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { encodeText, loadFont, type FontName, type PdfFont } from "./fonts";
import { subsetTrueType } from "./truetype";

/** Resource names of the fonts every page may use. */
export const FONT_RESOURCE: Record<FontName, string> = { regular: "F1", bold: "F2" };
const FONT_BY_RESOURCE = Object.fromEntries(Object.entries(FONT_RESOURCE).map(([k, v]) => [v, k])) as Record<string, FontName>;

export const LETTER = { width: 612, height: 792 } as const;

/** Rounds for the content stream (2 decimals is far below a visible difference). */
export const num = (n: number) => String(Math.round(n * 100) / 100);

/** A PDF literal string of bytes: ( ) \ escaped, everything outside printable ASCII in octal. */
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

const hex4 = (n: number) => n.toString(16).padStart(4, "0").toUpperCase();

/** Operators that draw one line of text with its baseline starting at (x, y). */
export function textOp(font: FontName, size: number, x: number, y: number, text: string | readonly number[]): string {
  const glyphs = typeof text === "string" ? encodeText(loadFont(font), text) : text;
  return `BT /${FONT_RESOURCE[font]} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm <${glyphs.map(hex4).join("")}> Tj ET\n`;
}

/** Operators for a straight line (a rule under a heading). */
export function lineOp(x1: number, y1: number, x2: number, y2: number, width = 0.6, gray = 0.45): string {
  return `q ${num(gray)} G ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q\n`;
}

/** The glyphs each font draws on these pages, read back from the text operators textOp writes. */
function usedGlyphs(pages: string[]): Map<FontName, Set<number>> {
  const used = new Map<FontName, Set<number>>();
  for (const content of pages) {
    for (const [, resource, hex] of content.matchAll(/\/(F\d+) [\d.]+ Tf [^<]*<([0-9A-F]*)> Tj/g)) {
      const font = FONT_BY_RESOURCE[resource!];
      if (!font) continue;
      const set = used.get(font) ?? new Set<number>();
      for (let i = 0; i < hex!.length; i += 4) set.add(parseInt(hex!.slice(i, i + 4), 16));
      used.set(font, set);
    }
  }
  return used;
}

const stream = (dict: string, data: Buffer | string) => {
  const bytes = typeof data === "string" ? Buffer.from(data, "latin1") : data;
  const deflated = deflateSync(bytes);
  return `<< ${dict} /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n${deflated.toString("latin1")}\nendstream`;
};

/** A CMap from glyph id (the character code under Identity-H) to the text it stands for. */
function toUnicodeCMap(font: PdfFont, glyphs: number[]): string {
  const utf16 = (s: string) => [...Buffer.from(s, "utf16le").swap16()].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
  const entries = glyphs.filter((g) => font.unicodeOf.has(g)).map((g) => `<${hex4(g)}> <${utf16(font.unicodeOf.get(g)!)}>`);
  let blocks = "";
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks += `${block.length} beginbfchar\n${block.join("\n")}\nendbfchar\n`;
  }
  return (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n" +
    blocks +
    "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
  );
}

/** The objects of one embedded font; returns the number of its Type0 font dictionary. */
function addFont(add: (body: string) => number, font: PdfFont, used: Set<number>): number {
  const glyphs = [...used].filter((g) => g < font.numGlyphs).sort((a, b) => a - b);
  // A subset's name carries a six-letter tag; derived from the glyphs, so the same document
  // always gives the same bytes.
  const digest = createHash("sha256").update(`${font.postscriptName}:${glyphs.join(",")}`).digest();
  const tag = Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join("");
  const baseFont = `${tag}+${font.postscriptName}`;
  const scale = (v: number) => Math.round((v * 1000) / font.unitsPerEm);

  const subset = subsetTrueType(font, glyphs);
  const file = add(stream(`/Length1 ${subset.length}`, subset));
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 32 /FontBBox [${font.bbox.map(scale).join(" ")}] ` +
      `/ItalicAngle ${num(font.italicAngle)} /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} ` +
      `/CapHeight ${scale(font.capHeight)} /StemV ${font.name === "bold" ? 120 : 80} /FontFile2 ${file} 0 R >>`,
  );
  const widths = glyphs.map((g) => `${g} [${font.widths[g]}]`).join(" ");
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont} ` +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /DW 0 /W [${widths}] /CIDToGIDMap /Identity >>`,
  );
  const toUnicode = add(stream("", toUnicodeCMap(font, glyphs)));
  return add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H ` +
      `/DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
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
  const pages = opts.pages.length ? opts.pages : [""];
  const objects: string[] = [];
  const add = (body: string) => objects.push(body); // returns the new object's number

  const catalog = add("<< /Type /Catalog /Pages 2 0 R >>");
  const pagesRef = add("PAGES"); // filled in once the kids are known
  const fontEntries: string[] = [];
  for (const [name, glyphs] of usedGlyphs(pages)) {
    const ref = addFont(add, loadFont(name), glyphs);
    fontEntries.push(`/${FONT_RESOURCE[name]} ${ref} 0 R`);
  }
  const infoEntries = [
    opts.title ? `/Title ${textString(opts.title)}` : "",
    opts.author ? `/Author ${textString(opts.author)}` : "",
    opts.producer ? `/Producer ${textString(opts.producer)}` : "",
  ].filter(Boolean);
  const info = add(`<< ${infoEntries.join(" ")} >>`);

  const kids: number[] = [];
  for (const content of pages) {
    const contents = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(size.width)} ${num(size.height)}] ` +
          `/Resources << /Font << ${fontEntries.join(" ")} >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[pagesRef - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const extraStart = objects.length + 1;
  for (const body of opts.extraObjects ?? []) add(body);

  // The comment's bytes above 127 tell file-transfer tools the file is binary (PDF 7.5.2).
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
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
