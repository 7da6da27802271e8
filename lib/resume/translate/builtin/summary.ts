/**
 * The 2–3 sentence professional summary, built only from what the engine derived: years of
 * experience (from the dates), the kind of government employer, top skills, tools and roles.
 */
import { AGENCIES } from "../data/jargon";

export type GovernmentLevel = "federal" | "state" | "county" | "city" | "unknown";

const STATES =
  "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming";
const LOCAL_ACRONYMS = new Set(["DMV", "DPW", "DSS", "DCFS", "DCF", "DPH", "LAPD", "NYPD", "CPD", "PD", "DOC"]);

/** Federal, state, county or city, from the employer name, title and whether a GS code was found. */
export function governmentLevel(agency: string, hasFederalCode: boolean): GovernmentLevel {
  const a = agency.trim();
  // A federal pay plan and series decide: "VA Salt Lake City Health Care System" is not a city.
  if (hasFederalCode) return "federal";
  if (/\b(?:County|Parish|Borough)\b/i.test(a)) return "county";
  if (/\b(?:City|Town|Village|Township|Municipal(?:ity)?)\b/i.test(a) || /\bPolice Department\b/i.test(a)) return "city";
  if (/\bState of\b|\bCommonwealth of\b|\bState\b/i.test(a) || new RegExp(`^(?:${STATES})\\b`).test(a)) return "state";
  if (/\bU\.?S\.?\b|United States|\bFederal\b|\bNational\b|Department of (?:Defense|the (?:Army|Navy|Air Force|Treasury|Interior)|Veterans|Homeland|Health and Human|Agriculture|Justice|Labor|State|Energy|Commerce|Housing)|Internal Revenue|Social Security|Bureau of/i.test(a)) return "federal";
  if (AGENCIES.some(([acr]) => !LOCAL_ACRONYMS.has(acr) && new RegExp(`(?<![A-Za-z])${acr}(?![A-Za-z])`).test(a))) return "federal";
  return "unknown";
}

export function sectorPhrase(levels: readonly GovernmentLevel[]): string {
  const known = [...new Set(levels.filter((l) => l !== "unknown"))];
  if (known.length === 1) {
    return { federal: "federal government", state: "state government", county: "county government", city: "city government", unknown: "public-sector" }[known[0]];
  }
  if (known.length > 1 && !known.includes("federal")) return "state and local government";
  return "public-sector";
}

/** Skill names that are proper names and keep their capitals in a sentence. */
const PROPER_SKILLS = new Set(["Risk Management Framework"]);

