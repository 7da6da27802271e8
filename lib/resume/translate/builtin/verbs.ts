/**
 * Verb forms for bullet writing: recognise "manages", "managing", "managed" or "manage" as the
 * verb "manage" and produce "Managed" (ended position) or "Manage" (current position).
 */
import nlp from "compromise";

const BASES = (
  "accelerate accept access accommodate accompany accomplish achieve acquire act adapt address adjudicate assure greet locate photocopy sort fill remove unload lubricate paint " +
  "adjust administer adopt advance advise advocate align allocate amend analyze answer anticipate apply " +
  "appraise approve arbitrate arrange arrest articulate assemble assess assign assist attain attend audit " +
  "authorize automate award balance benchmark brief broker budget build calculate calibrate capture " +
  "catalog categorize certify chair champion change chart check clarify classify clean close coach " +
  "code collaborate collect combine command communicate compare compile complete comply compose compute " +
  "conceive conceptualize conduct configure consolidate construct consult contract contribute control convene " +
  "convert coordinate correct correspond counsel create critique cultivate curate customize cut debug decide " +
  "decrease defend define delegate deliver demonstrate deploy design detect determine develop devise " +
  "diagnose direct discover dispatch disseminate distribute document draft drive edit educate eliminate " +
  "employ empower enable encourage enforce engage engineer enhance enroll ensure establish estimate evaluate " +
  "examine exceed execute expand expedite explain extract facilitate field file finalize fix forecast " +
  "formulate foster gather generate govern guide handle head help hire identify implement improve " +
  "increase influence inform initiate inspect install institute instruct integrate interpret interview " +
  "introduce inventory investigate issue join judge justify launch lead liaise license log maintain manage " +
  "map market master measure mediate mentor merge migrate minimize mobilize model moderate modernize " +
  "modify monitor motivate navigate negotiate nominate notify observe obtain onboard operate optimize " +
  "orchestrate order organize orient originate outline oversee participate partner patrol perform persuade " +
  "pilot pioneer place plan prepare present preserve prevent prioritize process procure produce program " +
  "promote propose prosecute protect provide publicize publish purchase pursue qualify quantify question " +
  "raise rank rate reach recommend reconcile record recruit redesign reduce refer refine register " +
  "regulate rehabilitate reinforce reengineer remediate render renegotiate reorganize repair report " +
  "represent research reserve resolve respond restore restructure retain retrieve review revise revitalize " +
  "safeguard save schedule screen secure select serve service settle shape simplify solicit solve source " +
  "specify sponsor staff standardize steer streamline strengthen structure study submit summarize " +
  "supervise supply support survey sustain synthesize systematize tabulate tailor target teach test " +
  "track train transcribe transfer transform translate transition triage troubleshoot tutor uncover " +
  "underwrite unify update upgrade use utilize validate value verify visit volunteer weigh win work write " +
  "oversee receive draw speak meet hold keep bring seek set put sell tell find give make run take " +
  "undertake forecast input broadcast rewrite rebuild withdraw uphold foresee teach buy fight show " +
  "advance adjudicate attest compile decommission deconflict disburse escort evacuate fingerprint " +
  "interdict interrogate liaise mitigate obligate patrol procure reconcile sanitize surveil vet " +
  "canvass counsel de-escalate defuse depose detain apprehend assess audit conduct respond " +
  "testify inspect enforce administer assist answer schedule prepare publish lead seize trace exercise " +
  "charge indict forfeit petition precept vaccinate immunize sweep patch plow pave haul mow load sample " +
  "clear clean approve assign brief certify close collect reconcile post research rewrite assemble " +
  "accrue adjust allocate authorize bill disburse invoice remit reimburse refund audit award " +
  "deliver design draft execute field fund host instruct invest lobby manufacture negotiate " +
  "outreach partner place present price quote ration recover refer rehabilitate renew reopen " +
  "repair replace reprogram rescue resolve retire return route run scope screen search " +
  "share ship sign simulate sketch solicit sort spearhead staff stage standardize stock " +
  "strategize survey tally task teach terminate trace trade transport travel treat tutor type " +
  "underwrite unite upgrade vet weigh welcome write rate rank tour greet answer file type copy scan mail " +
  "escort usher photograph fingerprint book read " +
  "forward enter count advertise carry transmit confer assume connect warn liquidate redirect follow cook grill cooperate stamp account " +
  "print sterilize dispense restock digitize winterize " +
  // Duty verbs of trades, care and field work that PDs use in verb series ("trains, evaluates, and disciplines").
  "discipline affix pour mark furnish recognize impound insure explore relay dispose discuss fabricate " +
  "add fulfill pull pick overhaul wash restrain extinguish guard frame erect lodge destroy authenticate " +
  "correlate reverse escalate tend batch ascertain unpack reassess caution interface comment tranquilize " +
  "accumulate lay interact contact preside"
).split(/\s+/);

