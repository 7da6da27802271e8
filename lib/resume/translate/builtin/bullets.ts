/**
 * Rewrites one duty statement as a resume bullet: action verb first (past tense for an ended
 * position, present for the current one), no "the incumbent", no "responsible for", no first
 * person, jargon translated. Returns null when the sentence is not a duty (organisation blurb,
 * conditions of work) or cannot be turned into a verb-first bullet.
 */
import { classMembersDuty, NOT_A_DUTY_VERB } from "./boilerplate";
import { applyJargon, type JargonContext } from "./jargon";
import { MAX_BULLET_WORDS } from "./polish";
import { wordCount } from "./sentences";
import { capitalize, conjugate, lookupVerb, NOUN_LIKE, NOUN_MODIFIERS, unlistedGerund, WORKED_THING, type VerbInfo } from "./verbs";

export type Tense = "past" | "present";

const ROLE_NOUNS =
  "incumbent|employee|specialist|analyst|individual|position|jobholder|officer|investigator|nurse|worker|caseworker|agent|engineer|planner|supervisor|sergeant|technician|assistant|manager|teacher|educator|coordinator|inspector|examiner|attorney|accountant|auditor|representative|administrator|director|chief|lead|clerk|counselor|deputy|firefighter|trooper|detective|consultant";

