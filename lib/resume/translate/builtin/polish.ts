/**
 * Turns a rewritten duty into a resume bullet a recruiter reads: concise wording instead of PD
 * phrasing, filler adverbs and adjectives dropped (part-of-speech tags from compromise), at most
 * two verbs in an opening series, at most 28 words cut at a clause boundary, varied action
 * verbs across the resume (conjugated with compromise when the verb list lacks them), and no
 * long run of words copied from the position description: a bullet that still repeats ten or more
 * consecutive words of the PD is rewritten harder, then left out.
 */
import nlp from "compromise";
import { ACTION_VERBS } from "../data/action-verbs";
import { isActOfInstalling } from "./jargon";
import { synonymFor } from "./paraphrase";
import { endsWithAbbreviation } from "./sentences";
import { capitalize, compromiseForms, lookupVerb, WORKED_THING, type VerbInfo } from "./verbs";

export type Tense = "past" | "present";

export const MAX_BULLET_WORDS = 28;
export const COPY_LIMIT = 10;

/** Word-for-word replacements of each form of a verb by the same form of another. */
function verbSwap(from: readonly string[], to: readonly string[]): (readonly [RegExp, string])[] {
  return from.map((form, i) => [new RegExp(`\\b${form}\\b`, "gi"), to[i]] as const);
}

/** Verbose or government phrasing → the concise wording a private resume uses. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\band\s*\/\s*or\b/gi, "and"],
  // "quantitative/qualitative", "projects/studies": a word pair joined by a slash.
  [/\b([a-z]{3,})\/([a-z]{3,})\b/g, "$1 and $2"],
  [/\bin order to\b/gi, "to"],
  [/\bin an (?:effort|attempt) to\b/gi, "to"],
  [/\bfield (office|offices|activities|activity|locations|sites)\b/gi, "regional $1"],
  [/\bso as to\b/gi, "to"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\bwith (?:regard|respect|reference) to\b/gi, "on"],
  [/\bin (?:regard|relation|reference) to\b/gi, "on"],
  [/\bas (?:it )?(?:relates|pertains) to\b/gi, "on"],
  [/\b(?:pertaining|relating|related) to\b/gi, "on"],
  [/\bin conjunction with\b/gi, "with"],
  [/\bin coordination with\b/gi, "with"],
  [/\bin collaboration with\b/gi, "with"],
  [/\bin support of\b/gi, "supporting"],
  [/\bon behalf of\b/gi, "for"],
  [/\bprior to\b/gi, "before"],
  [/\bsubsequent to\b/gi, "after"],
  [/\bincluding,? but not limited to,?\b/gi, "including"],
  [/\bsuch things as\b/gi, "such as"],
  [/\ba (?:wide |broad )?(?:variety|range|number|multitude) of\b/gi, "diverse"],
  [/\bnumerous\b/gi, "many"],
  [/\bin a timely manner\b/gi, "on time"],
  // Class-specification boilerplate left at the end of a duty: "...; does related work as required".
  [/[;,]?\s*(?:and )?(?:to )?(?:does|do|did|perform(?:s|ed)?) (?:other |related |other related )(?:related )?work(?: as (?:required|assigned))?\b/gi, ""],
  // A federal PD's "…; or any equivalent assignment" after a duty.
  [/[;,]?\s*or (?:any |an )?equivalent assignments?\b/gi, ""],
  [/\bon an? (daily|weekly|monthly|quarterly|yearly) basis\b/gi, "$1"],
  // Adverbs, never the bare adjective ("maintained equipment continuous").
  [/\bon an? annual basis\b/gi, "annually"],
  [/\bon an? (?:regular|recurring) basis\b/gi, "regularly"],
  [/\bon an? routine basis\b/gi, "routinely"],
  [/\bon an? (?:continuing|continuous|ongoing) basis\b/gi, "continuously"],
  [/\bon an? as[- ]needed basis\b/gi, "as needed"],
  [/\bensur(e|es|ed|ing) that\b/gi, "ensur$1"],
  [/\bthe ability to\b/gi, ""],
  [/\bis responsible for\b/gi, "handles"],
  [/\bwhich (?:includes?|included)\b/gi, "including"],
  [/\b(?:personnel|employees)\b/g, "staff"],
  [/\bsubordinate (?:staff|employees|personnel)\b/gi, "team members"],
  [/\bsubordinates\b/gi, "team members"],
  [/\bmanagement officials\b/gi, "managers"],
  [/\b(?:agency|departmental|organizational) (?:officials|leadership|management)\b/gi, "leadership"],
  [/\bofficials\b/gi, "leaders"],
  [/\bcommanders\b/gi, "senior leaders"],
  [/\bcommander\b/gi, "senior leader"],
  // "Civil Service regulations", "staff at all grade levels": the public employer's own terms.
  [/\b(?:the )?civil service(?= (?:and|or)\b|[,.;]|$)/gi, "public service"],
  [/\b[Cc]ivil [Ss]ervice (?:L|l)aws?\b/g, "public employment law"],
  [/\b[Cc]ivil [Ss]ervice (?:R|r)ules\b/g, "public employment rules"],
  [/\b[Cc]ivil [Ss]ervice (?:R|r)egulations\b/g, "public employment regulations"],
  [/\bcivil service\b/gi, "public employment"],
  [/\b(?:all |various |different )?grade levels\b/gi, "levels"],
  [/\bgrade level\b/gi, "level"],
  // "Performs a significant leadership role in strategic planning" → "Leads strategic planning".
  [/\b(?:performs|plays|assumes|takes|has|fills) (?:a |an |the )?(?:significant |key |major |critical |central |lead |leading |prominent )*(?:leadership|lead|leading) role (?:in|on|for)\b/gi, "leads"],
  [/\b(?:performed|played|assumed|took|had|filled) (?:a |an |the )?(?:significant |key |major |critical |central |lead |leading |prominent )*(?:leadership|lead|leading) role (?:in|on|for)\b/gi, "led"],
  [/\b(?:perform|play|assume|take|have|fill) (?:a |an |the )?(?:significant |key |major |critical |central |lead |leading |prominent )*(?:leadership|lead|leading) role (?:in|on|for)\b/gi, "lead"],
  [/\bmission requirements\b/gi, "business needs"],
  // "the mission of the agency", "mission and objectives": the noun is the organization's goals;
  // before another noun ("mission support") it is a modifier. "Mission statement" and
  // "mission-critical" are business English already.
  [/\bmissions? and goals\b/gi, "goals"],
  [/\bmissions?(?=\s*(?:$|[,.;:)]|\s(?:of|and|to|is|are|was|were|through|in|for|by|while|within|as|at|with|that|which|from|under)\b))/gi, "goals"],
  [/\bmission(?![\s-]*(?:statements?|critical)\b)\b/gi, "organizational"],
  [/\bprogram offices\b/gi, "business units"],
  [/\bthe agency'?s\b/gi, "the organization's"],
  [/\bthe (?:agency|department|bureau|command|directorate)\b/gi, "the organization"],
  [/\bcustomer agencies\b/gi, "client organizations"],
  [/\butiliz(e|es|ed|ing)\b/gi, "us$1"],
  [/\butilization\b/gi, "use"],
  // "Comply with confidentiality requirements": complying is no action; ensuring compliance is.
  [/^Complied with\b/, "Ensured compliance with"],
  [/^Complies with\b/, "Ensures compliance with"],
  [/^Comply with\b/, "Ensure compliance with"],
  // "Laid out boundary of areas for planting": laying out a site is mapping it.
  [/^Laid out\b/, "Mapped out"],
  [/^Lays? out\b/, "Map out"],
  // Each form to the same form: "terminates" → "ends", never "endes".
  ...verbSwap(["commence", "commences", "commenced", "commencing"], ["start", "starts", "started", "starting"]),
  ...verbSwap(["terminate", "terminates", "terminated", "terminating"], ["end", "ends", "ended", "ending"]),
  [/\bdisseminat(e|es|ed|ing)\b/gi, "shar$1"],
  [/\bpromulgat(e|es|ed|ing)\b/gi, "issu$1"],
  [/\bexpeditious(?:ly)?\b/gi, "fast"],
  [/\bapplicable\b/gi, "relevant"],
  [/\bpertinent\b/gi, "relevant"],
  [/\badherence to\b/gi, "compliance with"],
  [/\bcomprehensive\b/gi, "full"],
  [/\bmethodologies\b/gi, "methods"],
  [/\bmethodology\b/gi, "method"],
  [/\bindividuals\b/gi, "people"],
  [/\bmembers of the public\b/gi, "the public"],
  [/\bgeneral public\b/gi, "public"],
  [/\bcitizens\b/gi, "residents"],
  [/\bdocumentation\b/gi, "records"],
  [/\bcorrespondence\b/gi, "letters"],
  [/\bissuances\b/gi, "policies"],
  [/\bdirectives\b/gi, "policies"],
  [/\bregulatory requirements\b/gi, "regulations"],
  [/\bstatutory\b/gi, "legal"],
  [/\bnecessary\b/gi, "needed"],
  [/\badditional\b/gi, "more"],
  [/\bsufficient\b/gi, "enough"],
  [/\bassist(?:s|ed)? in the\b/gi, "help"],
];

/** Filler words that carry no fact ("various", "appropriate", "effectively"). */
const FILLER = new Set(
  (
    "various appropriate applicable necessary proper properly effectively efficiently successfully timely " +
    "independently routinely regularly actively continually continuously personally generally primarily typically " +
    "usually normally frequently occasionally directly fully thoroughly overall respective certain particular"
  ).split(" "),
);