/** "Cybersecurity" → "cybersecurity", keeping acronyms and proper names. */
export function inProse(label: string): string {
  // Product names keep their capitals: "Microsoft Office", "Esri ArcGIS Pro".
  if (PROPER_SKILLS.has(label) || /^(?:Microsoft|Adobe|Google|Oracle|SAP|IBM|Esri|ArcGIS|Salesforce|Tableau|Workday|ServiceNow)\b/.test(label)) return label;
  return label
    .split(" ")
    .map((w) => (/^[A-Z]{2,}|^\(|^[A-Z][a-z]+[A-Z]|^(?:English|Microsoft|Oracle|Google|Adobe|Esri|SAP|IBM)$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  // "deductions and garnishments as well as overtime compliance", not "... and ... and ...".
  if (items.length === 2) return `${items[0]}${/ and /.test(items[0]) ? " as well as " : " and "}${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

function titleWords(title: string): string[] {
  return title
    .replace(/\([^)]*\)/g, " ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase().replace(/^([a-z]{3,}[^s])s$/, "$1"));
}

/**
 * Whether two titles are one title written two ways: "LPN" and "Licensed Practical Nurse", "EEO
 * Specialist" and "Equal Employment Opportunity Specialist", "Electronic" and "Electronics".
 */
export function sameTitle(a: string, b: string): boolean {
  const [x, y] = [titleWords(a), titleWords(b)].sort((p, q) => p.length - q.length);
  if (x.join(" ") === y.join(" ")) return true;
  // The shorter one has a run of the longer one's words as initials.
  const extra = y.length - x.length + 1;
  for (let i = 0; i < x.length; i++) {
    const run = y.slice(i, i + extra).map((w) => w[0]).join("");
    if (run === x[i] && [...x.slice(0, i), ...x.slice(i + 1)].join(" ") === [...y.slice(0, i), ...y.slice(i + extra)].join(" ")) return true;
  }
  return false;
}

/** The first `n` roles, none the same title as an earlier one in another form. */
export function distinctRoles(roles: readonly string[], n = 2): string[] {
  const out: string[] = [];
  for (const r of roles) {
    if (out.length >= n) break;
    if (!out.some((o) => sameTitle(o, r))) out.push(r);
  }
  return out;
}

export type SummaryInput = {
  /** "Contracting and procurement professional" (from the crosswalk or the top occupation). */
  label: string;
  months: number;
  sector: string;
  skills: readonly string[];
  tools: readonly string[];
  roles: readonly string[];
  leadership: boolean;
  /** Seniority of the most recent position (role map), when known. */
  seniority?: "associate" | "specialist" | "senior" | "manager" | "executive";
  /** One quantified bullet of the resume, to name a concrete result ("Administered 85 contracts ..."). */
  highlight?: string;
  /** Seed for the choice of wording (name and title), so two people read differently. */
  seed?: string;
};

const LEVEL_WORD: Record<NonNullable<SummaryInput["seniority"]>, string> = {
  associate: "Detail-oriented",
  specialist: "Experienced",
  senior: "Senior",
  manager: "Results-driven",
  executive: "Executive-level",
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** "Administered 85 contracts worth $140 million" → "administering 85 contracts worth $140 million". */
export function asGerundPhrase(bullet: string, gerund: (verb: string) => string, isVerb: (word: string) => boolean): string | null {
  // "Plan and conduct market research" → the first verb with its object, up to the next verb.
  const m = /^([A-Za-z-]+)(?:\s+(?:and|or)\s+[a-z-]+)?\s+(.+)$/.exec(bullet.trim());
  if (!m) return null;
  const words = m[2].split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < 16; i++) {
    if (/^(?:and|or)$/.test(words[i]) && words[i + 1] && isVerb(words[i + 1])) break;
    // A trailing "with …" or "and the …" clause makes the highlight read like a duty list.
    if (out.length >= 6 && (/^(?:with|through|using|under|via)$/.test(words[i]) || (/^(?:and|or)$/.test(words[i]) && /^(?:the|a|an)$/i.test(words[i + 1] ?? "")))) break;
    out.push(words[i]);
    if (/[,;:]$/.test(words[i])) break;
  }
  // Cut at 16 words, the phrase must not stop mid-clause ("… on waiting list in accordance").
  let rest = out.join(" ").replace(/[,;:]+$/, "");
  for (let prev = ""; prev !== rest; ) {
    prev = rest;
    rest = rest.replace(/\s+in (?:accordance|compliance|conjunction|addition|order|support|coordination)$/i, "").replace(/\s+(?:in|with|of|to|for|on|at|by|from|per|into|the|a|an|and|or|as|that|which|who|such|including)$/i, "").replace(/[,;:]+$/, "");
  }
  return rest.split(/\s+/).length >= 3 ? `${gerund(m[1])} ${rest}` : null;
}

export function buildSummary(s: SummaryInput): string {
  const years = Math.floor(s.months / 12);
  const plus = s.months % 12 > 0;
  const label = /^[A-Z]{2,}\b/.test(s.label) ? s.label : s.label.charAt(0).toLowerCase() + s.label.slice(1);
  const yearsText = years >= 1 ? `${years}${plus ? "+" : ""} year${years === 1 && !plus ? "" : "s"}` : "";
  const pick = hash(s.seed ?? `${s.label}|${s.skills.join("|")}`);
  const level = s.seniority ? LEVEL_WORD[s.seniority] : years >= 10 ? "Seasoned" : "Experienced";
  const areas = s.skills.slice(0, 3).map(inProse);
  // "in the public sector", but "of public-sector experience".
  const inSector = s.sector === "public-sector" ? "the public sector" : s.sector;
  const opening = [
    `${level} ${label} with ${yearsText ? `${yearsText} of ${s.sector} experience` : `${s.sector} experience`}${areas.length ? ` in ${joinList(areas)}` : ""}.`,
    `${yearsText ? `${yearsText.charAt(0).toUpperCase()}${yearsText.slice(1)} as ${/^[aeiou]/i.test(level) ? "an" : "a"} ${level.toLowerCase()} ${label}` : `${level} ${label}`} in ${inSector}, focused on ${areas.length ? joinList(areas) : "delivering results"}.`,
    `${level} ${label} bringing ${yearsText ? `${yearsText} of ` : ""}${s.sector} experience${areas.length ? ` across ${joinList(areas)}` : ""}.`,
  ][pick % 3];

  const strengths = s.skills.slice(3, 5).map(inProse);
  const parts: string[] = [];
  if (s.highlight) parts.push(`Track record includes ${s.highlight.replace(/[.]+$/, "")}.`);
  const lead = s.leadership ? ["Leads teams and", "Proven people leader who", "Builds and leads teams;"][pick % 3] : "";
  if (strengths.length) {
    const body = `strong in ${joinList(strengths)}`;
    parts.push(lead ? `${lead} ${lead.endsWith(";") ? "" : "is "}${body}`.replace(/\s+/g, " ").replace(/ ;/, ";") + "." : `Also strong in ${joinList(strengths)}.`);
  } else if (lead) parts.push("Leads and develops teams.");
  const tools = s.tools.slice(0, 3);
  if (tools.length) parts.push(`Works with ${joinList(tools)}.`);
  const roles = distinctRoles(s.roles, 2);
  const close = roles.length ? [`Ready to contribute as ${/^[aeiou]/i.test(roles[0]) ? "an" : "a"} ${joinList(roles.map((r) => r))}.`, `Targeting ${joinList(roles)} roles.`, `Seeking ${joinList(roles)} opportunities in the private sector.`][pick % 3] : "";
  return [opening, ...parts, close].filter(Boolean).join(" ").replace(/\s{2,}/g, " ");
}
