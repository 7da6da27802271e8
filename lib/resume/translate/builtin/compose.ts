/**
 * The built-in engine's pipeline, synchronous and deterministic given the index and a clock:
 * boilerplate → series/family → O*NET ranking → bullets, skills, tools, certifications →
 * summary → acronyms spelled out once → plain text.
 */
import type { ExperienceEntry } from "@/db/schema";
import { numbersIn } from "../numbers";
import { RESULT_LIMITS } from "../schema";
import type { TranslatedResumeContent, TranslationInput, TranslationPosition } from "../types";
import { cleanInline, sentenceCase, stripBoilerplate, stripClassCode, writeEmergencyNumber, type CleanedDescription } from "./boilerplate";
import { findCertifications } from "./certifications";
import { resolveCrosswalk, type CrosswalkHit } from "./crosswalk";
import { isPresent, monthsOfExperience, recencyKey } from "./dates";
import { applyJargon, expandEmployer, expandTitleOptions, jargonContext, spellOutOnce, type JargonContext } from "./jargon";
import type { OnetIndex } from "./onet-index";
import { rankRoles, suggestedRoles, type PositionSignals, type RankedOccupation } from "./roles";
import { classProseDuty, ownTitleSubject, plainStatement, rewriteDuty, splitProseDuty } from "./bullets";
import { breakCopiedRun, polishBullet, sourceRuns, verbForms } from "./polish";
import { lookupVerb } from "./verbs";
import { buildCandidates, pickAchievements, pickBullets, type Candidate } from "./select";
import { detectSeries, type SeriesInfo } from "./series";
import { phraseSkills, selectSkills } from "./skills";
import { asGerundPhrase, buildSummary, governmentLevel, sectorPhrase } from "./summary";
import { findTools } from "./tools";
import { renderResumeText } from "./render-text";
import { familiesNear, familyOfOnetCode, familyOfTitle, getRoleMap, type RoleFamily, type RoleMapEntry, type Seniority, adjacentLevels } from "../roles";
import { TITLE_SMALL_WORDS } from "../roles/text";
import { byCoachShare, COACH_TITLES, type CoachTitles, coachShares } from "../roles/coach-titles";
import { normalizeTitleKey } from "../roles/role-map";
import { chooseEntry, demoteUnlikely, gsEquivalent, HEAD_OF_OFFICE, levelAndBlend, NOT_A_PEOPLE_MANAGER, ownTitle, payBand, rolesForPositions, withoutProjectManager } from "../roles/select";
import { evidencedSpecialties } from "../roles/specialties";
import { normalizeRoleText } from "../roles/text";
import { namedInText, namedSkillsAcrossMap, stems, supportedSkills } from "../roles/skills";
import { DOMAIN_SKILLS, ONET_SKILLS } from "../data/skills-lexicon";
import { ACTION_VERBS } from "../data/action-verbs";

type Analyzed = {
  position: TranslationPosition;
  series: SeriesInfo;
  cleaned: CleanedDescription;
  crosswalk: CrosswalkHit | null;
  ctx: JargonContext;
  title: string;
  matchText: string;
};

const RECENCY_WEIGHTS = [1, 0.7, 0.5];
/**
 * Whether a position supervises others: a supervisory title, a clear statement ("first-line
 * supervisor", "direct reports", "supervises a staff of 12"), or supervising named as a duty at
 * least twice. "Works under the supervision of", "reports to the supervisor" and one "may assign
 * and supervise the work of aides" in a journey-level class specification do not count.
 */
/**
 * A PD's header that names the staff supervised: "SUPERVISES: Administrative Assistant, EMS
 * Specialist", "Supervision exercised: Exercises direct supervision over clerical staff" (not
 * "Supervises: None", not "Supervision received").
 */