/** Words never dropped even when tagged as adverbs: they are facts. */
const KEEP_ADVERBS = new Set("daily weekly monthly quarterly annually yearly nationally internationally statewide nationwide remotely onsite".split(" "));

/**
 * Verbs that open PD duties but are not resume action verbs ("Registers park visitors",
 * "Justifies the plan", "Works with vendors"): action verbs taking the same complement.
 */
const PLAIN_TO_ACTION: Record<string, readonly string[]> = {
  // Trade, care and field verbs a duty series holds ("trains, evaluates, and disciplines staff").
  discipline: ["supervise"], affix: ["apply"], pour: ["place"], mark: ["document"], furnish: ["deliver"],
  recognize: ["identify"], impound: ["seize"], insure: ["verify"],
  explore: ["research", "investigate"], relay: ["communicate"], dispose: ["process"], discuss: ["review", "consult"],
  fabricate: ["construct", "build"], add: ["enter"], fulfill: ["complete", "execute"], pull: ["retrieve"], pick: ["select", "retrieve"],
  overhaul: ["rebuild", "repair"], wash: ["clean"], extinguish: ["control"],
  guard: ["protect"], frame: ["construct"], erect: ["install", "construct"], lodge: ["file"], destroy: ["eliminate"],
  authenticate: ["verify"], correlate: ["analyze"], reverse: ["revise"], escalate: ["refer"], tend: ["maintain"],
  batch: ["prepare"], ascertain: ["determine"], unpack: ["process"], reassess: ["assess"], caution: ["advise"],
  interface: ["liaise", "coordinate"], comment: ["review"], tranquilize: ["treat"], accumulate: ["compile"], lay: ["place"],
  interact: ["communicate"], join: ["partner with"],
  accept: ["process", "review"], access: ["retrieve"], accommodate: ["support"], accompany: ["escort"],
  adopt: ["implement"], amend: ["revise"], anticipate: ["forecast"], calibrate: ["test", "adjust"],
  capture: ["record", "document"], change: ["modify", "update"], clarify: ["interpret", "explain"], clear: ["approve"],
  close: ["complete", "finalize"], combine: ["consolidate", "integrate"], command: ["lead", "direct"],
  compare: ["evaluate", "analyze"], correct: ["resolve", "update"], customize: ["tailor"], decide: ["determine"],
  defend: ["represent", "advocate"], discover: ["identify", "uncover"], employ: ["apply"], enroll: ["process", "onboard"],
  extract: ["retrieve", "compile"], fill: ["complete"], fix: ["repair", "resolve"], govern: ["oversee", "direct"],
  hire: ["recruit", "staff"], input: ["enter"], institute: ["establish", "implement"], inventory: ["track", "catalog"],
  invoice: ["process"], judge: ["evaluate", "assess"], justify: ["present", "advocate"], locate: ["identify", "find"],
  mail: ["distribute"], market: ["promote"], merge: ["consolidate", "integrate"], moderate: ["facilitate", "lead"],
  navigate: ["guide"], order: ["procure", "purchase"], originate: ["initiate", "create"], outline: ["define", "draft"],
  persuade: ["influence"], pioneer: ["launch", "introduce"], price: ["estimate"], publicize: ["promote"],
  pursue: ["seek"], question: ["interview"], quote: ["estimate"], raise: ["increase"], rank: ["prioritize"],
  rate: ["evaluate", "assess"], reach: ["achieve"], reengineer: ["redesign"], register: ["process", "record"],
  reimburse: ["process"], reinforce: ["strengthen"], remove: ["eliminate"], renegotiate: ["negotiate"], renew: ["update"],
  reorganize: ["restructure"], reprogram: ["update"], reserve: ["schedule"], retain: ["maintain", "keep"],
  revitalize: ["modernize"], sanitize: ["clean"], scan: ["digitize"], service: ["maintain", "repair"],
  ship: ["deliver", "transport"], sign: ["approve", "authorize"], simulate: ["model"], sketch: ["draft"],
  sort: ["organize", "process"], sponsor: ["champion"], stage: ["prepare"], stock: ["maintain"], strategize: ["plan"],
  supply: ["provide", "deliver"], surveil: ["monitor"], systematize: ["standardize"], tabulate: ["compile", "calculate"],
  tally: ["calculate", "compile"], task: ["assign"], tell: ["inform"], tour: ["inspect"], transcribe: ["document", "record"],
  transfer: ["process"], transition: ["migrate"], underwrite: ["evaluate", "assess"], unify: ["integrate", "consolidate"],
  unite: ["integrate"], uphold: ["enforce"], usher: ["escort", "guide"], value: ["appraise"], vet: ["screen", "verify"],
  visit: ["inspect"], weigh: ["evaluate"], welcome: ["greet"], work: ["collaborate", "partner"],
  confer: ["consult"], cooperate: ["collaborate", "partner"], transmit: ["communicate", "dispatch"], follow: ["apply"],
  cook: ["prepare"], grill: ["prepare"], assume: ["perform", "handle"], enter: ["record"], count: ["verify", "record"],
  forward: ["route", "submit"], advertise: ["promote", "publish"], carry: ["perform", "execute"], connect: ["install", "configure"],
  warn: ["notify", "inform"], liquidate: ["process", "settle"], redirect: ["route"], stamp: ["process"],
  photograph: ["document", "capture"],
  contact: ["communicate with"], articulate: ["communicate"], attain: ["achieve"], benchmark: ["evaluate"],
  broker: ["negotiate"], categorize: ["classify"], chart: ["document"], conceive: ["devise"], conceptualize: ["design"],
  critique: ["review"], cultivate: ["develop"], debug: ["troubleshoot"], empower: ["enable"], nominate: ["recommend"],
  put: ["place"], broadcast: ["communicate"], foresee: ["forecast"], attest: ["certify"], refund: ["process"],
  remit: ["submit"], manufacture: ["produce"], outreach: ["engage"], ration: ["allocate"], scope: ["define"],
  book: ["schedule"], fight: ["control"], field: ["answer"], depose: ["interview"], obligate: ["allocate"],
  deconflict: ["coordinate"], defuse: ["de-escalate"], bill: ["invoice"], invest: ["manage"], accrue: ["record"], mow: ["maintain"],
};

