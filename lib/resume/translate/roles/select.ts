/**
 * Which role-map entry a position is, at which seniority, and the private-sector titles that
 * follow. The series number wins when given; then the job title's phrases; then the duty text's
 * vocabulary (TF-IDF over every entry's keywords and titles), helped by the O*NET occupations the
 * text ranks highest.
 */
import type { RoleFamily, Seniority } from "./families";
import { familiesNear, SENIORITY_LEVELS } from "./families";
import { familyOfOnetCode } from "./onet-family";
import { normalizeTitleKey, type RoleMap, type RoleMapEntry } from "./role-map";
import { withSpecialties } from "./specialties";
import { escapeRegExp as escape, normalizeRoleText as normalize, TITLE_SMALL_WORDS, wordStem } from "./text";

export type EntryChoice = { entry: RoleMapEntry; via: "series" | "title" | "text"; score: number };

/** `words`: the phrase's or term's words, all of which a text must hold before its pattern is tried. */
type Phrase = { phrase: string; words: string[]; re: RegExp; entry: RoleMapEntry; primary: boolean };
type Keyword = { re: RegExp; words: string[]; entries: RoleMapEntry[]; idf: number; weight: number };

/** The words of a normalised text, to skip the patterns whose words it lacks (most of them). */
const wordsOf = (text: string): Set<string> => new Set(text.split(" "));
const holds = (words: ReadonlySet<string>, needed: readonly string[]) => needed.every((w) => words.has(w));

/** Per entry, the words of its name and title phrases (for titles matched by their field). */
type Prepared = { phrases: Phrase[]; keywords: Keyword[]; titleWords: Map<RoleMapEntry, Set<string>> };
const prepared = new WeakMap<RoleMap, Prepared>();

function prepare(map: RoleMap): Prepared {
  const hit = prepared.get(map);
  if (hit) return hit;
  const phrases: Phrase[] = [];
  for (const entry of map.entries) {
    entry.match.forEach((m, i) => {
      const phrase = normalize(m);
      if (phrase.length < 3) return;
      phrases.push({ phrase, words: phrase.split(" "), re: new RegExp(`(?:^| )${escape(phrase)}(?:$| )`), entry, primary: i === 0 });
    });
  }
  // Longest phrase first: "public health nurse" beats "nurse"; local and federal entries alike.
  phrases.sort((a, b) => b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));

  const byTerm = new Map<string, { entries: Set<RoleMapEntry>; weight: number }>();
  const addTerm = (term: string, entry: RoleMapEntry, weight: number) => {
    const t = normalize(term);
    if (t.length < 3) return;
    const cur = byTerm.get(t) ?? { entries: new Set<RoleMapEntry>(), weight };
    cur.entries.add(entry);
    cur.weight = Math.max(cur.weight, weight);
    byTerm.set(t, cur);
  };
  for (const entry of map.entries) {
    for (const k of entry.keywords) addTerm(k, entry, 1);
    for (const m of entry.match) addTerm(m, entry, 1.5);
  }
  const n = Math.max(1, map.entries.length);
  const keywords: Keyword[] = [...byTerm].map(([term, { entries, weight }]) => ({
    re: new RegExp(`(?:^| )${escape(term)}(?:$| )`, "g"),
    words: term.split(" "),
    entries: [...entries],
    idf: Math.log(1 + n / entries.size),
    weight,
  }));
  const titleWords = new Map(map.entries.map((e) => [e, new Set(normalize([e.name, ...e.match].join(" ")).split(" "))] as const));
  const out = { phrases, keywords, titleWords };
  prepared.set(map, out);
  return out;
}

/**
 * The entry whose title phrase occurs in the job title (longest phrase first); else one whose
 * two- or three-word phrase has every word in the title, in any order ("Supervisor, Purchasing
 * Bureau" is a purchasing supervisor).
 */
export function entryByTitle(map: RoleMap, jobTitle: string): RoleMapEntry | null {
  return entriesByTitle(map, jobTitle)[0] ?? null;
}

/**
 * Every entry whose longest matching title phrase is as long as the best match ("systems analyst"
 * is a phrase of several IT entries), in role-map order; else the any-order match. An entry whose
 * primary phrase (its first, its own name) it is outranks entries that list it among others:
 * "Civil Engineer" is the civil-engineering entry's own name, one of many for general engineering.
 */
/** Spelled-out names that job titles and title phrases write as acronyms, and other variant forms. */
const TITLE_ACRONYMS: readonly (readonly [RegExp, string])[] = [
  // New York's "Senior Budgeting Analyst" is a budget analyst.
  [/\bbudgeting(?=\s+(?:analyst|officer|specialist|assistant|technician|examiner|manager)\b)/gi, "Budget"],
  [/\bgeographic(?:al)? information systems?\b/gi, "GIS"],
  [/\bequal employment opportunity\b/gi, "EEO"],
  [/\bemergency medical technician\b/gi, "EMT"],
  // Abbreviated class titles: "Hum Res Specialist".
  [/\bhum\.?\s+res\.?(?=\s|$)/gi, "Human Resources"],
  // The armed forces' Morale, Welfare and Recreation programs: "MWR Director" directs recreation.
  [/\bMWR\b/g, "Recreation"],
  // "Clinical Lab Scientist", "Lab Technician": the laboratory's titles.
  [/\blab\b(?=\s+(?:scientist|technician|technologist|assistant|aide|manager|supervisor|director|coordinator|specialist|analyst))/gi, "Laboratory"],
];

/** A job title as title phrases are written: acronyms for spelled-out names, normalised words. */
function titleKey(jobTitle: string): string {
  return normalize(TITLE_ACRONYMS.reduce((t, [re, to]) => t.replace(re, to), jobTitle));
}

/** The last word of a title without its level numbers: "Civil Engineer 2" → "engineer". */
function headNoun(title: string): string {
  return normalize(title.replace(/\b(?:[ivx]+|\d+)\b/gi, " ")).split(" ").filter(Boolean).at(-1) ?? "";
}

