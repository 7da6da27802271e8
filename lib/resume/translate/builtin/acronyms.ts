/**
 * Finding acronyms a private-sector reader would not understand: capitalised tokens that are not
 * common (IT, HR), not product names, and not spelled out at their first appearance.
 */
import { COMMON_ACRONYMS } from "../data/jargon";
import { TOOLS } from "../data/tools";
import { knownAcronyms } from "./jargon";

const ACRONYM = /(?<![A-Za-z0-9])([A-Z][A-Z0-9&]*[A-Z0-9](?:s)?)(?![A-Za-z0-9])/g;

const common = new Set(COMMON_ACRONYMS);
/** Capitalised tokens of tool and product names ("SAP", "MATLAB", "PRISM"). */
const brands = new Set(TOOLS.flatMap((t) => t.display.replace(/\([^)]*\)/g, "").match(/[A-Z][A-Z0-9]+/g) ?? []));

/** Postal codes of US states and territories (they appear in every location line). */
export const STATE_CODES: ReadonlySet<string> = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI".split(" "),
);

export function isAllowedAcronym(token: string): boolean {
  const t = token.replace(/s$/, "");
  return common.has(token) || common.has(t) || brands.has(t) || /^[IVX]+$/.test(t);
}

/** Acronyms the engine can explain (kept ones, or ones the user defined). */
export function canExplain(token: string, defined: ReadonlyMap<string, string>): boolean {
  const t = token.replace(/s$/, "");
  return knownAcronyms().kept.has(t) || knownAcronyms().kept.has(token) || defined.has(t) || defined.has(token);
}

/** Acronyms in `text` that are neither allowed nor explained in parentheses by their first use. */
export function unexplainedAcronyms(text: string, extraAllowed: ReadonlySet<string> = new Set()): string[] {
  const explainedAt = new Map<string, number>();
  for (const m of text.matchAll(/\(([^()]{1,40})\)/g)) {
    for (const t of m[1].match(/[A-Z][A-Z0-9&]*[A-Z0-9]s?/g) ?? []) {
      if (!explainedAt.has(t)) explainedAt.set(t, m.index ?? 0);
    }
  }
  const out = new Set<string>();
  // Section headings ("PROFESSIONAL SUMMARY") are capitals, not acronyms.
  const headings = [...text.matchAll(/^[^a-z\n]*[A-Z]{3,}[^a-z\n]*$/gm)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  for (const m of text.matchAll(ACRONYM)) {
    if (headings.some(([a, b]) => (m.index ?? 0) >= a && (m.index ?? 0) < b)) continue;
    const token = m[1];
    if (token.length < 2 || isAllowedAcronym(token) || extraAllowed.has(token)) continue;
    const at = explainedAt.get(token) ?? explainedAt.get(token.replace(/s$/, ""));
    if (at === undefined || at > (m.index ?? 0)) out.add(token);
  }
  return [...out];
}