/** Varied verbs: the verb → stronger or fresher alternatives taking the same complement. */
const ALTERNATIVES: Record<string, readonly string[]> = {
  ...PLAIN_TO_ACTION,
  manage: ["oversee", "direct", "run", "administer"],
  oversee: ["direct", "manage", "supervise"],
  direct: ["lead", "oversee", "steer"],
  lead: ["direct", "head", "drive"],
  review: ["evaluate", "assess", "examine", "audit"],
  evaluate: ["assess", "review", "appraise"],
  assess: ["evaluate", "gauge", "review"],
  analyze: ["evaluate", "examine", "assess", "study"],
  examine: ["inspect", "review", "analyze"],
  prepare: ["draft", "produce", "compile", "develop"],
  draft: ["write", "prepare", "author"],
  develop: ["build", "create", "design", "establish"],
  establish: ["set up", "build", "create"],
  coordinate: ["organize", "align", "orchestrate", "facilitate"],
  organize: ["coordinate", "arrange", "structure"],
  provide: ["deliver", "present", "supply"],
  deliver: ["provide", "supply", "present"],
  conduct: ["run", "lead", "complete"],
  perform: ["conduct", "carry out", "complete"],
  ensure: ["maintain", "secure", "safeguard"],
  maintain: ["keep", "sustain", "manage", "update"],
  monitor: ["track", "oversee", "watch"],
  track: ["monitor", "follow", "record"],
  advise: ["counsel", "guide", "brief"],
  support: ["assist", "enable", "back"],
  assist: ["support", "help", "aid"],
  serve: ["act", "work"],
  plan: ["design", "map out", "organize"],
  train: ["coach", "mentor", "instruct"],
  communicate: ["brief", "present", "explain"],
  investigate: ["examine", "probe", "research"],
  identify: ["pinpoint", "detect", "uncover"],
  implement: ["deploy", "execute", "launch"],
  process: ["handle", "complete", "resolve"],
  respond: ["reply", "react", "answer"],
  resolve: ["settle", "fix", "address"],
  recommend: ["propose", "advise", "suggest"],
  represent: ["speak for", "advocate for"],
  participate: ["contribute", "take part", "engage"],
  collaborate: ["partner", "work", "team up"],
  research: ["study", "investigate", "explore"],
  inspect: ["examine", "audit", "check"],
  negotiate: ["broker", "settle", "agree"],
  determine: ["establish", "decide", "assess"],
  interpret: ["explain", "apply", "clarify"],
  apply: ["use", "employ", "put"],
  use: ["apply", "employ", "leverage"],
  design: ["develop", "create", "build"],
  write: ["draft", "author", "prepare"],
  compile: ["assemble", "gather", "collect"],
  collect: ["gather", "compile", "obtain"],
  schedule: ["plan", "arrange", "book"],
  verify: ["validate", "confirm", "check"],
  enforce: ["uphold", "apply", "administer"],
  present: ["deliver", "brief", "share"],
  handle: ["manage", "process", "resolve"],
  create: ["build", "develop", "design"],
  update: ["revise", "refresh", "maintain"],
  supervise: ["lead", "manage", "oversee"],
  administer: ["manage", "run", "oversee"],
  facilitate: ["lead", "run", "guide"],
  operate: ["run", "work", "manage"],
  issue: ["publish", "release", "grant"],
  approve: ["authorize", "sign off on", "clear"],
  answer: ["respond to", "handle", "address"],
  attend: ["take part in", "participate in"],
  receive: ["process", "log", "handle"],
  exercise: ["apply", "use"],
  explain: ["communicate", "present", "clarify"],
  assure: ["ensure", "secure", "safeguard"],
  specify: ["define", "identify"],
  check: ["verify", "inspect", "review"],
  record: ["log", "document", "capture"],
  document: ["record", "log", "capture"],
  instruct: ["teach", "train", "coach"],
  teach: ["instruct", "train", "coach"],
  contribute: ["add", "lend"],
  help: ["assist", "support"],
  act: ["serve", "work"],
  share: ["communicate", "disseminate", "distribute"],
  compose: ["draft", "write", "prepare"],
  learn: ["master", "study"],
  encourage: ["promote", "foster", "motivate"],
  // Trades: a mechanic's PD starts every duty with "Repairs". Alternatives are verbs every
  // resume guide lists as action verbs.
  repair: ["restore", "rebuild", "maintain"],
  replace: ["install", "upgrade"],
  install: ["configure", "deploy"],
  clean: ["maintain", "restore"],
  adjust: ["align", "calibrate"],
  diagnose: ["troubleshoot", "identify"],
  troubleshoot: ["diagnose", "resolve"],
  test: ["verify", "validate", "inspect"],
  drive: ["operate"],
  transport: ["deliver", "move"],
  patrol: ["monitor", "secure"],
  type: ["prepare", "produce"],
  file: ["organize", "record", "maintain"],
};

/** Alternatives whose complement changes ("respond to X" → "answer X"): used only before a plain object. */
const PREPOSITIONAL = /^(?:respond|participate|contribute|collaborate|attend|act|serve|take part|team up|speak for|advocate for|respond to|sign off on|work|agree|react|reply)$/;

/** Verbs that take a given preposition, for a verb used twice already with it ("with" → "Confer with"). */
const PREP_ALTERNATIVES: Record<string, readonly string[]> = {
  with: ["confer", "collaborate", "coordinate", "partner", "work"],
  as: ["act", "work"],
};

/** The weak openings a recruiter skims past: replaced even on first use. */
const WEAK = new Set(["share", "compose", "learn", "encourage", "assure", "exercise", "explain", "specify", "check", "serve", "perform", "provide", "assist", "participate", "ensure", "use", "utilize", "act", "help", "attend", "receive", "handle"]);

type Conjugated = { base: string; past: string; gerund: string };

/** Base and past forms of a verb (or phrasal verb "carry out"): the verb list first, else compromise. */
export function verbForms(phrase: string): Conjugated {
  const [head, ...tail] = phrase.split(" ");
  const rest = tail.length ? ` ${tail.join(" ")}` : "";
  const known: VerbInfo | undefined = lookupVerb(head);
  if (known) return { base: known.base + rest, past: known.past + rest, gerund: known.gerund + rest };
  const forms = compromiseForms(head);
  const base = forms?.Infinitive ?? head;
  const past = forms?.PastTense ?? (head.endsWith("e") ? `${head}d` : `${head}ed`);
  const gerund = forms?.Gerund ?? `${head.replace(/e$/, "")}ing`;
  return { base: base + rest, past: past + rest, gerund: gerund + rest };
}

function inflect(phrase: string, tense: Tense): string {
  const f = verbForms(phrase);
  return tense === "past" ? f.past : f.base;
}

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

function lowerWords(text: string): string[] {
  return (text.toLowerCase().normalize("NFKD").match(/[a-z0-9]+/g) ?? []) as string[];
}

