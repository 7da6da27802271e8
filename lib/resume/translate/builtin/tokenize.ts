/**
 * Tokens for matching a position against O*NET text: lower-cased words, stop words removed, and a
 * light suffix stemmer so "managing", "manager" and "management" meet at "manag". The same
 * function indexes O*NET and reads the user's text, so both sides always agree.
 */

const STOP = new Set(
  (
    "a about above across after again against all also am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each either etc few for from further " +
    "had has have having he her here hers herself him himself his how i if in into is it its itself just " +
    "may me might more most must my myself no nor not now of off on once only or other our ours out over " +
    "own per same shall she should so some such than that the their theirs them themselves then there these " +
    "they this those through thus to too under until up upon us very via was we were what when where " +
    "whether which while who whom why will with within without would yet you your " +
    // Position-description filler that says nothing about the work itself.
    "incumbent incumbents position positions duty duties responsible responsibility responsibilities " +
    "perform performs performed performing various variety assigned assignment assignments including " +
    "include includes included ensure ensures ensuring provide provides provided providing major " +
    "serve serves served serving level levels factor appropriate applicable necessary related overall " +
    "wide range based new use uses using used well required requires require requirement requirements " +
    "work works worked working area areas federal government agency agencies office offices employee " +
    "employees staff supervisor supervisors general specific specialized typically regularly routinely " +
    "e g ie eg like one two three four five six several many number"
  ).split(" "),
);

/** Word characters: letters, digits and a few joiners kept inside tokens ("c++", "c#" are not needed). */
const WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

const SUFFIXES: readonly (readonly [string, string])[] = [
  ["izations", ""], ["ization", ""], ["isations", ""], ["isation", ""],
  ["ytically", "y"], ["ytical", "y"], ["ytics", "y"], ["yzing", "y"], ["yzed", "y"], ["yzes", "y"], ["yze", "y"],
  ["ysts", "y"], ["yst", "y"], ["yses", "y"], ["ysis", "y"],
  ["ational", "ate"], ["ations", ""], ["ation", ""], ["ative", ""], ["ators", ""], ["ator", ""],
  ["ments", ""], ["ment", ""], ["ingly", ""], ["ings", ""], ["ing", ""],
  ["ities", ""], ["ity", ""], ["ively", ""], ["ives", ""], ["ive", ""],
  ["ists", ""], ["ist", ""], ["isms", ""], ["ism", ""],
  ["ances", ""], ["ance", ""], ["ences", ""], ["ence", ""],
  ["ating", ""], ["ated", ""], ["ates", ""], ["ate", ""],
  ["ers", ""], ["er", ""], ["ors", ""], ["or", ""],
  ["ies", "y"], ["ied", "y"], ["ed", ""], ["es", ""], ["ly", ""], ["al", ""], ["s", ""],
];

function stripOnce(w: string): string {
  for (const [suffix, repl] of SUFFIXES) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, w.length - suffix.length) + repl;
      if (stem.length >= 4) return stem;
    }
  }
  return w;
}

const stemCache = new Map<string, string>();

/** Light stemmer (two suffix passes, final "e" and doubled consonant dropped). */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let w = word;
  if (w.length > 4 && !/\d/.test(w)) {
    if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) {
      // "business", "status", "analysis" handled by SUFFIXES or left alone.
      w = w.endsWith("ysis") ? stripOnce(w) : w;
    } else {
      w = stripOnce(w);
      w = stripOnce(w);
    }
    if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
    if (w.length > 4 && /([b-df-hj-km-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  }
  if (stemCache.size < 50_000) stemCache.set(word, w);
  return w;
}

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

/** Short capitalised abbreviations that would otherwise vanish as stop words or noise. */
const SHORT_FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bIT\b/g, "information technology"],
  [/\bHR\b/g, "human resources"],
  [/\bIS\b/g, "information systems"],
  [/\bQA\b/g, "quality assurance"],
  [/\bPR\b/g, "public relations"],
  [/\bR ?(?:and|&) ?D\b/g, "research development"],
  [/\bL ?(?:and|&) ?D\b/g, "learning development"],
];

export function expandShortForms(text: string): string {
  if (!/\b(?:IT|HR|IS|QA|PR|[RL] ?(?:and|&) ?D)\b/.test(text)) return text;
  let out = text;
  for (const [re, to] of SHORT_FORMS) out = out.replace(re, to);
  return out;
}

/** Lower-cased content words (stop words removed), not stemmed. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of expandShortForms(text).toLowerCase().matchAll(WORD)) {
    const w = m[0].replace(/'s$/, "");
    if (w.length < 2 || STOP.has(w) || /^\d+$/.test(w)) continue;
    out.push(w);
  }
  return out;
}

/** Stemmed content tokens. */
export function tokens(text: string): string[] {
  return words(text).map(stem);
}

const CLAUSE = /[.;:!?()\n]|,\s/;

/** Stemmed tokens plus adjacent-pair bigrams ("contract_administ"), for phrase-aware matching. */
export function termsWithBigrams(text: string): string[] {
  const out: string[] = [];
  addTerms(text, (t) => out.push(t));
  return out;
}

/** Calls `add` for every stemmed token and bigram of `text`; returns how many were added. */
export function addTerms(text: string, add: (term: string) => void): number {
  let n = 0;
  // Bigrams never cross a sentence or clause break.
  for (const clause of text.split(CLAUSE)) {
    let prev = "";
    for (const t of tokens(clause)) {
      add(t);
      n++;
      if (prev) {
        add(`${prev}_${t}`);
        n++;
      }
      prev = t;
    }
  }
  return n;
}

/** Calls `add` for every stemmed token of `text` (no bigrams); returns how many were added. */
export function addUnigrams(text: string, add: (term: string) => void): number {
  const t = tokens(text);
  for (const term of t) add(term);
  return t.length;
}

/** Counts of each item. */
export function countTerms(terms: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}
