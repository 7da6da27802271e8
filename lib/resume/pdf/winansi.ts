/**
 * Unicode -> WinAnsiEncoding (Windows-1252 as PDF defines it) for the standard fonts.
 * Characters outside the encoding are transliterated (accents dropped, typographic variants
 * mapped to their plain forms) and anything left becomes "?", so the PDF never shows a wrong glyph.
 */

/** The 0x80-0x9F range, where WinAnsi differs from Latin-1. */
const HIGH: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
  0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91,
  0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98,
  0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

/** Plain stand-ins for common characters WinAnsi lacks. */
const SUBSTITUTES: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "\u2014", "\u2212": "-",
  "\u2032": "'", "\u2033": '"', "\u201b": "'", "\u201f": '"', "\u2024": ".",
  "\u2043": "-", "\u25cf": "\u2022", "\u25aa": "\u2022", "\u25e6": "\u2022", "\u2023": "\u2022",
  "\u00a0": " ", "\u2002": " ", "\u2003": " ", "\u2009": " ", "\u202f": " ", "\u200b": "",
  "\ufeff": "", "\t": " ", "\u2264": "<=", "\u2265": ">=", "\u2192": "->",
};

function codeOf(ch: string): number | undefined {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x20 && cp <= 0x7e) return cp;
  if (cp >= 0xa0 && cp <= 0xff) return cp;
  return HIGH[cp];
}

/** Encodes text for a WinAnsi font; never throws. */
export function encodeWinAnsi(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const direct = codeOf(ch);
    if (direct !== undefined) {
      out.push(direct);
      continue;
    }
    const substitute = SUBSTITUTES[ch];
    if (substitute !== undefined) {
      for (const s of substitute) out.push(codeOf(s) ?? 0x3f);
      continue;
    }
    // "ő" -> "o" + combining mark: keep the base letters that exist in the encoding.
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    const codes = [...base].map(codeOf);
    if (base.length > 0 && codes.every((c) => c !== undefined)) out.push(...(codes as number[]));
    else if (!/\p{M}|\p{Cc}|\p{Cf}/u.test(ch)) out.push(0x3f);
  }
  return Uint8Array.from(out);
}