/** Memoised lookup of the source's n-word runs, to test a bullet for copying. */
export type SourceRuns = (n: number) => ReadonlySet<string>;

export function sourceRuns(source: string): SourceRuns {
  const w = lowerWords(source);
  const cache = new Map<number, Set<string>>();
  return (n) => {
    let set = cache.get(n);
    if (!set) {
      set = new Set<string>();
      for (let i = 0; i + n <= w.length; i++) set.add(w.slice(i, i + n).join(" "));
      cache.set(n, set);
    }
    return set;
  };
}

/** Whether some run of `n` consecutive words of the text appears in the source. */
export function copiesRun(text: string, runs: SourceRuns, n = COPY_LIMIT): boolean {
  const w = lowerWords(text);
  const set = runs(n);
  for (let i = 0; i + n <= w.length; i++) if (set.has(w.slice(i, i + n).join(" "))) return true;
  return false;
}

function applyPhrases(s: string): string {
  let out = s;
  for (const [re, to] of PHRASES) out = out.replace(re, to);
  // A military installation is a site; the installation of equipment stays installing.
  return out.replace(/\b(the )?installation(s?)\b/gi, (m: string, the: string | undefined, plural: string, at: number, all: string) =>
    (!the && !plural) || isActOfInstalling(all.slice(0, at), all.slice(at + m.length)) ? m : `${the ?? ""}site${plural}`,
  );
}

/** Drops filler adjectives and -ly adverbs (tagged by compromise), never the first word. */
export function dropFillers(s: string): string {
  const doc = nlp(s);
  // Every sentence compromise sees: it ends one at "No." in "No. 2 fuel oil", and the rest of the
  // bullet must not be lost with it.
  const terms = (doc.json() as { terms: { text: string; pre: string; post: string; tags: string[] }[] }[]).flatMap((x) => x.terms);
  if (!terms.length) return s;
  const fillerAt = (i: number) => {
    const t = terms[i];
    if (!t || i === 0) return false;
    const lower = t.text.toLowerCase();
    const isAdverb = t.tags.includes("Adverb") && /ly$/.test(lower) && !KEEP_ADVERBS.has(lower);
    // "as quickly as possible": the comparison's word is its sense.
    const compared = /^as$/i.test(terms[i - 1]?.text ?? "") && /^as$/i.test(terms[i + 1]?.text ?? "");
    // "cost effectively", "energy efficiently": the compound's second word, whose first would be left alone.
    const compound = /^(?:cost|time|energy|fuel|resource)$/i.test(terms[i - 1]?.text ?? "");
    return (FILLER.has(lower) || isAdverb) && !/\d/.test(t.text) && !compared && !compound;
  };
  const isConj = (i: number) => /^(?:and|or)$/i.test(terms[i]?.text ?? "");
  const drop = terms.map((t, i) => {
    if (!fillerAt(i)) return false;
    // Two fillers joined by "and" go together with it ("clearly and concisely presented").
    if ((isConj(i + 1) && fillerAt(i + 2)) || (isConj(i - 1) && fillerAt(i - 2))) return true;
    // A word in a coordinated list stays ("effective, and timely decisions", "timely and accurate
    // reports"): dropping it would leave "and decisions".
    const next = (terms[i + 1]?.text ?? "").toLowerCase();
    const listed = (isConj(i - 1) || /,/.test(terms[i - 1]?.post ?? "")) && !lookupVerb(next);
    const after = (terms[i + 2]?.text ?? "").toLowerCase();
    const coordinated = listed || (isConj(i + 1) && after !== "" && !/ly$/.test(after) && !FILLER.has(after));
    return !coordinated;
  });
  terms.forEach((_, i) => {
    if (isConj(i) && drop[i - 1] && drop[i + 1]) drop[i] = true;
  });
  const kept: string[] = [];
  terms.forEach((t, i) => {
    if (drop[i]) {
      // Keep the punctuation that followed the dropped word on the previous one.
      const post = t.post.trim();
      if (post && kept.length) kept[kept.length - 1] = kept[kept.length - 1].replace(/\s*$/, post + " ");
      return;
    }
    kept.push(`${t.pre}${t.text}${t.post}`);
  });
  return tidy(kept.join(""));
}

/**
 * Articles the telegraphic bullet style leaves out ("Managed team of 5"): "the", "a" and "an"
 * before a lower-case word, except in set phrases.
 */
export function dropArticles(s: string): string {
  return s
    .replace(/(^|[^A-Za-z])the\s+(?!public\b|field\b|[A-Z0-9$])([a-z])/g, "$1$2")
    .replace(/(^|[^A-Za-z-])(?:a|an)\s+(?!(?:few|number|variety|range|lot|wide|great|broad|member|series|part|basis)\b|[A-Z0-9$])([a-z])/g, "$1$2");
}

/** PD words that qualify without informing ("complex", "broad", "detailed"); left out to break a copied run. */
const INTENSITY = new Set(
  "detailed complex broad major significant extensive specialized difficult unique novel sensitive substantive critical key specific overall full wide entire multiple several various diverse unusual controversial highly very routine recurring ongoing varied numerous complete thorough".split(" "),
);

/** "to complete assignments": an intensity word that is also a verb, used as one, stays. */
function usedAsVerb(words: readonly string[], i: number): boolean {
  return lookupVerb(words[i]) !== undefined && /^(?:to|will|shall|may|must|can)$/.test(words[i - 1] ?? "");
}

/**
 * "major and minor upgrades", "simple or complex", "and complete studies": a word coordinated with
 * another (adjective or verb) keeps its place.
 */
function coordinated(words: readonly string[], i: number): boolean {
  return /^(?:and|or|but)$/.test(words[i + 1] ?? "") || /^(?:and|or|but)$/.test(words[i - 1] ?? "");
}

function countBefore(words: readonly string[], word: string, index: number): number {
  let n = 0;
  for (let i = 0; i < index; i++) if (words[i] === word) n++;
  return n;
}

/** Word index of the first run of `n` words that the source contains, or -1. */
function firstCopiedRun(text: string, runs: SourceRuns, n = COPY_LIMIT): number {
  const w = lowerWords(text);
  const set = runs(n);
  for (let i = 0; i + n <= w.length; i++) if (set.has(w.slice(i, i + n).join(" "))) return i;
  return -1;
}

/** `s` with the comma of a number ("150,000") hidden, so that searching for a clause boundary skips it; same length. */
function maskNumberCommas(s: string): string {
  return s.replace(/(\d),(?=\d)/g, "$1\u0000");
}

/**
 * Breaks a run copied from the PD by ending the bullet inside the run, at a phrase boundary,
 * when enough is left to stand as a bullet; null when nothing would be left.
 */
