/**
 * What every adapter does to a provider's fields before they become a `job_postings` row: plain
 * text without HTML, annual USD salaries, a US place with coordinates, an experience label from
 * the title (or the provider's level), an O*NET code, and checks that drop what we cannot show.
 */
import { EXPERIENCE_LEVELS, type ExperienceLevel } from "@/db/schema";
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { codesForTitle } from "@/lib/resume/translate/builtin/onet-titles";
import { familyOfOnetCode, familyOfTitle } from "@/lib/resume/translate/roles";
import { lookupPlace, locate } from "../gazetteer";
import { parseState } from "../geo";
import type { Classify, JobPostingInput } from "./types";

export const MAX_DESCRIPTION_CHARS = 20_000;
const MAX_TITLE_CHARS = 300;
export const COMPANY_NOT_LISTED = "Company not listed";

const ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…",
  rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", bull: "•", middot: "·", copy: "©", reg: "®", trade: "™",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * HTML (The Muse's `contents`) or text with stray tags (Adzuna snippets) → plain text: block tags
 * become line breaks, list items "- " lines, scripts and styles vanish, entities are decoded,
 * runs of spaces and blank lines are collapsed, and the result is trimmed and capped.
 */
export function htmlToText(html: string | null | undefined, maxChars = MAX_DESCRIPTION_CHARS): string {
  if (!html) return "";
  let text = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/li\s*>/gi, "")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(?:p|div|ul|ol|li|h[1-6]|tr|table|section|article|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  text = decodeEntities(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length > maxChars) text = `${text.slice(0, maxChars - 1).trimEnd()}…`;
  return text;
}

/** One line of plain text (titles, company names). */
export function cleanLine(text: string | null | undefined, maxChars = MAX_TITLE_CHARS): string {
  return htmlToText(text ?? "", maxChars).replace(/\s+/g, " ").trim();
}

