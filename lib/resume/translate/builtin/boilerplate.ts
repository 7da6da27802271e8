/**
 * Strips federal position-description boilerplate and keeps the duties.
 *
 * A PD is a header block (title, series, grade, PD number...), an introduction, major duties
 * (often with "(40%)" weights), then the nine FES factors (Knowledge Required, Supervisory
 * Controls, Guidelines, Complexity, Scope and Effect, Personal Contacts, Purpose of Contacts,
 * Physical Demands, Work Environment) and conditions of employment. Only the introduction and
 * duties become bullets; "Knowledge Required" feeds skills only; the rest is dropped. Text with no
 * headings at all (a resume-style description) is treated as duties.
 */
import { isAllowedAcronym } from "./acronyms";
import { knownAcronyms } from "./jargon";
import { joinWrappedLines, splitLines, splitSentences, stripBullet, wordCount } from "./sentences";
import { lookupVerb } from "./verbs";

export type SectionKind = "intro" | "duties" | "knowledge" | "achievements" | "drop";

export type CleanedDescription = {
  /** Duty statements in order (introduction first), boilerplate removed. */
  duties: string[];
  /** Short duty-area labels such as "Contract Administration". */
  labels: string[];
  /** Sentences of "Knowledge Required" / KSA sections (skills evidence only). */
  knowledge: string[];
  /** Lines under an accomplishments heading. */
  achievements: string[];
  /** Everything kept, for keyword matching. */
  text: string;
};

const HEADINGS: readonly (readonly [RegExp, SectionKind])[] = [
  [/^(?:introduction|summary|position summary|primary purpose(?: of (?:the )?position)?|purpose(?: of (?:the )?position)?|general|nature of (?:the )?work|position overview|overview|definition|job summary|basic function|background|distinguishing characteristics|class characteristics|level distinctions?|summary description|general description|class summary|class description|class definition|class concept|identifying characteristics|distinguishing features(?: of (?:the )?(?:class|work))?|(?:position|job|general) purpose|nature and scope)$/, "intro"],
  [/^(?:major )?duties(?: and responsibilities)?$|^(?:major |key |principal |essential |typical |job |summary of |description of |examples? of )(?:duties|responsibilities|functions|work)(?: and responsibilities)?$|^responsibilities$|^essential (?:duties|job functions)$|^duty \d+$|^major duty(?: \d+)?$|^illustrative examples of work$|^examples? of (?:essential |typical |illustrative |representative |important )?(?:duties|functions|tasks|work performed|job duties)(?: and responsibilities)?$|^(?:illustrative|representative|characteristic|typical|essential job|essential) (?:duties|tasks|work activities)(?: and responsibilities)?$|^typical tasks$|^work performed$/, "duties"],
  [/^(?:key |major |significant |selected )?(?:accomplishments|achievements)$/, "achievements"],
  [/^(?:factor \d+\W*)?knowledge required(?: by the position)?$|^knowledge,? skills,? (?:and|&) abilities(?: \(ksas?\))?$|^ksas?$|^(?:minimum |required )?qualifications$|^required knowledge.*$|^knowledge and skills$|^skills$|^(?:minimum )?(?:education and experience|experience and training|training and experience|education and training)$|^(?:desirable|typical|preferred) qualifications$|^knowledge and abilities$/, "knowledge"],
  [/^(?:factor \d+\W*)?(?:supervisory controls|guidelines|complexity|scope and effect|personal contacts|purpose of contacts|contacts|physical demands|work environment|working conditions)$/, "drop"],
  [/^(?:conditions of employment|other significant facts|special requirements|evaluation statement|classification (?:statement|standards?(?: used)?)|fair labor standards act.*|flsa.*|position sensitivity.*|bargaining unit.*|competitive level.*|supervisory status|cybersecurity code.*|drug testing.*|financial disclosure.*|telework.*|position information|employee certification|supervisory certification|certification|signatures?|approvals?|point total|total points|grade conversion.*|organizational (?:location|title)|organization|travel|(?:required )?licen[sc]es?(?:(?: and | or |\/)certific(?:ations?|ates?))?|(?:required )?certifications?|licenses? and certifications? required|physical requirements|environmental conditions|minimum requirements|supervision received|supervision exercised)$/, "drop"],
];

