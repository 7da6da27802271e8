/** Text forms shared by the role-map look-ups: lower case, punctuation gone, plural words singular. */

function singularWords(s: string): string {
  return s.replace(/\b([a-z]{3,}?)(?:ies)\b/g, "$1y").replace(/\b([a-z]{3,}[^s])s\b/g, "$1");
}

/** "Traffic Signals, and Pavement-Markings" → "traffic signal and pavement marking". */
export function normalizeRoleText(s: string): string {
  return singularWords(
    s
      .toLowerCase()
      .replace(/[’']/g, "'")
      // "Safety & Occupational Health Specialist" is the "safety and occupational health specialist" of the role map.
      .replace(/\s&\s/g, " and ")
      .replace(/[^a-z0-9' ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Rough stem of a word for "does the PD name this skill" checks: lower case, one common suffix
 * removed, at most 6 letters ("evaluations" → "evalu", "procedural" → "proced", "process" →
 * "proces"). The engine's own claims and the evaluation's count use this one stemmer.
 */
export function wordStem(word: string): string {
  let w = word.toLowerCase();
  for (const suf of ["ations", "ation", "ments", "ment", "ities", "ity", "ings", "ing", "ions", "ion", "ers", "er", "ies", "es", "ed", "s", "al", "ive"]) {
    if (w.length - suf.length >= 4 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  return w.slice(0, 6);
}

/** Words a title keeps in lower case after its first word ("Marriage and Family Therapist"). */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);