const LEADS: readonly RegExp[] = [
  // "Performs duties such as computing severance pay, confirming …": the duties named.
  /^(?:performs?|performed|conducts?|conducted|carr(?:y|ies|ied) out) (?:a (?:wide )?variety of |various |many |other |a range of )?(?:duties|tasks|functions|work) (?:such as|including|like)\s+(?=[a-z]+ing\b)/i,
  // Class specifications: "Under general supervision, (to) perform ..."; "Under direction, plans ...".
  // "Under supervision (Building Inspector I) or general supervision (Building Inspector II) of the Chief Building Official, performs …".
  /^under (?:the )?(?:general |close |direct |immediate |limited |moderate |minimal |broad |administrative |technical )?(?:supervision|direction|guidance)(?:\s*\([^)]{1,60}\))?(?: or (?:general |close |direct |immediate |limited |broad )?(?:supervision|direction|guidance)(?:\s*\([^)]{1,60}\))?)?(?: of [^,;]{1,60})?[,;]\s*(?:to\s+)?/i,
  // "Works under (the supervision of) a technical superior to use GIS software" → "use GIS software".
  /^works? (?:closely )?under (?:the )?(?:(?:general |close |direct |immediate |technical )?(?:supervision|direction|guidance) of )?(?:an? |the )?[a-z' ]{0,40}?\b(?:superior|supervisor|manager|engineer|specialist|staff)\s+to\s+/i,
  /^(?:incumbents|employees|positions|workers) (?:in|of) (?:this|the) (?:class|classification|position|series)\s+/i,
  /^incumbents\s+/i,
  /^(?:in (?:this|that|the) (?:role|capacity|position)|in addition|additionally|furthermore|moreover|also|as needed|when necessary|as required),?\s+/i,
  // "The work responsibilities of this position include answering calls".
  /^(?:the )?(?:major |typical |primary |principal |key |my |other |specific )?(?:work )?(?:duties|responsibilities|tasks|functions)(?: of (?:this|the) position)?(?: also)? (?:include|included|includes|consist of|consisted of|involve|involved|are|were)(?: the following)?:?\s+/i,
  /^(?:the |this )?(?:work|position|job|role)(?: also)? (?:includes|included|involves|involved|requires|required|entails|consists of)\s+/i,
  // Class prose: "This includes maintenance of accounts ...", "Positions in the Accounting Technician
  // job family are assigned responsibility for performing ...".
  /^this (?:also )?includes\s+/i,
  /^(?:positions|employees|incumbents) (?:in|of) [^,;]{1,80}? (?:are|is) (?:assigned|given) (?:the )?responsibilit(?:y|ies) for\s+(?=[a-z]+ing\b)/i,
  // "The purpose of this position is to …", "The fundamental reason this job exists is to …".
  /^(?:the )?(?:primary |principal |main |overall |fundamental |basic )?(?:purpose|function|objective|reason)(?: of (?:this|the) (?:[\w-]+ ){0,4}?(?:position|job|role)| (?:this|the) (?:position|job|role|class) exists) is to\s+/i,
  /^(?:my )?primary responsibility (?:is|was) to\s+/i,
  /^incumbent'?s (?:duties|responsibilities) (?:include|includes)\s+/i,
  // USAJOBS: "As a PUBLIC AFFAIRS SPECIALIST at the GS-1035-11 some of your typical work assignments may include: Conducts …".
  /^(?:as an? [^,:]{1,80}?,?\s+)?(?:some of )?(?:your|the) (?:typical |major |key |main )?(?:work )?(?:assignments|duties|responsibilities) (?:may |will )?(?:include|includes)(?:,? but (?:are|is) not limited to)?:?\s+(?=[a-z])/i,
  // "The primary function of the Economic Self-Sufficiency Specialist II includes but is not limited to: reviews …".
  /^(?:the )?(?:primary |principal |main |major |essential |key )?(?:functions?|duties|responsibilities) of (?:the|this|an?) [^:;,]{1,80}? (?:includes?|are|is|consists? of)(?:,? but (?:is |are )?not limited to)?,?:?\s+(?=[a-z])/i,
  // "The employee's primary responsibility is to answer calls" (the PD's own title read as "the employee").
  new RegExp(`^(?:the|this) (?:${ROLE_NOUNS})'s (?:primary |principal |main |chief |key |first )?(?:responsibility|duty|role|function|job) (?:is|was) to\\s+`, "i"),
  // "The specialist reviews" / "Incumbent reviews" — but not "Lead a team" or "Engineer solutions".
  new RegExp(`^(?:(?:the|this|that) (?:${ROLE_NOUNS})|incumbent|employee|jobholder)(?: of (?:this|the) position)?\\s+`, "i"),
  // "The Social Insurance Specialist (Claims Specialist) reviews …": a title in parentheses too.
  /^(?:[Tt]he |[Tt]his )(?:[A-Z][\w&/'-]*\s+){1,4}(?:Specialist|Analyst|Officer|Investigator|Nurse|Worker|Caseworker|Agent|Engineer|Planner|Supervisor|Sergeant|Technician|Assistant|Manager|Teacher|Coordinator|Inspector|Examiner|Attorney|Accountant|Auditor|Representative|Administrator|Director|Chief|Lead|Clerk|Counselor)(?:\s+\([^()]{2,40}\))?\s+/,
  // A heading run into its first sentence: "Responsibilities The Claims Specialist reviews …".
  /^(?:major |primary )?(?:responsibilities|duties)\s+(?=(?:the|as|you)\s)/i,
  // USAJOBS announcements: "You will conduct job analyses", "As a Contract Specialist, you will ...".
  /^as (?:an? |the )[^,]{1,140},\s*(?=(?:you|the incumbent|incumbent|the employee|he or she)\b)/i,
  // "As the Special Agent-in-Charge, directs investigative operations": the duty after the role.
  // Not "As a result, reports are submitted …".
  /^as (?:an? |the )(?!(?:result|matter|rule|whole|consequence|general rule)\b)[^,]{1,60},\s*(?=[a-z]+s\s+(?!(?:are|is|was|were|have|has|will|may|can)\b))/i,
  /^you(?:'ll| will)?\s+(?=\w)/i,
  /^(?:i|we|he or she|he\/she|s\/he|she|he|they)\s+/i,
  // "Demonstrate the ability to maintain positive working relationships" → "Maintain ...".
  /^(?:(?:demonstrates?|demonstrated|shows?|has|have|possess(?:es)?)\s+(?:the\s+|an?\s+)?)?(?:ability|capacity) to\s+(?=[a-z])/i,
  // A trainee class: "Assists with and learns to collect water samples" → "Collect water samples".
  /^(?:assists? (?:with|in) and )?learns? to (?=[a-z])/i,
  /^(?:also|will|shall|must|may|can|is expected to|is required to|is authorized to|are expected to|routinely|independently|regularly|frequently|personally|primarily|directly|typically|often|occasionally|then|actively|continuously|effectively|successfully|further)\s+/i,
];

const DROP: readonly RegExp[] = [
  // "Performs work of considerable complexity and difficulty", "Receives on-the-job training": the class, not a duty.
  /\bwork of (?:considerable|unusual|moderate|great|average|routine|more than ordinary) (?:complexity|difficulty|responsibility)\b/i,
  /^(?:receives?|received) (?:on[- ]the[- ]job |formal |classroom |specialized |required )?training\b/i,
  // Class-specification prose about the class, not duties.
  /\b(?:at this level|this class(?:ification)?\b|in this (?:class|series|classification)|journey[- ]level|entry[- ]level class|training class|distinguished from|differs from|higher[- ]level)\b/i,
  /\b(?:may be exposed to|are expected to work|weather conditions|personal danger|rugged and isolated)\b/i,
  /^(?:duties|examples) (?:may )?include\b/i,
  /^(?:the )?(?:primary|major|principal|main) (?:duties|responsibilities) of\b(?![^:;,]{1,80}? (?:includes?|are|is|consists? of)(?:,? but (?:is |are )?not limited to)?,?:?\s+[a-z]+s\b)/i,
  /^(?:the )?work (?:(?:also|normally|typically|generally|often|usually|may|will|must|shall|can) ){0,2}(?:consists?|involves?|includes?|requires?|is|are|be|entails?)\b/i,
  // The ADA notice of a job description ("To perform this job successfully, an individual must be
  // able to perform each essential function …") and a form's instructions ("Arrange this list of tasks …").
  /\bmust be able to perform (?:each|every|all|the) essential\b|^arrange (?:this|the) list of (?:tasks|duties)\b/i,
  // Where the job is ("Located at a medical treatment facility") and pointers to the duties listed.
  /^(?:located|situated|based|housed) (?:at|in|on|within|near)\b/i,
  /\b(?:duties|tasks|work|functions|responsibilities) (?:shown|listed|described|outlined|detailed) (?:below|above)\b/i,
  /^(?:performs?|performed|conducts?|carr(?:y|ies|ied) out) (?:(?:the|all|assigned|routine|these) )?(?:duties|work|tasks) under (?:the )?(?:close |general |direct |immediate |limited )?(?:oversight|supervision|direction|guidance)\b/i,
  /^(?:receives?|works? under|is under) (?:the )?(?:general |close |direct |immediate |administrative |broad |technical )?(?:direction|supervision|oversight|guidance|review)\b/i,
  /^(?:the )?work (?:assignments?|tasks?) (?:may |will |often |typically )?(?:require|requires|involve|involves|include|includes|are)\b/i,
  /^(?:the )?work (?:is|are) (?:reviewed|performed|assigned|evaluated|checked|spot-checked|monitored)\b/i,
  /\b(?:work )?effectiveness is (?:established|determined|evaluated|measured)\b/i,
  /\bherein\b|\b(?:full )?performance level\b|\bthis is the (?:first|second|third|fourth|entry|journey|full|advanced|highest|lead|supervisory)\b/i,
  /^(?:performs? |completes? )?(?:related|other) (?:or other )?(?:duties|work)(?: as| in accordance)\b/i,
  /\b(?:moderate|light|heavy|considerable|some) physical (?:effort|exertion|demands)\b|\blifting (?:up to|of)\b|\bmay be required to (?:lift|stand|walk|sit|work)\b/i,
  // "The incumbent works in a field office" is a condition of the job; "works with program managers
  // to develop budgets" is a duty.
  /^(?:the |this )?(?:position|incumbent|employee) (?:is|reports|works|receives|may be|must)\b(?! (?:[a-z]+ly )?responsible)(?! (?:closely |directly )?with [^,;]{1,80}? to [a-z]+)/i,
  /^(?:the )?(?:office|division|branch|section|unit|organization|department|agency|bureau|directorate|program) (?:of [\w\s]+ )?(?:is|has|provides|serves|consists|was)\b/i,
  /^(?:work|duties) (?:is|are) (?:performed|accomplished|carried out)\b/i,
  /\b(?:supervisor|manager) (?:provides|assigns|reviews|sets)\b/i,
  // "The Chief Appraiser assigns work and checks results": the supervision the person works under.
  /\bassigns (?:the )?work and (?:checks|reviews|evaluates)\b/i,
  /^(?:this|the) position (?:is|serves as) (?:located|a|an|one)\b/i,
];

/** "Patch testing and upgrades are performed in the lab": a duty in the passive voice. */
const PASSIVE_DUTY = /^([A-Za-z][\w'-]*(?: [\w'-]+){0,7}?) (?:is|are) (performed|conducted|completed|prepared|maintained|processed|reviewed|tested|installed|scheduled)\b\s*(.*)$/;

const RESPONSIBLE = /^(?:is |was |am |are |were |be |will be )?(?:primarily |also |additionally |directly |fully |solely |ultimately )?(?:responsible|accountable) for\s+|^(?:has|had|have) (?:the )?(?:overall |primary |full |direct )?responsibility for\s+/i;
/**
 * A role that is only a job title ("Contract Specialist", "entry level contract specialist",
 * "Weights and Measures Inspector"): at most six words, no clause, no preposition phrase.
 */
const TITLE_ONLY = /^(?:an?\s+|the\s+)?(?!.*\b(?:for|on|to|with|in|at|by|during|within|under|who|which|that|providing|handling|responsible)\b)[^,;:()]{2,60}?$/i;

/**
 * A title and the office it serves, named in capitals and nothing more: "an Information Technology
 * Customer Support for the Small Business Administration, Office of Capital Access (OCA), …",
 * "the Regional Special Agent in Charge (RSAC)".
 */
const TITLE_AND_OFFICE = /^(?:an?\s+|the\s+)?[^,;:()]{2,60}?\s+(?:for|of|in|at|with|within|to)\s+(?:the\s+)?[A-Z][\w&'.-]*(?:\s+|,|[A-Z][\w&'.-]*|\([A-Z][A-Za-z&]*\)|\b(?:of|and|the|for|on|in)\b)*$/;

/** A class's levels written after its title: "Traditional Health Worker I, II or III". */
const CLASS_LEVELS = /\s+(?:[IV]{1,3}|\d)(?:\s*(?:,|\bor\b|\band\b|\/)\s*(?:[IV]{1,3}|\d))+\s*$/;

/** A title and the unit it is posted to, and nothing more: "a Criminal Investigator assigned to the Energy Investigations Unit". */
const POSTED = /^(?:an?\s+)?(?:employee|staff member|member of (?:the )?staff)\s+(?:in|of|at|with|within)\s|^(?:an?\s+|the\s+)?[^,;:()]{2,60}?\s+(?:assigned|allocated|located|stationed|detailed|attached|based)\s+(?:to|in|at|within|with)\s+(?!.*\b(?:for|by|who|which|that|providing|handling|responsible|where)\b)[^;:()]{2,120}$/i;

const SERVES_AS = /^(?:serves|served|serve|serving|acts|acted|act|acting|functions|functioned|function|works|worked|working|participates|participated|participate|participating) as\s+/i;

const NOMINAL: Record<string, string> = {
  development: "develop", management: "manage", administration: "administer", coordination: "coordinate",
  preparation: "prepare", review: "review", reviews: "review", analysis: "analyze", analyses: "analyze",
  oversight: "oversee", planning: "plan", implementation: "implement", evaluation: "evaluate",
  maintenance: "maintain", supervision: "supervise", direction: "direct", execution: "execute",
  formulation: "formulate", monitoring: "monitor", tracking: "track", processing: "process",
  delivery: "deliver", provision: "provide", investigation: "investigate", inspection: "inspect",
  enforcement: "enforce", establishment: "establish", creation: "create", design: "design",
  negotiation: "negotiate", award: "award", procurement: "procure", support: "support", conduct: "conduct",
  completion: "complete", training: "train", instruction: "instruct", assessment: "assess", audit: "audit",
  reconciliation: "reconcile", collection: "collect", distribution: "distribute", production: "produce",
  improvement: "improve", integration: "integrate", documentation: "document", identification: "identify",
  resolution: "resolve", testing: "test", installation: "install", configuration: "configure",
  scheduling: "schedule", budgeting: "budget", allocation: "allocate", certification: "certify",
  approval: "approve", verification: "verify", validation: "validate", facilitation: "facilitate",
  promotion: "promote", protection: "protect", leadership: "lead", guidance: "guide", presentation: "present",
  compilation: "compile", dissemination: "disseminate", publication: "publish", recruitment: "recruit",
  selection: "select", classification: "classify", adjudication: "adjudicate", examination: "examine",
  determination: "determine", interpretation: "interpret", submission: "submit", modernization: "modernize",
  operation: "operate", operations: "run", budget: "manage", administering: "administer",
  prevention: "prevent", detection: "detect", arrest: "arrest", apprehension: "apprehend", preservation: "preserve",
  restoration: "restore", repair: "repair", construction: "construct", acquisition: "acquire",
  performance: "perform", control: "control", modification: "modify", troubleshooting: "troubleshoot", servicing: "service",
};

/** The verb of a noun of action ("maintenance" → maintain), or undefined. */
function nominalVerb(noun: string): VerbInfo | undefined {
  const base = NOMINAL[noun.toLowerCase()];
  return base ? lookupVerb(base) : undefined;
}

/** [pattern on the lower-case base-form start, replacement] — weak openings made strong. */
const UPGRADES: readonly (readonly [RegExp, string])[] = [
  [/^provide (?:overall |technical |administrative |strategic |day-to-day |first-line )?(?:leadership|direction|supervision)(?: and (?:direction|guidance|leadership|oversight))? (?:to|for|of|over) /, "lead "],
  [/^provide (?:\w+ ){0,2}(?:advice|guidance|consultation|counsel)(?: and (?:guidance|advice|assistance|recommendations))? to /, "advise "],
  [/^provide (?:\w+ ){0,2}(?:training|instruction) (?:to|for) /, "train "],
  [/^provide (?:\w+ ){0,2}(?:support|assistance) (?:to|for) /, "support "],
  [/^perform (?=(?:\w+ ){0,2}(?:analys[ie]s|reviews?|evaluations?|assessments?|audits?|inspections?|investigations?|research|stud(?:y|ies)|surveys?)\b)/, "conduct "],
  [/^participate (?:actively |fully )?(?:and engage[sd]? )?in /, "contribute to "],
  [/^participate (?:actively |fully |closely )?with /, "collaborate with "],
  [/^take part in /, "contribute to "],
  [/^assist (?:in|with) /, "support "],
  [/^assist /, "support "],
  // "Work with hand tools" is using them; "work with staff" is collaborating.
  [/^work (?:closely )?with (?=(?:\w+[ ,]+){0,2}(?:tools?|equipment|trimmers?|mowers?|machines?|machinery|vehicles?|software|systems?|computers?|databases?|spreadsheets?|chemicals?)\b)/, "use "],
  // With people, not with things: "work with large amounts of numerical data" stays as it is.
  [new RegExp(`^work (closely )?(?:with|alongside) (?!${WORKED_THING})`), "collaborate $1with "],
  [/^utilize /, "use "],
  [/^handle /, "manage "],
  [/^carry out /, "execute "],
  // "Keeps the council advised of ..." keeps its verb: "maintain the council advised" is not English.
  [/^keep (?!(?:\S+ ){0,6}(?:advised|informed|apprised|updated|aware|posted)\b)/, "maintain "],
  [/^make recommendations to ((?:\w+ ){1,4})(?:on|regarding|concerning|about) /, "advise $1on "],
  [/^make (?:recommendations|decisions) (?:on|for|regarding|concerning) /, "recommend "],
  [/^receive(?:,| and) /, ""],
];

/** A weak opening rewritten as a stronger one ("provide guidance to" → "advise"), or null. */
function upgrade(lower: string): string | null {
  for (const [re, to] of UPGRADES) if (re.test(lower)) return lower.replace(re, to);
  return null;
}

const DETERMINER = /^(?:the|a|an|all|any|each|every|new|its|their|key|multiple|various|complex|daily|weekly|monthly|annual|quarterly|staff|team|agency|program|project|and|[A-Z0-9$])/;
const ALLOWED_SEPARATORS = /^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|;\s*)$/;