export function breakCopiedRun(s: string, runs: SourceRuns): string | null {
  let out = s;
  for (let pass = 0; pass < 12; pass++) {
    const start = firstCopiedRun(out, runs);
    if (start < 0) return out;
    // Leave out a PD intensity word inside the run ("detailed analyses of complex functions").
    const w = lowerWords(out);
    const inRun = w.slice(start, start + COPY_LIMIT);
    // Not one of a comma list ("with specialized, state-of-the-art, critical requirements").
    const intensity = inRun.findIndex((x, k) => k + start > 0 && INTENSITY.has(x) && !usedAsVerb(w, k + start) && !coordinated(w, k + start) && !new RegExp(`\\b${x}\\s*,`, "i").test(out));
    if (intensity >= 0) {
      const word = inRun[intensity];
      let seen = 0;
      const next = out.replace(new RegExp(`\\b${word}\\b\\s*`, "gi"), (m) => (seen++ === countBefore(w, word, start + intensity) ? "" : m));
      if (next !== out) {
        out = tidy(next);
        continue;
      }
    }
    // Swap a pair of coordinated words inside the run ("effectiveness and efficiency").
    // Only a pair that nothing modifies: after a preposition, an article, a comma or at the start.
    // Before a noun, only two modifiers of it ("hot and cold asphalt"): in "businesses and device
    // owners" the second word belongs to the noun, and the pair is no pair.
    const pair = new RegExp(`(?<=(?:^|,|\\b(?:of|in|for|on|to|with|the|and|into|from|by|about))\\s+)([a-z]{4,}) and ([a-z]{4,})\\b`, "g");
    let swapped = false;
    const runText = inRun.join(" ");
    out = out.replace(pair, (m, a: string, b: string, offset: number, whole: string) => {
      if (swapped || !runText.includes(`${a.toLowerCase()} and ${b.toLowerCase()}`) || lookupVerb(a) || lookupVerb(b) || ORDERED_LAST.test(b)) return m;
      const next = /^\s+([a-z]+)/i.exec(whole.slice(offset + m.length))?.[1].toLowerCase();
      if (next && !PAIR_END.test(next) && (/s$/.test(a) || /s$/.test(b))) return m;
      swapped = true;
      return `${b} and ${a}`;
    });
    if (swapped) continue;
    // "trim diseased, damaged, dead or live limbs": a list of three or more modifiers of one
    // noun inside the run goes, and the noun stays ("trim limbs").
    const listless = dropModifierList(out, inRun.join(" "));
    if (listless !== null) {
      out = listless;
      continue;
    }
    // Swap one word of the run for a plain synonym, nearest the middle of the run first.
    const swappedWord = swapSynonymInRun(out, start);
    if (swappedWord !== null) {
      out = swappedWord;
      continue;
    }
    // End the bullet inside the run (nine copied words at most stay).
    const tokens = [...out.normalize("NFKD").matchAll(/[a-z0-9]+/gi)];
    const cutAt = tokens[start + COPY_LIMIT - 1]?.index;
    if (cutAt !== undefined && start >= 1) {
      let head = out.slice(0, cutAt).replace(/[\s-]+$/, "");
      // A clause after a semicolon that the cut would leave as a stub ("...; confers") goes whole.
      const semi = head.lastIndexOf(";");
      if (semi > 0 && words(head.slice(semi + 1)).length < 4 && words(head.slice(0, semi)).length >= MIN_CUT_WORDS) head = head.slice(0, semi);
      // Back to the last phrase boundary (a comma or preposition) when that leaves 8 words.
      const boundaries = [",", ";", " in ", " for ", " of ", " with ", " to ", " at ", " on ", " from ", " by ", " through ", " according to ", " and ", " or ", " including ", " under ", " within "];
      // The last boundary, and which separator it is.
      const masked = maskNumberCommas(head);
      const [sep, boundary] = boundaries.map((p) => [p, masked.lastIndexOf(p)] as const).reduce((a, b) => (b[1] > a[1] ? b : a));
      if (boundary > 0 && words(head.slice(0, boundary)).length >= MIN_CUT_WORDS) {
        const joined = sep === " and " || sep === " or ";
        head = head.slice(0, boundary);
        // "... owners with weights" cut from "with weights and measures law": half a compound goes with its preposition.
        const half = joined ? /\s(?:of|in|for|with|to|at|on|from|by|under|within)\s+\S+$/.exec(head) : null;
        if (half && words(head.slice(0, half.index)).length >= MIN_CUT_WORDS) head = head.slice(0, half.index);
      }
      // Never half a number ("a 150" of "a 150,000 gallon tank") or "No" of "No. 2 fuel oil".
      if (/^[,.]\d/.test(out.slice(head.length))) head = head.replace(/\s*[\d,.]+$/, "");
      if (/^\.\s*\d/.test(out.slice(head.length)) && /\bnos?$/i.test(head)) head = head.replace(/\s*\bnos?$/i, "");
      for (let i = 0; i < 4 && CONNECTOR_END.test(head); i++) head = head.replace(CONNECTOR_END, "");
      // "caveats designed | to protect ...": a participle whose complement the cut removed goes with it.
      const participle = /\s+([a-z]+)$/.exec(head);
      if (participle && /^\s*(?:to|by|for|in|on|with)\b/.test(out.slice(head.length)) && lookupVerb(participle[1])?.form === "past" && /ed$/.test(participle[1])) head = head.slice(0, participle.index);
      // A cut that leaves a fragment, or ends a noun phrase before its noun ("develop health
      // services and educational"), is no bullet.
      if (words(head).length < MIN_CUT_WORDS || endsMidPhrase(out, head)) return null;
      out = tidy(head.replace(/[,;:]$/, ""));
      continue;
    }
    return null;
  }
  return firstCopiedRun(out, runs) < 0 ? out : null;
}

/** "diseased, damaged, dead or live limbs": three or more single-word modifiers of the next word. */
const MODIFIER_LIST = /\b([a-z]+), ((?:[a-z]+, )*)([a-z]+),? (?:and|or) ([a-z]+) ([a-z]+)\b/gi;

/** `s` without a list of modifiers (adjectives or participles) that overlaps the copied run, or null. */
export function dropModifierList(s: string, runText: string): string | null {
  for (const m of s.matchAll(MODIFIER_LIST)) {
    const modifiers = [m[1], ...m[2].split(", ").filter(Boolean), m[3], m[4]];
    if (!modifiers.some((w) => runText.includes(w.toLowerCase()))) continue;
    const tagged = nlp(m[0]).json() as { terms: { text: string; tags: string[] }[] }[];
    const terms = tagged.flatMap((t) => t.terms);
    const noun = terms.at(-1);
    const isModifier = (w: string) => {
      const t = terms.find((x) => x.text.toLowerCase() === w.toLowerCase());
      return t !== undefined && (t.tags.includes("Adjective") || (t.tags.includes("PastTense") && /ed$/i.test(w))) && !t.tags.includes("Noun");
    };
    if (!noun || !noun.tags.includes("Noun") || !modifiers.every(isModifier)) continue;
    // "reports, such as statistical, fiscal, budgetary, and accounting reports": the list is the
    // example itself, and the noun alone would repeat the one before it.
    const before = s.slice(0, m.index);
    if (/\b(?:such as|including|like|e\.g\.|i\.e\.|namely)\s*$/i.test(before) || new RegExp(`\\b${m[5]}\\b`, "i").test(before)) continue;
    return tidy(`${s.slice(0, m.index)}${m[5]}${s.slice((m.index ?? 0) + m[0].length)}`);
  }
  return null;
}

/** Words that close a list and cannot lead it: "aircraft and other property" is no pair to swap. */
const ORDERED_LAST = /^(?:other|others|similar|related|more|various|such|same|additional|further)$/i;
/** Words after which a coordinated pair is complete: prepositions and conjunctions. */
const PAIR_END = /^(?:of|in|for|on|to|with|and|or|by|from|at|as|that|which|within|across|through|under|after|before|during|over|into|throughout|among|between|against|per|via|when|while|where|using|without|around|toward|towards|until|including|such)$/;

/**
 * Whether `head` (a prefix of `full`) stops inside a phrase: its last word is an adjective, or a
 * word the full text continues with a noun ("security" in "security disciplines", "Federal" in
 * "Federal, State or municipal laws"), or a word that needs what follows ("when", "initial").
 */