export function entriesByTitle(map: RoleMap, jobTitle: string): RoleMapEntry[] {
  // "Social Worker (Program Coordinator)": the title outside the parentheses names the occupation;
  // the parenthetical is a specialty or working title (specialtyOf weighs it).
  const bare = jobTitle.replace(/\([^)]*\)/g, " ");
  // "Investigator I, Public Defender", "Executive Assistant - City Manager": the office the post
  // serves, after a comma or a dash, is no part of the occupation.
  const served = AFTER_SEPARATOR.exec(bare.trim());
  const outside = served && OFFICE_HOLDER.test(served[2]) && titleEntries(map, served[1]).length ? served[1] : bare;
  // "Budget/Policy Analyst I": two fields of one head noun name two titles ("Budget Analyst I",
  // "Policy Analyst I") besides the whole; the duties decide between their entries. A generic post
  // ("Project/Grants Manager": "project manager") adds none.
  const sharedHead = /^(.*?)\b([A-Za-z]{3,})\/([A-Za-z]{3,})\s+([A-Za-z]{3,}\b.*)$/.exec(outside.trim());
  if (sharedHead) {
    const [, before, a, b, head] = sharedHead;
    const fields = [`${before}${a} ${head}`, `${before}${b} ${head}`].filter((t) => !GENERIC_PHRASES.has(bestTitlePhrase(map, t) ?? ""));
    const whole = titleEntries(map, outside);
    const both = [...new Set([...whole, ...fields.flatMap((t) => titleEntries(map, t))])];
    if (both.length > whole.length) return both;
  }
  // "Communications Specialist / 911 Dispatcher", "Social Worker or Human Services Professional":
  // a title offering two names gives the entries of both, and the duties decide between them.
  // A slash with a space on either side separates names ("Maintenance Worker I/ Snowplow Driver"); "I/II" does not.
  const options = outside.split(/\s+\/\s*|\s*\/\s+|\s+or\s+/i).map((o) => o.trim()).filter(Boolean);
  // Two names of one occupation ("Junior Engineer / Assistant Engineer": one head noun) are read as one title.
  if (options.length === 2 && headNoun(options[0]) !== headNoun(options[1])) {
    const both = [...new Set(options.flatMap((o) => titleEntries(map, o)))];
    if (both.length) return both;
  }
  // "Records and Legislative Services Coordinator": two fields of one post; the entries of both,
  // and the duties decide between them.
  const pair = /^\s*([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+(?:and|&)\s+(.+?)\s+([A-Za-z]+)\s*$/.exec(outside);
  if (pair && !ROLE_WORDS.has(normalize(pair[1]))) {
    const first = titleEntries(map, `${pair[1]} ${pair[3]}`);
    const whole = titleEntries(map, outside);
    const both = [...new Set([...whole, ...first])];
    if (first.length && whole.length && both.length > whole.length) return both;
  }
  const byField = commaField(map, outside);
  if (byField.length) return byField;
  if (outside !== jobTitle) {
    const found = titleEntries(map, outside);
    if (found.length) return found;
  }
  return titleEntries(map, jobTitle);
}

/** A dash with space around it, which sets off the office or assignment after a title. */
const DASH_SEPARATOR = /\s+[-–—]+\s+/;

/** A title and the words after its last comma or dash: "Investigator I" and "Public Defender". */
const AFTER_SEPARATOR = new RegExp(`^(.+?)(?:,|${DASH_SEPARATOR.source})\\s*([^,]+)$`);

/** Elected and appointed offices whose holders' staff name them after their own title. */
const OFFICE_HOLDER = /^\s*(?:(?:the|office of(?: the)?)\s+)?(?:public defender|district attorney|county attorney|city attorney|state(?:'s)? attorney|attorney general|prosecut(?:or|ing attorney)|sheriff|coroner|medical examiner|assessor|treasurer|recorder|county clerk|city clerk|clerk of (?:the )?courts?|(?:auditor[- ])?controller|tax collector|registrar of voters|city manager|county manager|county administrator|county executive|mayor|governor|lieutenant governor|secretary of state)(?:'s office)?\s*$/i;

/**
 * "Compliance Inspector II, Weights and Measures", "Engineer, Civil": words after a comma name the
 * field of the title before it, and an entry whose title phrase holds them is more specific than
 * the title's generic name. Levels and posts after the comma ("Zoning Officer, Senior") are no field.
 */
function commaField(map: RoleMap, title: string): RoleMapEntry[] {
  // "Project Manager - Economic Development": after a generic post a dash sets the field off as a
  // comma does (after an occupation it names an assignment: "GIS Technician - Transportation").
  const parts = /^(.+?)(,|\s+[-–—]\s+)\s*([A-Za-z][A-Za-z&' ]*(?:-[A-Za-z&' ]+)*)$/.exec(title.trim());
  if (!parts) return [];
  const [, post, separator, after] = parts;
  if (separator !== "," && !GENERIC_PHRASES.has(bestTitlePhrase(map, post) ?? "")) return [];
  // "Librarian (Reference), Geography and Map Division": an office after the comma, not a field.
  if (/\b(?:division|branch|section|office|unit|bureau|department|directorate|center|centre|program|service|services)\s*$/i.test(after)) return [];
  // "Manager, Maintenance Operations": the field is maintenance; "operations" names none.
  const field = normalize(after).split(" ").filter((w) => w && !namesNoField(w));
  if (!field.length) return [];
  for (const t of [after, `${after} ${headNoun(post)}`]) {
    const phrase = bestTitlePhrase(map, t);
    if (phrase && field.some((w) => phrase.split(" ").includes(w))) {
      const found = titleEntries(map, t);
      if (found.length) return found;
    }
  }
  return [];
}

function titleEntries(map: RoleMap, jobTitle: string): RoleMapEntry[] {
  // "Executive Assistant - City Manager": no title phrase runs across a dash that sets off the
  // office served or the assignment ("assistant city manager" is not this post).
  const segments = jobTitle.split(DASH_SEPARATOR).map(titleKey).filter(Boolean);
  const title = segments.join(" | ");
  if (!title) return [];
  const phrases = prepare(map).phrases;
  const tied: RoleMapEntry[] = [];
  const primary = new Set<RoleMapEntry>();
  let best = -1;
  const words = wordsOf(title);
  for (const p of phrases) {
    if (best >= 0 && p.phrase.length < best) break;
    if (!holds(words, p.words) || !p.re.test(title)) continue;
    best = p.phrase.length;
    if (!tied.includes(p.entry)) tied.push(p.entry);
    if (p.primary) primary.add(p.entry);
  }
  const chosen = primary.size ? tied.filter((e) => primary.has(e)) : tied;
  if (chosen.length) return chosen.sort((a, b) => map.entries.indexOf(a) - map.entries.indexOf(b));
  for (const segment of segments) {
    const found = anyOrderTitle(map, segment, phrases);
    if (found.length) return found;
  }
  return [];
}

/** Words of a job title that say the level or the kind of post, not the field. */
const ROLE_WORDS = new Set(
  "manager management director supervisor supervisory chief head deputy assistant associate acting senior principal lead specialist officer administrator coordinator executive trainee intern apprentice recruit i ii iii iv v of and the for in to on general program programs division section unit office bureau department service services".split(" "),
);

/** A title word that says the level or kind of post, or "operations", which names no field either. */
const namesNoField = (word: string) => ROLE_WORDS.has(word) || word === "operations" || word === "operation";

/**
 * Entries whose name and title phrases hold the field a job title names when no phrase matches
 * it whole: "Information Technology Manager I" → the information technology entries, "Director of
 * Parks & Recreation" → recreation. At least two field words, and at least two thirds of them,
 * must be the entry's; the entries covering the most words are returned.
 */
export function entriesByTitleDomain(map: RoleMap, jobTitle: string): RoleMapEntry[] {
  const words = [...new Set(normalize(jobTitle).split(" ").filter((w) => w.length > 1 && !/\d/.test(w) && !ROLE_WORDS.has(w)))];
  if (words.length < 2) return [];
  const { titleWords } = prepare(map);
  let best = 0;
  let out: RoleMapEntry[] = [];
  for (const e of map.entries) {
    const vocab = titleWords.get(e)!;
    const covered = words.filter((w) => vocab.has(w)).length;
    if (covered < 2 || covered * 3 < words.length * 2 || covered < best) continue;
    if (covered > best) out = [];
    best = covered;
    out.push(e);
  }
  return out;
}

/** The longest role-map title phrase found in the job title ("engineer" in "Engineer 3"), or null. */
export function bestTitlePhrase(map: RoleMap, jobTitle: string): string | null {
  const title = titleKey(jobTitle);
  if (!title) return null;
  const words = wordsOf(title);
  for (const p of prepare(map).phrases) if (holds(words, p.words) && p.re.test(title)) return p.phrase;
  return null;
}

/**
 * A title named only by its head noun ("Engineer 3", "Deputy Clerk III", "Analyst") says less
 * than the duties: an entry for a specific kind of that job ("civil engineer", "court clerk")
 * that the text clearly favours takes over from the generic one.
 */
function specificByText(map: RoleMap, f: PositionFacts, generic: RoleMapEntry): EntryChoice | null {
  const phrase = bestTitlePhrase(map, f.jobTitle);
  if (!phrase || phrase.includes(" ")) return null;
  const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.text}`);
  const own = ranked.find((r) => r.entry === generic)?.score ?? 0;
  const top = ranked.find((r) => r.entry !== generic && r.entry.match.some((m) => m.split(" ").at(-1) === phrase));
  if (!top || top !== ranked[0] || top.score < 1.2 || top.score < 1.5 * own) return null;
  return { entry: top.entry, via: "text", score: top.score };
}

/**
 * A broad series whose title names no specialty ("Information Technology Specialist, GS-2210-11")
 * takes the specialty its duties clearly show: of the entries its family's specialty codes name
 * (applications software, systems administration, …), the one the text ranks highest, when it
 * scores at least 1.2 and a quarter more than the series' own entry.
 */
function specialtyByText(map: RoleMap, seriesEntry: RoleMapEntry, f: PositionFacts): EntryChoice | null {
  const candidates = specialtyEntries(map, seriesEntry.family);
  if (!candidates.size || (candidates.size === 1 && candidates.has(seriesEntry))) return null;
  const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.text}`);
  const own = ranked.find((r) => r.entry === seriesEntry)?.score ?? 0;
  const top = ranked.find((r) => r.entry !== seriesEntry && candidates.has(r.entry));
  if (!top || top.score < 1.2 || top.score < 1.25 * own) return null;
  return { entry: top.entry, via: "text", score: top.score };
}

function anyOrderTitle(map: RoleMap, title: string, phrases: readonly Phrase[]): RoleMapEntry[] {
  const words = new Set(title.split(" "));
  for (const p of phrases) {
    const w = p.phrase.split(" ");
    // "operations manager" names no field: in "Manager, Maintenance Operations" the field is
    // maintenance, which the title's field words and the duties find.
    if (w.length >= 2 && w.length <= 3 && w.every((x) => words.has(x)) && !w.every(namesNoField)) return [p.entry];
  }
  return [];
}

type Ranked = readonly { readonly entry: RoleMapEntry; readonly score: number }[];
/** The last unboosted ranking per map: one position's entry choice ranks the same text up to twice. */
const lastRanking = new WeakMap<RoleMap, { text: string; ranked: Ranked }>();

/** Entries ranked by how much of their vocabulary the text uses (TF-IDF, counts capped). */
export function rankEntriesByText(map: RoleMap, text: string, boost?: ReadonlyMap<RoleMapEntry, number>): Ranked {
  const last = boost ? undefined : lastRanking.get(map);
  if (last?.text === text) return last.ranked;
  const body = ` ${normalize(text)} `;
  const scores = new Map<RoleMapEntry, number>();
  const words = wordsOf(body);
  for (const k of prepare(map).keywords) {
    if (!holds(words, k.words)) continue;
    k.re.lastIndex = 0;
    let count = 0;
    while (k.re.exec(body) && count < 4) {
      count++;
      k.re.lastIndex--;
    }
    if (!count) continue;
    const value = k.weight * k.idf * (1 + Math.log(count));
    for (const e of k.entries) scores.set(e, (scores.get(e) ?? 0) + value);
  }
  // Normalise by vocabulary size so that entries with long keyword lists do not always win.
  const ranked = [...scores].map(([entry, s]) => ({
    entry,
    score: s / Math.sqrt(Math.max(8, entry.keywords.length + entry.match.length)) + (boost?.get(entry) ?? 0),
  }));
  ranked.sort((a, b) => b.score - a.score || a.entry.key.localeCompare(b.entry.key));
  if (!boost) lastRanking.set(map, { text, ranked });
  return ranked;
}