/** "Registered Nurse gives care" → "gives care": a capitalised job title as the subject of a verb. */
const TITLE_SUBJECT = /^(?:(?:A|An|Each|Every)\s+)?((?:[A-Z][\w'-]*\s+){0,3}(?:Nurse|Specialist|Analyst|Officer|Investigator|Worker|Caseworker|Agent|Engineer|Planner|Supervisor|Technician|Assistant|Manager|Teacher|Coordinator|Inspector|Examiner|Attorney|Accountant|Auditor|Representative|Administrator|Director|Clerk|Counselor|Dispatcher|Firefighter|Librarian|Operator|Ranger|Deputy|Trooper|Detective|Sergeant|Scientist|Biologist|Instructor))s?\s+([a-z]+s)\b/;

/** "The Department of Veterans Affairs police officer assures ..." → "assures ...". */
const THE_SUBJECT = new RegExp(`^(?:the|this|each|every|a|an)\\s+(?:[\\w'&-]+\\s+){0,6}?(?:${ROLE_NOUNS})s?\\s+([a-z]+s)\\b`, "i");

/** Words of a class title that name no role: numbers, levels and connectors. */
const TITLE_FILLER = /^(?:[ivx]+|\d+[a-z]?|[a-z]|level|grade|senior|junior|sr|jr|trainee|intern|and|of|the|for|in|to|&)$/i;

/**
 * A PD naming its own class as the subject ("The Telecommunicator determines …", "Based on the
 * call, the Telecommunicator dispatches …", "The Telecommunicator's primary responsibility is to
 * …") says "the employee", which the duty rewriter reads: a class title is any noun, not only the
 * role nouns it knows.
 */
export function ownTitleSubject(sentence: string, jobTitle: string): string {
  const head = jobTitle
    .replace(/\([^)]*\)/g, " ")
    .split(/[\s,/-]+/)
    .filter((w) => /^[A-Za-z]{4,}$/.test(w) && !TITLE_FILLER.test(w))
    .at(-1);
  if (!head) return sentence;
  const name = `(?:[A-Z][\\w&'-]*\\s+){0,4}?[${head[0].toUpperCase()}${head[0].toLowerCase()}]${head.slice(1).toLowerCase()}`;
  const subject = new RegExp(`^(?:[Tt]he|[Tt]his|[Ee]ach|[Ee]very|[Aa]n?)\\s+${name}(?='s\\b|\\s+(?:is|was|are|will|must|may|also|[a-z]+s)\\b)`);
  const after = new RegExp(`^([^;]{3,200}?,\\s+)(?:the|this|each)\\s+${name}(?=\\s+[a-z]+s\\b)`);
  return sentence.replace(subject, "The employee").replace(after, "$1the employee");
}

function stripTitleSubject(s: string): string {
  for (const re of [TITLE_SUBJECT, THE_SUBJECT]) {
    const m = re.exec(s);
    const verbWord = m?.[m.length - 1];
    const v = verbWord ? lookupVerb(verbWord) : undefined;
    if (m && verbWord && v && v.form === "third") return s.slice(m[0].length - verbWord.length);
  }
  return s;
}

const PLURAL_TITLE_SUBJECT = new RegExp(`^([A-Z][\\w&/'-]*)\\s+(?:[A-Z][\\w&/'-]*\\s+){0,2}(?:${ROLE_NOUNS.split("|").map((n) => n.charAt(0).toUpperCase() + n.slice(1)).join("|")})s\\s+([a-z]+)\\b`);

function stripLeads(s: string): string {
  let out = stripTitleSubject(s);
  for (let pass = 0; pass < 4; pass++) {
    const before = out;
    for (const re of LEADS) out = out.replace(re, "");
    if (out === before) break;
  }
  // "Employees interpret and apply park rules …": the class's members doing a duty.
  const members = /^(?:employees|incumbents|they)\s+([a-z]+)\b/i.exec(out);
  if (members && lookupVerb(members[1])?.form === "base" && !NOT_A_DUTY_VERB.has(members[1].toLowerCase())) out = out.slice(members[0].length - members[1].length);
  // "Claims Specialists conduct interviews", "Police Officers patrol": the title's plural as the
  // subject of a duty verb. Not "Supervises Police Officers assigned …" (a verb opens it), nor the
  // class's own prose ("Security Specialists perform the full range of duties").
  const plural = PLURAL_TITLE_SUBJECT.exec(out);
  if (plural && !lookupVerb(plural[1]) && lookupVerb(plural[2])?.form === "base" && !NOT_A_DUTY_VERB.has(plural[2].toLowerCase()) && !/^(?:carry|increase|gain|learn)$/i.test(plural[2])) {
    out = out.slice(plural[0].length - plural[2].length);
  }
  return out;
}

/** "V1, V2, and V3 the object": the verbs in the opening series, converted without noun checks. */
function conjugateLeadingSeries(rest: string, firstForm: string, tense: Tense): { head: string; tail: string } {
  // "retrieving and accurately relaying": an adverb may come before a verb of the series.
  const SERIES_ITEM = /^(,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)((?:[a-z]+ly\s+)?)([a-z]+)\b/;
  const items: string[] = [];
  let tail = rest;
  for (;;) {
    const m = SERIES_ITEM.exec(tail);
    // A gerund the verb list lacks joins a gerund series ("posting and journalizing ledgers").
    const v = m ? (lookupVerb(m[3]) ?? (firstForm === "gerund" ? unlistedGerund(m[3]) : undefined)) : undefined;
    // PDs mix forms in the opening pair ("Research and assembles information"): any finite form joins.
    const finite = (f: string) => f === "base" || f === "third" || f === "past";
    if (!m || !v || (v.form !== firstForm && !(finite(v.form) && finite(firstForm)))) break;
    items.push(m[1], m[2], conjugate(v, tense));
    tail = tail.slice(m[0].length);
  }
  // Two verbs read better without the comma: "Reviewed and processed".
  if (items.length === 3) items[0] = items[0].replace(/^,\s*(and|or)\s+$/, " $1 ");
  // "Plowing, clearing, and sanding of county plow routes": the gerunds' "of" goes with them.
  if (firstForm === "gerund" && items.length) tail = tail.replace(/^\s+of\s+/, " ");
  return { head: items.join(""), tail };
}

/** Verb + preposition pairs that stay verbs even when the verb looks like a plural noun. */
const VERB_PREP = /^(?:performs? as|acts? as|responds? to|reports? to|complies with|coordinates? with|works? (?:with|on)|participates? in|serves? (?:as|on)|testif(?:y|ies) (?:before|at|in)|travels? to|liaises? with|contributes? to|assists? (?:in|with)|consults? with|collaborates? with|advises? on|presents? to|partners? with|interfaces? with|meets? with)$/;

/**
 * Whether `word` (a verb form after a separator) is really a verb here, judging by what follows:
 * "reviews reports" and "and responds to" are verbs; "teachers, coaches and administrators" and
 * "allocations and funds transfers" are nouns.
 */
function actsAsVerb(word: string, v: VerbInfo & { form: string }, sep: string, next: string, firstForm: string): boolean {
  const after = /^\s+([A-Za-z0-9$"(][\w'$-]*)(?:\s+([A-Za-z][\w'-]*))?/.exec(next);
  if (!after) return false; // end of the sentence or a list: a noun
  const [, w1, w2] = after;
  const lower = w1.toLowerCase();
  if (lower === "and" || lower === "or") {
    const v2 = w2 ? lookupVerb(w2) : undefined;
    return v2 !== undefined && v2.form === firstForm;
  }
  if (/^(?:to|for|of|on|in|with|from|by|that|which|who|at|as|before)$/.test(lower)) {
    return !NOUN_LIKE.has(word) || VERB_PREP.test(`${word} ${lower}`);
  }
  // "payments and accounts involving ...": a plural noun before a participle.
  if (NOUN_LIKE.has(word) && /ing$/.test(lower)) return false;
  if (v.form === "base") return DETERMINER.test(w1);
  if (NOUN_MODIFIERS.has(word) && /[^s]s$/.test(w1) && !/,/.test(sep)) return false;
  return true;
}

/** Prepositions that can open a list of gerunds ("for planning, organizing and directing"). */
const LIST_PREPOSITIONS = new Set(["for", "of", "in", "by", "to", "with", "on", "including", "about", "before", "after"]);

/** Converts later verbs that follow a separator ("..., and recommends") to the target tense. */
function conjugateFollowers(rest: string, firstForm: string, tense: Tense): string {
  const { head, tail } = conjugateLeadingSeries(rest, firstForm, tense);
  // The original text, and where the tail starts in it (the head's verbs are converted already).
  const source = rest;
  const tailStart = source.length - tail.length;
  // "rates and ranks applicants": a word joined by "and" to a converted verb is a verb too.
  let chainEnd = -1;
  // The end of a gerund list that a preposition opened ("for planning, organizing, ..."), kept as it is.
  let listEnd = -1;
  return head + tail.replace(/(,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|;\s*)([a-z]+)/g, (m, sep: string, word: string, offset: number, all: string) => {
    if (!ALLOWED_SEPARATORS.test(sep)) return m;
    const v = lookupVerb(word);
    if (!v || v.form !== firstForm) return m;
    // After a semicolon a new clause starts: its verb takes the bullet's tense ("...; fills cylinders").
    // A verb followed by ", <verb>" is part of a verb series ("enforces, controls and directs traffic").
    const rest = all.slice(offset + m.length);
    const series = new RegExp(`^,\\s+(?:and\\s+|or\\s+)?([a-z]+)`).exec(rest);
    // A noun-like word ("reads bulletins, reports, orders and ...") is in a verb series only when a
    // verb comes right before it too ("enforces, controls and directs").
    const before = /(?:([a-z]+)\s+)?([a-z]+)\W*$/i.exec(all.slice(0, offset));
    const prev = before?.[2] ?? "";
    const prevForm = lookupVerb(prev)?.form;
    // "... with the supervisor for planning, organizing and directing operations": a list of
    // gerunds that a preposition opens names activities, not verbs of the bullet's own.
    if (firstForm === "gerund" && offset !== chainEnd && prevForm === "gerund" && (offset === listEnd || LIST_PREPOSITIONS.has(before?.[1]?.toLowerCase() ?? ""))) {
      listEnd = offset + m.length;
      return m;
    }
    // "interviewing, recommending for hire, and training; planning …": the last gerund of a series
    // whose items each open with one ends the clause, and is a verb like the others.
    const prevItem = /(?:^|[,;])\s*(?:and\s+|or\s+)?([a-z]+)[^,;]*$/i.exec(source.slice(0, tailStart + offset))?.[1] ?? "";
    if (firstForm === "gerund" && /^,\s*(?:and|or)\s+$/.test(sep) && /^\s*(?:[;.]|$)/.test(rest) && lookupVerb(prevItem)?.form === "gerund") {
      chainEnd = offset + m.length;
      return sep + conjugate(v, tense);
    }
    const verbBefore = offset === chainEnd || (prevForm === firstForm && !NOUN_LIKE.has(prev.toLowerCase()));
    // "..., and trains, assigns, directs staff": after "and", a word that opens a comma series of
    // plain verbs is a verb too (a noun list does not go on after its "and").
    const opensSeries = /\b(?:and|or)\s+$/.test(sep) && series !== null && !NOUN_LIKE.has(series[1]) && !/^\s*,\s+(?:and|or)\b/.test(rest);
    const inSeries = series !== null && lookupVerb(series[1])?.form === firstForm && (!NOUN_LIKE.has(word) || verbBefore || opensSeries);
    if (/;/.test(sep) || inSeries) {
      chainEnd = offset + m.length;
      return sep + conjugate(v, tense);
    }
    // In a comma list after a noun, a noun-like word without an object of its own is one more
    // noun ("bulletins, reports, orders and ..."); "beats, reviews reports" keeps its verb.
    if (NOUN_LIKE.has(word) && /^,\s*$/.test(sep) && !verbBefore && /^\s*(?:,|and\b|or\b|$)/.test(rest)) return m;
    const chained = offset === chainEnd && /^\s+(?:and|or)\s+$/.test(sep);
    if (!chained && !actsAsVerb(word, v, sep, all.slice(offset + m.length), firstForm)) return m;
    chainEnd = offset + m.length;
    return sep + conjugate(v, tense);
  });
}

function cleanup(s: string): string {
  return s
    // "... Directorate responsible for general ledger accounting" → "..., handling general ledger accounting"
    .replace(/,?\s+(?:and\s+)?(?:who\s+|which\s+)?(?:is\s+|was\s+|are\s+)?(?:primarily\s+|also\s+|directly\s+)?responsible for\s+(?:the\s+)?/gi, (m: string, offset: number, all: string) =>
      /^\w+ing\b/.test(all.slice(offset + m.length)) ? ", " : ", handling ",
    )
    .replace(/\b(?:his or her|his\/her|her\/his|his|her|their|my|our)\s+(?=(?:own\s+)?(?:supervisor|team|staff|unit|office|area|organization|division|program|work|duties|responsibilit))/gi, "the ")
    .replace(/\b(?:his or her|his\/her|her\/his)\b/gi, "their")
    .replace(/\b(?:him or her|him\/her)\b/gi, "them")
    .replace(/\b(?:he or she|he\/she|s\/he)\b/gi, "they")
    .replace(/\bmy\b/gi, "the")
    .replace(/\bour\b/gi, "the")
    .replace(/,?\s*(?:in accordance|in compliance|consistent|in conformance) with (?:all |the )?(?:applicable |established |pertinent |relevant |appropriate |current |existing |agency |departmental |federal |governing )*(?:laws?|regulations?|policies|policy|procedures?|guidelines?|directives?|standards?|requirements?)(?:[^,;]*)?(?=$|[;])/gi, "")
    // "pastas, etc. according to recipes": the abbreviation's point goes with it mid-sentence.
    .replace(/,?\s*\betc\.,?(?=\s+[a-z])/g, "")
    .replace(/,?\s*(?:as (?:required|needed|appropriate|assigned|directed|necessary)|when (?:required|necessary|needed)|and other duties as assigned|etc\.?)(?=\s*(?:$|[,;.]))/gi, "")
    .replace(/\s*\((?:e\.g\.|i\.e\.)?\s*\)/g, "")
    .replace(/\b(and|or),\s+(?=may\b|[a-z]+s\b)/g, "$1 ")
    .replace(/\s+([,;:.])/g, "$1")
    .replace(/([;:])(?=\S)/g, "$1 ")
    .replace(/,(?=[^\s\d])/g, ", ")
    .replace(/,\s*,/g, ",")
    .replace(/\s{2,}/g, " ")
    .replace(/[\s,;:.-]+$/, "")
    .trim();
}

/** Shortens a very long bullet at a clause boundary. */
function trimLength(s: string, maxWords = 42): string {
  if (wordCount(s) <= maxWords) return s;
  const words = s.split(" ");
  const head = words.slice(0, maxWords).join(" ");
  const cut = Math.max(head.lastIndexOf("; "), head.lastIndexOf(", including"), head.lastIndexOf(", such as"), head.lastIndexOf(", which"), head.lastIndexOf(", and "), head.lastIndexOf(" to ensure "), head.lastIndexOf(" as a member of"), head.lastIndexOf(" in coordination with"));
  if (cut > head.length * 0.45) return head.slice(0, cut);
  const comma = head.lastIndexOf(", ");
  return comma > head.length * 0.5 ? head.slice(0, comma) : head;
}

/**
 * "installation, modification, troubleshooting and maintenance of X": three or more nouns of action
 * with one object, as a verb series ("install, modify, troubleshoot, and maintain X"; the first
 * verb takes the bullet's tense, the others follow it); null unless every noun has a verb.
 */
function nominalSeries(s: string): { first: VerbInfo; rest: string } | null {
  const m = /^((?:[a-z]+,\s+){1,5}[a-z]+,?\s+(?:and|or)\s+[a-z]+)\s+of\s+(?:the\s+)?(?=\S)/i.exec(s);
  if (!m) return null;
  const nouns = m[1].split(/,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  const verbs = nouns.map(nominalVerb);
  if (verbs.some((v) => !v)) return null;
  const bases = verbs.map((v) => v!.base);
  return { first: verbs[0]!, rest: `, ${bases.slice(1, -1).join(", ")}, and ${bases.at(-1)} ${s.slice(m[0].length)}` };
}

/** Nouns of action that can end a noun phrase as its activity ("reports review", "records maintenance"). */
const TRAILING_NOMINALS = Object.keys(NOMINAL).filter((n) => /(?:tion|sion|ment|ance|ysis|yses|review|reviews)$/.test(n));
const NOMINAL_WORD = `(?:${TRAILING_NOMINALS.join("|")})`;
const TRAILING_NOMINAL = new RegExp(
  `^(?:and\\s+)?((?:[a-z-]+\\s+){0,5}?[a-z-]+)\\s+(${NOMINAL_WORD}(?:(?:,\\s+${NOMINAL_WORD})*,?\\s+and\\s+${NOMINAL_WORD})?)(?=\\s+(?:to|in|for|as)\\b|\\s*[,;]|\\s*$)`,
  "i",
);
const PHRASE_BREAK = /\b(?:of|to|for|with|in|on|by|at|from|as|the|a|an|is|are|was|were|be|will|may|shall|must|who|which|that)\b/i;

/**
 * A duty written as a noun phrase and its activity, as class specifications list them: "accounting
 * reports and statements review to assure accuracy" → "review accounting reports and statements to
 * assure accuracy"; "accounting records production and maintenance" → "produce and maintain
 * accounting records". Null when the phrase opens with a verb of its own or is no such phrase.
 */
export function trailingNominal(s: string): string | null {
  const m = TRAILING_NOMINAL.exec(s);
  if (!m || PHRASE_BREAK.test(m[1])) return null;
  const opening = lookupVerb(/^[a-z-]+/i.exec(m[1])?.[0] ?? "");
  if (opening && opening.form !== "gerund") return null;
  const verbs = m[2].split(/,\s+(?:and\s+)?|\s+and\s+/).map((n) => nominalVerb(n)?.base);
  if (verbs.some((v) => !v)) return null;
  const series = verbs.length > 2 ? `${verbs.slice(0, -1).join(", ")}, and ${verbs.at(-1)}` : verbs.join(" and ");
  return `${series} ${m[1].charAt(0).toLowerCase()}${m[1].slice(1)}${s.slice(m[0].length)}`;
}

function nominalStart(s: string): { info: VerbInfo; rest: string } | null {
  const m = /^(?:the |all |overall |day-to-day |the overall |the day-to-day |the full range of |a wide range of )?([a-z-]+)\s+(?:of|for)\s+/i.exec(s);
  const info = m ? nominalVerb(m[1]) : undefined;
  return info && m ? { info, rest: s.slice(m[0].length) } : null;
}

/**
 * The duty inside class-specification prose, as a "Responsible for …" statement rewriteDuty
 * turns into a bullet: "This is skilled, supervisory work directing fire company operations" →
 * "Responsible for directing fire company operations"; "Work involves interpreting guidelines";
 * "The Fire Captain is also responsible for instructing subordinates". Null for other sentences.
 * Only for a description that yields no ordinary duty: such prose usually restates the duties.
 */
export function classProseDuty(sentence: string): string | null {
  const s = sentence.trim();
  const m =
    /^this is\s+(?:[\w-]+,?\s+(?:and\s+)?){0,6}?work\s+(?:in\s+|of\s+)?(?=[a-z]+ing\b)/i.exec(s) ??
    // "An Environmental Health Specialist Trainee is the entry level of work at a local health
    // department performing inspections …": the class's level, then its work.
    /^[^;,]{0,100}?\bis the (?:entry|first|journey|journeyman|full[- ]performance|advanced|senior|working|trainee|developmental|second|third) level (?:of |in )?(?:[\w-]+\s+){0,3}?work\b[^;,]{0,80}?\s(?=[a-z]+ing\b)/i.exec(s) ??
    // "Work involves …", "Mechanic work also includes disassembling …".
    // "Work assignments in the series involve administering …".
    /^(?:the\s+)?(?:[a-z-]+\s+){0,2}?(?:work|duties)(?:\s+assignments?)?(?:\s+(?:in|of|for)\s+(?:this|the)\s+(?:class|classification|series|position|job)(?:\s+series)?)?\s+(?:(?:also|typically|generally|usually|normally|often)\s+){0,2}(?:involves?|includes?|consists? of)\s+(?=[a-z]+ing\b)/i.exec(s) ??
    // "Employees in this classification, as first-line adjudicators, are responsible for obtaining …".
    /^[^;]{0,160}?\b(?:is|are)\s+(?:also\s+|primarily\s+)?responsible for\s+(?=[a-z]+ing\b)/i.exec(s);
  if (!m) return null;
  // "The Office of Strategic Communication is responsible for using communication …": the
  // organisation's charter, not the person's duty.
  if (ORGANISATION_SUBJECT.test(m[0])) return null;
  const rest = s.slice(m[0].length);
  return startsWithGerund(rest) ? `Responsible for ${rest}` : null;
}

/**
 * A class's duties written as a list of nouns of action: "The primary duties of VA police are the
 * performance of law enforcement work; the prevention, detection, and investigation of crimes; the
 * arrest of violators; the control of traffic" → "Performs law enforcement work", "Prevents,
 * detects, and investigates crimes", "Arrests violators", "Controls traffic"; "The primary duty of
 * these positions is the enforcement of …" → "Enforces …". Null for any other sentence, or when
 * fewer than two items (one for a single duty) are such nouns.
 */
export function nominalListDuties(sentence: string): string[] | null {
  const lead = /^(?:the\s+)?(?:primary\s+|major\s+|principal\s+|main\s+|essential\s+)?(?:(duties|responsibilities|functions)\s+of\s+[^;:]{1,80}?\s+(?:are|include|includes)|(?:duty|responsibility|function)\s+of\s+[^;:]{1,80}?\s+is)\s+/i.exec(sentence.trim());
  if (!lead) return null;
  // "The primary duty of these positions is the enforcement of …": one duty is enough.
  const least = lead[1] ? 2 : 1;
  const items = sentence.trim().slice(lead[0].length).replace(/[.\s]+$/, "").split(/\s*;\s*(?:and\s+)?/);
  const out: string[] = [];
  for (const item of items) {
    // "the prevention, detection, and investigation of crimes …"
    const m = /^(?:the\s+)?((?:[a-z]+,?\s+(?:and\s+|or\s+)?){0,3}?[a-z]+)\s+(?:of|for)\s+(?:the\s+)?(\S.*)$/i.exec(item);
    const nouns = m ? m[1].split(/,?\s+(?:and|or)\s+|,\s+/) : [];
    const verbs = nouns.map(nominalVerb);
    if (!m || !verbs.length || verbs.some((v) => !v)) continue;
    const third = verbs.map((v) => v!.third);
    const list = third.length > 2 ? `${third.slice(0, -1).join(", ")}, and ${third.at(-1)}` : third.join(" and ");
    out.push(`${list.charAt(0).toUpperCase()}${list.slice(1)} ${m[2]}`);
  }
  return out.length >= least ? out : null;
}

/**
 * One duty per clause of a class-prose list: "Responsible for supervising officers, ensuring
 * inmates conduct work assignments, planning daily operations …" → "Responsible for supervising
 * officers", "Responsible for ensuring …", …; a clause of fewer than five words stays with the one
 * before it.
 */
export function splitProseDuty(duty: string): string[] {
  const lead = /^Responsible for /.exec(duty);
  if (!lead) return [duty];
  const body = duty.slice(lead[0].length).replace(/[.\s]+$/, "");
  const parts: string[] = [];
  let from = 0;
  for (const m of body.matchAll(/,\s+(?:and\s+)?(?=([a-z]+ing)\b)/g)) {
    if (lookupVerb(m[1])?.form !== "gerund") continue;
    parts.push(body.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(body.slice(from));
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && wordCount(part) < 5) out[out.length - 1] += `, and ${part}`;
    else out.push(part);
  }
  return out.map((part) => `Responsible for ${part}`);
}

/** A subject that is an organisational unit ("The Office of …", "This division", "The agency"). */
const ORGANISATION_SUBJECT = /^(?:the|this|our|each)\s+(?:[\w&'-]+\s+){0,3}?(?:office|division|branch|bureau|department|agency|directorate|section|unit|center|centre|organi[sz]ation|administration|commission|board|program|service|team|staff|group)\s+(?:of|for|in|within|at|is|are)\b/i;

/**
 * A basis or means phrase put before the person's duty ("Based upon knowledge of the subject, the
 * Teacher plans lessons"; "Using teaching principles. the Teacher instructs classes"): the duty
 * comes first, a means follows it ("Instruct classes using teaching principles"), a basis goes.
 */
const FRONTED = new RegExp(
  `^(?:(based (?:up)?on|in light of|drawing on)|(using|applying|through|by means of)|(for|when|if|during|upon|after|once|in))\\b([^;]{3,200}?)[,.]\\s+(?:the|this|each) (?:[\\w'&-]+\\s+){0,3}?(?:${ROLE_NOUNS})s?\\s+(?=[a-z]+s\\b)`,
  "i",
);

/** "Using GIS software, prepares maps": the means before a duty with no subject. */
const FRONTED_MEANS = /^(using|applying)\b([^;,]{3,120}),\s+(?=([a-z]+)\b)/i;

function fronted(s: string): string {
  // The duty after the fronted phrase, with the means (if any) moved behind it.
  const moved = (at: number, means?: string, phrase = "") => {
    const duty = s.slice(at).replace(/[.\s]+$/, "");
    return means ? `${duty} ${means.toLowerCase()}${phrase}` : duty;
  };
  const lead = FRONTED_MEANS.exec(s);
  if (lead && lookupVerb(lead[3])?.form === "third") return moved(lead[0].length, lead[1], lead[2]);
  const m = FRONTED.exec(s);
  if (!m) return s;
  // "For emergency calls requiring a response, the Dispatcher sends units": the occasion follows
  // the duty when it is short, and goes when it would only lengthen it.
  if (m[3]) return wordCount(m[4]) <= 8 ? moved(m[0].length, m[3], m[4]) : moved(m[0].length);
  return moved(m[0].length, m[2], m[4]);
}

/** Whether a text opens with a verb's -ing form ("directing fire company operations"). */
function startsWithGerund(text: string): boolean {
  return lookupVerb(/^[a-z]+/i.exec(text)?.[0] ?? "")?.form === "gerund";
}

/**
 * "Join a team of investigators and work with the unit's management to conduct criminal, civil,
 * and administrative investigations of suspected fraud …": in a duty too long for one bullet, the
 * work done with others is the duty, not the working with them (a shortened bullet would otherwise
 * keep "Partner with team of investigators and work with unit's management" and lose the rest).
 */
const TEAMWORK = /^(?:(?:join|joins|joined) [^,;]{1,60}? and )?(?:work|works|worked|collaborate|collaborates|collaborated|partner|partners|partnered|team|teams|teamed) (?:closely |directly )?with [^,;]{1,80}? to ([a-z]+)\b/i;
function purposeOfTeamwork(s: string): string {
  const m = TEAMWORK.exec(s);
  if (!m || wordCount(s) <= MAX_BULLET_WORDS) return s;
  const v = lookupVerb(m[1]);
  return v && v.form === "base" ? s.slice(m[0].length - m[1].length) : s;
}

/** Rewrites one duty sentence; null when it is not a usable bullet. */
export function rewriteDuty(sentence: string, tense: Tense, ctx: JargonContext, minWords = 3): string | null {
  // "Services as expert counsel": a common slip for "Serves as".
  let s = sentence.replace(/^["'(]+|["')]+$/g, "").replace(/[.!]+$/, "").trim().replace(/^Services as\b/, "Serves as");
  // "develops contracts and/or prepares sheets": "and" before the verbs are conjugated, so that the
  // verb after it is converted too.
  s = s.replace(/\s*\band\s*\/\s*or\b\s*/gi, " and ");
  // "Install & repairs guardrails": an ampersand between lowercase words is "and".
  s = s.replace(/(?<=[a-z]) & (?=[a-z])/g, " and ");
  // "Employees in this classification conduct inspections": the duty, not prose about the class.
  s = classMembersDuty(s) ?? s;
  s = fronted(s);
  if (DROP.some((re) => re.test(s))) return null;
  const purpose = /(?:purpose|function|objective|reason)(?: of (?:this|the) (?:[\w-]+ ){0,4}?(?:position|job|role)| (?:this|the) (?:position|job|role|class) exists) is to\s|responsibility (?:is|was) to\s/i.test(s);
  // "Responsibilities include specification, installation, … of computer systems": what follows is
  // a list of nouns, read as what the person is responsible for.
  const listed = /^(?:the )?(?:major |primary |principal |key |main )?(?:duties and )?responsibilities (?:include|includes|included)\s/i.test(s);
  s = stripLeads(s);
  s = trailingNominal(s) ?? s;
  s = purposeOfTeamwork(s);
  const opening = lookupVerb(/^[a-z-]+/i.exec(s)?.[0] ?? "");
  if (listed && (!opening || opening.form === "gerund")) s = `Responsible for ${s}`;
  // "Employees in this position work under immediate supervision ...": only visible once the lead is gone.
  if (DROP.some((re) => re.test(s))) return null;
  // "Staff is tiered by grade", "Program will include …": a noun and its verb, once the person's
  // own subject ("The incumbent will") is gone; no duty of the person's.
  // A passive duty ("Inspections are conducted …") is read below.
  if (/^[A-Za-z]+ (?:is|are|was|were|will|may|must|can|should|shall)\b(?! (?:[a-z]+ly )?(?:responsible|accountable)\b)/.test(s) && !PASSIVE_DUTY.test(s)) return null;
  if (purpose) {
    // "evaluate X and to recommend Y": the infinitives are the duties.
    s = s.replace(/,?\s+and to ([a-z]+)\b/g, (m, w: string) => {
      const v = lookupVerb(w);
      return v ? ` and ${conjugate(v, tense)}` : m;
    });
  }
  // "Patch testing and upgrades are performed in a lab": the passive's subject is the duty's object.
  const passive = PASSIVE_DUTY.exec(s);
  // "Reports are prepared by the clerks" is someone else's work: left as it is.
  if (passive && !/^(?:work|duties|it|this|that|which|they|all work)\b/i.test(passive[1]) && !/^by\b/i.test(passive[3])) {
    const v = lookupVerb(passive[2]);
    if (v) s = `${v.base} ${passive[1].charAt(0).toLowerCase()}${passive[1].slice(1)} ${passive[3]}`.trim();
  }
  // "serve the Congress as a public policy analyst by locating X" → "Locate X": the means is the duty.
  // "Performs in the role of Project Engineer by coordinating teams" → "Coordinate teams" too.
  const servesBy =
    /^(?:serves?|served|acts?|acted|functions?|functioned|works?|worked)\b[^;]{0,100}?\bas\s+(?:an?|the)\s+[^;]{1,60}?\bby\s+(?=[a-z]+ing\b)/i.exec(s) ??
    /^(?:performs?|performed|serves?|served|acts?|acted|works?|worked)\s+in\s+(?:the\s+|a\s+)?(?:role|capacity)\s+of\s+[^;]{1,80}?\bby\s+(?=[a-z]+ing\b)/i.exec(s);
  if (servesBy && startsWithGerund(s.slice(servesBy[0].length))) s = s.slice(servesBy[0].length);
  let verb: VerbInfo | undefined;
  let form = "third";
  let rest = "";

  const resp = RESPONSIBLE.exec(s);
  const serves = SERVES_AS.exec(s);
  if (resp) {
    const whole = s.slice(resp[0].length);
    const after = whole.replace(/^(?:the |all )?(?:overall |day-to-day )?/i, "");
    const first = /^[a-z-]+/i.exec(after)?.[0] ?? "";
    const v = lookupVerb(first);
    const nominal = nominalStart(after);
    const series = nominalSeries(after);
    if (series) {
      // "responsible for the installation, modification, and maintenance of equipment" → "Install,
      // modify, and maintain equipment".
      verb = series.first;
      rest = series.rest;
    } else if (v && v.form === "gerund") {
      verb = v;
      form = "gerund";
      // "responsible for identifying X, and for performing Y": the second duty's own verb.
      rest = after.slice(first.length).replace(/,?\s+and for (?=[a-z]+ing\b)/, ", and ");
      // "Responsible for participating fully with the supervisor" → "Collaborate with the supervisor".
      const upgraded = upgrade(`${v.base}${rest}`);
      const w = upgraded ? (/^[a-z-]+/.exec(upgraded)?.[0] ?? "") : "";
      const upgradedVerb = upgraded ? lookupVerb(w) : undefined;
      if (upgraded && upgradedVerb) {
        verb = upgradedVerb;
        rest = upgraded.slice(w.length);
      }
    } else if (nominal) {
      verb = nominal.info;
      rest = ` ${nominal.rest}`;
    } else if (/^(?:as|to|with|by|in|on|at|for|from|of)\b/i.test(after)) {
      // "responsible for as a t reporting to …": no duty follows.
      return null;
    } else {
      verb = lookupVerb("manage");
      rest = ` ${whole}`;
    }
  } else if (serves) {
    const role = s.slice(serves[0].length);
    // "serves as a senior specialist with responsibility for developing X" → "Develop X";
    // "serves as the principal advisor to leaders on Y" → "Advise leaders on Y".
    const duty = /^[^,;]{0,80}?\b(?:with|having|and (?:has|is))\s+(?:the\s+)?(?:overall\s+|full\s+|primary\s+|lead\s+)?(?:responsibility|responsible)\s+for\s+([a-z]+ing)\b/i.exec(role);
    const dutyVerb = duty ? lookupVerb(duty[1]) : undefined;
    const advisor = /^(?:an?\s+|the\s+)?(?:\w+\s+){0,3}(?:advisor|adviser|consultant)\s+(?:to|for)\s+/i.exec(role);
    const member = /^(?:an?\s+|the\s+)?(?:(?:active|voting|key|core|standing)\s+)?(?:team\s+)?(?:member|part)\s+(?:of|on)\s+(?=(?:an?\s+|the\s+)?\S)/i.exec(role);
    const expert = /^(?:an?\s+|the\s+)?(?:(?:agency|organization|office|resident|recognized|principal|senior|lead|primary|chief)(?:'s)?\s+)*((?:(?:technical|subject[- ]matter|program|administrative|legal|financial|policy|regulatory|scientific)\s+){0,2})(?:expert|authority|resource)\s+(for|on|in|regarding)\s+(?=\S)/i.exec(role);
    // "serves as Deputy Fire Chief, assisting the Fire Chief in ..." → "Assist the Fire Chief in ...".
    // Not a list item: "counsel on trends, planning and developments" names topics.
    const clause = /^[^,;]{2,60},\s+(?:(?:and\s+)?(?:is\s+)?(?:primarily\s+)?responsible for\s+)?([a-z]+ing)\b(?!\s*(?:,|;|and\b|or\b))/.exec(role);
    const clauseVerb = clause ? lookupVerb(clause[1]) : undefined;
    if (duty && dutyVerb) {
      verb = dutyVerb;
      form = "gerund";
      rest = role.slice(duty.index + duty[0].length);
    } else if (clause && clauseVerb && clauseVerb.form === "gerund") {
      verb = clauseVerb;
      form = "gerund";
      rest = role.slice(clause[0].length);
    } else if (advisor) {
      verb = lookupVerb("advise");
      rest = ` ${role.slice(advisor[0].length)}`;
    } else if (member) {
      // "serves as a member of the Forest Leadership Team" → "Contribute to the Forest Leadership Team".
      verb = lookupVerb("contribute");
      rest = ` to ${role.slice(member[0].length)}`;
    } else if (expert) {
      // "serves as technical expert for contracting issues" → "Provide technical guidance for contracting issues".
      verb = lookupVerb("provide");
      rest = ` ${expert[1] ? `${expert[1].trim()} ` : ""}guidance ${expert[2].toLowerCase()} ${role.slice(expert[0].length)}`;
    } else if ([role, role.replace(CLASS_LEVELS, "")].some((r) => TITLE_ONLY.test(r) || POSTED.test(r) || TITLE_AND_OFFICE.test(r)) && !/\b(?:supervisor|lead|leader|manager|chief|head|director|liaison|chair|chairperson|president|representative|delegate|spokesperson)\b/i.test(role)) {
      // "Serves as Contract Specialist", "serves as a Criminal Investigator assigned to the Energy
      // Investigations Unit in the Lakewood office": the position's title (and where it sits),
      // which the resume already shows.
      return null;
    } else {
      verb = lookupVerb("serve");
      rest = ` as ${role}`;
    }
  } else {
    // "Ensures the proper maintenance of ledgers" → "Maintains ledgers": the noun's own verb.
    const light = /^(?:ensures?|ensured|provides?|provided|performs?|performed|conducts?|conducted)\s+(?:the\s+|all\s+)?(?:proper\s+|effective\s+|overall\s+|timely\s+|day-to-day\s+)?([a-z]+)\s+of\s+(?=\S)/i.exec(s);
    const lightFrom = light ? lookupVerb(/^[a-z]+/i.exec(s)?.[0] ?? "") : undefined;
    const lightTo = light ? nominalVerb(light[1]) : undefined;
    if (light && lightFrom && lightTo && lightFrom.form !== "gerund") s = `${lightTo[lightFrom.form]} ${s.slice(light[0].length)}`;
    const first = /^[a-z-]+/i.exec(s)?.[0] ?? "";
    const v = lookupVerb(first);
    if (v) {
      let start = `${v.base}${s.slice(first.length)}`;
      const lower = start.charAt(0).toLowerCase() + start.slice(1);
      const helped = /^assist (?:in|with) (?:the )?([a-z]+ing)\b/.exec(lower);
      const helpedVerb = helped ? lookupVerb(helped[1]) : undefined;
      // "Assists in installing and removing equipment" → "Assisted with installing and removing
      // equipment": the person helped, and the bullet keeps saying so.
      if (helped && helpedVerb) start = `assist with ${helped[1]}${lower.slice(helped[0].length)}`;
      else start = upgrade(lower) ?? start;
      const w = /^[a-z-]+/i.exec(start)?.[0] ?? "";
      verb = lookupVerb(w);
      form = v.form;
      rest = start.slice(w.length);
    } else {
      const nominal = nominalStart(s);
      if (!nominal) return null;
      verb = nominal.info;
      rest = ` ${nominal.rest}`;
    }
  }
  if (!verb) return null;
  const followers = conjugateFollowers(rest, form, tense);
  let out = cleanup(`${conjugate(verb, tense)}${followers}`);
  out = applyJargon(out, ctx);
  out = cleanup(trimLength(out));
  if (wordCount(out) < minWords) return null;
  return capitalize(out);
}

/**
 * A result statement that does not start with a verb ("Cases resulted in 47 indictments"), kept
 * as written with jargon translated; null if it talks about the position rather than results.
 */
export function plainStatement(sentence: string, ctx: JargonContext): string | null {
  const s = sentence.replace(/[.!]+$/, "").trim();
  if (/\b(?:incumbent|i|me|my|we|our)\b/i.test(s) || DROP.some((re) => re.test(s))) return null;
  const out = cleanup(applyJargon(cleanup(s), ctx));
  return wordCount(out) >= 4 ? capitalize(out) : null;
}

/** Achievement-like statements: a result verb with a figure, or an award. */
export function isAchievement(sentence: string): boolean {
  const result = /\b(?:sav(?:ed|ing|es)|reduc(?:ed|ing|es)|increas(?:ed|ing|es)|improv(?:ed|ing|es)|cut|achiev(?:ed|ing|es)|exceed(?:ed|ing|s)|eliminat(?:ed|ing|es)|recover(?:ed|ing|s)|generat(?:ed|ing|es)|resulting in|resulted in|ahead of schedule|under budget)\b/i;
  const award = /\b(?:award(?:ed)?|recogni[sz]ed|commendation|honou?red|received (?:the|a|an) [\w\s'’-]{0,40}(?:award|medal|citation))\b/i;
  // A benefit award is a claim's outcome ("inputs data necessary to generate the award and
  // notification letters"), not the person's recognition.
  const benefitAward = /\b(?:generat\w* (?:the )?awards?|awards? (?:and|or) notification|award (?:letters?|amounts?|actions?|notices?)|(?:benefit|benefits|disability|compensation|pension|claims?) awards?)\b/i;
  return (result.test(sentence) && /\d/.test(sentence)) || (award.test(sentence) && !/\bcontract|\baward (?:and|of) contracts?|awards? contracts?\b/i.test(sentence) && !benefitAward.test(sentence));
}
