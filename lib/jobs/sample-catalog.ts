/**
 * What the sample feed is made of: the O*NET occupations a former government employee might
 * apply for in the private sector, posting-style titles, key skills and tools for each, and
 * fictional employers. Built once per generation from the O*NET data the translation engine
 * already ships (lib/resume/translate/data/onet) and the BLS wages (lib/jobs/data).
 */
import type { RawOccupation, RawTechnology } from "@/lib/resume/translate/builtin/onet-data";
import { isPublicOnly } from "@/lib/resume/translate/builtin/crosswalk";
import { DOMAIN_SKILLS } from "@/lib/resume/translate/data/skills-lexicon";
import { TOOLS } from "@/lib/resume/translate/data/tools";
import { onetCodesPerOewsCode, wageForOnetCode, type OccupationWage } from "./wages";

export type OnetSource = {
  occupations: RawOccupation[];
  alternateTitles: Record<string, string[]>;
  tasks: Record<string, string[]>;
  technologySkills: Record<string, RawTechnology[]>;
};

export type CatalogOccupation = {
  code: string;
  title: string;
  description: string;
  jobZone: number;
  /** Posting titles, most common first. */
  titles: string[];
  tasks: string[];
  tools: string[];
  keySkills: string[];
  wage: OccupationWage;
  /** Share of the feed (employment-based). */
  weight: number;
  sector: Sector;
};

export type Sector = "tech" | "health" | "business" | "engineering" | "community" | "security";

/**
 * O*NET-SOC prefixes included: white-collar families (management, business and finance,
 * computer, engineering, science, social service, legal, media, health practitioners, office
 * work) and the supervisory, inspection and security jobs public-sector staff often move to.
 */
const INCLUDED_PREFIXES = [
  "11-", "13-", "15-", "17-", "19-", "21-", "23-", "25-9031", "27-1024", "27-3", "29-1", "29-2", "29-9",
  "33-1", "33-9021", "33-9032", "41-3091", "41-4011", "43-", "47-1011", "47-4011", "49-1011", "51-1011",
  "53-1", "53-6051",
];

const SECTOR_BY_PREFIX: readonly (readonly [string, Sector])[] = [
  ["15-", "tech"], ["11-3021", "tech"], ["29-", "health"], ["11-9111", "health"], ["33-", "security"],
  ["17-", "engineering"], ["19-", "engineering"], ["47-", "engineering"], ["49-", "engineering"],
  ["51-", "engineering"], ["53-", "engineering"], ["11-3051", "engineering"], ["11-9021", "engineering"],
  ["21-", "community"], ["25-", "community"], ["27-", "community"], ["11-9151", "community"],
];

function sectorOf(code: string): Sector {
  return SECTOR_BY_PREFIX.find(([prefix]) => code.startsWith(prefix))?.[1] ?? "business";
}

/** Words that make a title read as a government job (excluded from private-sector postings). */
const GOVERNMENT = /\b(?:federal|government|agency|military|army|navy|air force|marine|county|city|state|municipal|public|police|sheriff|trooper|postal|congress|legislative|civil service|court|judicial|school)\b/i;
const GENERIC_SINGLE = /^(?:Analyst|Specialist|Manager|Consultant|Coordinator|Officer|Administrator|Supervisor|Director|Technician|Assistant|Associate|Agent|Worker|Examiner|Professional|Clerk|Inspector)$/;
const ALLOWED_ACRONYMS = new Set(["IT", "HR"]);
const SMALL_WORDS = /^(?:of|and|for|the|in|to|on|at)$/;

/** A clean posting title from an O*NET alternate title, or null when it would read oddly. */
export function postingTitle(raw: string): string | null {
  const t = raw.replace(/\s*\([^)]*\)/g, "").replace(/\s+/g, " ").trim();
  if (t.length < 5 || t.length > 45 || /[\d/&,;:()]/.test(t)) return null;
  const words = t.split(" ");
  if (words.length > 5 || (words.length === 1 && GENERIC_SINGLE.test(t))) return null;
  if (words.some((w) => /^[A-Z]{2,}$/.test(w) && !ALLOWED_ACRONYMS.has(w))) return null;
  if (words.some((w) => /^[a-z]/.test(w) && !SMALL_WORDS.test(w))) return null;
  if (GOVERNMENT.test(t.replace(/public relations/i, ""))) return null;
  return t;
}

/** "Purchasing Agents, Except Wholesale…" → "Purchasing Agent"; null for "X and Y Managers". */
function singularOccupationTitle(title: string): string | null {
  const head = title.split(",")[0].trim();
  if (/\band\b|\bor\b/.test(head)) return null;
  return postingTitle(head.replace(/ies$/, "y").replace(/([^s])s$/, "$1"));
}

const toolDisplay = new Map(TOOLS.filter((t) => t.onet && !t.gov).map((t) => [t.onet!.toLowerCase(), t.display]));