/**
 * OPM's parenthetical specialty codes and names, per family of the series, in the words title
 * phrases use: "IT Specialist (INFOSEC)", "HR Specialist (Information Systems)".
 */
const SPECIALTY_CODES: Partial<Record<RoleFamily, Readonly<Record<string, string>>>> = {
  "information-technology": {
    infosec: "information security specialist",
    security: "information security specialist",
    cybersecurity: "cybersecurity specialist",
    "information security": "information security specialist",
    sysadmin: "systems administrator",
    os: "systems administrator",
    "systems administration": "systems administrator",
    "operating systems": "systems administrator",
    network: "network administrator",
    netwrk: "network administrator",
    "network services": "network administrator",
    appsw: "software developer",
    "applications software": "software developer",
    custspt: "help desk specialist",
    "customer support": "help desk specialist",
    datamgt: "database administrator",
    "data management": "database administrator",
    inet: "web developer",
    internet: "web developer",
    enterarch: "enterprise architect",
    entarch: "enterprise architect",
    "enterprise architecture": "enterprise architect",
    plcypln: "it policy and planning specialist",
    "policy and planning": "it policy and planning specialist",
    "policy planning": "it policy and planning specialist",
    sysanalysis: "systems analyst",
    "systems analysis": "systems analyst",
  },
  // Park rangers' and forestry technicians' law-enforcement and wildland-fire specialties.
  environmental: {
    protection: "police officer",
    "law enforcement": "police officer",
    fire: "wildland firefighter",
    "wildland fire": "wildland firefighter",
    "fire training officer": "wildland firefighter",
    "fire management": "wildland firefighter",
    "fire prevention": "wildland firefighter",
    "fire suppression": "wildland firefighter",
    "fire operations": "wildland firefighter",
    fuels: "wildland firefighter",
    engine: "wildland firefighter",
    hotshot: "wildland firefighter",
    helitack: "wildland firefighter",
    smokejumper: "wildland firefighter",
  },
  // Transportation specialists in planning (FHWA, FTA, state DOTs) are transportation planners.
  transportation: {
    planning: "transportation planner",
    "planning environment": "transportation planner",
    "transportation planning": "transportation planner",
  },
  // A radiologic technologist whose parenthetical is ultrasound is a sonographer.
  healthcare: {
    // A health technician whose parenthetical is the laboratory draws and processes specimens.
    laboratory: "medical laboratory technician",
    lab: "medical laboratory technician",
    phlebotomy: "phlebotomist",
    ultrasound: "diagnostic medical sonographer",
    sonography: "diagnostic medical sonographer",
    "diagnostic medical sonography": "diagnostic medical sonographer",
    echocardiography: "cardiac sonographer",
  },
  // A recreation specialist whose parenthetical is fitness trains people.
  "operations-program": {
    fitness: "fitness specialist",
    "fitness and sports": "fitness specialist",
  },
  "human-resources": {
    "information systems": "hris specialist",
    hris: "hris specialist",
    benefits: "employee benefits specialist",
    "recruitment placement": "recruitment and placement specialist",
    staffing: "staffing specialist",
  },
};

const specialtyCodes = new Map(
  Object.entries(SPECIALTY_CODES).map(([family, codes]) => [family, new Map(Object.entries(codes).map(([k, v]) => [normalize(k), v]))]),
);

const specialtyEntriesCache = new WeakMap<RoleMap, Map<RoleFamily, Set<RoleMapEntry>>>();

/** The entries of `family` that its specialty codes name (built once per map and family). */
function specialtyEntries(map: RoleMap, family: RoleFamily): Set<RoleMapEntry> {
  let byFamily = specialtyEntriesCache.get(map);
  if (!byFamily) specialtyEntriesCache.set(map, (byFamily = new Map()));
  let entries = byFamily.get(family);
  if (!entries) {
    entries = new Set();
    for (const phrase of new Set(specialtyCodes.get(family)?.values() ?? [])) for (const e of entriesByTitle(map, phrase)) if (e.family === family) entries.add(e);
    byFamily.set(family, entries);
  }
  return entries;
}

/** Series whose one number covers many professions ("Program Specialist (Emergency Management)"). */
const GENERALIST_SERIES = new Set(["0301", "0343"]);
/**
 * "General" series whose titles name occupations of neighbouring families: General Health Science
 * (0601) holds the VA's respiratory therapists and other clinicians, General Natural Resources
 * and Biological Science (0401) ecologists and fish and wildlife biologists.
 */
const BROAD_SERIES: Readonly<Record<string, readonly RoleFamily[]>> = {
  "0601": ["healthcare", "public-health"],
  "0401": ["science"],
};
/** The generalist series' own families: a title in them is the series' own work. */
const GENERALIST_FAMILIES = new Set<RoleFamily>(["operations-program", "business-analysis", "administrative"]);
/** The entries (and series) of building maintenance across trades, and recreation across activities ("(Fitness, Sports and Aquatics)"). */
const MULTI_TRADE_ENTRIES = new Set(["WG-4749", "WG-4701", "facilities-maintenance", "recreation", "0188"]);
/** Administrative posts of a whole office: administrative officers, support services, secretaries, office assistants. */
const OFFICE_WIDE = new Set(["0341", "0342", "0318", "0303", "0344"]);
/** Title phrases that name a kind of post, not a field: "program manager", "project manager". */
const GENERIC_PHRASES = new Set(["program manager", "program specialist", "program analyst", "program coordinator", "program director", "program officer", "program administrator", "project manager", "operations manager", "management analyst"]);

/** Parentheticals that say how a post is filled or which skill it tests, not a specialty. */
const NOT_A_SPECIALTY = /^(?:office automation|oa|typing|stenography|seasonal|temporary|term|permanent|trainee|intern|bilingual|career ladder|dual status|title \d+|remote|telework|\w+ only|.*\b(?:fpl|grade|series|level)\b.*)$/;

/**
 * A series (or a title phrase such as "IT Specialist") covers a whole profession; the job title
 * may name one specialty of it that the role map knows as its own entry: "IT Specialist (INFOSEC)"
 * and "IT Cybersecurity Specialist" are cybersecurity, "IT Specialist (Network)" network
 * administration. The entry must be of the series' family (for the generalist series, of another
 * field than theirs), and the title must not be the series' own ("Information Technology
 * Specialist" stays the IT entry) unless it is, whole, another entry's narrower name for it
 * ("Personnel Psychologist"). Without `byBase` only the parenthetical counts (the entry already
 * came from the title's own words).
 */
