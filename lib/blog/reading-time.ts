/** Words in a post's markdown, without the markup characters (`#` headings, `**` bold). */
export function countWords(markdown: string): number {
  return markdown
    .replace(/\*\*/g, " ")
    .replace(/^#{1,6}\s/gm, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export const WORDS_PER_MINUTE = 225;

/** Reading time in whole minutes at 225 words a minute, at least 1. */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
