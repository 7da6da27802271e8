/**
 * Applies the jargon dictionary (data/jargon.ts): government acronyms and phrases become
 * private-sector wording, agency acronyms become names, and acronyms worth keeping are spelled
 * out at their first appearance in the resume.
 */
import { AGENCIES, KEPT, TITLE_OPTIONS, TRANSLATIONS } from "../data/jargon";

type Entry = { to: string; plural?: string; when?: RegExp; agency: boolean };

/** Per-resume state: the text that decides ambiguous entries and acronyms the user defined inline. */
export type JargonContext = {
  /** Text of the position being translated (title + description), for `when` conditions. */
  text: string;
  /** Acronyms defined inline as "Long Form (ACR)" that the dictionary does not know. */
  defined: Map<string, string>;
};

export function jargonContext(text: string, defined = new Map<string, string>()): JargonContext {
  return { text, defined };
}

const isAcronym = (term: string) => /[A-Z].*[A-Z]|^[A-Z][a-z]*[A-Z]/.test(term) || /^[A-Z]{2,}/.test(term);

const exact = new Map<string, Entry[]>();
const folded = new Map<string, Entry[]>();

function add(map: Map<string, Entry[]>, key: string, entry: Entry) {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

for (const [acr, name, when] of AGENCIES) add(exact, acr, { to: name, when, agency: true });
for (const [term, to, opts] of TRANSLATIONS) {
  const entry: Entry = { to, plural: opts?.plural, when: opts?.when, agency: false };
  if (isAcronym(term)) add(exact, term, entry);
  else add(folded, term.toLowerCase(), entry);
}
const kept = new Map(KEPT.map(([acr, long]) => [acr, long]));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "acquisition plan" also matches "Acquisition Plan" and "Acquisition plan". */
const phrasePattern = (p: string) =>
  p
    .split(/\s+/)
    .map((w) => (/^[a-z]/i.test(w) ? `[${w[0].toUpperCase()}${w[0].toLowerCase()}]${escapeRe(w.slice(1))}` : escapeRe(w)))
    .join("\\s+");

const alternatives = [
  ...[...exact.keys()].map((k) => ({ len: k.length, src: escapeRe(k) })),
  ...[...folded.keys()].map((k) => ({ len: k.length, src: phrasePattern(k) })),
].sort((a, b) => b.len - a.len || a.src.localeCompare(b.src));

const JARGON_RE = new RegExp(`(?<![A-Za-z0-9-])(${alternatives.map((a) => a.src).join("|")})(s?)(?![A-Za-z0-9])`, "g");

const PREPOSITIONS = new Set(
  "with to for from by at within across throughout of in on into between among and or supporting alongside under".split(" "),
);

function pluralize(entry: Entry): string {
  if (entry.plural) return entry.plural;
  return entry.to.replace(/([^aeiou])y$/, "$1ies").replace(/(s|x|ch|sh)$/, "$1es").replace(/([^s])$/, "$1s");
}

function pick(list: Entry[] | undefined, ctx: JargonContext): Entry | undefined {
  return list?.find((e) => !e.when || e.when.test(ctx.text));
}

function atSentenceStart(text: string, offset: number): boolean {
  return offset === 0 || /(?:^|[.!?:;]\s+|\n\s*)$/.test(text.slice(Math.max(0, offset - 3), offset));
}

const DEFINITION = /\(([A-Z][A-Za-z0-9&/.-]{1,12})\)/g;
const SKIPPABLE = /^(?:of|and|the|for|to|in|on|&|a|an)$/i;

/** Index in `before` where the long form of `acr` starts, or -1 ("Plan of Action and Milestones" for POA&M). */
function longFormStart(before: string, acr: string): number {
  const letters = acr.replace(/s$/, "").replace(/[^A-Z]/g, "");
  if (letters.length < 2) return -1;
  const words = [...before.matchAll(/[A-Za-z0-9&'.]+/g)].slice(-16);
  const search = (wi: number, li: number): number => {
    if (li < 0) return wi + 1 < words.length && !SKIPPABLE.test(words[wi + 1][0]) ? (words[wi + 1].index ?? -1) : -1;
    if (wi < 0) return -1;
    const w = words[wi][0];
    if (w[0].toUpperCase() === letters[li]) {
      const found = search(wi - 1, li - 1);
      if (found >= 0) return found;
    }
    return SKIPPABLE.test(w) ? search(wi - 1, li) : -1;
  };
  // The long form must end right before the parenthesis.
  if (!words.length || before.slice((words.at(-1)?.index ?? 0) + (words.at(-1)?.[0].length ?? 0)).trim()) return -1;
  return search(words.length - 1, letters.length - 1);
}

/** "Federal Acquisition Regulation (FAR)" → "FAR"; unknown acronyms are remembered in the context. */
export function collapseDefinitions(text: string, ctx: JargonContext): string {
  if (!text.includes("(")) return text;
  let out = "";
  let cursor = 0;
  for (const m of text.matchAll(DEFINITION)) {
    const acr = m[1];
    const offset = m.index ?? 0;
    const before = text.slice(cursor, offset);
    const start = longFormStart(before, acr);
    const key0 = acr.replace(/s$/, "");
    if (start < 0 && (exact.has(acr) || exact.has(key0) || kept.has(key0))) {
      // "unfunded requirements (UFRs)": the words already say it; drop the bracket.
      out += before.replace(/\s+$/, "");
      cursor = offset + m[0].length;
      continue;
    }
    if (start < 0) continue;
    const long = before.slice(start).trim();
    const key = acr.replace(/s$/, "");
    if (!exact.has(key) && !kept.has(key) && !ctx.defined.has(key)) ctx.defined.set(key, long);
    out += before.slice(0, start) + acr;
    cursor = offset + m[0].length;
  }
  return out + text.slice(cursor);
}

/** Nouns of the work done on equipment, listed beside "installation" when it means installing. */
const WORK_NOUNS = "maintenance|repairs?|removal|testing|configuration|upgrades?|operation|inspections?|modifications?|troubleshooting|servicing|replacement|calibration|integration|design|development|construction|programming|setup|relocation";
const WORK_AFTER = new RegExp(`^\\s*(?:of\\s+(?!the\\s+[A-Z])|(?:,\\s*|\\s+(?:and|or)\\s+)(?:${WORK_NOUNS})\\b)`);
const WORK_BEFORE = new RegExp(`\\b(?:${WORK_NOUNS})(?:,\\s*|\\s+(?:and|or)\\s+)(?:the\\s+)?$`, "i");

/**
 * "the installation and maintenance of equipment", "installation of meters", "development,
 * installation, integration": the work of installing, not a military installation ("diverse
 * installation and functional area organizations").
 */
export function isActOfInstalling(before: string, after: string): boolean {
  return WORK_AFTER.test(after) || WORK_BEFORE.test(before);
}

/** Replaces jargon in one line of resume text. */
export function applyJargon(input: string, ctx: JargonContext): string {
  const text = collapseDefinitions(input, ctx);
  const out = text.replace(JARGON_RE, (match: string, term: string, s: string, offset: number) => {
    const entry = pick(exact.get(term), ctx) ?? pick(folded.get(term.toLowerCase().replace(/\s+/g, " ")), ctx);
    if (!entry) return match;
    // "Defense Logistics Agency": a capitalised word before "Agency" means a proper name.
    if (!entry.agency && /^(?:agency|agencies|directorate|bureaus)$/i.test(term) && /^[A-Z]/.test(term)) {
      const prev = /([A-Za-z]+)\s+$/.exec(text.slice(0, offset));
      if (prev && /^[A-Z]/.test(prev[1]) && !atSentenceStart(text, offset - prev[0].length)) return match;
    }
    // "the installation and maintenance of equipment", "installation of meters", "repair or
    // installation": the work of installing, not a military installation.
    if (/^installations?$/i.test(term) && isActOfInstalling(text.slice(0, offset), text.slice(offset + match.length))) return match;
    let to = s ? pluralize(entry) : entry.to;
    if (entry.agency && !/^[a-z]/.test(to)) {
      const prevWord = /([A-Za-z]+)\s+$/.exec(text.slice(0, offset))?.[1]?.toLowerCase();
      const next = text.slice(offset + match.length);
      const nounFollows = /^\s+[a-z]/.test(next) && !/^\s+(?:and|or|to|on|for|in|with|as|by|at|of)\b/.test(next);
      if (prevWord && PREPOSITIONS.has(prevWord) && !nounFollows) to = `the ${to}`;
    }
    if (atSentenceStart(text, offset)) to = to[0].toUpperCase() + to.slice(1);
    return to;
  });
  return fixArticles(out);
}

/** "a organization" → "an organization", "an procurement" → "a procurement". */
export function fixArticles(text: string): string {
  // "Class A equipment" is no article: only "a"/"an", or "A"/"An" opening a sentence.
  return text.replace(/(^|[.!?]\s+|[^A-Za-z])([Aa])(n?) ([A-Za-z][\w-]*)/g, (m, before: string, a: string, n: string, word: string) => {
    if (a === "A" && !/^$|[.!?]\s+$/.test(before)) return m;
    const vowel = startsWithVowelSound(word);
    if (vowel && !n) return `${before}${a}n ${word}`;
    if (!vowel && n) return `${before}${a} ${word}`;
    return m;
  });
}

function startsWithVowelSound(word: string): boolean {
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word);
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honor|heir)/.test(w)) return true;
  if (/^(?:uni|use|usu|util|eu|one|once|ubiq)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

/** Agency acronyms and dictionary acronyms (for tests and the tool list). */
export function knownAcronyms(): { agencies: Set<string>; translated: Set<string>; kept: Map<string, string> } {
  return {
    agencies: new Set(AGENCIES.map(([a]) => a)),
    translated: new Set([...exact.keys()].filter((k) => !AGENCIES.some(([a]) => a === k))),
    kept,
  };
}

/**
 * Spells out kept and user-defined acronyms at their first appearance across `segments`, in
 * order ("National Institute of Standards and Technology (NIST)"), later ones stay short.
 */
export function spellOutOnce(segments: readonly string[], defined: ReadonlyMap<string, string>): string[] {
  const longForms = new Map<string, string>([...kept, ...defined]);
  if (!longForms.size) return [...segments];
  const re = new RegExp(
    `(?<![A-Za-z0-9(])(${[...longForms.keys()].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})(?![A-Za-z0-9)])`,
    "g",
  );
  const done = new Set<string>();
  return segments.map((segment) => {
    // An acronym the segment already explains ("Geographic Information Systems (GIS)") counts.
    const explained = [...segment.matchAll(/\(([A-Z][A-Za-z&/-]{1,10})\)/g)].map((m) => m[1]);
    const out = segment.replace(re, (acr: string, _g: string, offset: number) => {
      if (done.has(acr) || explained.includes(acr)) return acr;
      done.add(acr);
      const long = longForms.get(acr) ?? acr;
      const startCap = atSentenceStart(segment, offset) ? long[0].toUpperCase() + long.slice(1) : long;
      return `${startCap} (${acr})`;
    });
    for (const acr of explained) done.add(acr);
    return out;
  });
}

/** "DoD" → "Department of Defense (DoD)"; other employer text is kept as the user wrote it. */
export function expandEmployer(agency: string, ctx: JargonContext): string {
  return agency.trim().replace(/(?<![A-Za-z0-9])([A-Z][A-Za-z]{1,6})(?![A-Za-z0-9])/g, (acr: string) => {
    const entry = pick(exact.get(acr), ctx);
    return entry?.agency ? `${entry.to} (${acr})` : acr;
  });
}

const TITLE_OPTION = new Map(TITLE_OPTIONS.map(([code, wording]) => [code, wording]));

/**
 * Words state personnel systems shorten to fit a title field: "Correctional Ad Svc Class Coor",
 * "Social Serv Case Manager", "Child Protective Investigator Supv". Whole words only, and the
 * ambiguous ones only where the next word settles them ("Class" before "Coor" is classification).
 */
const TITLE_ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bAd(?=\.?\s+(?:Svcs?|Serv|Services)\b)\.?/g, "Administrative"],
  [/\bClass(?=\.?\s+(?:Coor|Coord|Coordinator|Spec|Specialist|Analyst)\b)\.?/g, "Classification"],
  [/\b(?:Svcs?|Serv)\b\.?/g, "Services"],
  [/\bCoord?\b\.?/g, "Coordinator"],
  [/\bMgr\b\.?/g, "Manager"],
  [/\bSupvr?\b\.?/g, "Supervisor"],
  [/\bAsst\b\.?/g, "Assistant"],
  [/\bOfcr\b\.?/g, "Officer"],
  [/\bSpec\b\.?(?=\s*(?:[IVX]+|\d)?\s*$)/g, "Specialist"],
  [/\bTech\b\.?(?=\s*(?:[IVX]+|\d)?\s*$)/g, "Technician"],
];

/**
 * "IT Specialist (INFOSEC/SYSADMIN)" → "IT Specialist (Information Security/Systems Administration)";
 * shortened words spelled out ("Social Serv Case Manager" → "Social Services Case Manager").
 */
export function expandTitleOptions(title: string): string {
  const options = title.replace(/\(([A-Z/ ,&]+)\)/g, (m, inner: string) => {
    const parts = inner.split(/\s*[/,&]\s*/).filter(Boolean);
    if (!parts.every((p) => TITLE_OPTION.has(p))) return m;
    return `(${parts.map((p) => TITLE_OPTION.get(p)).join("/")})`;
  });
  return TITLE_ABBREVIATIONS.reduce((t, [re, to]) => t.replace(re, to), options);
}