export function specialtyOf(map: RoleMap, seriesEntry: RoleMapEntry, jobTitle: string, byBase = true): RoleMapEntry | null {
  const generalist = GENERALIST_SERIES.has(seriesEntry.key);
  const fits = (e: RoleMapEntry) => e !== seriesEntry && (generalist ? !GENERALIST_FAMILIES.has(e.family) : e.family === seriesEntry.family || (BROAD_SERIES[seriesEntry.key]?.includes(e.family) ?? false));
  const codes = specialtyCodes.get(seriesEntry.family);
  const base = jobTitle.replace(/\([^)]*\)/g, " ").replace(/,?\s*\b[A-Z]{2}-?\d{3,4}\b.*$/, " ");
  const head = headNoun(base);
  // Each candidate with the words its match must hold: "(Structural)" on "Civil Engineer" is
  // "structural engineer", never plain "engineer".
  const candidates: { text: string; must: string; anyFamily?: boolean }[] = [];
  // "Administrative Officer (Nutrition & Food Service)": an office-wide post's parenthesis names
  // the service it runs the office of, not a specialty of the person's.
  const parentheses = OFFICE_WIDE.has(seriesEntry.key) ? [] : [...jobTitle.matchAll(/\(([^)]+)\)/g)].slice(0, 3);
  for (const m of parentheses) {
    // "(SYSADMIN/NETWORK)" names two specialties; "(Recruitment & Placement)" one.
    const whole = normalize(m[1]);
    const parts = codes?.has(whole) ? [m[1]] : m[1].split(/\s*[/,&]\s*/);
    // A maintenance mechanic's several trades ("(Carpenter/Painter)") make a general maintenance
    // mechanic, not a carpenter.
    if (MULTI_TRADE_ENTRIES.has(seriesEntry.key) && parts.length > 1) continue;
    // A specialty is a few words; a few of them at most.
    for (const part of parts.slice(0, 4)) {
      const p = normalize(part);
      if (!p || p.length > 60 || NOT_A_SPECIALTY.test(p)) continue;
      // A code names its specialty outright, in whatever family the role map files it.
      const code = codes?.get(p);
      if (code) candidates.push({ text: code, must: code, anyFamily: true });
      else {
        // "Recreation Specialist (Single Sailor Program Manager)": a generic post in parentheses is
        // the working title of the occupation outside them, not a specialty of it.
        if (GENERIC_PHRASES.has(bestTitlePhrase(map, p) ?? "")) continue;
        candidates.push({ text: p, must: p });
        if (head && !p.endsWith(head)) candidates.push({ text: `${p} ${head}`, must: p });
      }
    }
  }
  // A specialty's name written into the title without parentheses ("Information Technology
  // Customer Support", "IT Specialist Information Security"): names of two words or more only.
  if (!candidates.length && codes) {
    const words = ` ${normalize(base)} `;
    for (const [name, phrase] of codes) if (name.includes(" ") && words.includes(` ${name} `)) candidates.push({ text: phrase, must: phrase, anyFamily: true });
  }
  const key = titleKey(base.replace(/\b(?:supervisory|lead|senior|[ivx]+|\d+)\b/gi, " "));
  const phrases = prepare(map).phrases;
  // The series entry's longest phrase in the title (phrases are sorted longest first), if any.
  const baseKey = titleKey(base);
  const ownPhrase = phrases.find((p) => p.entry === seriesEntry && p.re.test(baseKey));
  if (byBase && !ownPhrase) candidates.push({ text: base, must: "" });
  for (const c of candidates) {
    if (!c.text.trim()) continue;
    const phrase = bestTitlePhrase(map, c.text) ?? "";
    if (c.must && !c.must.split(" ").some((w) => phrase.split(" ").includes(w))) continue;
    // A bare head noun ("Supervisory Investigator" under 1810, "(Principal Operations Inspector)"
    // on an aviation safety inspector) is the series' own kind of job when its title phrases end
    // in that noun ("administrative investigator", "aviation safety inspector"): no other entry's.
    if (!phrase.includes(" ") && seriesEntry.match.some((m) => m.endsWith(` ${phrase}`))) continue;
    const entries = entriesByTitle(map, c.text);
    const found = entries.find(fits) ?? (c.anyFamily ? entries.find((e) => e !== seriesEntry) : undefined);
    if (found) return found;
  }
  // The whole title is another entry's name for a narrower form of the series' own occupation
  // ("Personnel Psychologist" filed under 0180 Psychology, which knows only "psychologist", is an
  // industrial-organizational psychologist), in whatever family. A title that contradicts the
  // series keeps the series.
  if (byBase && ownPhrase && key && ownPhrase.phrase.length < key.length) {
    const exact = phrases.find((p) => p.entry !== seriesEntry && p.phrase === key);
    if (exact && !(generalist && GENERALIST_FAMILIES.has(exact.entry.family))) return exact.entry;
  }
  return null;
}

export type PositionFacts = {
  series?: string;
  payPlan?: string;
  grade?: string;
  jobTitle: string;
  /** Duties text (boilerplate removed). */
  text: string;
  supervisory: boolean;
  /** O*NET codes the text ranks best, best first (helps the text ranking). */
  onetCodes?: readonly string[];
};

/** Fields that titles write as acronyms, by the entry of the whole field (the series of its generalists). */
const FIELD_ACRONYMS: Readonly<Record<string, string>> = { it: "2210", hr: "0201" };

/**
 * "Psychology Program Manager", "Housing Program Specialist": a generic post named after its field.
 * The field's words pick the entries whose names share them (by stem: "psychology" and
 * "psychologist"), and the duties pick among those, when that is another family than the generic
 * post's; the generic entry otherwise.
 */
function fieldOfGenericTitle(map: RoleMap, f: PositionFacts, generic: readonly RoleMapEntry[]): EntryChoice | null {
  // "Social Worker (Program Coordinator)": the title outside the parentheses names the occupation.
  const outside = f.jobTitle.replace(/\([^)]*\)/g, " ");
  const phrase = bestTitlePhrase(map, outside);
  if (!phrase || !GENERIC_PHRASES.has(phrase)) return null;
  const title = titleKey(outside);
  const before = title.slice(0, title.indexOf(phrase)).split(" ");
  // "IT Program Manager", "HR Program Specialist": a field written as its acronym is the whole field's.
  const acronym = before.map((w) => map.byKey.get(FIELD_ACRONYMS[w] ?? "")).find((e) => e !== undefined);
  if (acronym) return { entry: acronym, via: "title", score: 1 };
  const field = before.filter((w) => w.length > 3 && !ROLE_WORDS.has(w) && !/\d/.test(w));
  if (!field.length) return null;
  const stems = new Set(field.map(wordStem));
  const { titleWords } = prepare(map);
  const candidates = new Set(map.entries.filter((e) => [...titleWords.get(e)!].some((w) => w.length > 3 && stems.has(wordStem(w)))));
  if (!candidates.size) return null;
  const top = rankEntriesByText(map, `${f.jobTitle}\n${f.text}`).find((r) => candidates.has(r.entry));
  // A field of the generic post's own family ("Voter Registration Program Specialist") keeps its broad titles.
  if (!top || top.score < 1.2 || generic.some((g) => g.family === top.entry.family)) return null;
  return { entry: top.entry, via: "title", score: top.score };
}

/** How clearly the duties must show another entry to overrule a title's field words: text score and ratio to theirs. */
const DUTIES_OVERRULE = { min: 4, ratio: 4.5 };

/** The share of a generalist entry's text score at which a specific entry the title also names keeps the post. */
const SPECIFIC_OVER_GENERALIST = 0.6;

/** How much higher a far family's entry must score than one in O*NET's family to take an unknown title. */
const ONET_FAMILY_OVERRULE = 3;

/** Words of protecting classified national security information (security administration, not IT). */
const CLASSIFIED_INFORMATION = /\b(?:classified|national security information|sensitive but unclassified|unauthorized disclosure|declassif\w+|classification markings?|security clearances?|industrial security|controlled unclassified)\b/g;

/**
 * Where one entry's occupation is usually filed apart by employers, the duties' distinct words
 * move the position to the other entry:
 * - one series can hold two occupations: most forestry technicians (0462) fight wildland fire, and
 *   employers hire them as wildland firefighters, not as timber or inventory technicians;
 * - a laboratory technician whose samples are wastewater and drinking water works in an
 *   environmental laboratory, not a clinical one;
 * - a forester who looks after a city's street trees and canopy is an urban forester;
 * - a security officer whose duties are information security (a deputy chief security officer
 *   of a state IT department) is a cybersecurity professional, not a physical security one;
 * - a general clerk or assistant who works for a court is a court clerk: the duties name the court
 *   again and again ("filing of civil suits", "court dates", "preparing courtroom for hearings").
 * - a program analyst whose duties are funds is a budget analyst; a state DOT's transportation
 *   technician plows roads; a maintenance worker on water mains or on trails works for the utility
 *   or the parks; an information security specialist who protects classified information stays in
 *   security administration.
 * `min` counts distinct cue words, or every mention when `mentions` is set (with `absent`, the
 * position moves when fewer cues than that appear); a title that `keep` matches names its own
 * occupation and stays (a court's records clerk is a records clerk); the duties naming `against`'s
 * words at least as often as the cues keep the position. An entry may list several siblings, tried
 * in order.
 */
const COURT_CLERK = { key: "court-services", cues: /\bcourt(?:room)?s?\b/g, min: 4, mentions: true, keep: /\brecords?\b/i };
/** Highway maintenance work: snow plowing, potholes, guardrails. */
const HIGHWAY_MAINTENANCE = /\b(?:snow ?plows?|snow ?plowing|snow removal|removing snow|roadways?|highway maintenance|road maintenance|potholes?|guardrails?|asphalt|maintenance station|graders?|backhoes?)\b/g;
type Sibling = { key: string; cues: RegExp; min: number; mentions?: boolean; keep?: RegExp; absent?: boolean; against?: RegExp };
const CHILD_WELFARE: Sibling = {
  key: "child-welfare",
  cues: /\b(?:child welfare|child protective|child protection|(?:child )?abuse and(?:\/or)? neglect|child abuse|maltreatment|foster (?:care|parents?|homes?|families)|permanency|reunification|adoptions?|adoptive|dependency|juvenile court|kinship|family preservation)\b/g,
  min: 3,
};