const IRREGULAR: Record<string, string> = {
  lead: "led", oversee: "oversaw", write: "wrote", build: "built", teach: "taught", take: "took",
  give: "gave", make: "made", run: "ran", hold: "held", meet: "met", keep: "kept", draw: "drew",
  speak: "spoke", bring: "brought", buy: "bought", seek: "sought", set: "set", put: "put", sell: "sold",
  tell: "told", find: "found", undertake: "undertook", forecast: "forecast", input: "input",
  broadcast: "broadcast", rewrite: "rewrote", rebuild: "rebuilt", withdraw: "withdrew", uphold: "upheld",
  foresee: "foresaw", fight: "fought", show: "showed", win: "won", cut: "cut", testify: "testified",
  drive: "drove", send: "sent", spend: "spent", pay: "paid", lay: "laid", begin: "began", choose: "chose",
  know: "knew", understand: "understood", stand: "stood", go: "went", do: "did", see: "saw", get: "got",
  deal: "dealt", sit: "sat", read: "read", feel: "felt", hear: "heard", lose: "lost", leave: "left",
  catch: "caught", think: "thought", fly: "flew", ride: "rode", hang: "hung", shoot: "shot", strike: "struck",
  bind: "bound", grind: "ground", light: "lit", dig: "dug", spin: "spun", sweep: "swept", withhold: "withheld",
  override: "overrode",
};

/** Verbs whose final consonant doubles: "plan" → "planned", "submit" → "submitted". */
const DOUBLING = new Set(
  "plan submit commit control transfer refer permit equip ship admit omit map scan log chat drop stop pin tap model patrol program transmit confer run cut set put win dig spin begin sit get hit".split(" "),
);
/** American spelling keeps these single: "modeled", "patrolled" is the exception handled above. */
const SINGLE_L = new Set(["model", "travel", "label", "cancel", "level", "signal", "counsel", "channel", "fuel"]);

export type VerbInfo = { base: string; past: string; third: string; gerund: string };

