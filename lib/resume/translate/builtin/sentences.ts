/**
 * Splitting pasted text into lines and sentences without being fooled by "U.S.", "e.g." or "$1.5".
 */

const ABBREVIATIONS = [
  "u.s", "e.g", "i.e", "etc", "inc", "no", "nos", "dr", "mr", "mrs", "ms", "jr", "sr", "vs", "approx",
  "dept", "st", "co", "corp", "fig", "u.s.c", "c.f.r", "a.m", "p.m", "ph.d", "sec", "para", "gov",
  "div", "govt", "ave", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
  "dec", "mgmt", "est", "min", "max", "al", "ft", "mt", "lt", "sgt", "capt", "col", "maj", "gen",
];
const ABBREV_RE = new RegExp(`(?:^|[\\s(])(?:${ABBREVIATIONS.map((a) => a.replace(/\./g, "\\.")).join("|")})\\.$`, "i");

/** Whether text ends with an abbreviation's period ("Edward Hines, Jr."), not a sentence's. */
export function endsWithAbbreviation(text: string): boolean {
  return ABBREV_RE.test(text);
}

/** Bullet glyphs and list numbering at the start of a line. */
// A symbol may touch its text ("-Operate crawler tractors"); a number or letter needs a space.
const BULLET = /^\s*(?:[-–—•●▪■◦○*·>]+(?:\s+|(?=[a-z]))|(?:\(?\d{1,2}[.)]|\(?[a-hj-z][.)]|\(?(?:i{1,3}|iv|v|vi{1,3})[.)])\s+)/i;

/** A lower-case "o" used as a bullet ("o Assists the public …"), before a capitalised word only. */
const O_BULLET = /^\s*o\s+(?=[A-Z][a-z])/;

export function stripBullet(line: string): string {
  return line.replace(O_BULLET, "").replace(BULLET, "").trim();
}

/** Lines of a pasted document, whitespace normalised, empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\t]+/g, " ")
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Sentences of one paragraph or line. */
export function splitSentences(paragraph: string): string[] {
  // "to increase circulation.Contacts patrons": a copy that lost the space after a full stop
  // (two lower-case letters before it, a capitalised word after, so "U.S.Army" and "e.g.X" stay).
  const spaced = paragraph.replace(/([a-z]{2})\.([A-Z][a-z]{2,})/g, "$1. $2");
  const parts = spaced.split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    // "… cutting holes, etc. May operate aerial equipment": a list's "etc." ends the sentence
    // when a new duty follows (a modal or a verb).
    const newDuty = prev !== undefined && /\betc\.$/i.test(prev) && /^(?:May|Must|Will|Shall|Can|Also|Performs?|[A-Z][a-z]+s)\s+[a-z]/.test(part);
    if (prev !== undefined && !newDuty && (ABBREV_RE.test(prev) || /\b[A-Z]\.$/.test(prev))) {
      out[out.length - 1] = `${prev} ${part}`;
    } else {
      out.push(part);
    }
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Joins lines that a PDF or Word copy broke mid-sentence (next line starts lower-case). */
export function joinWrappedLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /^[a-z]/.test(line) && !/[.:;!?]$/.test(prev) && !BULLET.test(line) && !O_BULLET.test(line)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
