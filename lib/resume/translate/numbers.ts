/**
 * Numbers as a reader sees them, one definition for the engine (a skill named with a number needs
 * the PD to state it) and the evaluation (no invented numbers).
 */

/** Numbers of a text as digit strings ("1,200" → "1200", "$4.5" → "4.5", "139.303" one number, not 139). */
export function numbersIn(text: string): string[] {
  // Thousands groups only: the comma after "6/3, and" ends the number.
  // "9-1-1" is the number 911 written as NENA and APCO write it.
  const plain = text.replace(/(?<![\d-])9-1-1(?![\d-])/g, "911");
  return [...plain.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, "").replace(/\.0+$/, ""));
}