export function endsMidPhrase(full: string, head: string): boolean {
  const rest = full.slice(head.length).replace(/^[\s-]+/, "");
  if (!rest || /^[.;:]/.test(rest)) return false;
  // "regulations, perform": the comma stays on the word before it, as the text has it.
  const doc = nlp(`${head}${/^[,;:]/.test(rest) ? "" : " "}${rest}`);
  const terms = (doc.json() as { terms: { text: string; tags: string[]; pre: string; post: string }[] }[]).flatMap((s) => s.terms);
  // The term that ends the head, found by position: compromise splits "state-of-the-art" into
  // four terms, so a count of words would point at the wrong one.
  const end = head.replace(/[\s,;:.]+$/, "").length;
  let n = 0;
  for (let at = 0; n < terms.length; n++) {
    at += (terms[n].pre ?? "").length + terms[n].text.length;
    if (at >= end) {
      n++;
      break;
    }
    at += terms[n].post.length;
  }
  const last = terms[n - 1];
  const next = terms[n];
  if (!last || !next) return false;
  const is = (t: { tags: string[] }, tag: string) => t.tags.includes(tag);
  if (/^[,;:]/.test(last.post.trim())) {
    // "of Federal, State or municipal laws": a list of modifiers, not the end of a phrase.
    // "raw, treated and finished water", "specialized, state-of-the-art, critical requirements".
    const modifier = (t: { text: string; tags: string[] }) => is(t, "Adjective") || is(t, "ProperNoun") || is(t, "Hyphenated") || (is(t, "PastTense") && /ed$/i.test(t.text));
    // "criminal, civil, and administrative investigations": the list goes on after "and".
    // "safe, efficient, accessible, and financially sustainable services": an adverb before the next one.
    let k = /^(?:and|or)$/i.test(next.text) ? n + 1 : n;
    if (terms[k] && is(terms[k], "Adverb") && !is(terms[k], "Adjective")) k++;
    const after = terms[k];
    return last.post.trim().startsWith(",") && modifier(last) && after !== undefined && modifier(after);
  }
  if (is(last, "Adjective") && !is(last, "Noun")) return true;
  // "chain saws to trim | diseased limbs", "maintenance to ensure | safe operation": an infinitive
  // whose object the cut would remove.
  if (is(last, "Verb") && /^to$/i.test(terms[n - 2]?.text ?? "") && (is(next, "Noun") || is(next, "Adjective") || is(next, "Determiner") || is(next, "Value"))) return true;
  if (is(last, "Conjunction") || is(last, "Preposition") || is(last, "Determiner") || is(last, "QuestionWord")) return true;
  if (!is(last, "Noun") && !is(last, "ProperNoun")) return false;
  // "removal of exotic vegetation, reintroduction | of native plants": the noun's complement follows.
  if (/^of$/i.test(next.text)) return true;
  // A noun used as a modifier: the next word is a noun of the same phrase.
  if (is(next, "Noun") && !is(next, "Pronoun") && !is(next, "Verb")) return true;
  // "all security disciplines are": a plural the tagger reads as a verb, after a modified noun.
  const before = terms[n - 2];
  return is(next, "Verb") && /[a-z]s$/.test(next.text) && before !== undefined && (is(before, "Adjective") || is(before, "Determiner"));
}

/** A bullet cut short to break a copied run must keep at least this many words. */
const MIN_CUT_WORDS = 9;

/**
 * `s` with one word of the copied run that starts at word `start` replaced by its synonym (the
 * word nearest the middle of the run; never the opening verb), or null when none has one.
 */
export function swapSynonymInRun(s: string, start: number): string | null {
  const tokens = [...s.matchAll(/[A-Za-z0-9]+/g)];
  const order: number[] = [];
  const mid = start + (COPY_LIMIT - 1) / 2;
  for (let k = start; k < start + COPY_LIMIT && k < tokens.length; k++) if (k > 0) order.push(k);
  order.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  const lower = tokens.map((x) => x[0].toLowerCase());
  for (const k of order) {
    const t = tokens[k];
    // Only a whole word (not part of "intra-agency" or "e-mail").
    const before = s.charAt((t.index ?? 0) - 1);
    const after = s.charAt((t.index ?? 0) + t[0].length);
    if (before === "-" || after === "-") continue;
    // "major and minor": a qualifier paired with its opposite keeps its word.
    if (INTENSITY.has(lower[k]) && coordinated(lower, k)) continue;
    const to = synonymFor(t[0]);
    // Not when the synonym is already there ("goals and objectives" must not become "objectives and objectives").
    if (!to || new RegExp(`\\b${to}\\b`, "i").test(s)) continue;
    const at = t.index ?? 0;
    return tidy(`${s.slice(0, at)}${to}${s.slice(at + t[0].length)}`);
  }
  return null;
}

function tidy(s: string): string {
  return s
    .replace(/\s+([,;:.])/g, "$1")
    .replace(/([,;:])(?=[^\s\d])/g, "$1 ")
    .replace(/,\s*,/g, ",")
    // "operation of the of the communications center" in the PD: a function word written twice.
    .replace(/\b(of|the|to|and|as|for|in|on|with|a|an)\s+\1\b/gi, "$1")
    .replace(/\(\s*\)/g, "")
    .replace(/\s{2,}/g, " ")
    .replace(/(^|[^A-Za-z])a (?=[aeiou][a-z])/g, "$1an ")
    .replace(/[\s,;:.-]+$/, "")
    .trim();
}

// A clause's opening cut off from its verb goes too, with the purpose it served: "food items to
// decide if they" of "food items to decide if they meet standards" → "food items".
const CONNECTOR_END = /\s+(?:and|or|to|for|of|with|in|on|by|from|the|a|an|as|at|into|including|such|through|while|which|that|based|related|regarding|concerning|involving|using|according|due|both|other|consisting|comprising|containing|requiring|new|all|any|each|its|their|when|where|if|because|unless|until|whether|may|can|will|(?:to\s+[a-z]+\s+)?(?:if|whether|when|where|because|unless|until|while|since|that|which)\s+(?:they|it|he|she|we|you|there|these|those|this))$/i;

/**
 * At most `max` words, cut where a clause ends: before a purpose tail ("to ensure ..."), a
 * relative clause or an "including" list, else at the last comma, else between words (never
 * after a connector).
 */