/** Posting-style technology names: hot or in-demand ones, "software" dropped, our display names. */
function postingTools(list: readonly RawTechnology[]): string[] {
  const out: string[] = [];
  for (const t of list) {
    if (!t.hot && !t.inDemand) continue;
    const name = toolDisplay.get(t.name.toLowerCase()) ?? t.name.replace(/ software$/i, "").trim();
    const words = name.split(" ");
    // "Operating system", "Spreadsheet": product categories rather than tools an ad would name.
    if (words.length > 1 && words.slice(1).some((w) => /^[a-z]/.test(w) && !SMALL_WORDS.test(w))) continue;
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
    if (out.length >= 10) break;
  }
  return out;
}

const domainPatterns = DOMAIN_SKILLS.map(([label, evidence]) => ({ label, re: new RegExp(evidence, "gi") }));

/** Resume-style skill names whose evidence appears in the occupation's own text (most evidence first). */
export function keySkills(text: string): string[] {
  const found: { label: string; count: number; order: number }[] = [];
  domainPatterns.forEach(({ label, re }, order) => {
    const count = text.match(re)?.length ?? 0;
    if (count > 0 && !found.some((f) => f.label === label)) found.push({ label, count, order });
  });
  found.sort((a, b) => b.count - a.count || a.order - b.order);
  return found.slice(0, 6).map((f) => f.label);
}

export function buildCatalog(data: OnetSource): CatalogOccupation[] {
  const shared = onetCodesPerOewsCode();
  const out: CatalogOccupation[] = [];
  for (const o of data.occupations) {
    if (!INCLUDED_PREFIXES.some((p) => o.code.startsWith(p))) continue;
    if (isPublicOnly(o.code) || /All Other$/.test(o.title) || (o.jobZone ?? 0) < 2) continue;
    const wage = wageForOnetCode(o.code);
    const tasks = data.tasks[o.code] ?? [];
    if (!wage || wage.p10Annual === null || tasks.length < 3) continue;
    const alt = data.alternateTitles[o.code] ?? [];
    const titles: string[] = [];
    for (const raw of [...alt.slice(0, 20), o.title]) {
      const t = raw === o.title ? singularOccupationTitle(raw) : postingTitle(raw);
      if (t && !titles.some((x) => x.toLowerCase() === t.toLowerCase())) titles.push(t);
      if (titles.length >= 10) break;
    }
    if (!titles.length) continue;
    const tools = postingTools(data.technologySkills[o.code] ?? []);
    const text = [o.title, o.description, ...tasks, ...alt.slice(0, 10)].join(". ");
    // Employment split between O*NET codes sharing one OEWS row; the square root keeps large
    // occupations (nurses, clerks) from crowding out the analyst and specialist roles.
    const employment = (wage.employment ?? 1000) / (shared.get(wage.occCode) ?? 1);
    out.push({
      code: o.code,
      title: o.title,
      description: o.description,
      jobZone: o.jobZone ?? 3,
      titles,
      tasks,
      tools,
      keySkills: keySkills(text),
      wage,
      weight: Math.sqrt(employment),
      sector: sectorOf(o.code),
    });
  }
  return out;
}

/**
 * Fictional employers: coined place-like names (checked by hand not to be well-known companies)
 * joined with a suffix that fits the sector. Every sample posting is labelled "Sample listing".
 */
export const EMPLOYER_STEMS = [
  "Aldervane", "Ashcombe", "Bellwater", "Brackenholt", "Caldrift", "Copperfen", "Corvanta", "Driftmoor",
  "Dunmere", "Elmstead", "Emberlyn", "Fernhollow", "Foxhallow", "Galewood", "Glenharrow", "Harrowgate",
  "Hollisfield", "Ironvale", "Islebrook", "Juniperline", "Kestrelton", "Kingsmere", "Larkspire", "Lindqvale",
  "Marrowind", "Meridale", "Nettlecombe", "Northwend", "Orrindale", "Quillbrook", "Ravensholt", "Silverbirch",
  "Stonemarch", "Thornquist", "Umberfield", "Veldmark", "Westerholm", "Willowmere", "Yarrowby", "Zephyrine",
] as const;

export const SECTOR_SUFFIXES: Readonly<Record<Sector, readonly string[]>> = {
  tech: ["Systems", "Technologies", "Digital", "Software", "Data Labs", "Cyber Solutions"],
  health: ["Health", "Medical Center", "Health Partners", "Care Network", "Clinics"],
  business: ["Consulting Group", "Partners", "Advisory", "Financial", "Holdings", "Associates"],
  engineering: ["Engineering", "Industries", "Logistics", "Manufacturing", "Infrastructure", "Labs"],
  community: ["Community Services", "Learning", "Foundation", "Media", "Communications"],
  security: ["Security Services", "Protective Services", "Risk Solutions"],
};