const SIBLINGS: Record<string, Sibling | readonly Sibling[]> = {
  // An interpreter whose duties never mention a court (a diplomatic or conference interpreter) is
  // a language professional, not a court interpreter.
  // An interpreter for deaf and hard-of-hearing people signs (American Sign Language).
  "court-interpreter": [
    { key: "sign-language-interpreter", cues: /\b(?:deaf|hard of hearing|sign language|asl|deaf-?blind|tactile signing|video relay|signed english)\b/g, min: 2 },
    { key: "1040", cues: /\b(?:courts?|courtroom|judicial|judges?|legal|depositions?|trials?|hearings?|attorneys?|defendants?|litigants?)\b/g, min: 1, absent: true },
  ],
  "0462": {
    key: "0456",
    cues: /\b(?:wildland fire|wildfire|fire suppression|suppression|prescribed (?:fire|burn)|firefighter|fire ?fighting|fire engine|engine (?:crew|captain|boss)|helitack|hotshot|hand ?crew|smokejumper|fire ?line|fire behavior|fire plow|initial attack|incident command)\b/g,
    min: 3,
  },
  // A city's wastewater or water laboratory technician tests water, not patients' specimens.
  "0645": {
    key: "public-health-laboratory",
    cues: /\b(?:wastewater|water quality|drinking water|effluent|influent|sewage|treatment plant|biochemical oxygen demand|pretreatment|environmental samples?|npdes)\b/g,
    min: 2,
  },
  // A city's forester cares for street trees: an urban forester, not a timberland manager.
  "0460": {
    key: "urban-forestry",
    cues: /\b(?:street trees?|urban forest(?:ry)?|tree canopy|right[- ]of[- ]way trees?|city trees?|arborists?|tree ordinance|tree permits?|parkway trees?|public trees?)\b/g,
    min: 2,
  },
  // A "Chief Security Officer" whose duties are information security is a CISO; an information
  // security specialist who protects classified information is not (`against`: more mentions of
  // classified information than of computer security keep the security series).
  "0080": {
    key: "cybersecurity",
    cues: /\b(?:information security|cyber ?security|cyber|network security|vulnerabilit(?:y|ies)|incident response|nist|fisma|security operations center|siem|malware|intrusion|firewalls?|encryption)\b/g,
    min: 3,
    mentions: true,
    against: CLASSIFIED_INFORMATION,
  },
  cybersecurity: { key: "0080", cues: CLASSIFIED_INFORMATION, min: 3, mentions: true, against: /\b(?:cyber ?security|cyber|network security|vulnerabilit(?:y|ies)|incident response|fisma|security operations center|siem|malware|intrusion|firewalls?|encryption|risk management framework|authorization to operate|information systems?)\b/g },
  // A state DOT's "Transportation Technician" or "Highway Technician" plows snow and maintains
  // highways: an equipment operator, not a transportation clerk or an engineering technician.
  "2102": { key: "equipment-operator", cues: HIGHWAY_MAINTENANCE, min: 2 },
  "engineering-technician": { key: "equipment-operator", cues: HIGHWAY_MAINTENANCE, min: 3 },
  // A program analyst whose duties are funds: a budget analyst (distinct money words, not
  // mentions of a "Budget and Management" office).
  "0343": { key: "0560", cues: /\b(?:funds?|funding|appropriations?|appropriated|obligations?|obligated|financial management|expenditures?|allotments?|reimbursables?|apportionments?|unobligated)\b/g, min: 4 },
  // A maintenance worker on sewer lines, on water lines or on trails and grounds works for the
  // wastewater utility, the water utility or the parks.
  "facilities-maintenance": [
    { key: "wastewater-collection", cues: /\b(?:sewers?|sewer lines?|sewer mains?|sanitary sewers?|manholes?|lift stations?|pump stations?|wastewater collection|collection systems?|jetters?|jetting|vactors?|rodders?|rodding|flush trucks?|sewer laterals?|grease traps?)\b/g, min: 3 },
    { key: "water-distribution", cues: /\b(?:water distribution|water mains?|water lines?|utility lines|sewer lines?|fire hydrants?|hydrants?|meter change|water meters?|utility taps?|service taps?|valve exercising|line breaks?|main breaks?)\b/g, min: 3 },
    { key: "parks-maintenance", cues: /\b(?:trails?|trail ?ways?|grounds|mowing|landscap\w+|turf|irrigation|athletic fields?|playgrounds?|park ?lands?)\b/g, min: 3 },
  ],
  // A city's parks manager whose duties are mowing, turf, irrigation and athletic fields runs the
  // grounds, not a park's visitors and natural resources.
  "park-ranger": { key: "parks-maintenance", cues: /\b(?:mowing|mowers?|landscap\w+|turf|irrigation|athletic fields?|ball ?fields?|sports fields?|playgrounds?|grounds maintenance|parks? maintenance|public grounds|cemeter(?:y|ies)|medians?|right[- ]of[- ]ways?|fertiliz\w+|horticultur\w+)\b/g, min: 4 },
  // A benefits specialist whose duties are an employer's plans (open enrollment, COBRA, benefits
  // vendors) administers employee benefits, not public assistance. Not pensions, retirement or
  // life insurance: an eligibility worker counts those as an applicant's income and resources.
  eligibility: { key: "employee-benefits", cues: /\b(?:employee benefits?|benefits? plans?|open enrollment|cobra|deferred compensation|flexible spending|fmla|plan administrators?|benefits? (?:vendors?|consultants?|brokers?)|collective bargaining|new hires?|benefits? orientation)\b/g, min: 3 },
  clerk: COURT_CLERK,
  "administrative-assistant": COURT_CLERK,
  // A caseworker or social worker whose cases are children's safety, foster care and adoption
  // works in child welfare (distinct words: a long PD names abuse and neglect many times).
  caseworker: CHILD_WELFARE,
  "0185": CHILD_WELFARE,
  // A treatment plant's technician whose work is the laboratory's tests the water, not runs the plant.
  "water-operator": { key: "public-health-laboratory", cues: /\b(?:laborator(?:y|ies)|lab|titrations?|spectrophotomet\w*|coliforms?|biochemical oxygen demand|bod|suspended solids|ph meters?|reagents?|analyses|analytical|quality control samples?)\b/g, min: 4, keep: /\boperator\b/i },
  // A general enforcement officer (1801) who arrests, detains and guards prisoners or a courthouse
  // is a law enforcement officer, not a compliance investigator.
  "1801": { key: "0083", cues: /\b(?:arrests?|arrested|apprehend\w*|detain\w*|detainees?|prisoners?|firearms?|armed|fugitives?|warrants?|custody|deportation|removal proceedings|courthouses?|court security|protective (?:services|operations|details?)|patrol(?:s|ling)?)\b/g, min: 3 },
  // An equipment operator on garbage, recycling or landfill routes works in solid waste.
  "equipment-operator": { key: "solid-waste", cues: /\b(?:refuse|garbage|trash|solid waste|sanitation|recycl\w+|roll[- ]off|landfills?|collection routes?|transfer station|side[- ]loaders?|rear[- ]loaders?|front[- ]loaders?|waste collection)\b/g, min: 3 },
};

function siblingOf(map: RoleMap, choice: EntryChoice | null, f: PositionFacts): EntryChoice | null {
  const listed = choice && SIBLINGS[choice.entry.key];
  if (!listed) return choice;
  const text = `${f.jobTitle}\n${f.text}`.toLowerCase();
  for (const sibling of Array.isArray(listed) ? listed : [listed as Sibling]) {
    if (sibling.keep?.test(f.jobTitle)) continue;
    const found = text.match(sibling.cues) ?? [];
    const count = sibling.mentions ? found.length : new Set(found).size;
    const other = map.byKey.get(sibling.key);
    const moves = (sibling.absent ? count < sibling.min : count >= sibling.min) && !(sibling.against && (text.match(sibling.against) ?? []).length >= count);
    if (other && moves) return { ...choice, entry: other };
  }
  return choice;
}

/**
 * Entries curated for the heads of an office only (no associate or specialist titles): a worker of
 * that office whom the duties matched to it ("Transportation Generalist" clearing snow from
 * roadways, matched to highway maintenance management) takes the office's working occupation.
 */
const WORKER_ENTRY: Record<string, string> = {
  "highway-maintenance-manager": "equipment-operator",
  "public-works-director": "facilities-maintenance",
  "finance-director": "accountant",
  "city-manager": "management-analyst",
  "court-administrator": "court-services",
};

function workerOf(map: RoleMap, choice: EntryChoice | null, f: PositionFacts): EntryChoice | null {
  const key = choice && WORKER_ENTRY[choice.entry.key];
  if (!key || f.supervisory) return choice;
  const level = seniorityOf(f);
  if (level !== "associate" && level !== "specialist") return choice;
  const worker = map.byKey.get(key);
  return worker ? { ...choice, entry: worker } : choice;
}

/** The role-map entry a position belongs to, or null when nothing fits well enough. */
export function chooseEntry(map: RoleMap, f: PositionFacts): EntryChoice | null {
  return workerOf(map, siblingOf(map, chooseOwnEntry(map, f), f), f);
}

