/**
 * Line breaking for the PDF writer: text runs (each in one font) are split into words, measured
 * with the embedded fonts' widths and packed greedily into lines of a given width. A word wider than
 * a whole line (a long URL) is cut between characters.
 */
import { encodeText, glyphWidth, loadFont, textWidth, type FontName } from "./fonts";

export type Run = { text: string; font: FontName };

/** A piece of one line in one font, drawn with a single text operator at offset `x`. */
export type Segment = { glyphs: number[]; font: FontName; x: number };
export type Line = { segments: Segment[]; width: number };

type Word = { glyphs: number[]; font: FontName; width: number; spaceBefore: boolean };

const space = (font: FontName) => loadFont(font).cmap.get(0x20)!;

function toWords(runs: Run[], size: number): Word[] {
  const words: Word[] = [];
  let pendingSpace = false;
  for (const run of runs) {
    for (const token of run.text.split(/(\s+)/)) {
      if (!token) continue;
      if (/^\s+$/.test(token)) {
        pendingSpace = true;
        continue;
      }
      const glyphs = encodeText(loadFont(run.font), token);
      if (glyphs.length === 0) continue;
      words.push({ glyphs, font: run.font, width: textWidth(run.font, glyphs, size), spaceBefore: pendingSpace });
      pendingSpace = false;
    }
  }
  return words;
}

/** Splits a word that cannot fit on one line into pieces that do. */
function splitLongWord(word: Word, size: number, maxWidth: number): Word[] {
  const pieces: Word[] = [];
  let start = 0;
  let width = 0;
  for (let i = 0; i < word.glyphs.length; i++) {
    const w = (glyphWidth(word.font, word.glyphs[i]!) * size) / 1000;
    if (width + w > maxWidth && i > start) {
      pieces.push({ ...word, glyphs: word.glyphs.slice(start, i), width, spaceBefore: pieces.length ? false : word.spaceBefore });
      start = i;
      width = 0;
    }
    width += w;
  }
  pieces.push({ ...word, glyphs: word.glyphs.slice(start), width, spaceBefore: pieces.length ? false : word.spaceBefore });
  return pieces;
}

export function wrapRuns(runs: Run[], size: number, maxWidth: number): Line[] {
  const lines: Word[][] = [];
  let current: Word[] = [];
  let width = 0;
  const spaceWidth = (font: FontName) => (glyphWidth(font, space(font)) * size) / 1000;

  for (const whole of toWords(runs, size)) {
    for (const word of whole.width > maxWidth ? splitLongWord(whole, size, maxWidth) : [whole]) {
      const gap = current.length && word.spaceBefore ? spaceWidth(word.font) : 0;
      if (current.length && width + gap + word.width > maxWidth) {
        lines.push(current);
        current = [];
        width = 0;
      }
      width += (current.length && word.spaceBefore ? spaceWidth(word.font) : 0) + word.width;
      current.push(word);
    }
  }
  if (current.length) lines.push(current);
  return lines.map((words) => toLine(words, size));
}

/** Joins a line's words into one segment per font change, spaces included as characters. */
function toLine(words: Word[], size: number): Line {
  const segments: Segment[] = [];
  let x = 0;
  let glyphs: number[] = [];
  let font = words[0]!.font;
  let segmentX = 0;
  const flush = () => {
    if (glyphs.length) segments.push({ glyphs, font, x: segmentX });
    glyphs = [];
  };
  words.forEach((word, i) => {
    if (word.font !== font) {
      flush();
      font = word.font;
      segmentX = x;
    }
    if (i > 0 && word.spaceBefore) {
      glyphs.push(space(font));
      x += (glyphWidth(font, space(font)) * size) / 1000;
    }
    glyphs.push(...word.glyphs);
    x += word.width;
  });
  flush();
  return { segments, width: x };
}
