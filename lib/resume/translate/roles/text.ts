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
      .replace(/[^a-z0-9' ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
