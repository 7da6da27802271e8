/**
 * Systems and tools the text names: curated aliases (data/tools.ts, including government systems
 * described for a private reader) plus any O*NET Technology Skills product named in the text.
 * Nothing is added that the text does not mention. Hot technologies come first.
 */
import { knownAcronyms } from "./jargon";
import type { OnetIndex } from "./onet-index";
import { TOOLS, type ToolEntry } from "../data/tools";

export type ToolHit = { display: string; hot: boolean; generic: boolean; gov: boolean; at: number };

type Compiled = ToolEntry & { re: RegExp };

let compiled: Compiled[] | undefined;

function curated(): Compiled[] {
  compiled ??= TOOLS.map((t) => ({
    ...t,
    re: new RegExp(`(?<![A-Za-z0-9])(?:${t.pattern})(?![A-Za-z0-9])`, /[A-Z]/.test(t.pattern) ? "" : "i"),
  }));
  return compiled;
}

type NameKey = { words: string[]; caseSensitive: boolean; display: string; onet: string };

const matchers = new WeakMap<OnetIndex, Map<string, NameKey[]>>();

/** Hot one-word product names that are also ordinary words or names. */
const AMBIGUOUS_SINGLES = new Set(["Puppet", "Chef", "Swift", "React", "Bootstrap", "Ruby", "Selenium", "Scala"]);

/** Category words that make an O*NET example generic ("Spreadsheet software"). */
const GENERIC_TAIL = /\b(?:software|systems?|programs?|applications?|tools?|suite)$/i;
const TOKEN = /[A-Za-z0-9]+(?:[.+#'-][A-Za-z0-9+#]+)*\+*/g;

/** "Structured query language SQL" → "SQL"; "ESRI ArcGIS software" → "ESRI ArcGIS". */
export function cleanTechName(name: string): string {
  let n = name.replace(/\s+software$/i, "").replace(/^The\s+/, "");
  const m = /^(.*\S)\s+([A-Z]{2,6})$/.exec(n);
  if (m) {
    const initials = m[1].split(/[\s-]+/).map((w) => w[0]?.toUpperCase()).join("");
    if (initials.endsWith(m[2])) n = /^[a-z]/.test(m[1].split(" ")[1] ?? "") ? m[2] : m[1];
  }
  return n;
}

function onetMatcher(index: OnetIndex): Map<string, NameKey[]> {
  const cached = matchers.get(index);
  if (cached) return cached;
  const acronyms = knownAcronyms();
  const taken = new Set(curated().map((t) => t.onet?.toLowerCase()).filter(Boolean));
  const byFirst = new Map<string, NameKey[]>();
  const put = (key: NameKey) => {
    const first = key.caseSensitive ? key.words[0] : key.words[0].toLowerCase();
    const list = byFirst.get(first) ?? [];
    list.push(key);
    byFirst.set(first, list);
  };
  // A token found in several product names is a vendor ("IBM", "Oracle"), not a product.
  const tokenNames = new Map<string, number>();
  for (const info of index.technology.values()) {
    for (const w of new Set(info.name.match(TOKEN) ?? [])) tokenNames.set(w, (tokenNames.get(w) ?? 0) + 1);
  }
  for (const info of index.technology.values()) {
    if (taken.has(info.name.toLowerCase())) continue;
    const words = info.name.match(TOKEN) ?? [];
    const display = cleanTechName(info.name);
    if (/\d/.test(display) && !words.some((w) => /\d/.test(w))) continue;
    if (words.length >= 2 && /^[A-Z]/.test(info.name) && !GENERIC_TAIL.test(info.name)) {
      put({ words: words.map((w) => w.toLowerCase()), caseSensitive: false, display, onet: info.name });
    }
    if (words.length === 1 && info.hot && words[0].length >= 4 && /^[A-Z]/.test(words[0]) && !AMBIGUOUS_SINGLES.has(words[0])) {
      put({ words, caseSensitive: true, display, onet: info.name });
      continue;
    }
    for (const w of words) {
      const brand = /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(w) || (/^[A-Z]{3,}$/.test(w) && w.length <= 8 && words.length <= 2);
      if (!brand || (tokenNames.get(w) ?? 0) > 1 || acronyms.agencies.has(w) || acronyms.translated.has(w) || acronyms.kept.has(w)) continue;
      put({ words: [w], caseSensitive: true, display, onet: info.name });
    }
  }
  matchers.set(index, byFirst);
  return byFirst;
}

function findOnetNames(index: OnetIndex, text: string): ToolHit[] {
  const byFirst = onetMatcher(index);
  const toks = [...text.matchAll(TOKEN)].map((m) => ({ w: m[0].replace(/\.$/, ""), at: m.index ?? 0 }));
  const hits: ToolHit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const candidates = [...(byFirst.get(toks[i].w) ?? []), ...(byFirst.get(toks[i].w.toLowerCase()) ?? [])];
    // A word in capitals among other capitalised words is a shouted heading or title ("SUPERVISORY
    // AIR TRAFFIC CONTROL"), not the product "AIR".
    const shouted = (k: number) => toks[k] !== undefined && /^[A-Z]{3,}$/.test(toks[k].w);
    const inCapsRun = /^[A-Z]{2,}$/.test(toks[i].w) && (shouted(i - 1) || shouted(i + 1));
    for (const c of candidates) {
      if (inCapsRun && c.caseSensitive && c.words.length === 1) continue;
      const ok = c.words.every((w, k) => {
        const t = toks[i + k]?.w;
        return t !== undefined && (c.caseSensitive ? t === w : t.toLowerCase() === w);
      });
      if (ok) hits.push({ display: c.display, hot: index.technology.get(c.onet.toLowerCase())?.hot ?? false, generic: false, gov: false, at: toks[i].at });
    }
  }
  return hits;
}

/** Tools named in `text`, hot technologies first, then in order of appearance; at most `max`. */
export function findTools(index: OnetIndex, text: string, max = 12): ToolHit[] {
  const hits: ToolHit[] = [];
  for (const t of curated()) {
    const m = t.re.exec(text);
    if (!m) continue;
    const hot = t.onet ? (index.technology.get(t.onet.toLowerCase())?.hot ?? false) : false;
    hits.push({ display: t.display, hot, generic: t.generic ?? false, gov: t.gov ?? false, at: m.index });
  }
  hits.push(...findOnetNames(index, text));
  const seen = new Set<string>();
  const unique = hits
    .sort((a, b) => Number(a.generic) - Number(b.generic) || Number(b.hot) - Number(a.hot) || a.at - b.at || a.display.localeCompare(b.display))
    .filter((h) => {
      const key = h.display.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // "Microsoft SQL Server" already says "SQL Server"; drop names contained in a longer one.
  return unique.filter((h) => !unique.some((o) => o !== h && o.display.length > h.display.length && o.display.toLowerCase().includes(h.display.toLowerCase()) && !h.generic)).slice(0, max);
}