function chooseOwnEntry(map: RoleMap, f: PositionFacts): EntryChoice | null {
  if (f.series) {
    const e = map.bySeries.get(f.series) ?? (f.payPlan ? map.bySeries.get(`${f.payPlan}-${f.series}`) : undefined);
    if (e) {
      const specific = specialtyOf(map, e, f.jobTitle);
      if (specific) return { entry: specific, via: "title", score: 1 };
      return specialtyByText(map, e, f) ?? { entry: e, via: "series", score: 1 };
    }
  }
  const byTitle = entriesByTitle(map, f.jobTitle);
  const byField = fieldOfGenericTitle(map, f, byTitle);
  if (byField) return byField;
  // Several entries share the title phrase: the duties decide between them.
  if (byTitle.length > 1) {
    const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.text}`).filter((r) => byTitle.includes(r.entry));
    // Broad words ("program", "analysis", "policy") lift a generalist entry; a specific occupation
    // the title names as well keeps the post when the duties show it nearly as much.
    const specific = ranked.find((r) => !GENERALIST_FAMILIES.has(r.entry.family));
    const best = (ranked[0] && specific && GENERALIST_FAMILIES.has(ranked[0].entry.family) && specific.score >= SPECIFIC_OVER_GENERALIST * ranked[0].score ? specific : ranked[0])?.entry ?? byTitle[0];
    return { entry: specialtyOf(map, best, f.jobTitle, false) ?? best, via: "title", score: 1 };
  }
  if (byTitle.length) {
    const specific = specialtyOf(map, byTitle[0], f.jobTitle, false);
    if (specific) return { entry: specific, via: "title", score: 1 };
    return specificByText(map, f, byTitle[0]) ?? { entry: byTitle[0], via: "title", score: 1 };
  }
  const byDomain = entriesByTitleDomain(map, f.jobTitle);
  if (byDomain.length) {
    const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.text}`);
    const domainBest = ranked.find((r) => byDomain.includes(r.entry));
    // Field words the duties do not bear out ("Human Services Worker" whose duties are a
    // psychiatric unit's) yield to an entry the duties overwhelmingly show.
    const top = ranked[0];
    if (top && !byDomain.includes(top.entry) && top.score >= DUTIES_OVERRULE.min && top.score >= DUTIES_OVERRULE.ratio * (domainBest?.score ?? 0)) {
      return { entry: top.entry, via: "text", score: top.score };
    }
    return { entry: domainBest?.entry ?? byDomain[0], via: "title", score: 1 };
  }
  const boost = new Map<RoleMapEntry, number>();
  (f.onetCodes ?? []).slice(0, 3).forEach((code, rank) => {
    for (const e of map.entries) if (e.codes[0] === code) boost.set(e, Math.max(boost.get(e) ?? 0, 0.6 - 0.2 * rank));
  });
  const ranked = rankEntriesByText(map, `${f.jobTitle}\n${f.jobTitle}\n${f.text}`, boost);
  // The vocabulary must agree with what O*NET makes of the text: an entry whose family none of
  // the best occupations share needs much stronger evidence.
  const onetFamilies = new Set((f.onetCodes ?? []).slice(0, 3).map(familyOfOnetCode).filter((x) => x !== null));
  let best = ranked.find((r) => (onetFamilies.size === 0 || onetFamilies.has(r.entry.family) ? r.score >= 1.2 : r.score >= 4));
  // Broad vocabulary ("program", "coordinate", "manage") lifts a catch-all entry of a far family
  // above the occupation's own field when the role map lacks the occupation itself: an entry in
  // O*NET's family keeps the position unless the other scores at least three times as high. A
  // specific occupation's vocabulary is not overruled so: "Branch Manager III" of a library made
  // O*NET think of bank branches and press offices, and the librarian's words are the duties'.
  const agreeing = ranked.find((r) => onetFamilies.has(r.entry.family) && r.score >= 1.2);
  if (best && agreeing && best !== agreeing && GENERALIST_FAMILIES.has(best.entry.family) && best.score < ONET_FAMILY_OVERRULE * agreeing.score) {
    const near = new Set([...onetFamilies].flatMap((family) => [...familiesNear(family)]));
    if (!near.has(best.entry.family)) best = agreeing;
  }
  if (!best) return null;
  return { entry: best.entry, via: "text", score: best.score };
}

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };

/**
 * Pay-band plans: one band spans several GS grades. DoD acquisition and laboratory demonstrations
 * (NH, NJ, NK, NT, ND, DB, DE, DJ, DK) and Commerce's (ZA, ZP, ZS, ZT, ZG) run bands I–V, NSPS
 * (YA–YP) bands 1–3.
 */
const BAND_PLANS = /^(?:N[HJKTDF]|D[BEJK]|Z[APSTG])$/;
const NSPS_PLANS = /^Y[A-P]$/;

/** The band of a pay-band plan's grade ("IV", "5"), or undefined for a graded plan. */
export function payBand(payPlan: string | undefined, grade: string | undefined): number | undefined {
  const plan = (payPlan ?? "").toUpperCase();
  if (!BAND_PLANS.test(plan) && !NSPS_PLANS.test(plan)) return undefined;
  const g = (grade ?? "").split("/").at(-1)?.trim().toLowerCase() ?? "";
  const n = ROMAN[g] ?? Number.parseInt(g, 10);
  return Number.isFinite(n) && n >= 1 && n <= 5 ? n : undefined;
}

/** The GS grade a band's work compares with (the band's upper grades: ZP-IV is GS-14, NH-III GS-12/13). */
export function gsEquivalent(payPlan: string | undefined, band: number): number {
  if (NSPS_PLANS.test((payPlan ?? "").toUpperCase())) return [7, 12, 15, 15, 15][band - 1] ?? 12;
  return [4, 9, 12, 14, 15][band - 1] ?? 12;
}

/**
 * Heads of an office: a court's or an election office's administrator, a building official, a
 * prison's warden (not a game, fish, wildlife or fire warden: a field officer), a human services
 * administrator, a corrections major (above captain), the administrator of a service, community or
 * senior center (not a data center), and a harbormaster.
 */