export function namesSupervisedStaff(description: string): boolean {
  const m = /^\s*(?:supervises|supervision exercised|supervisory responsibilit(?:y|ies)|positions supervised|staff supervised)\s*:\s*(.*)$/im.exec(description);
  // "May lead/supervise ... as assigned" is the journey-level "may supervise", not a staff.
  // "Personnel Analyst II may exercise technical supervision over ...": a hedge, wherever the "may" stands.
  if (m === null) return false;
  // "SUPERVISION EXERCISED:LOCATION OF WORK:May be used by all state agencies.": an empty heading
  // runs into the next one.
  const body = m[1].trim().replace(/^[A-Z][A-Z ,&/'()-]{2,}:.*$/, "");
  // "SUPERVISORY RESPONSIBILITIES: Receives general supervision from ... This job has no supervisory responsibilities."
  // "This position has no assigned supervisory responsibility."
  if (/\bno (?:\w+ ){0,2}supervis(?:ory|ion)\b|\b(?:does|do) not (?:\w+ )?supervise\b|\bnot (?:a )?supervisory\b/i.test(body)) return false;
  if (/^(?:receives?|is supervised|works under|reports to)\b/i.test(body) && !/\b(?:supervises|exercises (?:\w+ )?supervision over)\b/i.test(body)) return false;
  return /[a-z]{3,}/i.test(body) && !/^(?:none|n\/a|no\b|not applicable)/i.test(body) && !/^(?:\S+\s+){0,6}?may\b/i.test(body);
}

/**
 * The first level of a class series ("Park Ranger 1", "Social Worker I", "Personnel Analyst
 * Trainee"): the series' entry class. Its "may lead or supervise less trained staff" and the
 * occasional "supervises lifeguards" describe lead work, never a supervisor's position, which
 * has its own class higher in the series.
 */
export function isEntryLevelClass(jobTitle: string): boolean {
  // "Network Administrator 1 (Job Code 01514)": the code in parentheses is no part of the level.
  const t = jobTitle
    .replace(/\((?:[^()]*\b(?:code|class|no)\b[^()]*|\s*\d[\dA-Z]{2,6}\s*)\)/gi, " ")
    .replace(/[(),]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return /(?:^|[^\d-])1$|\bI$|\b(?:trainee|intern|apprentice|entry[- ]level)\b/i.test(t);
}

/** "Supervision of others is not typical": the class says outright that it does not supervise. */
const NOT_A_SUPERVISOR = /\bsupervision (?:of (?:others|staff|employees|subordinates) )?is not (?:typical|normal|usual|expected|a (?:regular|normal|typical) )/i;
/**
 * "In contrast, an Associate Budgeting Analyst typically supervises …", "The class of Dispatcher is
 * distinguished from Dispatch Supervisor in that the employee in the latter class is a first line
 * supervisor": another class of the series.
 */
const OTHER_CLASS_SENTENCE = /^(?:in contrast|by contrast|conversely|at the (?:next )?higher level|at the (?:\w+ )?supervisory levels?)\b|\b(?:is distinguished from|differs from)\b.*\b(?:latter|higher[- ]level|next higher)\b|\b(?:distinguished|differentiated|differs|different) from (?:the |an? )?(?:[A-Z][\w-]* )+(?:Supervisors?|Managers?|Chiefs?|Directors?)\b/i;

/** The part of the sentence that leads up to a position in the text. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf(". ", index), text.lastIndexOf("\n", index));
  return text.slice(start + 1, index).trim();
}

/**
 * A sentence that says the post supervises: "first-line supervisor", "direct reports", "exercises
 * direct supervision over clerical and technical personnel", "This is supervisory and advanced
 * auditing work", "performs supervisory and technical duties", "directs, through subordinate
 * supervisors, …", "the first-level management position", "responsible for the administration,
 * supervision, training, and quality of work of subordinate personnel", "Work normally involves
 * the supervision of staff".
 */
const STATES_SUPERVISION = new RegExp(
  [
    String.raw`\bfirst[- ]line supervis`,
    String.raw`\bdirect reports\b`,
    String.raw`\bsupervis(?:es|e|ed) (?:a )?(?:staff|team|unit|group|workforce) of\b`,
    String.raw`\bsupervisory (?:duties|responsibilit\w+|authority)\b`,
    String.raw`\bfull (?:range of )?supervisory\b`,
    String.raw`\bserves as (?:the |a )?(?:first-line |immediate )?supervisor\b`,
    // Not "Exercises no supervision over other County employees".
    String.raw`\bexercises (?!no\b)(?:\w+ )?supervision (?:over|of)\b`,
    String.raw`\b(?:this|it) is supervisory\b`,
    String.raw`\bperforms supervisory (?:(?:and|or) \w+ )?(?:duties|work)\b`,
    String.raw`\bthrough subordinate supervisors\b`,
    String.raw`\bfirst[- ]level (?:management|managerial) position\b`,
    String.raw`\bsubordinate (?:personnel|staff|employees)\b`,
    String.raw`\b(?:responsible for|involves|include[s]?) (?:the )?(?:\w+, )?supervision (?:of|over) (?:the )?(?:staff|personnel|employees|subordinates|the work of|day-to-day activities|a (?:section|unit|team|crew))\b`,
  ].join("|"),
  "gi",
);

/** The object of "supervises" names the people served before (or without) any staff. */
function servedNotStaff(after: string): boolean {
  const object = after.toLowerCase();
  const served = /\b(?:youths?|juveniles?|inmates?|detainees?|residents?|patients?|clients?|children|students?|offenders?|probationers?|parolees?|visitors?|campers?|prisoners?|wards?)\b/.exec(object);
  const staff = /\b(?:staff|employees?|workers?|personnel|team|crews?|subordinates?|counselors?|officers?|specialists?|technicians?|assistants?|clerks?|analysts?|nurses?|engineers?|supervisors?)\b/.exec(object);
  return served !== null && (staff === null || staff.index > served.index);
}

/** Staff who are not a manager's: seasonal, part-time or temporary help, volunteers, interns and student workers. */
const SEASONAL_HELP = /\b(?:seasonal|part[- ]time|temporary|volunteers?|interns?|student (?:workers?|employees?|assistants?))\b/i;

/** The object of "supervises" is a task ("the setting of …", "in the scheduling of …", "installation") and no staff follow in the clause. */
function overseesTask(after: string): boolean {
  const clause = after.split(/[.;:\n]/)[0]!.toLowerCase();
  if (/\b(?:staff|employees?|workers?|personnel|team|crews?|subordinates?|officers?|specialists?|technicians?|assistants?|clerks?|analysts?|inspectors?|operators?|laborers?|aides?|volunteers?|others|work of)\b/.test(clause)) return false;
  return /^\s+(?:in\s+)?(?:the\s+)?(?:\w+ing|installation|construction|placement|testing|repairs?|inspections?|collection|loading|maintenance)\b/.test(clause);
}

export function isSupervisory(jobTitle: string, text: string): boolean {
  // A project manager runs projects: the duties say whether people report to the post.
  // A case or care manager manages a caseload, not staff ("Social Services Case Manager").
  const title = withoutProjectManager(jobTitle).replace(NOT_A_PEOPLE_MANAGER, " worker");
  // "Meteorologist-in-Charge", "Officer in Charge": the head of an office.
  if (/\b(?:supervisory|supervisor|supervising|manager|chief|director|superintendent|foreman|forewoman|foreperson|sergeant|lieutenant|captain|in[- ]charge)\b/i.test(title)) return true;
  if (isEntryLevelClass(jobTitle) || NOT_A_SUPERVISOR.test(text)) return false;
  for (const m of text.matchAll(STATES_SUPERVISION)) {
    // "May perform some limited supervisory duties", "less than the full range of supervisory
    // functions": a journey level's hedge, not a supervisor's post.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index).toLowerCase();
    // "… and the absence of supervisory responsibility" sets the class apart by what it lacks.
    if (/\b(?:may|might|limited|some|occasional(?:ly)?|less than(?: the)?|no|not|without|absence of|lack of)\b[^.;]*$/.test(before)) continue;
    // "SUPERVISORY RESPONSIBILITIES: Receives general supervision ...": a heading, not a statement.
    const end = (m.index ?? 0) + m[0].length;
    const lineEnd = text.indexOf("\n", end);
    const line = text.slice(text.lastIndexOf("\n", m.index ?? 0) + 1, lineEnd < 0 ? undefined : lineEnd).trim();
    if (/^\s*:/.test(text.slice(end)) || line.replace(/:$/, "").toLowerCase() === m[0].toLowerCase()) continue;
    // A hedge earlier in the sentence ("May act as the lead worker … scheduling work of subordinate
    // staff") or the next class's sentence ("In contrast an Associate Analyst typically supervises …").
    const sentence = sentenceAt(text, m.index ?? 0);
    if (/\bmay\b|\blead worker\b/i.test(sentence) || OTHER_CLASS_SENTENCE.test(sentence)) continue;
    // "Exercises supervision over juveniles placed under the control of the facility": the people served.
    if (servedNotStaff(text.slice(end, end + 70))) continue;
    return true;
  }
  let duties = 0;
  for (const m of text.matchAll(/\bsupervis(?:es|e|ing|ed)\b/gi)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index).toLowerCase();
    // What follows the verb: its object, for the tests below.
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 90);
    if (/\b(?:under|of|by|receives?|with|from|general|close|direct|the|is|are|be|being|closely)\s+$/.test(before) || /^\s+by\b/i.test(after)) continue;
    // "Employees in this classification do not supervise other positions"; "reports to a
    // Supervising Budget Examiner" names the supervisor's class.
    if (/\b(?:not|never|no)\s+$|\b(?:to|from) (?:a|an)\s+$/.test(before)) continue;
    if (OTHER_CLASS_SENTENCE.test(sentenceAt(text, m.index ?? 0))) continue;
    // "District Conservation Officer Supervisors supervise Conservation Officers": the sentence's
    // subject is the supervisors' class (this title has no supervisory word, or it had returned).
    if (/\b(?:supervisors?|managers?)\s+$/.test(before)) continue;
    // "Supervises the setting of river gauges", "supervises in the scheduling of testing": a task
    // overseen, not staff.
    if (overseesTask(after)) continue;
    // "May supervise the work of others", "may also lead or supervise": the journey level's hedge.
    if (/\bmay (?:also |occasionally |be (?:required|asked|assigned) to )?(?:(?:lead|train|assign|direct|review)(?:,| and| or| and\/or)? )*$/.test(before)) continue;
    // Supervising the people served ("supervises the conduct of detained youths", "supervises
    // probationers") is the job itself, not supervision of staff.
    if (servedNotStaff(after.slice(0, 70))) continue;
    // "Supervises … seasonal and part-time personnel", "supervises volunteers": a program's
    // coordinator or a crew's lead, not a manager of staff.
    const object = after.split(/[.;\n]/)[0]!;
    if (SEASONAL_HELP.test(object) && !/\b(?:full[- ]time|permanent)\b/i.test(object)) continue;
    duties++;
  }
  return duties >= 2 || /\blead(?:s|ing)? (?:a )?team of\b/i.test(text);
}

/** Private-sector wording of a job title: codes removed, option codes spelled out, jargon translated. */
export function translateTitle(jobTitle: string, ctx: JargonContext): string {
  // "ADMINISTRATIVE ASSISTANT" → "Administrative Assistant"; acronyms such as IT stay.
  // Codes go first, while their pay plans are still in capitals ("AUDITOR, GS-0511-9/11/12").
  const uncoded = cleanInline(withoutLeadingClassCode(jobTitle));
  const cased = uncoded === uncoded.toUpperCase() && /[A-Z]{4,}/.test(uncoded) ? titleCase(sentenceCase(uncoded)) : uncoded;
  const cleaned = cleanInline(expandTitleOptions(cased).replace(/\s*\band\s*\/\s*or\b\s*/gi, " and "))
    .replace(/[,;:–-]+\s*$/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  const translated = titleCase(applyJargon(cleaned, ctx).trim());
  return translated || jobTitle.trim();
}

/** Title Case, leaving acronyms and already-capitalised words alone. */
export function titleCase(s: string): string {
  return s
    .split(" ")
    .map((w, i) => (i > 0 && TITLE_SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/**
 * A class code written before the title, as San Francisco and other civil services do ("1244
 * Senior Human Resources Analyst", "0922-Manager I"): the code is no part of the title.
 */
export function withoutLeadingClassCode(jobTitle: string): string {
  return jobTitle.replace(/^\s*#?\d{3,5}[A-Z]?\s*(?:[-–:]\s*)?(?=[A-Za-z]{2})/, "");
}

/** The official title as the user wrote it, without grade codes. */
export function officialTitle(jobTitle: string): string {
  return cleanInline(withoutLeadingClassCode(jobTitle).replace(/\s*\band\s*\/\s*or\b\s*/gi, " and ")).replace(/[,;:–-]+\s*$/, "").replace(/\s{2,}/g, " ").trim();
}

/** "Accounting Technician 3 - 4" atop the pasted text: the job's own title is no duty. */
function withoutTitleLines(description: string, titles: readonly string[]): string {
  const own = new Set(titles.map(normalizeRoleText).filter(Boolean));
  return description
    .split("\n")
    .filter((line) => !own.has(normalizeRoleText(line)))
    .join("\n");
}

function analyze(given: TranslationPosition, defined: Map<string, string>): Analyzed {
  const series = detectSeries(given.jobTitle, given.description);
  const position = { ...given, jobTitle: writeEmergencyNumber(stripClassCode(given.jobTitle) || given.jobTitle) };
  const stripped = stripBoilerplate(withoutTitleLines(position.description, [given.jobTitle, position.jobTitle]));
  const cleaned = { ...stripped, duties: stripped.duties.map((d) => ownTitleSubject(d, position.jobTitle)) };
  const ctx = jargonContext(`${position.jobTitle}\n${position.description}`, defined);
  const title = translateTitle(position.jobTitle, ctx);
  const crosswalk = resolveCrosswalk(series.series, cleanInline(position.jobTitle));
  const matchText = applyJargon(cleaned.text, ctx);
  return { position, series, cleaned, crosswalk, ctx, title, matchText };
}

function labelFor(hit: CrosswalkHit | null, top: RankedOccupation | undefined): string {
  if (hit) return hit.label;
  const byGroup: Record<string, string> = {
    "11": "Management professional", "13": "Business operations professional", "15": "Technology professional",
    "17": "Engineering professional", "19": "Science professional", "21": "Community and social services professional",
    "23": "Legal professional", "25": "Education and training professional", "27": "Communications professional",
    "29": "Healthcare professional", "31": "Healthcare support professional", "33": "Security and protective services professional",
    "43": "Administrative professional", "47": "Construction and public works professional",
    "49": "Maintenance and operations professional", "53": "Transportation professional",
  };
  return (top && byGroup[top.code.slice(0, 2)]) ?? "Public-sector professional";
}

const PERSON_NOUN = /\b(?:nurse|attorney|engineer|officer|ranger|librarian|planner|clerk|dispatcher|inspector|caseworker|worker|specialist|analyst|accountant|investigator|scientist|biologist|technician|assistant|manager|operator|firefighter|educator|epidemiologist|counselor|teacher|paralegal|auditor|economist)s?$/i;

/** How a summary names a person of each role family when the job's own name is a government one. */
const FAMILY_LABEL: Record<RoleFamily, string> = {
  administrative: "administrative professional",
  "operations-program": "program and operations professional",
  "business-analysis": "business analysis professional",
  "human-resources": "human resources professional",
  "finance-accounting": "finance and accounting professional",
  procurement: "procurement and contracting professional",
  "supply-chain-logistics": "supply chain and logistics professional",
  "information-technology": "IT professional",
  "data-research": "data and research professional",
  engineering: "engineering professional",
  science: "science professional",
  environmental: "environmental and natural resources professional",
  healthcare: "healthcare professional",
  "public-health": "public health professional",
  "social-services": "social services professional",
  "education-training": "training and education professional",
  "library-records": "library and information professional",
  legal: "legal professional",
  "compliance-regulatory": "compliance and regulatory professional",
  "security-investigations": "security and investigations professional",
  "emergency-services": "emergency response professional",
  "communications-marketing": "communications professional",
  "customer-service": "customer service professional",
  "claims-benefits": "claims and benefits professional",
  "planning-community": "planning and community development professional",
  "facilities-construction": "facilities and construction professional",
  "skilled-trades": "maintenance and operations professional",
  transportation: "transportation professional",
};

/** Job names that only government uses, or that name a series rather than a person. */
const GOVERNMENT_NAME = /\b(?:police|sheriff|deputy|trooper|correction(?:s|al)?|custody|detention|probation|parole|warden|border|customs|immigration|social insurance|miscellaneous|general|administration|management|series|clerk and assistant|program|legislative|military|veterans?|public|caseworker|eligibility)\b/i;

/**
 * The summary's noun for the person: the job's own name when it is a private-sector occupation
 * ("park ranger", "librarian", "economist"), else the role family's ("security and
 * investigations professional" for a police officer, "program and operations professional" for
 * a GS-0301).
 */
export function summaryLabel(name: string, family: RoleFamily): string {
  const own = domainLabel(name);
  return GOVERNMENT_NAME.test(name) || !PERSON_NOUN.test(own) ? FAMILY_LABEL[family] : own;
}

/** "Miscellaneous Administration and Program" → "administration and program professional"; "Nurse" → "nurse". */
export function domainLabel(name: string): string {
  const words = name
    .replace(/\s+(?:series|occupations?|family)$/i, "")
    .replace(/^(?:general|miscellaneous)\s+/i, "")
    .split(/\s+/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
  return PERSON_NOUN.test(words) ? words : `${words} professional`;
}

function gradeNumber(series: SeriesInfo): number | undefined {
  // A pay band ("ZP-5", "NH-IV") compares with the GS grades it spans.
  const band = payBand(series.payPlan, series.grade);
  if (band !== undefined) return gsEquivalent(series.payPlan, band);
  const g = Number.parseInt(series.grade ?? "", 10);
  return Number.isFinite(g) && g > 0 && g <= 15 ? g : undefined;
}

/** The verb a bullet opens with, if its first word is one. */
function openingVerb(bullet: string) {
  return lookupVerb(/^[A-Za-z-]+/.exec(bullet)?.[0] ?? "");
}

/**
 * The duties a class specification states in prose ("Work involves managing an assigned caseload
 * …", "This is supervisory work directing …"), wherever its headings put them.
 */
function proseDuties(a: Analyzed): string[] {
  return [...a.cleaned.duties, ...a.cleaned.knowledge]
    .map(classProseDuty)
    .filter((d): d is string => d !== null)
    .flatMap(splitProseDuty);
}

/**
 * A sparse description still gets bullets: the duties its class-specification prose names ("This
 * is supervisory work directing …"), else its first duty, however short, or the role itself.
 */
function fallbackBullets(a: Analyzed, tense: "past" | "present"): string[] {
  const prose = proseDuties(a)
    .map((d) => rewriteDuty(d, tense, a.ctx))
    .filter((b): b is string => b !== null && openingVerb(b) !== undefined);
  if (prose.length) return [...new Set(prose)].slice(0, 4);
  for (const duty of a.cleaned.duties) {
    const bullet = rewriteDuty(duty, tense, a.ctx, 2) ?? plainStatement(duty, a.ctx);
    // A statement about the organisation ("The Bureau measures ...") is not the person's duty.
    if (bullet && openingVerb(bullet)) return [bullet];
  }
  return [`${tense === "past" ? "Served" : "Serve"} as ${a.title}`];
}

/**
 * A team's supervisor (a captain, a crew supervisor), not an organisation's leader: a supervising
 * manager at GS-13 or below (or with no grade) whose title names no chief, director or commander.
 * A GS-13 deputy fire chief leads an organisation.
 */
export function isFirstLine(level: Seniority, supervisory: boolean, grade: number | undefined, jobTitle: string): boolean {
  const leaderTitle = /\b(?:director|chief|manager|superintendent|administrator|head|commander|commissioner|in[- ]charge)\b/i.test(jobTitle) || HEAD_OF_OFFICE.test(jobTitle);
  return level === "manager" && supervisory && !leaderTitle && (grade === undefined || grade <= 13);
}

type RolePick = { entry: RoleMapEntry; level: Seniority; weight: number; blend?: Seniority; firstLine?: boolean; seniorLeader?: boolean; specialties: string[] };

type Prepared = {
  defined: Map<string, string>;
  analyzed: Analyzed[];
  byRecency: number[];
  weights: number[];
  ranking: ReturnType<typeof rankRoles>;
  /** Per position, its role-map entry and seniority (null when no entry fits). */
  picks: (RolePick | null)[];
  /** Per position: the PD shows supervision of staff. */
  supervisory: boolean[];
};

function prepare(index: OnetIndex, input: TranslationInput, now: Date): Prepared {
  const defined = new Map<string, string>();
  const analyzed = input.positions.map((p) => analyze(p, defined));

  // Most recent position weighs most in the overall ranking.
  const byRecency = analyzed.map((_, i) => i).sort((a, b) => recencyKey(analyzed[b].position, now) - recencyKey(analyzed[a].position, now) || a - b);
  const weights = new Array<number>(analyzed.length);
  byRecency.forEach((i, rank) => (weights[i] = RECENCY_WEIGHTS[rank] ?? 0.4));

  const signals: PositionSignals[] = analyzed.map((a, i) => ({
    title: a.title,
    crosswalk: a.crosswalk,
    text: a.matchText,
    grade: gradeNumber(a.series),
    weight: weights[i],
    supervisory: isSupervisory(a.position.jobTitle, a.cleaned.text) || (namesSupervisedStaff(a.position.description) && !isEntryLevelClass(a.position.jobTitle)),
  }));
  const ranking = rankRoles(index, signals);
  const map = getRoleMap();
  const picks = analyzed.map((a, i): RolePick | null => {
    const facts = {
      series: a.series.series,
      payPlan: a.series.payPlan,
      grade: a.series.grade,
      jobTitle: cleanInline(expandTitleOptions(a.position.jobTitle)),
      text: a.matchText,
      supervisory: signals[i].supervisory ?? false,
      onetCodes: ranking.perPosition[i].map((r) => r.code),
    };
    const choice = chooseEntry(map, facts);
    if (!choice) return null;
    const { level, blend } = levelAndBlend(facts);
    const grade = gradeNumber(a.series);
    const firstLine = isFirstLine(level, facts.supervisory, grade, facts.jobTitle);
    // A GS-15 supervisor runs an organisation: a director.
    const seniorLeader = level === "manager" && facts.supervisory && grade !== undefined && grade >= 15;
    const specialties = evidencedSpecialties(choice.entry, level, facts.jobTitle, a.cleaned.text);
    return { entry: choice.entry, level, weight: weights[i], blend, firstLine, seniorLeader, specialties };
  });
  return { defined, analyzed, byRecency, weights, ranking, picks, supervisory: signals.map((x) => x.supervisory ?? false) };
}

/** A title's comparable form: "HR Specialist" and "Human Resources Specialist" are one title. */
function sameTitle(title: string): string {
  return title.toLowerCase().replace(/\bhr\b/g, "human resources").replace(/\bit\b/g, "information technology").replace(/[^a-z0-9]+/g, " ").trim();
}

/**
 * Suggested roles: the role map's titles for the positions' entries and levels; O*NET-derived
 * titles of the same families only fill a short list. Without any entry, the O*NET titles of the
 * top occupation's family.
 */
function candidateRoles(index: OnetIndex, picks: readonly (RolePick | null)[], ranked: readonly RankedOccupation[], userText: string, lead?: { jobTitle: string; pick: RolePick | null }): string[] {
  const found = picks.filter((p): p is RolePick => p !== null);
  // A longer list than is shown, so that titles moved back leave good ones in their place.
  const { roles: mapped, families } = rolesForPositions(found, 14);
  // The person's own title leads when private employers use it too.
  const own = lead?.pick ? ownTitle(getRoleMap(), lead.jobTitle, lead.pick.entry.family, undefined, lead.pick.level) : null;
  const ordered = demoteUnlikely(mapped, {
    firstLine: lead?.pick?.firstLine ?? false,
    expert: lead?.pick?.level === "senior" && lead.pick.blend === "manager",
    seniorLeader: lead?.pick?.seniorLeader ?? false,
  });
  const roles = (own ? [own, ...ordered.filter((r) => sameTitle(r) !== sameTitle(own))] : ordered).slice(0, 8);
  const wanted = new Set(families.length ? families : [familyOfOnetCode(ranked[0]?.code ?? "")].filter(Boolean));
  if (roles.length >= 6) return roles;
  const extra = suggestedRoles(index, ranked, userText, 12).filter((t) => {
    const f = familyOfTitle(t, index);
    return f !== null && wanted.has(f) && !roles.some((r) => r.toLowerCase() === t.toLowerCase());
  });
  const out = [...roles, ...extra].slice(0, 8);
  return out.length ? out : suggestedRoles(index, ranked, userText);
}

/**
 * The roles shown and the lead entry's other titles a coach might prefer: its ladder at the
 * position's level and the levels on either side, after the roles already chosen.
 */
function rolePool(roles: readonly string[], pick: RolePick): string[] {
  const pool = [...roles];
  const seen = new Set(pool.map(normalizeTitleKey));
  for (const t of adjacentLevels(pick.level).flatMap((level) => pick.entry.ladder[level] ?? [])) {
    const key = normalizeTitleKey(t);
    if (seen.has(key)) continue;
    seen.add(key);
    pool.push(t);
  }
  return pool;
}

/** The most recent position's pick and the roles the engine chose for the resume, before the coaches' order. */
function leadRoles(index: OnetIndex, p: Prepared): { roles: string[]; pick: RolePick | null } {
  const userText = p.analyzed.map((a) => `${a.title}\n${a.matchText}`).join("\n");
  const pick = p.picks[p.byRecency[0]];
  return { roles: candidateRoles(index, p.picks, p.ranking.overall, userText, { jobTitle: p.analyzed[p.byRecency[0]].position.jobTitle, pick }), pick };
}

/**
 * Suggested roles in the order career coaches favour for the lead position's occupation and level
 * (roles/coach-titles.ts); without their figures for it, the engine's own order.
 */
function chooseRoles(index: OnetIndex, p: Prepared, coach: CoachTitles): string[] {
  const { roles, pick } = leadRoles(index, p);
  const shares = pick ? coachShares(coach, pick.entry.key, pick.level) : undefined;
  return pick && shares ? byCoachShare(rolePool(roles, pick), shares).slice(0, 8) : roles;
}

/** O*NET's general abilities ("Critical Thinking"): true of anyone, so they only fill a short list. */
const SOFT_SKILLS = new Set(
  ["Critical Thinking", "Problem Solving", "Decision Making", "Public Speaking", "Written Communication", "Time Management", "Interpersonal Skills", "Learning Strategies", "Stakeholder Influence", "Cross-Functional Coordination", "Performance Monitoring"]
    .filter((label) => Object.values(ONET_SKILLS).some(([l]) => l === label))
    .map((label) => label.toLowerCase()),
);

/**
 * Skills: the role map's skills the PD supports (most recent position first), then the lexicon's
 * domain skills, then O*NET's general abilities only when fewer than eight remain. A skill whose
 * own words appear in the PD goes before one supported only by related words. At most 14.
 */
let knownSkills: Set<string> | undefined;
/** A skill name some role-map entry or the domain lexicon lists ("Criminal Investigations"). */
function isKnownSkill(phrase: string): boolean {
  knownSkills ??= new Set([...getRoleMap().entries.flatMap((e) => e.skills.map((s) => s.name.toLowerCase())), ...DOMAIN_SKILLS.map(([label]) => label.toLowerCase())]);
  return knownSkills.has(phrase.toLowerCase());
}

function mergeSkills(picks: readonly (RolePick | null)[], analyzed: readonly Analyzed[], general: readonly string[]): string[] {
  const text = analyzed.map((a) => `${a.position.jobTitle}\n${a.cleaned.text}`).join("\n");
  const textStems = stems(text);
  const tiers: { name: string; tier: number }[] = [];
  const order = picks.map((p, i) => ({ p, i })).filter((x): x is { p: RolePick; i: number } => x.p !== null).sort((a, b) => b.p.weight - a.p.weight);
  for (const { p, i } of order) for (const s of supportedSkills(p.entry, `${analyzed[i].position.jobTitle}\n${analyzed[i].cleaned.text}`)) tiers.push({ name: s.name, tier: 0 });
  for (const g of general) if (!SOFT_SKILLS.has(g.toLowerCase())) tiers.push({ name: g, tier: 1 });
  // Skill phrases the PD itself uses ("Wildland Fire Suppression") fill in before general abilities.
  for (const p of phraseSkills(text, 8, isKnownSkill)) tiers.push({ name: p, tier: 1.5 });
  // A thin PD: skills other occupations list that this PD names word for word.
  if (tiers.filter((t) => t.tier <= 1.5 && namedInText(t.name, textStems)).length < 6) {
    const families = new Set<string>(order.flatMap(({ p }) => [...familiesNear(p.entry.family)]));
    for (const n of namedSkillsAcrossMap(getRoleMap().entries, families, text)) tiers.push({ name: n, tier: 1.75 });
  }
  for (const g of general) if (SOFT_SKILLS.has(g.toLowerCase())) tiers.push({ name: g, tier: 2 });
  const seen = new Set<string>();
  const kept: string[][] = [];
  const unique = tiers.filter((t) => {
    const k = t.name.toLowerCase();
    if (seen.has(k)) return false;
    // "Fire Prevention" after "Fire Prevention Inspection", "Cost Analysis" after "Cost and Price Analysis".
    const w = k.match(/[a-z]+/g) ?? [];
    if (t.tier === 1.5 && kept.some((o) => w.every((x) => o.some((y) => y.slice(0, 5) === x.slice(0, 5))))) return false;
    seen.add(k);
    kept.push(w);
    return true;
  });
  const ranked = unique
    .map((t, i) => ({ ...t, i, named: namedInText(t.name, textStems) }))
    .sort((a, b) => Number(b.named) - Number(a.named) || a.tier - b.tier || a.i - b.i);
  // Skills named in the PD's own words lead; the PD's skill phrases bring them up to ten; skills
  // shown only by related words follow; general abilities fill a list shorter than eight.
  const inWords = ranked.filter((t) => t.tier <= 1 && t.named);
  const phrases = ranked.filter((t) => t.tier === 1.5).slice(0, Math.max(0, 10 - inWords.length));
  const borrowed = ranked.filter((t) => t.tier === 1.75).slice(0, Math.max(0, 8 - inWords.length - phrases.length));
  const related = ranked.filter((t) => t.tier <= 1 && !t.named);
  const soft = ranked.filter((t) => t.tier === 2).slice(0, Math.max(0, 8 - inWords.length - phrases.length - related.length));
  return [...inWords, ...phrases, ...borrowed, ...related, ...soft].slice(0, 14).map((t) => t.name);
}

/**
 * A concrete result for the summary: a quantified bullet as a gerund phrase ("administering 85
 * contracts worth $140 million") that keeps its figure and reads as plain words (no headings or
 * names run into it).
 */
function highlightOf(bullet: string | undefined): string | undefined {
  if (!bullet) return undefined;
  const phrase = asGerundPhrase(bullet, (v) => verbForms(v.toLowerCase()).gerund, (w) => lookupVerb(w) !== undefined);
  if (!phrase || !/\d/.test(phrase)) return undefined;
  // "programming Coordination The LGBQ VCC": capitalised words inside are a heading, not a result.
  if (/\s[A-Z][a-z]+\s+[A-Z]/.test(phrase)) return undefined;
  return phrase;
}

/** Per position, the role-map entry, level and supervision the engine settled on (diagnostics and tests). */
export function rolePicks(index: OnetIndex, input: TranslationInput, now: Date): ({ entry: string; family: RoleFamily; level: Seniority; blend?: Seniority; firstLine: boolean; supervisory: boolean } | null)[] {
  const { picks, supervisory } = prepare(index, input, now);
  return picks.map((p, i) => (p ? { entry: p.entry.key, family: p.entry.family, level: p.level, blend: p.blend, firstLine: p.firstLine ?? false, supervisory: supervisory[i] } : null));
}

/** The best-matching O*NET occupations for a resume, best first (diagnostics and tests). */
export function rankOccupations(index: OnetIndex, input: TranslationInput, now: Date): RankedOccupation[] {
  return prepare(index, input, now).ranking.overall;
}

/**
 * The lead position's roles before the coaches' order, the candidates that order picks from, and
 * its entry and level (`npm run fit:coach-titles` fits and cross-validates the order with them).
 */
export function roleCandidates(index: OnetIndex, input: TranslationInput, now: Date): { roles: string[]; pool: string[]; entry: string; level: Seniority } | null {
  const { roles, pick } = leadRoles(index, prepare(index, input, now));
  return pick ? { roles, pool: rolePool(roles, pick), entry: pick.entry.key, level: pick.level } : null;
}

/** The resume for the input; `coach` is the coaches' title order (the fitted table unless a test or the fit passes another). */
export function composeResume(index: OnetIndex, input: TranslationInput, now: Date, coach: CoachTitles = COACH_TITLES): TranslatedResumeContent {
  const prepared = prepare(index, input, now);
  const { defined, analyzed, byRecency, weights, ranking, picks, supervisory } = prepared;

  const allCandidates: Candidate[] = [];
  const perPosition = analyzed.map((a, i) => {
    const tense = isPresent(a.position.endDate) ? "present" : "past";
    const candidates = buildCandidates({
      duties: a.cleaned.duties,
      achievements: a.cleaned.achievements,
      tense,
      ctx: a.ctx,
      index,
      ranked: ranking.perPosition[i],
    });
    allCandidates.push(...candidates);
    return { a, tense, candidates } as const;
  });
  const achievements = pickAchievements(allCandidates);
  const achieved = new Set(achievements);

  // Opening verbs across the whole resume, so that no verb starts more than two bullets.
  const usage = new Map<string, number>();
  const runsOf = analyzed.map((a) => sourceRuns(`${a.position.jobTitle}\n${a.position.description}`));
  const experience: ExperienceEntry[] = perPosition.map(({ a, tense, candidates }, i) => {
    const runs = runsOf[i];
    // A bullet opens with a verb: a statement about the organisation ("The Bureau measures ...") is
    // not one. Bullets opening with a resume action verb first; plain verbs ("Loaded trucks") only
    // when fewer than three bullets would remain.
    const pick = (pool: readonly Candidate[], strict: boolean, counts: Map<string, number>) =>
      pickBullets(pool, 6, achieved, (text) => {
        const out = polishBullet(text, { tense, runs, usage: counts });
        const verb = out ? openingVerb(out) : undefined;
        return out && verb && (!strict || ACTION_VERBS.has(verb.base)) ? out : null;
      });
    const attempt = (pool: readonly Candidate[]) => {
      const strict = new Map(usage);
      const found = pick(pool, true, strict);
      if (found.length >= 3) return { bullets: found, counts: strict };
      const loose = new Map(usage);
      return { bullets: pick(pool, false, loose), counts: loose };
    };
    let chosen = attempt(candidates);
    // A class specification's prose duties, built only for a PD whose duty statements give too few bullets.
    const prose = chosen.bullets.length < 3 ? proseDuties(a) : [];
    if (prose.length) {
      const more = attempt([...candidates, ...buildCandidates({ duties: prose, achievements: [], tense, ctx: a.ctx, index, ranked: ranking.perPosition[i] })]);
      if (more.bullets.length > chosen.bullets.length) chosen = more;
    }
    for (const [k, v] of chosen.counts) usage.set(k, v);
    const bullets = chosen.bullets;
    const entry: ExperienceEntry = {
      title: a.title,
      location: a.position.location.trim(),
      startDate: a.position.startDate.trim(),
      endDate: isPresent(a.position.endDate) ? "Present" : a.position.endDate.trim(),
      bullets: bullets.length ? bullets : fallbackBullets(a, tense),
    };
    // Shown only when translation changed the words, not just removed a grade code.
    const official = officialTitle(a.position.jobTitle);
    if (official && a.title.toLowerCase() !== expandTitleOptions(official).toLowerCase()) entry.originalTitle = official;
    const agency = a.position.agency?.trim();
    if (agency) entry.employer = expandEmployer(agency, a.ctx);
    return entry;
  });

  // An achievement that had to serve as a bullet is not repeated under Key Achievements.
  const usedAsBullet = new Set(experience.flatMap((e) => e.bullets));
  const keyAchievements = achievements.filter((a) => !usedAsBullet.has(a));

  const cleanedText = analyzed.map((a) => `${a.position.jobTitle}\n${a.cleaned.text}`).join("\n");
  const parts = analyzed.map((a, i) => ({ text: `${a.position.jobTitle}\n${a.cleaned.text}`, weight: weights[i] }));
  // A skill named with a number ("FAA Part 139 Compliance") only when the PD states that number
  // itself: "FAR Part 139.303" is a section, and no number may appear that the user did not write.
  const stated = new Set(numbersIn(input.positions.map((p) => `${p.jobTitle}\n${p.description}`).join("\n")));
  const skills = mergeSkills(picks, analyzed, selectSkills({ index, ranked: ranking.overall, text: cleanedText, parts })).filter((k) => numbersIn(k).every((n) => stated.has(n)));
  const toolHits = findTools(index, analyzed.map((a) => a.cleaned.text).join("\n"));
  const systemsAndTools = toolHits.map((t) => t.display);
  const certifications = findCertifications([...input.positions.map((p) => `${p.jobTitle}\n${p.description}`), input.personalInfo.education]);
  const privateSectorRoles = chooseRoles(index, prepared, coach);

  const primary = analyzed[byRecency[0]];
  const primaryPick = picks[byRecency[0]];
  const primaryBullets = experience[byRecency[0]]?.bullets ?? [];
  const quantified = primaryBullets.find((b) => /\d/.test(b) && b.split(/\s+/).length <= 22);
  const summary = buildSummary({
    label: primaryPick ? summaryLabel(primaryPick.entry.name, primaryPick.entry.family) : labelFor(primary.crosswalk, ranking.overall[0]),
    seniority: primaryPick?.level,
    highlight: highlightOf(quantified),
    seed: `${input.personalInfo.name}|${primary.position.jobTitle}`,
    months: monthsOfExperience(input.positions, now),
    sector: sectorPhrase(analyzed.map((a) => governmentLevel(a.position.agency ?? "", Boolean(a.series.payPlan || a.series.series)))),
    skills,
    // Commercial products make the summary; government systems and categories stay in the list.
    tools: toolHits.filter((t) => !t.generic && !t.gov).map((t) => t.display),
    roles: privateSectorRoles,
    leadership: supervisory.some(Boolean),
  });

  // Acronyms kept or defined by the user are spelled out once, in reading order. Role titles stay
  // as postings write them ("LPN", "EEO Specialist"): they are what a job search types.
  const segments = [summary, ...skills, ...experience.flatMap((e) => e.bullets), ...keyAchievements, ...systemsAndTools, ...certifications];
  const spelled = spellOutOnce(segments, defined);
  let k = 0;
  const next = () => spelled[k++];
  const out = {
    summary: next(),
    skills: skills.map(next),
    // Spelling out an acronym can bring back the PD's wording: the copy check runs once more
    // (a bullet that cannot be shortened keeps its spelled-out acronym).
    experience: experience.map((e, i) => ({ ...e, bullets: e.bullets.map(() => { const b = next(); return breakCopiedRun(b, runsOf[i]) ?? b; }) })),
    achievements: keyAchievements.map(next),
    systemsAndTools: systemsAndTools.map(next),
    certifications: certifications.map(next),
    privateSectorRoles,
  };
  const fitted = withinLimits(out);
  return { ...fitted, translatedResume: renderResumeText({ personalInfo: input.personalInfo, ...fitted }) };
}

/** A string of at most `max` characters, cut at the last word that fits. */
function cutAt(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:(–-]+$/, "");
}

/**
 * The resume within the output schema's sizes (lib/resume/translate/schema.ts), whatever a PD
 * holds: a sentence of 424 characters taken as an achievement had failed the whole translation.
 * Items too long to be a list line are left out; a title or the summary is cut at a word.
 */
export function withinLimits<T extends Omit<TranslatedResumeContent, "translatedResume">>(r: T): T {
  const L = RESULT_LIMITS;
  const items = (list: readonly string[], max: number, count: number) => list.filter((x) => x.trim().length > 0 && x.trim().length <= max).slice(0, count);
  return {
    ...r,
    summary: cutAt(r.summary, L.summary),
    skills: items(r.skills, L.skill, L.skills),
    experience: r.experience.slice(0, L.positions).map((e) => {
      const bullets = items(e.bullets, L.bullet, L.bullets);
      return {
        ...e,
        // The form requires a job title; a caller that passes none still gets a resume.
        title: cutAt(e.title.trim() || "Public Service Professional", L.title),
        ...(e.originalTitle ? { originalTitle: cutAt(e.originalTitle, L.originalTitle) } : {}),
        ...(e.employer ? { employer: cutAt(e.employer, L.employer) } : {}),
        location: cutAt(e.location, L.location),
        bullets: bullets.length ? bullets : e.bullets.slice(0, 1).map((b) => cutAt(b, L.bullet)),
      };
    }),
    achievements: items(r.achievements, L.achievement, L.achievements),
    privateSectorRoles: items(r.privateSectorRoles, L.role, L.roles),
    systemsAndTools: items(r.systemsAndTools, L.tool, L.tools),
    certifications: items(r.certifications, L.certification, L.certifications),
  };
}