export function shorten(s: string, max = MAX_BULLET_WORDS): string {
  if (words(s).length <= max) return s;
  const tails = [/,?\s+(?:to ensure|ensuring|so that|in order|which|who|that will|thereby)\b/i, /,?\s+(?:including|such as|as well as|e\.g\.)\s/i, /;\s+/, /\s+\((?!\d)/];
  for (const re of tails) {
    const m = re.exec(s);
    if (m && m.index > 0) {
      const head = s.slice(0, m.index);
      const n = words(head).length;
      if (n >= 8 && n <= max) return tidy(head);
    }
  }
  const cutWords = words(s).slice(0, max);
  let head = cutWords.join(" ");
  const comma = maskNumberCommas(head).lastIndexOf(",");
  if (comma > 0 && words(head.slice(0, comma)).length >= 10) head = head.slice(0, comma);
  for (let i = 0; i < 4 && CONNECTOR_END.test(head); i++) head = head.replace(CONNECTOR_END, "");
  // Never end inside a noun phrase ("removal of exotic vegetation, reintroduction"): back to a
  // comma or preposition that leaves 8 words and does not itself end inside one ("conduct
  // criminal" of "conduct criminal, civil, and administrative investigations").
  const full = words(s).join(" ");
  if (endsMidPhrase(full, head)) {
    let first: string | null = null;
    search: for (const p of [",", " and ", " or ", " of ", " for ", " in ", " with ", " to "]) {
      const masked = maskNumberCommas(head);
      for (let at = masked.lastIndexOf(p); at > 0; at = masked.lastIndexOf(p, at - 1)) {
        if (words(head.slice(0, at)).length < 8) break;
        let cut = head.slice(0, at);
        for (let i = 0; i < 4 && CONNECTOR_END.test(cut); i++) cut = cut.replace(CONNECTOR_END, "");
        first ??= cut;
        if (!endsMidPhrase(full, cut)) {
          first = cut;
          break search;
        }
      }
    }
    if (first !== null) head = first;
    // No boundary ends the phrase: drop the words of the unfinished one ("services with specialized").
    for (let i = 0; i < 6 && words(head).length > 8 && endsMidPhrase(full, head); i++) {
      head = head.replace(/[\s,;:]*[^\s,;:]+$/, "");
      for (let j = 0; j < 4 && CONNECTOR_END.test(head); j++) head = head.replace(CONNECTOR_END, "");
    }
  }
  return tidy(head);
}

/** "Plan, organize, direct and coordinate X" → "Plan and direct X": two verbs at most. */
export function trimVerbSeries(s: string): string {
  const m = /^([A-Za-z-]+)((?:,\s*[a-z-]+){1,5}),?\s+(?:and|or)\s+([a-z-]+)\b/.exec(s);
  if (!m) return s;
  const list = [m[1], ...m[2].split(",").map((w) => w.trim()).filter(Boolean), m[3]];
  if (!list.every((w) => lookupVerb(w))) return s;
  return `${list[0]} and ${list[list.length - 1]}${s.slice(m[0].length)}`;
}

/**
 * Chooses the opening verb: the bullet's own verb while it has been used fewer than twice in the
 * resume (and is not a weak opening), else an alternative taking the same complement.
 */
export function varyVerb(s: string, tense: Tense, usage: ReadonlyMap<string, number>): { text: string; verb: string | null } {
  // The next word whole: "on-scene" is an adjective, not the preposition "on".
  const m = /^([A-Za-z-]+)(\s+(?:and|or)\s+[a-z-]+)?(\s+[a-z][a-z-]*)?/.exec(s);
  const info = m ? lookupVerb(m[1]) : undefined;
  if (!m || !info) return { text: s, verb: null };
  // "Used heavy equipment" → "Operated heavy equipment"; "Used judgment" → "Applied judgment".
  if (info.base === "use" && !m[2]) {
    const machine = /^\s+(?:\w+\s+){0,3}(?:equipment|tools?|vehicles?|machines?|machinery|trucks?|radios?|computers?|systems?|software|terminals?|apparatus|instruments?|devices?)\b/i.test(s.slice(m[1].length));
    const to = machine ? "operate" : "apply";
    if ((usage.get(to) ?? 0) < 2) return { text: capitalize(inflect(to, tense)) + s.slice(m[1].length), verb: to };
  }
  const base = info.base;
  // "Assisted with installing ...": says the person helped; no other verb takes that complement.
  // From the third time on, the work itself: "Assisted with compiling data" → "Compiled data".
  const gerund = base === "assist" ? /^\s+with\s+([a-z]+ing)\b/i.exec(s.slice(m[1].length)) : null;
  if (gerund) {
    const v = lookupVerb(gerund[1]);
    if ((usage.get(base) ?? 0) >= 2 && v && ACTION_VERBS.has(v.base) && (usage.get(v.base) ?? 0) < 2) {
      return { text: capitalize(inflect(v.base, tense)) + s.slice(m[1].length + gerund[0].length), verb: v.base };
    }
    return { text: s, verb: base };
  }
  const next = (m[3] ?? "").trim().toLowerCase();
  // "Picks up heavy trash", "Carries out inspections": a phrasal verb keeps its own verb.
  if (!m[2] && /^(?:up|out|down|off|over|back|away)$/.test(next)) return { text: s, verb: base };
  // "Helps prepare work schedules": "help" takes a bare verb, which no alternative does ("Assisted
  // prepare" is no English): "Assisted with preparing work schedules".
  const bare = base === "help" && !m[2] ? lookupVerb(next) : undefined;
  if (bare?.form === "base" && !/^(?:staff|man|crew|host|partner|field)$/.test(next)) {
    const rest = s.slice(m[1].length).replace(/^\s+[a-z-]+/i, "");
    const [to, prep] = (usage.get("assist") ?? 0) < 2 ? ["assist", "with"] : ["contribute", "to"];
    return { text: `${capitalize(inflect(to, tense))} ${prep} ${bare.gerund}${rest}`, verb: to };
  }
  // "Provided them with advice": only "provide" and "supply" take a person and "with".
  if (base === "provide" && !m[2] && /^\s+(?:them|him|her|us|you|[a-z]+s|staff|management|leadership)\s+with\b/i.test(s.slice(m[1].length))) {
    const to = (usage.get(base) ?? 0) >= 2 && (usage.get("supply") ?? 0) < 2 ? "supply" : base;
    return { text: to === base ? s : capitalize(inflect(to, tense)) + s.slice(m[1].length), verb: to };
  }
  const prepNext = /^(?:to|with|in|on|as|for|of|from|at|by)$/.test(next);
  const count = usage.get(base) ?? 0;
  let chosen = base;
  // "Ensure sanitation assignments are conducted": a clause follows, which no alternative takes.
  // So does "Ensure facility and equipment meet safety requirements" and "Ensures, through
  // subordinate staff, that projects are carried out" ("Maintain … that" had read wrongly).
  const complement = s.slice(m[1].length);
  if (base === "ensure" && (/^(?:\s+[\w'-]+){1,7}?\s+(?:is|are|was|were|has|have|be|meets?|compl(?:y|ies)|conforms?|follows?|remains?|receives?)\b/i.test(complement.split(/[,;]/)[0]) || /^(?:[\s,]+[\w'-]+){0,10}?[\s,]+that\b/i.test(complement))) return { text: s, verb: base };
  const plain = !ACTION_VERBS.has(base);
  // "Work with large amounts of numerical data": working with things is processing them, not collaborating.
  if (base === "work" && WITH_THINGS.test(s.slice(m[1].length)) && (usage.get("process") ?? 0) < 2) return { text: capitalize(inflect("process", tense)) + s.slice(m[1].length).replace(WITH_THINGS, " "), verb: "process" };
  // "Work on energized lines", "work in hazardous materials storage areas": working in a place or
  // on a thing is operating there, not collaborating.
  // Not "work in planning and scheduling" (taking part) nor "in close alignment with" (people).
  const place = /^\s+(?:in|on|at|within|around|near|inside|outside|outdoors|indoors)\b(?!\s+(?:[a-z]+ing\b|(?:close |direct )?(?:alignment|collaboration|partnership|coordination|conjunction|cooperation|concert|tandem|consultation)\b))/i.test(s.slice(m[1].length));
  if (base === "work" && !m[2] && place && (usage.get("operate") ?? 0) < 2) return { text: capitalize(inflect("operate", tense)) + s.slice(m[1].length), verb: "operate" };
  // "Serves the Primary Care Line": serving someone is supporting them, not "acting" them.
  if (base === "serve" && next !== "as" && next !== "on" && (usage.get("support") ?? 0) < 2) return { text: capitalize(inflect("support", tense)) + s.slice(m[1].length), verb: "support" };
  if (count >= 2 || WEAK.has(base) || plain) {
    // A plain verb's action alternatives (PLAIN_TO_ACTION) are chosen to take its complement,
    // preposition included ("Confer with" → "Consult with").
    const sameComplement = plain && PLAIN_TO_ACTION[base] !== undefined;
    // "Prepared entrees" is no "Drafted entrees": writing verbs only for written work.
    const written = WRITTEN_WORK.test(complement.split(/[;.]/)[0]);
    const options = (ALTERNATIVES[base] ?? []).filter((alt) => (usage.get(alt.split(" ")[0]) ?? 0) < 2 && (sameComplement || !PREPOSITIONAL.test(alt) || prepNext === false) && (written || !WRITING_VERBS.has(alt)));
    // After a preposition only alternatives that take the same one fit; keep the verb then.
    const fit = prepNext && !sameComplement ? options.filter((alt) => ALTERNATIVES[alt.split(" ")[0]]?.includes(base) && !WEAK.has(alt)) : options;
    // Resume action verbs first: "Registers visitors" becomes "Processed visitors", not another plain verb.
    const ranked = [...fit.filter((alt) => ACTION_VERBS.has(alt.split(" ")[0])), ...fit.filter((alt) => !ACTION_VERBS.has(alt.split(" ")[0]))];
    if (ranked.length) chosen = ranked[0];
    // A third "Serve as ..." takes "Act as ...", a third "Consult with ..." "Confer with ...": a verb
    // that keeps the complement and its preposition beats a repeat.
    else if (count >= 2 && prepNext) {
      const samePrep = [...(ALTERNATIVES[base] ?? []), ...(PREP_ALTERNATIVES[next] ?? [])].filter((alt) => alt !== base && (usage.get(alt) ?? 0) < 2);
      chosen = samePrep.find((alt) => ALTERNATIVES[alt]?.includes(base) || PREP_ALTERNATIVES[next]?.includes(alt)) ?? base;
    }
  }
  const verb = chosen.split(" ")[0];
  if (chosen === base) return { text: s, verb };
  return { text: capitalize(inflect(chosen, tense)) + s.slice(m[1].length), verb };
}

/** Verbs that say a text was written. */
const WRITING_VERBS = new Set(["draft", "write", "author", "compile", "compose"]);

/** A complement naming written work, which the writing verbs take ("prepares budget justifications"). */
const WRITTEN_WORK = /\b(?:reports?|documents?|documentation|letters?|memos?|memoranda|correspondence|plans?|budgets?|proposals?|specifications?|statements?|polic(?:y|ies)|procedures?|manuals?|briefings?|briefs?|summar(?:y|ies)|analys[ei]s|stud(?:y|ies)|records?|minutes|agendas?|notices?|contracts?|agreements?|justifications?|responses?|articles?|materials?|releases?|grants?|applications?|forms?|estimates?|schedules?|requests?|findings?|recommendations?|papers?|guidance|instructions?|narratives?|evaluations?|orders?|lists?|bulletins?|newsletters?|scripts?|presentations?|packages?|drafts?|data|statistics|information|legislation|bills?|testimony|regulations?|rules?|resolutions?|ordinances?|charts?|tables?|spreadsheets?|content|copy|speeches|talking points|guidelines|standards|templates?|invoices?|vouchers?|payrolls?|bids?|solicitations?|affidavits?|warrants?|complaints?|pleadings?|motions?|briefs|opinions?|decisions?|determinations?|certifications?|surveys?|questionnaires?|curricul(?:um|a)|lessons?|syllabi|inventories|logs?|files?|cases?|itineraries|requisitions?|abstracts?|bibliographies|indexes|catalogs?)\b/i;

/** " with large amounts of data", " with spreadsheets": working with things, not people. */
const WITH_THINGS = new RegExp(`^\\s+with\\s+(?=${WORKED_THING})`, "i");

export type PolishOptions = {
  tense: Tense;
  runs: SourceRuns;
  /** Opening verbs used so far in this resume (base form → count); updated. */
  usage: Map<string, number>;
};

/** The bullet as it is polished (null when it cannot be freed of copied wording). */
export function polishBullet(bullet: string, opts: PolishOptions): string | null {
  let s = trimVerbSeries(bullet.replace(/[.!]+$/, ""));
  s = tidy(applyPhrases(s));
  s = dropFillers(s);
  s = shorten(dropArticles(s));
  const free = breakCopiedRun(s, opts.runs);
  if (!free || words(free).length < 4 || isLabel(free)) return null;
  s = free;
  const varied = varyVerb(capitalize(s), opts.tense, opts.usage);
  if (copiesRun(varied.text, opts.runs)) return null;
  if (varied.verb) opts.usage.set(varied.verb, (opts.usage.get(varied.verb) ?? 0) + 1);
  return capitalize(finishBullet(varied.text));
}

/** A heading kept as a duty ("Patrol and Incident Response"): a short run of capitalised words. */
function isLabel(s: string): boolean {
  return words(s).length <= 6 && /^[A-Z][a-z]+(?:\s+(?:and|&|of|the|for|[A-Z][A-Za-z/-]*))+$/.test(s.trim());
}

/** A sentence the PD ran on after the duty ("… trucks. Formal training in operation of equipment is preferred"); not "Jr. Department". */
function runOnAt(text: string): number {
  for (const m of text.matchAll(/\.\s+(?=[A-Z][a-z])/g)) {
    const before = text.slice(0, (m.index ?? 0) + 1);
    if (!endsWithAbbreviation(before) && !/\b[A-Z]\.$/.test(before)) return m.index ?? -1;
  }
  return -1;
}

/**
 * Last repairs of a cut or translated bullet: a word doubled by a translation ("budget budget
 * allocations"), a parenthesis opened and never closed (or closed and never opened), and an
 * ending on a connector or list lead ("such as:", "including", ", and").
 */
export function finishBullet(text: string): string {
  // "budget budget allocations", "nutrition programs Program" (a translation followed by the word it ended with).
  const runOn = runOnAt(text);
  if (runOn >= 0 && words(text.slice(0, runOn)).length >= 6) text = text.slice(0, runOn);
  let s = text.replace(/\b([A-Za-z]{3,}?)(s?)\s+\1s?\b/gi, "$1$2").replace(/\b(including|such as|as follows)\s*:\s*/gi, (_m, w: string) => (w.toLowerCase() === "as follows" ? "" : `${w} `));
  for (let i = 0; i < 3; i++) {
    const open = (s.match(/\(/g) ?? []).length;
    const close = (s.match(/\)/g) ?? []).length;
    if (open > close) s = s.replace(/\s*\([^()]*$/, "");
    else if (close > open) s = s.replace(/\)(?![^(]*\))/, "");
    s = s.replace(/(?:[\s,;:]+(?:such as|including|i\.e\.|e\.g\.|and|or|as well as|to include))+[\s,;:.]*$/i, "");
    // "... state taxes and is principally": a clause cut after its auxiliary.
    s = s.replace(/[\s,;]+(?:and\s+|which\s+|that\s+)?(?:is|are|was|were|be|been|being|has|have|had|will|shall|may|can)(?:\s+[a-z]+ly)?$/i, "");
    s = tidy(s);
    while (CONNECTOR_END.test(s) || DANGLING_END.test(s)) s = s.replace(CONNECTOR_END, "").replace(DANGLING_END, "");
  }
  return s;
}

/** A relative clause or a modal cut off at the end ("smugglers or aliens who", "conditions that must"). */
const DANGLING_END = /\s+(?:who|whom|whose|must|should|would|could|might|shall|than)$/i;