export const HEAD_OF_OFFICE = /\b(?:court administrator|court executive officer|registrar of voters|(?:chief )?building official|(?<!\b(?:game|fish|wildlife|conservation|fire|forest|park|harbou?r|port|traffic|air raid) )warden|(?:human|social) services? (?:program )?administrator|(?:corrections?|correctional|police|sheriff'?s?|doc) major|(?<!data )(?:service|community|senior|youth|resource|family|health|recreation) center administrator|harbou?r ?master)\b/i;

/** A project manager runs projects, not people: the title without the word that says "manager". */
export function withoutProjectManager(title: string): string {
  return title.replace(/\bproject manager\b/gi, "project lead");
}

const TRAINEE = /\b(?:trainee|intern|apprentice|in[- ]training)\b/;
/** Managers of a caseload, of a patient's care or of a stage production. */
// "Case/Resource Manager Trainee" manages cases and resources.
export const NOT_A_PEOPLE_MANAGER = /\b(?:case|care|stage)(?:\s*\/\s*(?:resource|care|case))?\s+manager\b/gi;
/**
 * "Lead" as a rank, not a program ("Environmental Health Specialist (Food & Lodging/Lead)") nor the
 * metal ("Lead Hazard Inspector", "Lead-Based Paint Abatement Worker").
 */
const LEAD = /(?<![/&]\s*)\blead\b(?!\s*\))(?![- ]+(?:based|hazards?|paint|abatement|risk|poisoning|safe|exposure|service lines?|pipes?|inspect\w*|testing)\b)/;
const ASSISTING_STAFF = /\b(?:technician|assistant|clerk|aide|attendant|worker|laborer)\b/;
/**
 * Classes hired at entry level, whose next step is a lead or senior class: crews of maintenance
 * workers, laborers, custodians, attendants, refuse collectors, meter readers and keepers,
 * detention and correctional officers (a state or local class without a number is its first
 * level); and people in training ("Land Surveyor-In-Training").
 */
const ENTRY_CLASS =
  /\b(?:(?<!income )maintenance worker|laborer|custodian|janitor|groundskeeper|attendant|lifeguard|(?:refuse|trash|garbage|solid waste) collector|meter reader|(?:animal |zoo)?keeper|(?:detention|correction|correctional|corrections) officer|in[- ]training|library page|shelver)s?\b/;

/**
 * The director of a city's, county's or state's department or division ("Public Works Director",
 * "Director of Information Technology", "Division Director"): an executive. Not the director of
 * a program, a site, a center or a bureau, nor an assistant or associate director.
 */
const DEPARTMENT_DIRECTOR = /^(?:(?:deputy|division|executive) )?director\b|\bdirector$/;
const NOT_A_DEPARTMENT = /\b(?:assistant|associate|program|project|site|center|camp|school|citizens?'?s?|district|regional|area|branch|bureau|unit|lab(?:oratory)?|clinic|shelter|facility|activities|volunteer|events?|athletic|aquatics?|nutrition|food|youth|senior)\b/;

/** The seniority of a position from its grade, title words and supervision. */
export function seniorityOf(f: Pick<PositionFacts, "payPlan" | "grade" | "jobTitle" | "supervisory">): Seniority {
  const title = f.jobTitle.toLowerCase();
  if (/\b(?:ses|senior executive)\b|\b(?:agency head|(?:deputy |under |assistant )?secretary of|(?:deputy|under|assistant) secretary|commissioner|(?:city|county|town|village|borough) (?:manager|administrator|executive)|chief executive)\b/.test(title)) return "executive";
  // The head of a police, sheriff's or fire department and the sheriff's second in command.
  if (/\bundersheriff\b|^(?:county |elected )?sheriff$|^(?:police|fire) chief\b|^chief of (?:police|fire)\b/.test(title.trim())) return "executive";
  // An office of inspector general's heads, and the physician who heads a county's health department.
  if (/\binspector general\b|^(?:county |city |district |local )?(?:medical )?health officer$/.test(title.trim())) return "executive";
  // "Information Technology Director II": the class level is no part of the post.
  const unleveled = title.replace(/[\s,-]+(?:[ivx]+|\d)$/, "").trim();
  if (DEPARTMENT_DIRECTOR.test(unleveled) && !NOT_A_DEPARTMENT.test(unleveled)) return "executive";
  // A case, care or stage manager manages a caseload, a patient's care or a production, not staff.
  const managed = title.replace(NOT_A_PEOPLE_MANAGER, " worker");
  const people = withoutProjectManager(managed);
  if (/\b(?:director|chief|head|superintendent|manager|supervisory|supervisor|foreman|forewoman|foreperson|commander|captain|lieutenant|division administrator)\b/.test(people)) return "manager";
  if (HEAD_OF_OFFICE.test(title)) return "manager";
  const plan = (f.payPlan ?? "").toUpperCase();
  if (plan === "WS") return "manager";
  if (plan === "WL") return "senior";
  const band = payBand(plan, f.grade);
  const g = Number.parseInt((f.grade ?? "").split("/").at(-1) ?? "", 10);
  let level: Seniority | null = null;
  if (band !== undefined) {
    const gs = gsEquivalent(plan, band);
    level = gs <= 8 ? "associate" : gs <= 11 ? "specialist" : gs <= 13 ? "senior" : "manager";
  } else if (Number.isFinite(g) && g > 0) {
    if (plan === "WG" || plan === "WL") level = g <= 8 ? "associate" : g <= 11 ? "specialist" : "senior";
    else if (g <= 8) level = "associate";
    else if (g <= 11) level = "specialist";
    else if (g <= 13) level = "senior";
    else level = "manager";
  } else if (/^(?:i{1,3}|iv|v)$/i.test(f.grade ?? "")) {
    const n = ROMAN[(f.grade ?? "").toLowerCase()] ?? 2;
    level = n <= 1 ? "associate" : n === 2 ? "specialist" : n === 3 ? "senior" : "manager";
  }
  if (!level) {
    // "Civil Engineer 2", "Corrections Officer 3": a class level written as a digit.
    const digit = /(?:^|[^\d-])([1-5])\s*$/.exec(title.replace(/[()]/g, " ").trim());
    if (digit) level = digit[1] === "1" ? "associate" : digit[1] === "2" ? "specialist" : digit[1] === "3" ? "senior" : "manager";
  }
  if (!level) {
    // "Environmental Health Specialist I/II/III": a class series written as one title is its first level.
    const series = /\b(i{1,3}|iv|v)(?:\s*\/\s*(?:i{1,3}|iv|v|senior|sr|lead))+\s*$/.exec(title.replace(/[^a-z/ ]+/g, " ").trim());
    if (series) level = ROMAN[series[1]] <= 1 ? "associate" : ROMAN[series[1]] >= 3 ? "senior" : "specialist";
  }
  if (!level) {
    const roman = /\b(i{1,3}|iv|v)\s*$/.exec(title.replace(/[^a-z ]+/g, " ").trim());
    // A special assistant advises an executive: a senior title, whatever "assistant" says elsewhere.
    // A wage-grade "Maintenance Mechanic Leader" (WL) leads a crew's work.
    // A "Recreation Leader" or "Youth Leader" leads children's activities: parks and recreation's entry class.
    if (/\b(?:recreation|youth|camp|playground|activities|activity|after[- ]school|day camp|aquatics?) leader\b/.test(title) && !/\b(?:senior|sr|head|lead)\b/.test(title.replace(/leader/, ""))) level = "associate";
    // The lead of a technicians' or assistants' crew is one step up from its members, not senior
    // staff ("Lead Forestry Technician", "Lead Medical Support Assistant").
    else if (LEAD.test(title) && ASSISTING_STAFF.test(title)) level = "specialist";
    // "Sr" abbreviates senior; Hawaii's "SR-11" is a salary range.
    else if (/\b(?:senior|sr(?!\s*-?\s*\d)|leader|principal|sergeant|iii|iv)\b|\bspecial assistant\b/.test(title) || LEAD.test(title)) level = "senior";
    // "Associate Planner", "Associate Budget Analyst": journey-level classes in state and local government.
    else if (/^associate\b/.test(title.trim())) level = "specialist";
    else if (/\b(?:trainee|intern|aide|apprentice|entry|junior|assistant|technician|clerk|associate)\b/.test(title) || ENTRY_CLASS.test(title)) level = "associate";
    else if (roman) level = ROMAN[roman[1]] <= 1 ? "associate" : ROMAN[roman[1]] >= 3 ? "senior" : "specialist";
    else level = "specialist";
  }
  // A staff nurse directs the aides and practical nurses who assist with care: a charge nurse's
  // lead, not a nurse manager's post ("Registered Nurse II ... supervising other personnel who assist them").
  if (f.supervisory && /\b(?:registered|staff|clinical|practical|vocational|public health|psychiatric) nurse\b|^nurse\b/.test(title) && !/\b(?:supervis\w*|manager|director|head|chief|charge|administrator|coordinator)\b/.test(title)) return "senior";
  if (f.supervisory && (level === "associate" || level === "specialist" || level === "senior")) return "manager";
  // A trainee is not yet at the grade a posting says the position leads to ("a trainee position
  // which leads to the full performance position, Meteorologist, GS-1340-12").
  if (TRAINEE.test(title) && (level === "senior" || level === "manager")) return "specialist";
  // "Civil Engineering Project Manager I": the class's first level is still a project manager's.
  if (people !== managed && (level === "associate" || level === "specialist")) return "senior";
  return level;
}

function near(level: Seniority): Seniority[] {
  const i = SENIORITY_LEVELS.indexOf(level);
  const order: Seniority[] = [level];
  for (let d = 1; d < SENIORITY_LEVELS.length; d++) {
    // The level below first (titles a coach accepts for a move), then above.
    if (i - d >= 0) order.push(SENIORITY_LEVELS[i - d]);
    if (i + d < SENIORITY_LEVELS.length) order.push(SENIORITY_LEVELS[i + d]);
  }
  return order;
}

/**
 * A grade alone says less than a title or supervision: a GS-12 is hired as "Senior Contract
 * Specialist" or "Contract Specialist", a non-supervisory GS-14 as a senior specialist or a
 * manager. Such levels blend in the level below.
 */
export function blendLevel(f: Pick<PositionFacts, "payPlan" | "grade" | "jobTitle" | "supervisory">, level: Seniority): Seniority | undefined {
  const titled = /\b(?:senior|sr|lead|principal|director|chief|head|superintendent|manager|supervisory|supervisor)\b/i.test(f.jobTitle) || HEAD_OF_OFFICE.test(f.jobTitle);
  if (titled || f.supervisory) return undefined;
  // Entry-level people are hired under the plain journey titles too ("Librarian", "Budget Analyst").
  if (level === "associate") return "specialist";
  if (level === "senior") return "specialist";
  if (level === "manager") return "senior";
  return undefined;
}

/**
 * The level whose titles lead and the level blended in. A grade alone (no supervision, no
 * managerial title) makes a GS-14/15 an expert rather than a manager: senior titles lead, manager
 * titles are blended in.
 */
export function levelAndBlend(f: Pick<PositionFacts, "payPlan" | "grade" | "jobTitle" | "supervisory">): { level: Seniority; blend?: Seniority } {
  const level = seniorityOf(f);
  const blend = blendLevel(f, level);
  if (level === "manager" && blend === "senior") return { level: "senior", blend: "manager" };
  return { level, blend };
}

/** Titles for the level: its own list first (interleaved with `blend`'s), then the nearest levels' until `max`. */
export function ladderTitles(entry: RoleMapEntry, level: Seniority, max = 8, blend?: Seniority): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (t: string) => {
    const key = t.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(t);
  };
  if (blend) {
    const own = entry.ladder[level] ?? [];
    const other = entry.ladder[blend] ?? [];
    // The level's own titles and the blended level's, taking turns: one each at first, then two
    // of the level's own for each blended one (the blend takes two of the first six, not three).
    for (let i = 0, j = 0; i < own.length || j < other.length; ) {
      if (i < own.length) push(own[i++]);
      if (i > 1 && i < own.length) push(own[i++]);
      if (j < other.length) push(other[j++]);
    }
  }
  // An entry without executive titles offers the head of a department its managers' titles, the
  // directors' first and the supervisors' last ("Recreation Director" before "Recreation Supervisor").
  if (level === "executive" && !entry.ladder.executive?.length) for (const t of byRank(entry.ladder.manager ?? [])) push(t);
  for (const l of near(level)) for (const t of entry.ladder[l] ?? []) push(t);
  return out;
}

const DIRECTOR_RANK = /\b(?:director|vice president|head of|chief|general manager)\b/i;
const SUPERVISOR_RANK = /\b(?:supervisor|foreman|forewoman|foreperson|lead|coordinator|superintendent)\b/i;
/** Titles by rank, highest first (a stable sort within each rank). */
function byRank(titles: readonly string[]): string[] {
  const rank = (t: string) => (DIRECTOR_RANK.test(t) ? 0 : SUPERVISOR_RANK.test(t) ? 2 : 1);
  return [...titles].sort((a, b) => rank(a) - rank(b));
}

/** Roles for a resume: the most recent position's entry leads, others add their top titles. */
export function rolesForPositions(picks: readonly { entry: RoleMapEntry; level: Seniority; weight: number; blend?: Seniority; specialties?: readonly string[] }[], max = 8): { roles: string[]; families: RoleFamily[] } {
  const sorted = [...picks].sort((a, b) => b.weight - a.weight);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (t: string) => {
    const k = t.toLowerCase();
    if (seen.has(k) || out.length >= max) return;
    seen.add(k);
    out.push(t);
  };
  const lead = sorted[0];
  if (!lead) return { roles: [], families: [] };
  // The specialties the PD shows take turns with the ladder after its main title.
  const leadTitles = withSpecialties(ladderTitles(lead.entry, lead.level, max, lead.blend), lead.specialties ?? [], max);
  // Another position in a different entry contributes up to two titles after the first six.
  leadTitles.slice(0, 6).forEach(add);
  for (const p of sorted.slice(1)) if (p.entry !== lead.entry) ladderTitles(p.entry, p.level, 2).forEach(add);
  leadTitles.slice(6).forEach(add);
  return { roles: out, families: [...new Set(sorted.map((p) => p.entry.family))] };
}

/** Titles that exist only in government: never offered as a private-sector role. */
const PUBLIC_ONLY = /\b(?:police|sheriff|deputy|trooper|correction(?:s|al)?|custody|detention|jailer|probation|parole|warden|criminal|special agent|game|border|customs|immigration|federal|government|agency|county|city|state|municipal|public|civil service|attorney[- ]advis[eo]r|contact representative|eligibility|revenue officer|(?:bank|tax|patent|trademark|revenue|licens\w*|medical|securities|financial institutions?) examiner|legislative|congressional|military|army|navy|air force|marine|veterans?|ranger|district|bureau|commission|program analyst|management analyst|general|miscellaneous|supervisory|caseworker|social insurance|protective services|child welfare)\b/i;

/** A job title ends in a word for a person ("Analyst", "Nurse"), not a field ("Economics"). */
const PERSON_NOUN = /(?:er|or|ist|ian|ant|ent|ee|nurse|officer|clerk|analyst|specialist|manager|director|coordinator|technician|assistant|administrator|aide|engineer|scientist|economist|attorney|counsel|accountant|auditor|planner|librarian|ranger|operator|firefighter|dispatcher|inspector|investigator|agent|representative|worker|associate|supervisor|lead|chief|head|paralegal|educator|therapist|pharmacist|physician|dietitian|hygienist|architect|geologist|biologist|chemist|physicist|statistician|actuary|steward|guide|naturalist|ecologist|forester|pilot|mechanic|cook|chef|guard|paramedic|medic|surgeon|midwife|coach)$/i;

const LEVEL_WORDS = /\b(?:i{1,3}|iv|v|[1-5]|trainee|entry|journey(?:man)?|level)\b/gi;

/**
 * The person's own job title, when private employers use it too ("Civil Engineer 2" → "Civil
 * Engineer", "Nurse (Registered Nurse)" → "Registered Nurse", "Associate Budget Analyst" →
 * "Budget Analyst"): a coach puts it first. It must be a title some ladder of the role map lists
 * in a family near `family`, or one of `known` (O*NET titles of the entry's occupations), and
 * carry no government-only word. Null otherwise.
 */
export function ownTitle(map: RoleMap, jobTitle: string, family: RoleFamily, known: (title: string) => boolean = () => false, level: Seniority = "specialist"): string | null {
  const plain = plainOwnTitle(map, jobTitle, family, known);
  if (!plain || level === "manager" || level === "executive") return null;
  if (level !== "senior" || /^(?:senior|lead|principal)\b/i.test(plain)) return plain;
  // A senior expert is hired as "Senior Accountant" where postings use that title.
  const senior = `Senior ${plain}`;
  const families = map.titleFamilies.get(normalizeTitleKey(senior));
  return families && [...families.keys()].some((f) => familiesNear(family).has(f)) ? senior : plain;
}

/**
 * A word of the person's own title as postings write it: function words small after the first
 * ("Marriage and Family Therapist"), acronyms in capitals ("IT", "EEO"), any other word capitalised
 * once (a word written in capitals, "AUDITOR", is not an acronym).
 */
function ownTitleWord(w: string, i: number): string {
  if (i > 0 && TITLE_SMALL_WORDS.has(w.toLowerCase())) return w.toLowerCase();
  return /^[A-Z]{2,4}$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
}

function plainOwnTitle(map: RoleMap, jobTitle: string, family: RoleFamily, known: (title: string) => boolean): string | null {
  const near = familiesNear(family);
  const inner = /\(([^)]+)\)/.exec(jobTitle)?.[1];
  const base = jobTitle
    .replace(/\([^)]*\)/g, " ")
    .replace(/,?\s*\b(?:GS|GM|GL|GG|WG|WL|WS|NH|NT|ND|YA|YB|YC)[-\s]?\d{1,4}(?:[-/]\d{1,4})*\b.*$/i, " ")
    .replace(/\s+-\s+.*$/, " ")
    .replace(/,.*$/, " ");
  const candidates: string[] = [];
  for (const raw of [inner, base]) {
    if (!raw) continue;
    const cleaned = raw.replace(LEVEL_WORDS, " ").replace(/[^A-Za-z&' -]+/g, " ").replace(/\s+/g, " ").trim();
    if (!cleaned) continue;
    // "Associate Budget Analyst" is a journey-level class: the plain title first.
    if (/^associate\s+/i.test(cleaned)) candidates.push(cleaned.replace(/^associate\s+/i, ""), cleaned);
    else candidates.push(cleaned, cleaned.replace(/^(?:junior|assistant|staff)\s+/i, ""));
  }
  for (const c of candidates) {
    // Fields named "public" in private employers' titles too: "Public Health Program Manager".
    const field = c.replace(/\bpublic (?:health|relations|affairs|accounting|policy)\b/gi, " ");
    if (!c || PUBLIC_ONLY.test(field) || !PERSON_NOUN.test(c) || c.split(" ").length > 5) continue;
    const families = map.titleFamilies.get(normalizeTitleKey(c));
    const listed = families && [...families.keys()].some((f) => near.has(f));
    if (listed || known(c)) return c.split(" ").map(ownTitleWord).join(" ");
  }
  return null;
}

// A construction or plant superintendent runs a site, as a foreman does; a general superintendent runs the sites.
const FIRST_LINE = /\b(?:supervisor|foreman|forewoman|foreperson|(?<!general )superintendent|captain|lieutenant|sergeant)\b/i;
const DIRECTOR = /\b(?:director|head)\b/i;

/**
 * Titles coaches rarely put near the top move behind the first six: "Lead X" (postings say
 * "Senior X"), every "Senior" title after the first, and director, chief, head and vice-president
 * titles for a first-line supervisor (a team's supervisor, not a department head) or an expert who
 * supervises no one (a grade-only GS-14/15). A first-line supervisor's supervisor and foreman
 * titles lead, and a senior leader's (a GS-15 supervisor's) director titles.
 */
export function demoteUnlikely(roles: readonly string[], opts: { firstLine: boolean; expert?: boolean; seniorLeader?: boolean }): string[] {
  // Coaches name one senior form ("Senior Accountant") and otherwise plain titles.
  const seniors = roles.filter((t) => /^senior\b/i.test(t)).slice(1);
  // Neither a team's supervisor nor an expert who supervises no one is hired as a director.
  const noDirector = opts.firstLine || opts.expert;
  const unlikely = (t: string) => /^lead\b/i.test(t) || seniors.includes(t) || (noDirector && /\b(?:director|chief|head|vice president|vp)\b/i.test(t));
  // A team's supervisor is hired as one: "Security Shift Supervisor" before "Security Manager".
  // A senior leader (a GS-15 supervisor) is hired as a director: "Director of Operations" first.
  const lead = opts.firstLine ? FIRST_LINE : opts.seniorLeader ? DIRECTOR : null;
  const ordered = lead ? [...roles.filter((t) => lead.test(t)), ...roles.filter((t) => !lead.test(t))] : roles;
  const keep = ordered.filter((t) => !unlikely(t));
  const moved = ordered.filter(unlikely);
  if (keep.length >= 6) return [...keep.slice(0, 6), ...moved, ...keep.slice(6)];
  return [...keep, ...moved];
}
