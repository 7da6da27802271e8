/**
 * The fonts every PDF we write embeds: Arimo regular and bold (SIL Open Font License 1.1, from the
 * npm package @expo-google-fonts/arimo; see THIRD_PARTY_NOTICES.md). Arimo is metric-compatible
 * with Arial, and so with Helvetica, so lines wrap as they did with the standard fonts, and it has
 * the Latin, Greek, Cyrillic and Vietnamese letters of people's names ("Nguyễn Thị Minh").
 *
 * Text is drawn by glyph id (Identity-H), so any character the font has prints as written. What
 * it lacks is transliterated (typographic variants to plain forms, accents dropped when the base
 * letter exists) and anything left becomes "?", so a PDF never shows a wrong or missing glyph.
 *
 * The files are read from node_modules at run time, never imported: they stay out of every
 * bundle, and the server build ships them through `outputFileTracingIncludes` (next.config.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseTrueType, type TrueTypeFont } from "./truetype";

export type FontName = "regular" | "bold";

export const FONT_FILES: Record<FontName, string> = {
  regular: "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
  bold: "@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf",
};

export type PdfFont = TrueTypeFont & {
  name: FontName;
  /** Glyph id -> the character it stands for in extracted text (the lowest code point mapped to it). */
  unicodeOf: Map<number, string>;
  /** Advance widths in 1/1000 em, as PDF's /W array and our line breaking use them. */
  widths: Float64Array;
};

const loaded = new Map<FontName, PdfFont>();

/**
 * Where a font file is: under the app's root node_modules, the very path next.config.ts ships to
 * the routes that build PDFs (process.cwd() is the app's root under `next start`, the launcher
 * and a standalone server alike).
 */
export function fontFilePath(name: FontName): string {
  const file = path.join(process.cwd(), "node_modules", FONT_FILES[name]);
  // Said plainly: in a server build this means next.config.ts does not ship the file to the route.
  if (!existsSync(file)) throw new Error(`PDF font ${FONT_FILES[name]} not found in ${process.cwd()}/node_modules (outputFileTracingIncludes?)`);
  return file;
}

export function loadFont(name: FontName): PdfFont {
  const cached = loaded.get(name);
  if (cached) return cached;
  const font = parseTrueType(readFileSync(fontFilePath(name)));
  const unicodeOf = new Map<number, string>();
  for (const [cp, glyph] of [...font.cmap].sort((a, b) => a[0] - b[0])) {
    if (!unicodeOf.has(glyph)) unicodeOf.set(glyph, String.fromCodePoint(cp));
  }
  const widths = Float64Array.from(font.advances, (a) => Math.round((a * 1000) / font.unitsPerEm));
  const pdfFont: PdfFont = { ...font, name, unicodeOf, widths };
  loaded.set(name, pdfFont);
  return pdfFont;
}

/** Plain stand-ins for characters the font may lack (used only when it does). */
const SUBSTITUTES: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "\u2014", "\u2212": "-",
  "\u2032": "'", "\u2033": '"', "\u201b": "'", "\u201f": '"', "\u2024": ".",
  "\u2043": "-", "\u25cf": "\u2022", "\u25aa": "\u2022", "\u25e6": "\u2022", "\u2023": "\u2022",
  "\u2264": "<=", "\u2265": ">=", "\u2192": "->",
};

/** Spaces of every width are drawn as a plain space; invisible characters are dropped. */
const SPACES = /[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]|\p{Cc}/u;

/** Glyph ids for `text` in `font`; never throws. */
export function encodeText(font: PdfFont, text: string): number[] {
  const out: number[] = [];
  const question = font.cmap.get(0x3f) ?? 0;
  const glyph = (ch: string) => font.cmap.get(ch.codePointAt(0)!);
  // NFC first: "e" followed by combining marks becomes the precomposed letter the font has.
  for (const ch of text.normalize("NFC")) {
    if (SPACES.test(ch)) {
      out.push(font.cmap.get(0x20)!);
      continue;
    }
    if (INVISIBLE.test(ch)) continue;
    const direct = glyph(ch);
    if (direct !== undefined) {
      out.push(direct);
      continue;
    }
    const substitute = SUBSTITUTES[ch];
    if (substitute !== undefined) {
      for (const s of substitute) out.push(glyph(s) ?? question);
      continue;
    }
    // A letter with marks the font cannot draw together: keep the base letters it has.
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    const glyphs = [...base].map(glyph);
    if (base.length > 0 && glyphs.every((g) => g !== undefined)) out.push(...(glyphs as number[]));
    else if (!/\p{M}|\p{Cf}/u.test(ch)) out.push(question);
  }
  return out;
}

/** Width in points of glyphs (or text) at the given font size. */
export function textWidth(name: FontName, text: string | readonly number[], size: number): number {
  const font = loadFont(name);
  const glyphs = typeof text === "string" ? encodeText(font, text) : text;
  let units = 0;
  for (const g of glyphs) units += font.widths[g] ?? 0;
  return (units * size) / 1000;
}

export function glyphWidth(name: FontName, glyph: number): number {
  return loadFont(name).widths[glyph] ?? 0;
}