function pastOf(base: string): string {
  if (IRREGULAR[base]) return IRREGULAR[base];
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (DOUBLING.has(base) && !SINGLE_L.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

function thirdOf(base: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function gerundOf(base: string): string {
  if (base.endsWith("ie")) return `${base.slice(0, -2)}ying`;
  if (base.endsWith("e") && !/(?:ee|ye|oe)$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (DOUBLING.has(base) && !SINGLE_L.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Every verb the bullet writer recognises, in base form. */
export const KNOWN_VERB_BASES: readonly string[] = [...new Set(BASES)];

const byForm = new Map<string, VerbInfo & { form: "base" | "past" | "third" | "gerund" }>();
for (const base of KNOWN_VERB_BASES) {
  const info: VerbInfo = { base, past: pastOf(base), third: thirdOf(base), gerund: gerundOf(base) };
  // Later forms never overwrite earlier ones ("set" past = base).
  for (const form of ["base", "third", "gerund", "past"] as const) {
    const word = info[form];
    if (!byForm.has(word)) byForm.set(word, { ...info, form });
  }
}

type CompromiseForms = { Infinitive?: string; PastTense?: string; Gerund?: string };
const compromiseCache = new Map<string, CompromiseForms | undefined>();

/** A word's verb forms as compromise conjugates it (for verbs the list lacks), memoised. */
export function compromiseForms(word: string): CompromiseForms | undefined {
  if (!compromiseCache.has(word)) compromiseCache.set(word, nlp(word).verbs().conjugate()[0] as CompromiseForms | undefined);
  return compromiseCache.get(word);
}

/** Words in -ing that are prepositions, adjectives or nouns in a PD, never a duty's verb. */
const NOT_GERUNDS = new Set(
  "including regarding concerning according following pending during excluding considering beginning remaining existing incoming outgoing ongoing upcoming surrounding corresponding underlying missing building meeting setting ceiling clothing bedding siding wiring plumbing flooring roofing lighting heating parking landscaping bookkeeping recordkeeping housekeeping".split(" "),
);

/**
 * A gerund the verb list does not know ("journalizing", "sanding", "indexing") as a verb, its
 * infinitive read by compromise: for the later verbs of a gerund series ("posting and journalizing
 * ledgers"), where the first verb has already said the words are verbs.
 */
export function unlistedGerund(word: string): (VerbInfo & { form: "gerund" }) | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{3,}ing$/.test(w) || byForm.has(w) || NOUN_LIKE.has(w) || NOT_GERUNDS.has(w)) return undefined;
  const base = compromiseForms(w)?.Infinitive?.trim() ?? "";
  if (!/^[a-z]{2,}$/.test(base) || base === w) return undefined;
  return { base, past: pastOf(base), third: thirdOf(base), gerund: w, form: "gerund" };
}

/** The verb a word is a form of, with which form it is. */
export function lookupVerb(word: string): (VerbInfo & { form: "base" | "past" | "third" | "gerund" }) | undefined {
  return byForm.get(word.toLowerCase());
}

export function isVerbForm(word: string): boolean {
  return byForm.has(word.toLowerCase());
}

/**
 * What "work with" takes when its object is a thing, not people ("large amounts of numerical data",
 * "spreadsheets"): a pattern source for the bullet rewriters (they do not "collaborate" with it).
 */
export const WORKED_THING = "(?:large |the |a |an |all |various )?(?:amounts?|volumes?|data|numbers|numerical|figures|spreadsheets?|software|systems?|databases?|equipment|tools|records|files|documents|machinery|materials|chemicals)\\b";

/**
 * Plural nouns that look like third-person verbs ("plans", "reports"). After "and" they are only
 * treated as verbs when an object follows.
 */
export const NOUN_LIKE = new Set(
  ("plans accounts counts entries reports reviews contracts costs needs funds requests processes changes programs records " +
    "schedules budgets estimates projects supports designs tests audits surveys transfers updates leads " +
    "trains files drafts answers issues orders purchases services studies visits works benefits controls " +
    "checks models maps logs findings briefs documents forecasts assessments responses programs claims " +
    "appeals inventories inspections investigations outreach training planning budgeting contracting " +
    "engineering funding marketing accounting programming processing reporting scheduling building housing " +
    "staffing policing permitting zoning screening testing monitoring meeting meetings accounts actions " +
    "cases classes contacts counts deliveries exercises fields guides hosts invoices loads notes offers " +
    "outlines partners patches permits places posts prices quotes rates ranks repairs returns routes samples " +
    "screens searches shares ships signs sketches sorts stages stocks tasks tours trades transports treats " +
    "types uses values charges clears closes directs estimates hires levels lines matches objects points " +
    "presents produces progresses projects promotes rewards rules runs sets shows sources stands supplies " +
    "targets teaches").split(" "),
);

/** Plurals that commonly modify another noun ("funds transfers", "claims processing"). */
export const NOUN_MODIFIERS = new Set(
  "funds records claims benefits services programs accounts contracts costs needs issues orders purchases works assets grants".split(" "),
);

/** A verb form as written for a tense: "Managed" or "Manage". */
export function conjugate(info: VerbInfo, tense: "past" | "present"): string {
  return tense === "past" ? info.past : info.base;
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
