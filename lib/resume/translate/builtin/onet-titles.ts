/**
 * O*NET occupations a job title names: exact (case- and punctuation-insensitive) matches of
 * O*NET titles and alternate titles first, else the closest titles.
 */
import { matchTitle, type OnetIndex } from "./onet-index";

const CODES_PER_ROLE = 3;

function normalizeTitle(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

const exactTitleMaps = new WeakMap<OnetIndex, Map<string, string[]>>();

/** Exact (case- and punctuation-insensitive) O*NET title and alternate title → codes. */
function exactTitles(index: OnetIndex): Map<string, string[]> {
  let map = exactTitleMaps.get(index);
  if (map) return map;
  const built = new Map<string, string[]>();
  const add = (title: string, code: string) => {
    const key = normalizeTitle(title);
    if (!key) return;
    const list = built.get(key);
    if (!list) built.set(key, [code]);
    else if (!list.includes(code)) list.push(code);
  };
  index.occupations.forEach((o, i) => {
    add(o.title, o.code);
    for (const alt of index.altTitles[i]) {
      // "Information Technology Security Analyst (IT Security Analyst)": both forms.
      add(alt.replace(/\s*\([^)]*\)/g, " "), o.code);
      const inner = /\(([^)]+)\)/.exec(alt)?.[1];
      if (inner) add(inner, o.code);
    }
  });
  exactTitleMaps.set(index, built);
  map = built;
  return map;
}

/** O*NET codes a role title names: exact title matches first, else the closest titles. */
export function codesForTitle(index: OnetIndex, title: string): string[] {
  const exact = exactTitles(index).get(normalizeTitle(title));
  if (exact?.length) return [...exact].sort().slice(0, CODES_PER_ROLE);
  return [...matchTitle(index, title, 0.8).values()]
    .sort((a, b) => b.score - a.score || index.occupations[a.occ].code.localeCompare(index.occupations[b.occ].code))
    .slice(0, 2)
    .map((m) => index.occupations[m.occ].code);
}