const EXECUTIVE = /\b(?:chief|c[etfoi]o|ciso|vice president|vp|svp|evp|head of|director|president)\b/i;
const SENIOR = /\b(?:senior|sr|principal|staff engineer|distinguished)\b/i;
const MID_SENIOR = /\b(?:lead|manager|supervisor)\b/i;
const ENTRY = /\b(?:junior|jr|entry[- ]level|entry|associate|assistant|intern|internship|trainee|apprentice|new grad|graduate)\b/i;
const MID = /\b(?:mid[- ]level|intermediate)\b/i;
/** "Contract Specialist II", "Accountant 1 - Remote": a grade at the end of the title (capital numerals only). */
const GRADE = /\s(IV|V|I{1,3}|[1-5])\s*(?:$|[-–—,(|])/;
const GRADE_LEVEL: Record<string, ExperienceLevel> = {
  I: "Entry-Mid", "1": "Entry-Mid", II: "Mid", "2": "Mid", III: "Mid-Senior", "3": "Mid-Senior",
  IV: "Senior", "4": "Senior", V: "Senior", "5": "Senior",
};

/**
 * The experience label a title states, or null when it states none. The strongest word wins:
 * "Senior Manager" is Senior, "Director of Procurement" Executive, "Contract Specialist II" Mid.
 */
export function experienceFromTitle(title: string): ExperienceLevel | null {
  if (EXECUTIVE.test(title)) return "Executive";
  if (SENIOR.test(title)) return "Senior";
  const grade = GRADE.exec(title)?.[1];
  if (grade) return GRADE_LEVEL[grade];
  if (MID_SENIOR.test(title)) return "Mid-Senior";
  if (ENTRY.test(title)) return "Entry-Mid";
  if (MID.test(title)) return "Mid";
  return null;
}

/** Years of experience a posting asks for → our label. */
export function experienceFromMonths(months: number | null | undefined): ExperienceLevel | null {
  if (months === null || months === undefined || !Number.isFinite(months) || months < 0) return null;
  if (months < 24) return "Entry-Mid";
  if (months < 60) return "Mid";
  if (months < 96) return "Mid-Senior";
  return "Senior";
}

export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return typeof value === "string" && (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** Work hours in a year, the usual figure (40 h × 52 weeks) for turning hourly pay annual. */
export const HOURS_PER_YEAR = 2080;
const PER_YEAR: Record<string, number> = { YEAR: 1, ANNUAL: 1, MONTH: 12, WEEK: 52, DAY: 260, HOUR: HOURS_PER_YEAR };

/** An amount paid per period ("HOUR", "MONTH", …) as a whole number of dollars a year. */
export function annualize(amount: number | null | undefined, period: string | null | undefined = "YEAR"): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const factor = PER_YEAR[(period ?? "YEAR").toUpperCase()];
  return factor ? Math.round(amount * factor) : null;
}

/** A salary range to store: whole dollars, implausible values dropped, min ≤ max. */
export function salaryRange(min: number | null, max: number | null): { salaryMin: number | null; salaryMax: number | null } {
  // Below $5,000 or above $2,000,000 a year is a unit mistake in the feed, not a salary.
  const ok = (n: number | null) => (n !== null && n >= 5_000 && n <= 2_000_000 ? Math.round(n) : null);
  let lo = ok(min);
  let hi = ok(max);
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  return { salaryMin: lo, salaryMax: hi };
}

const REMOTE_WORDS = /\b(?:remote|work from home|wfh|telework|telecommute|anywhere in the (?:us|united states))\b/i;

export function mentionsRemote(text: string | null | undefined): boolean {
  return !!text && REMOTE_WORDS.test(text);
}

export type PostingPlace = { city: string | null; state: string | null; lat: number | null; lon: number | null };

/**
 * A US place for a posting from what the provider gives: coordinates when it has them (Adzuna,
 * JSearch), else the gazetteer's for the city and state, else the text ("Arlington, VA") located.
 */
export function resolvePlace(input: {
  city?: string | null;
  state?: string | null;
  lat?: number | null;
  lon?: number | null;
  text?: string | null;
}): PostingPlace {
  let city = input.city?.trim() || null;
  let state = input.state ? parseState(input.state) : null;
  if ((!city || !state) && input.text) {
    const located = locate(input.text);
    city ??= located.city;
    state ??= located.state;
  }
  const hasPoint =
    typeof input.lat === "number" && typeof input.lon === "number" && Number.isFinite(input.lat) && Number.isFinite(input.lon) && !(input.lat === 0 && input.lon === 0);
  if (hasPoint) return { city, state, lat: input.lat!, lon: input.lon! };
  const place = city ? lookupPlace(city, state) : null;
  if (place) return { city: place.city, state: place.state, lat: place.point.lat, lon: place.point.lon };
  return { city, state, lat: null, lon: null };
}

/** "Arlington, VA", "Virginia", or "Remote" for a remote posting (the display location). */
export function displayLocation(place: PostingPlace, remote: boolean, fallback?: string | null): string {
  if (remote) return place.city && place.state ? `Remote (${place.city}, ${place.state})` : "Remote";
  if (place.city && place.state) return `${place.city}, ${place.state}`;
  if (place.state) return place.state;
  return cleanLine(fallback) || "United States";
}

export function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A provider's timestamp; null when unreadable; a date in the future counts as now. */
export function postedDate(value: unknown, now: Date): Date | null {
  const date =
    typeof value === "number" ? new Date(value < 1e12 ? value * 1000 : value) : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.getTime() > now.getTime() ? now : date;
}

const QUALIFIERS =
  /\b(?:senior|sr|junior|jr|lead|principal|chief|associate|entry[- ]level|mid[- ]level|remote|hybrid|on[- ]?site|part[- ]time|full[- ]time)\b\.?/gi;

/**
 * A posting title reduced to the occupation it names, for O*NET lookup: "Senior Contract
 * Specialist II - Remote (DoD)" → "Contract Specialist".
 */
export function occupationTitle(title: string): string {
  return title
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .split(/\s+[-–—|/]\s+|,|:/)[0]
    .replace(QUALIFIERS, " ")
    .replace(/\s(?:IV|V|I{1,3}|[1-5])\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The O*NET code of a posting title: the provider's code when O*NET has it, else the first code
 * O*NET lists for the title's occupation; either is kept only when it is in the title's role
 * family, so a title O*NET files under an unrelated occupation gets no code (and matching falls
 * back on the title's family).
 */
export function createOnetClassifier(index: OnetIndex): Classify {
  const cache = new Map<string, string | null>();
  return (title, hint) => {
    const key = occupationTitle(title).toLowerCase();
    if (!key) return null;
    const cacheKey = `${key}|${hint ?? ""}`;
    if (cache.has(cacheKey)) return cache.get(cacheKey)!;
    const family = familyOfTitle(key, index);
    const fits = (code: string | null | undefined): code is string => !!code && (!family || familyOfOnetCode(code) === family);
    const provided = hint && index.indexOf.has(hint) ? hint : null;
    const result = fits(provided) ? provided : (codesForTitle(index, key).find(fits) ?? null);
    cache.set(cacheKey, result);
    return result;
  };
}

/** "13102300" (JSearch's O*NET-SOC without punctuation) → "13-1023.00"; null when not that shape. */
export function onetCodeFromDigits(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{2})-?(\d{4})\.?(\d{2})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}.${m[3]}` : null;
}

/** The classifier with the process-wide O*NET index. */
export async function loadOnetClassifier(): Promise<Classify> {
  return createOnetClassifier(await loadOnetIndex());
}

export const noClassify: Classify = () => null;

/**
 * The last checks before a row is stored: a title, a link and a date are required (without a
 * date a posting would look new on every refresh); the company falls back to "Company not listed".
 */
export function finishPosting(
  p: Omit<JobPostingInput, "company" | "postedAt" | "url"> & { company: string | null; postedAt: Date | null; url: string | null },
): JobPostingInput | null {
  const title = cleanLine(p.title);
  if (!title || !p.url || !p.postedAt) return null;
  return { ...p, title, company: cleanLine(p.company, 200) || COMPANY_NOT_LISTED, postedAt: p.postedAt, url: p.url };
}
