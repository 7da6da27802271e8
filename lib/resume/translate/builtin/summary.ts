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
  if (/\b(?:County|Parish|Borough)\b/i.test(a)) return "county";
  if (/\b(?:City|Town|Village|Township|Municipal(?:ity)?)\b/i.test(a) || /\bPolice Department\b/i.test(a)) return "city";
  if (/\bState of\b|\bCommonwealth of\b|\bState\b/i.test(a) || new RegExp(`^(?:${STATES})\\b`).test(a)) return "state";
  if (hasFederalCode) return "federal";
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
  if (PROPER_SKILLS.has(label)) return label;
  return label
    .split(" ")
    .map((w) => (/^[A-Z]{2,}|^\(|^[A-Z][a-z]+[A-Z]|^(?:English|Microsoft|Oracle|Google|Adobe|Esri|SAP|IBM)$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
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
};

export function buildSummary(s: SummaryInput): string {
  const years = Math.floor(s.months / 12);
  const plus = s.months % 12 > 0;
  const label = s.label.charAt(0).toUpperCase() + s.label.slice(1);
  const experience = years >= 1 ? `${years}${plus ? "+" : ""} year${years === 1 && !plus ? "" : "s"} of ${s.sector} experience` : `${s.sector} experience`;
  const areas = s.skills.slice(0, 3).map(inProse);
  const first = `${label} with ${experience}${areas.length ? ` in ${joinList(areas)}` : ""}.`;

  const strengths = s.skills.slice(3, 6).map(inProse);
  const leads = s.leadership && !s.skills.slice(0, 3).includes("Team Leadership");
  const tools = s.tools.slice(0, 3);
  let second = "";
  if (strengths.length || leads) {
    const what = [leads ? "proven team leadership" : "", strengths.length ? `strengths in ${joinList(strengths.filter((x) => x !== "team leadership"))}` : ""].filter(Boolean);
    second = `Brings ${what.join(" and ")}${tools.length ? `, with hands-on experience using ${joinList(tools)}` : ""}.`;
  } else if (tools.length) second = `Hands-on experience using ${joinList(tools)}.`;

  const roles = s.roles.slice(0, 3);
  const third = roles.length ? `Well suited to ${joinList(roles)} roles in the private sector.` : "";
  return [first, second, third].filter(Boolean).join(" ");
}