/** "Factor 1 - Knowledge Required by the Position (Level 1-7, 1250 points)" → "knowledge required by the position". */
function headingKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/\((?:[^)]*(?:level|points?|pts|%)[^)]*)\)/g, " ")
    .replace(/\b(?:fl|factor level)?\s*level\s*\d+\s*[-–]\s*\d+[a-z]?\b.*$/, " ")
    // "Supervisory Controls FL 2-4, 450 pts."
    .replace(/\bfl\s*\d+\s*[-–]\s*\d+[a-z]?\b.*$/, " ")
    .replace(/\b\d+\s*(?:points?|pts)\b/g, " ")
    .replace(/\d+\s*%|\bpercent(?:age)? of time\b.*$/g, " ")
    .replace(/^(?:factor|fl|part|section)\s*(?:\d+|[ivx]+)\s*[-–.:)]?\s*/, "")
    .replace(/^(?:\d+|[a-z]|[ivx]+)[.)]\s+/, "")
    .replace(/[:.\s–—-]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function classifyHeading(line: string): SectionKind | null {
  if (line.length > 110) return null;
  const key = headingKey(line);
  if (!key || wordCount(key) > 9) return null;
  for (const [re, kind] of HEADINGS) if (re.test(key)) return kind;
  return null;
}

/** Header fields ("Position Title: ...", "Series/Grade: GS-2210-12") are dropped outright. */
const HEADER_FIELD =
  /^(?:official |position |working |organizational )?(?:position|title|series|grade|pay plan|series\/grade|pay plan\/series\/grade|grade\/series|pd(?: number| no\.?| #)?|position (?:description )?(?:number|no\.?)|agency|department|organization(?:al location)?|supervisor|reports to|location|duty station|salary|pay range|fpl|full performance level|flsa(?: status)?|bargaining unit(?: status)?|competitive level(?: code)?|position sensitivity|sensitivity|security clearance|clearance|drug test(?:ing)?|telework|flsa (?:designation|exemption|classification)|classified by|date classified|date|occupational code|job code|class code|class title|classification|bureau|division|branch|section|unit|employee|incumbent|name|prepared by|approved by|effective date|pd #|career ladder|promotion potential|job series|job family|work schedule|schedule)\s*(?:#|:)\s*\S/i;

/** An announcement's terms of employment, however long the sentence runs on ("Work Schedule: Monday through Friday, 6:00 a.m. - 2:30 p.m. The person …"). */
const TERMS_FIELD = /^(?:(?:work|duty) schedule|schedule|tour of duty|work hours|hours of work|salary|pay (?:range|scale)|(?:recruitment|relocation|retention)(?: (?:&|and) (?:relocation|retention))? incentives?|critical skills incentive|telework eligible|remote job|travel required|relocation expenses reimbursed)\s*(?:\([^)]*\)\s*)?:/i;

/** Dropped headings that are fields of one line, never a section of several paragraphs. */
const ONE_LINE_FIELD = /^(?:organizational (?:location|title)|organization|telework.*|travel|drug testing.*|financial disclosure.*|position sensitivity.*|bargaining unit.*|competitive level.*|flsa.*|fair labor standards act.*|cybersecurity code.*|supervisory status)$/;

/** The note before a class specification's examples of duties. */
const EXAMPLES_NOTE = /\bmay not (?:include|perform) all (?:of )?the (?:duties|tasks)\b|\bexamples (?:do not|may not|are not intended to) (?:cover|include|describe)\b|\b(?:duties|examples) (?:listed )?(?:are|is) (?:illustrative|intended only)\b/i;

/** "…; and perform other duties as assigned" closing a sentence of duties. */
const CLOSING_OTHER_DUTIES = /(?<=\S(?:\s+\S+){4,})\s*[;,]\s*(?:and\s+)?(?:(?:performs?|does|do|completes?)\s+)?(?:all\s+|any\s+)?(?:other|related)\s+(?:related\s+)?(?:duties|work|tasks)\s+as\s+(?:assigned|required|directed|needed)\.?\s*$/i;

/** Sentences that are boilerplate wherever they appear. */
const BOILERPLATE_SENTENCE: readonly RegExp[] = [
  /\bother (?:related )?duties as (?:assigned|required)\b/i,
  // How to apply: "You may apply for up to two (2).", "Applicants must select …".
  /^(?:you|applicants?|candidates?)\s+(?:may|must|should|can|will (?:need to|be asked to))\s+(?:also\s+)?(?:apply|submit|select|choose|indicate|upload)\b/i,
  /^(?:and |also )?performs? (?:other|related) duties\b/i,
  /\bpercent(?:age)? of time\b/i,
  /^\(?\d{1,3}\s*%\)?\.?$/,
  /\b(?:this|the) position (?:is|has been) (?:classified|designated|subject|covered|located)\b/i,
  /\bmust (?:be able to )?(?:obtain|maintain|possess) (?:and maintain )?(?:a )?(?:top secret|secret|security)\b/i,
  /\b(?:the work|work) is (?:primarily |mostly |generally )?sedentary\b/i,
  /\bwork is (?:performed|accomplished) (?:in|primarily in) an? (?:office|adequately)\b/i,
  /\b(?:the )?supervisor,?(?: in consultation with the (?:incumbent|employee),?)? (?:provides|sets|assigns|makes|reviews|defines|identifies|determines|establishes|outlines|approves|is available|develops|evaluates)\b/i,
  /\bwork is reviewed (?:for|in terms of)\b/i,
  /\bguidelines (?:include|consist|are)\b/i,
  /\bcontacts are (?:with|made|to)\b/i,
  /\bthe purpose of (?:the )?contacts\b/i,
  /\b(?:incumbent|employee) (?:is|may be) required to (?:travel|work overtime|lift)\b/i,
  /\b(?:drug|random) testing\b/i,
  /\bsubject to (?:a )?(?:background|security|drug)\b/i,
  /\bfinancial disclosure\b/i,
  /\bequal opportunity employer\b/i,
  // Announcement marketing: "Apply for this exciting opportunity to ...", "Join our team".
  /\b(?:apply (?:now )?for|take advantage of) this (?:exciting |unique |rewarding )?opportunity\b/i,
  /\b(?:this|an) exciting (?:opportunity|career|position)\b/i,
  /^(?:join|come join) (?:our|the|a|an) (?:[\w-]+,? ){0,4}(?:team|agency|organization|office|division|staff|group|workforce)\b/i,
  /^(?:are you|do you want|looking for) (?:ready|interested|a career|an? (?:exciting|rewarding))\b/i,
  /^(?:see|refer to) (?:attached|above|below)\b/i,
  /\bpoints?\)?\.?$/i,
  // "Class specifications are intended to present a descriptive list of the range of duties ...".
  /\b(?:class )?specifications? (?:are|is) (?:not )?intended to\b/i,
  // A USAJOBS page's own lines, pasted with the duties: "This job announcement has closed", "Help".
  /^(?:this (?:job )?announcement (?:has )?closed|this job is open to|(?:reviewing|accepting) applications|hiring (?:complete|paused)|learn more about this agency|clarification from the agency|open (?:&|and) closing dates|(?:\d+|few|many) vacanc(?:y|ies)(?: in the following locations?)?|(?:help|videos)$)/i,
  // Minimum qualifications run into the duties: "Master's degree with coursework in urban planning,
  // 4 years of … experience", "Qualifying education, training and experience … will be considered".
  /^(?:note\W+)?(?:(?:a|an|the)\s+)?(?:master'?s|bachelor'?s|associate'?s|doctoral|doctorate|graduate|four-year|4-year|two-year|2-year|college|university|high school)\s+(?:(?:or\s+)?(?:higher\s+)?(?:level\s+)?)?(?:degree|diploma|education)\b/i,
  /^(?:note\W+)?(?:qualifying|any|an?)?\s*(?:equivalent\s+)?(?:combination of\s+)?education,?\s+(?:training,?\s+)?(?:and|or)\s+experience\b/i,
  /\bor an? equivalent combination of (?:education|training|experience)\b/i,
  // "Work specialization may depend on the specific position": the class, not the person.
  /^[^;:]{0,60}\bmay (?:vary|depend) (?:by|on|with|according to) (?:the )?(?:specific |individual |particular )?(?:position|assignment|agency|location)\.?$/i,
];

/**
 * Sentences that describe the job instead of stating a duty ("Work primarily involves the
 * protection of life and property", "Work outcomes are reviewed with a superior", "This
 * position involves unusual and difficult work", "Members of the classification will perform
 * ..."), and the supervision the person works under. They keep their words for the job's field
 * and skills but never become a resume bullet.
 */
const DESCRIPTIVE_SENTENCE: readonly RegExp[] = [
  /^(?:the )?work(?: primar(?:il)?y| mainly| generally| typically| often| frequently)? (?:involves|includes|requires|consists|demands|entails|is|are|outcomes|results|assignments|products)\b/i,
  /^(?:this|the) (?:position|class(?:ification)?|job|role|level|series|assignment)s? (?:involves|requires|is|are|includes|exists|entails|differs|performs|provides|has)\b/i,
  /^(?:members|employees|incumbents|positions|persons) (?:of|in) (?:this|the|these) (?:class|classification|series|level|positions?)\b/i,
  /^(?:works?|performs? (?:work|duties)) under (?:the )?(?:general |close |direct |immediate |administrative |technical |limited |minimal |moderate )?(?:supervision|direction|guidance|oversight|review)\b/i,
  /^receives? (?:general |close |direct |immediate |administrative |technical )?(?:supervision|direction)\b/i,
  // "Knowledge of accounting procedures", "Person selected should ...": what the class requires
  // (skills evidence), not a duty. ("Ability to ..." is read as the duty it names: bullets.ts.)
  /^(?:(?:the )?(?:knowledge|skill|skills|proficiency|familiarity|working knowledge|thorough knowledge|some knowledge|considerable knowledge) (?:of|in|with)\b|(?:the )?person selected (?:should|must|will)\b|(?:most |many |some |all )?positions (?:in this class )?require\b)/i,
];

/**
 * "Employees in this classification conduct regulatory inspections, respond to complaints ...":
 * the class's members as the subject of a duty verb state duties. Verbs of supervision received,
 * conditions and the class's scope do not ("Employees in this class receive general supervision").
 */
const OF_THE_CLASS = "(?:of|in) (?:this|the|these) (?:job |position )?(?:class|classification|series|level|positions?)(?:es)?";
// "After it has been determined elsewhere that these accounts are delinquent, positions in this
// class contact the taxpayer …": a short clause before the subject.
const MEMBERS_DO = new RegExp(
  `^(?:[^,;]{10,200},\\s+)?(?:(?:employees|incumbents)(?: ${OF_THE_CLASS})?|(?:persons|positions) ${OF_THE_CLASS}|(?:an?|each|the) (?:employee|incumbent|person|position) ${OF_THE_CLASS})\\s+(?:(?:are|is) (?:authorized|empowered|required|expected) to\\s+)?([a-z]+)\\b`,
  "i",
);
/** Verbs of the conditions and supervision a class works under ("Employees in this class receive …"), not its duties. */
export const NOT_A_DUTY_VERB: ReadonlySet<string> = new Set(["receive", "work", "report", "perform", "do", "function", "operate", "serve", "act", "exercise", "follow", "need", "require", "use", "have", "include"]);

/** The duty of a "members of the class do X" sentence, from its verb on ("conduct regulatory inspections, ..."); else null. */
export function classMembersDuty(sentence: string): string | null {
  const s = sentence.trim();
  const m = MEMBERS_DO.exec(s);
  const verb = m?.[1].toLowerCase();
  const info = verb ? lookupVerb(verb) : undefined;
  // "Employees in this class conduct …"; "An employee in this class performs analysis of …".
  // "Positions in this class are authorized to seize assets …": the verb after "to" is a base form.
  const plural = /^(?:[^,;]{10,200},\s+)?(?:employees|incumbents|persons|positions)\b/i.test(s) || /\b(?:are|is) (?:authorized|empowered|required|expected) to\s+[a-z]+$/i.test(m?.[0] ?? "");
  const form = plural ? "base" : "third";
  // "An employee in this class has responsibility for identifying short circuits": a duty too
  // ("has" is no verb of the verb list).
  if (m && /^(?:has|have)$/.test(verb ?? "") && /^\s*(?:the\s+)?(?:overall\s+|primary\s+|full\s+)?responsibility for\s+[a-z]+ing\b/i.test(s.slice(m[0].length))) return s.slice(m[0].length - m[1].length);
  if (!m || !verb || !info || info.form !== form) return null;
  // "performs analysis of programs" is a duty, "performs the full range of duties" is not.
  // Nor "perform the most difficult and accountable types of duties assigned to classes".
  const performsDuty =
    info.base === "perform" &&
    !/^\s*(?:the |a |all )?(?:full range of |variety of |wide variety of |related |other |similar |routine |assigned )*(?:duties|work|tasks|functions|assignments)\b/i.test(s.slice(m[0].length)) &&
    !/^\s*(?:[\w-]+\s+){0,6}?(?:types|kinds|range|variety) of (?:\w+\s+)?(?:duties|work|tasks|functions|assignments)\b/i.test(s.slice(m[0].length));
  // "Employees work closely with the Veterans Administration to verify the status of claims": a duty.
  const worksWith = info.base === "work" && /^\s*(?:closely |directly )?with [^,;]{1,80}? to [a-z]+/i.test(s.slice(m[0].length));
  if (NOT_A_DUTY_VERB.has(info.base) && !performsDuty && !worksWith) return null;
  return s.slice(m[0].length - m[1].length);
}

/** Whether a sentence describes the job rather than stating a duty (see DESCRIPTIVE_SENTENCE). */
export function isDescriptiveSentence(sentence: string): boolean {
  if (classMembersDuty(sentence)) return false;
  return DESCRIPTIVE_SENTENCE.some((re) => re.test(sentence.trim()));
}

/** Removes grade/series codes, weights and PD furniture inside a sentence. */
export function cleanInline(sentence: string): string {
  return sentence
    .replace(/\((?:\s*(?:approx(?:imately)?\.?\s*)?\d{1,3}\s*%\s*(?:of time)?\s*)\)/gi, " ")
    .replace(/\s*[-–—:]\s*\d{1,3}\s*%\s*(?:of time)?\s*$/i, "")
    .replace(/^\s*\d{1,3}\s*%\s*(?:of time)?\s*[-–—:]?\s*/i, "")
    // Pay plan, series and grade: "GS-0343-12", and the plans of agencies with their own (FDIC
    // "CG-570-13/14", Smithsonian "IS-0801-15"): two capitals, a dash, a series number.
    .replace(/\b[A-Z]{2}\s*[-–]\s*\d{3,4}(?:\s*[-–]\s*(?:\d{1,2}|[IVX]{1,4})(?:\s*\/\s*\d{1,2})*)?\b/g, " ")
    .replace(/\b(?:GS|GG|GM|WG|WL|WS|NH|NJ|NK|ND|NT|YA|YB|YC|YD|ZA|ZP|ZS|ZT|FV|FG|SV|ES)\s*[-–]\s*\d{1,2}(?:\s*\/\s*\d{1,2})*\b/g, " ")
    // "Forestry Tech- GS 6", "Supervisory Engineer GS15": a grade written with a space or none.
    .replace(/\b(?:GS|WG|WL|WS)\s*\d{1,2}(?:\s*\/\s*\d{1,2})*\b/g, " ")
    .replace(/\b(?:grade|series)\s*(?:level\s*)?\d{1,4}\b/gi, " ")
    .replace(/\(\s*(?:FPL|full performance level)[^)]*\)/gi, " ")
    .replace(/\bFPL\s*\d{1,2}\b/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/\(\s*\)/g, " ")
    .replace(/,\s*(?=\()/g, " ")
    .replace(/\s{2,}/g, " ")
    // "GS-11: Plans, designs …" once its grade is gone.
    .replace(/^\s*[:;,–—-]\s*/, "")
    .trim();
}

/**
 * A job title without the class code a state or local employer files it under: "Attorney 1
 * (Class Code 079441)", "Network Administrator 1 (Job Code 01514)", "Epidemiologist II
 * (#006164)", "Fire Lieutenant (6B03)", "Clerk, class code 285F". Series and grades are
 * cleanInline's.
 */
/** One code of a title's parenthetical: "Job Code 07564", "Pay Grade C23", "Salary Group B16", "SR-11", "#004684". */
const CODE_PART = /^\s*(?:(?:job|class(?:ification)?|position|title|item|occ(?:upational)?\.?)\s*(?:code|no\.?|number|#)?|(?:pay|salary)\s+(?:grade|range|group|plan|band)|grade|range|band|bargaining unit|#|no\.)?\s*:?\s*#?\s*[A-Z]{0,5}-?\d[\dA-Z-]*\s*$/i;

export function stripClassCode(title: string): string {
  return title
    // A parenthetical of codes only, separated by commas: "(Job Code 07564, Pay Grade C23)", "(SR-11, BU-03)".
    .replace(/\(([^()]*,[^()]*)\)/g, (m, inner: string) => (inner.split(",").every((part) => CODE_PART.test(part)) ? " " : m))
    // New York counties' grade letters: "Case Supervisor Grade B".
    .replace(/,?\s*\b[Gg]rade\s+[A-Z]\s*$/, " ")
    .replace(/\(\s*(?:(?:job|class(?:ification)?|occ(?:upational)?\.?|position|title|item)\s*(?:code|no\.?|number|spec(?:ification)?|#)?|#|no\.)\s*:?\s*#?\s*[A-Z0-9-]*\d[A-Z0-9-]*\s*\)/gi, " ")
    .replace(/\(\s*[A-Z]?\d[A-Z0-9]{2,9}\s*\)/g, " ")
    // Short codes of letters and digits: "(H23)", "(VE6/4)".
    .replace(/\(\s*[A-Z]{1,3}\d{1,3}[A-Z]?(?:\/\d{1,3})?\s*\)/g, " ")
    // Announcement numbers and temporary-assignment notes: "(Vacancy Announcement No.: DG-002-2023)", "Detail/Temporary Promotion".
    .replace(/\([^()]*\b(?:vacancy|announcement|job opening|requisition|req\.?\s*(?:no|#))\b[^()]*\)/gi, " ")
    .replace(/\s*[-–—,]?\s*\b(?:detail\s*\/\s*temporary promotion|temporary promotion|detail assignment|not[- ]to[- ]exceed[^,;]*|direct[- ]hire(?: authority)?|open continuous(?:ly)?|re-?announcement)\s*$/gi, " ")
    // Hours and terms of the post: "(40 Hour)", "(Part-Time)", "(PT)", "(Seasonal)".
    .replace(/\(\s*(?:\d{2}(?:\.\d)?\s*(?:-\s*)?hours?(?:\s*(?:per\s*)?week)?|part[- ]time|full[- ]time|pt|ft|temporary|seasonal|limited[- ]term|intermittent|per diem)\s*\)/gi, " ")
    // An option and its code: "Human Resource Analyst 4 (General, 0504A)" → "(General)".
    .replace(/\(\s*([A-Za-z][^(),]{1,40}?),\s*[A-Z]?\d{3,6}[A-Z]?\s*\)/g, "($1)")
    // Numbered codes with separators: "(7615-19)", "(2.208.1)".
    .replace(/\(\s*\d{1,5}(?:[.-]\d{1,5}){1,3}\s*\)/g, " ")
    // A pay range or salary grade after the title: ", SR-20", ", Pay Range GC21", "(Pay Grade: 27)", ", Grade ASTD8".
    .replace(/\(\s*(?:(?:(?:salary|pay)\s+)?(?:range|grade)\s*:?\s*[A-Z]{0,5}-?\d{1,3}[A-Z]?|SR-?\d{1,2})\s*\)/gi, " ")
    .replace(/,?\s*\b(?:(?:(?:salary|pay)\s+)?(?:range|grade)\s*:?\s*[A-Z]{0,5}-?\d{1,3}[A-Z]?|SR-?\d{1,2})\s*$/gi, " ")
    // A position description's number: ", PD# 07564A", "(PD No. 12345)", "Position Description #D1234".
    .replace(/\(\s*(?:PD|position description)\s*(?:#|no\.?|number)?\s*:?\s*#?\s*[A-Z0-9-]*\d[A-Z0-9-]*\s*\)/gi, " ")
    .replace(/,?\s*\b(?:PD|position description)\s*(?:#|no\.?|number)?\s*:?\s*#?\s*[A-Z0-9-]*\d[A-Z0-9-]*\s*$/gi, " ")
    .replace(/,?\s*\b(?:job|class|occ(?:upational)?\.?)\s*(?:code|no\.?|number|spec)\s*:?\s*#?\s*[A-Z0-9-]*\d[A-Z0-9-]*/gi, " ")
    // A class number after a dash, and a category prefix: "Librarian I - 8030", "PS: Hum Res Specialist".
    .replace(/\s+[-–—]\s*\d{3,6}\s*(?=,|$)/g, " ")
    .replace(/^\s*[A-Z]{1,4}\s*:\s+/, "")
    .replace(/\s{2,}/g, " ")
    .replace(/[\s,]+$/, "")
    .trim();
}

/** "911 Dispatcher" → "9-1-1 Dispatcher": the emergency number as NENA and APCO write it, not a code. */
export function writeEmergencyNumber(title: string): string {
  return title.replace(/(?<![\d-])911(?![\d-])/g, "9-1-1");
}

/** A time weight as PDs write it: "(40%)", "– 35%", "40% -", "Percentage of time: 30%". */
const WEIGHT = /\(\s*(?:approx(?:imately)?\.?\s*)?\d{1,3}\s*%\s*(?:of time)?\s*\)|[-–—:]\s*\d{1,3}\s*%\s*(?:of time)?\s*$|^\s*\d{1,3}\s*%\s*[-–—:]/i;

/** A duty-area heading such as "Duty 2: Contract Administration (30%)" or "CONTRACT PLANNING – 35%". */
function dutyLabel(line: string): string | null {
  if (/[.!?]\s*$|\.\s+[A-Z]/.test(line.replace(WEIGHT, ""))) return null;
  const hasWeight = WEIGHT.test(line) || /\bmajor duty\b|^duty\s*\d/i.test(line);
  const text = cleanInline(line.replace(/^(?:major )?duty\s*\d*\s*[:.)–-]?\s*/i, "")).replace(/[:.]$/, "");
  const n = wordCount(text);
  if (!text || n > 9) return null;
  if (hasWeight || (line === line.toUpperCase() && /[A-Z]{3}/.test(line) && n <= 6)) return text;
  // "Empowering Families of Milwaukee (EFM)": a program's or duty area's name in Title Case above its duties.
  if (n >= 2 && n <= 7 && text.split(/\s+/).filter((w) => !/^(?:of|and|the|for|to|in|on|&|a|an|with)$/i.test(w)).every((w) => /^[A-Z0-9(]/.test(w))) return text;
  return null;
}

/** "ANSWERS PHONES AND GREETS VISITORS." → "Answers phones and greets visitors." (acronyms kept). */
export function normalizeCaps(line: string): string {
  const letters = line.replace(/[^A-Za-z]/g, "");
  if (letters.length < 15 || letters.replace(/[^A-Z]/g, "").length / letters.length < 0.8) return line;
  return sentenceCase(line);
}

/** Lower-cases a shouted line, keeping acronyms, and capitalises sentence starts. */
export function sentenceCase(line: string): string {
  const known = knownAcronyms();
  const keep = (w: string) => isAllowedAcronym(w) || known.agencies.has(w) || known.translated.has(w) || known.kept.has(w);
  const lowered = line.replace(/[A-Za-z][A-Za-z0-9&'-]*/g, (w) => (keep(w) ? w : w.toLowerCase()));
  return lowered.replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

/**
 * "Program Coordination (50%) - Coordinates the grant program" → label + duty, when the text
 * after the dash or colon starts with a verb.
 */
export function splitLeadingLabel(content: string): { label: string | null; rest: string } {
  // A hyphen inside a word ("Agent-in-Charge") separates nothing: a hyphen needs a space beside it.
  const m = /^([^.;:]{3,70}?)\s*(?:\(\s*\d{1,3}\s*%\s*\))?(?:\s*[:–—]|\s+-|-\s+|(?<=\))-)\s*([A-Z][a-z]+)(\b.*)$/.exec(content);
  if (!m || wordCount(m[1]) > 6) return { label: null, rest: content };
  const verb = lookupVerb(m[2]);
  if (!verb || verb.form === "gerund" || lookupVerb(m[1].split(/\s+/)[0])?.form === "third") return { label: null, rest: content };
  return { label: cleanInline(m[1]), rest: `${m[2]}${m[3]}` };
}

export function stripBoilerplate(description: string): CleanedDescription {
  // "Duty 1: ... Duty 2: ..." pasted as one paragraph: one duty per line.
  const text = description.replace(/([^\n])[ \t]+(?=(?:Major\s+)?Duty\s*\d+\s*[:.)–-])/gi, "$1\n");
  const lines = joinWrappedLines(splitLines(text));
  const hasHeadings = lines.some((l) => {
    const k = classifyHeading(l.replace(/:.*$/, ""));
    return k !== null && k !== "intro";
  });
  let section: SectionKind = hasHeadings ? "intro" : "duties";
  const out: CleanedDescription = { duties: [], labels: [], knowledge: [], achievements: [], text: "" };
  let headed = false;

  for (const raw of lines) {
    const line = stripBullet(raw);
    if (!line) continue;
    // Class specifications: "Any one position may not include all the duties listed ..." opens the duty list.
    if (EXAMPLES_NOTE.test(line) && wordCount(line) <= 40) {
      section = "duties";
      continue;
    }
    // A bulleted line that starts with a duty verb is a duty, whatever heading came before it.
    if (section === "drop" && line !== raw.trim() && lookupVerb(/^[A-Za-z]+/.exec(line)?.[0] ?? "")?.form === "third") section = "duties";
    if (HEADER_FIELD.test(line) && wordCount(line) <= 14) continue;

    // "Supervisory Controls: The supervisor ..." — heading and text on one line.
    const inline = /^([^:]{3,80}):\s*(.*)$/.exec(line);
    // "Position Classification (35%)" or "Budget Formulation (35%): Prepares ...": a weighted duty area.
    const weighted = WEIGHT.test(inline ? inline[1] : line) && wordCount(cleanInline(inline ? inline[1] : line)) <= 9 && !/[.!?]$/.test(inline ? inline[1] : line);
    const wholeKind = weighted && !inline ? "duties" : classifyHeading(line);
    const inlineKind = inline ? (weighted ? "duties" : classifyHeading(inline[1]) ?? inlineLabelKind(inline[1], inline[2], section)) : null;
    // "Classification Standard" atop a state class specification names the document, not a
    // federal PD's closing section: what follows is the class's definition and duties.
    if (wholeKind === "drop" && !headed && headingKey(line) === "classification standard") continue;
    if (wholeKind || inlineKind) headed = true;
    if (wholeKind) {
      section = wholeKind;
      if (weighted || /^duty\s*\d|major duty/i.test(line)) pushLabel(out, line);
      continue;
    }
    let content = line;
    // "Organizational Location: This position is with the Department of …": a one-line field, not
    // a section; the duties that follow stay in the section they were in.
    if (inline && inlineKind === "drop" && inline[2] && ONE_LINE_FIELD.test(headingKey(inline[1]))) continue;
    if (inline && inlineKind) {
      section = inlineKind;
      content = inline[2];
      if (weighted || /^duty\s*\d|major duty/i.test(inline[1]) || inlineKind === "duties") pushLabel(out, inline[1]);
      if (!content) continue;
    }
    if (section === "drop") continue;
    if (section === "duties" || section === "intro") {
      const label = dutyLabel(content);
      if (label) {
        out.labels.push(label);
        continue;
      }
      const lead = splitLeadingLabel(content);
      if (lead.label) {
        out.labels.push(lead.label);
        content = lead.rest;
      }
    }
    content = normalizeCaps(content);
    for (const sentence of splitSentences(content)) {
      // "…; collects samples for laboratory testing; and perform other duties as assigned": the
      // duties before the closing boilerplate stay.
      const s = sentence.replace(CLOSING_OTHER_DUTIES, ".");
      if (BOILERPLATE_SENTENCE.some((re) => re.test(s))) continue;
      // "… Performs other duties as assigned. Work Schedule: Monday through Friday, 6:00 a.m. - 2:30
      // p.m.": a header field run into the paragraph.
      if ((HEADER_FIELD.test(s) && wordCount(s) <= 14) || TERMS_FIELD.test(s)) continue;
      const cleaned = cleanInline(s);
      if (wordCount(cleaned) < 2) continue;
      if (section === "knowledge" || isDescriptiveSentence(cleaned)) out.knowledge.push(cleaned);
      else if (section === "achievements") out.achievements.push(cleaned);
      else out.duties.push(cleaned);
    }
  }
  out.text = [...out.labels, ...out.duties, ...out.knowledge, ...out.achievements].join("\n");
  return out;
}

/**
 * "Budget Formulation: Prepares ..." inside the duties — a short Title Case area name before a
 * colon, followed by a sentence — is a duty label, not a heading to obey.
 */
function inlineLabelKind(prefix: string, rest: string, section: SectionKind): SectionKind | null {
  if (section !== "duties" && section !== "intro") return null;
  const p = cleanInline(prefix.replace(/^(?:\d+|[a-z])[.)]\s*/i, ""));
  if (!p || wordCount(p) > 6 || wordCount(rest) < 5) return null;
  const words = p.split(/\s+/).filter((w) => !/^(?:and|of|the|for|to|in|&)$/i.test(w));
  return words.every((w) => /^[A-Z0-9(]/.test(w)) ? "duties" : null;
}

function pushLabel(out: CleanedDescription, line: string) {
  const label = dutyLabel(line) ?? cleanInline(line.replace(/^(?:major )?duty\s*\d*\s*[:.)–-]?\s*/i, ""));
  if (label && wordCount(label) <= 9) out.labels.push(label.replace(/[:.]$/, ""));
}
