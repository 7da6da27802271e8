/**
 * The Muse (https://www.themuse.com/developers/api/v2): curated postings of private employers.
 * On with THE_MUSE_ENABLED=1 or THE_MUSE_API_KEY (the key raises the documented limit from 500 to
 * 3,600 requests an hour). `GET {base}/api/public/jobs?page={n}&category=…&descending=true`
 * answers `{ page, page_count, results: [...] }`, 20 per page, pages counted from 0
 * (fixtures/themuse-jobs-page-0.json). It searches by category, level and location, not by
 * keyword, so role titles are turned into its categories. Too many requests answer 403 with
 * `X-RateLimit-Remaining: 0` (retried by ./http.ts). No salaries.
 */
import { familyOfTitle, type RoleFamily } from "@/lib/resume/translate/roles";
import { DAY } from "@/lib/time";
import { parseLocation } from "../geo";
import {
  displayLocation,
  experienceFromTitle,
  finishPosting,
  htmlToText,
  httpUrl,
  postedDate,
  resolvePlace,
} from "./normalize";
import type { FetchPageInput, JobPostingInput, JobSource, SourceContext } from "./types";
import type { ExperienceLevel } from "@/db/schema";

export const THE_MUSE_API_BASE = "https://www.themuse.com";

/** The Muse's categories for each role family (its documented category names). */
const CATEGORIES: Record<RoleFamily, readonly string[]> = {
  administrative: ["Administration and Office"],
  "operations-program": ["Project Management", "Business Operations"],
  "business-analysis": ["Business Operations"],
  "human-resources": ["Human Resources and Recruitment"],
  "finance-accounting": ["Accounting and Finance"],
  procurement: ["Business Operations"],
  "supply-chain-logistics": ["Transportation and Logistics"],
  "information-technology": ["Software Engineering", "Computer and IT"],
  "data-research": ["Data and Analytics", "Data Science"],
  engineering: ["Science and Engineering"],
  science: ["Science and Engineering"],
  environmental: ["Science and Engineering"],
  healthcare: ["Healthcare"],
  "public-health": ["Healthcare"],
  "social-services": ["Social Services"],
  "education-training": ["Education"],
  "library-records": ["Administration and Office"],
  legal: ["Legal Services"],
  "compliance-regulatory": ["Legal Services", "Business Operations"],
  "security-investigations": ["Protective Services"],
  "emergency-services": ["Protective Services"],
  "communications-marketing": ["Media, PR, and Communications", "Advertising and Marketing"],
  "customer-service": ["Customer Service"],
  "claims-benefits": ["Customer Service"],
  "planning-community": ["Science and Engineering"],
  "facilities-construction": ["Construction"],
  "skilled-trades": ["Installation, Maintenance, and Repairs"],
  transportation: ["Transportation and Logistics"],
};

/** The Muse's levels: Internship, Entry Level, Mid Level, Senior Level, management. */
const LEVELS: Record<string, ExperienceLevel> = {
  internship: "Entry-Mid",
  entry: "Entry-Mid",
  mid: "Mid",
  senior: "Senior",
  management: "Mid-Senior",
};

type MuseJob = {
  id?: number | string;
  name?: string;
  contents?: string;
  publication_date?: string;
  locations?: { name?: string }[];
  levels?: { name?: string; short_name?: string }[];
  refs?: { landing_page?: string };
  company?: { name?: string };
};

type MuseSearch = { page?: number; page_count?: number; results?: MuseJob[] };

const REMOTE = /\b(?:flexible|remote)\b/i;

function museLevel(job: MuseJob): ExperienceLevel | null {
  for (const level of job.levels ?? []) {
    const key = (level.short_name ?? level.name ?? "").toLowerCase().replace(/\s*level$/, "").trim();
    if (LEVELS[key]) return LEVELS[key];
  }
  return null;
}

export function normalizeMuseJob(job: MuseJob, ctx: Pick<SourceContext, "classify">, now: Date): JobPostingInput | null {
  const names = (job.locations ?? []).map((l) => l.name?.trim() ?? "").filter(Boolean);
  const remote = names.some((n) => REMOTE.test(n));
  // "Washington, DC" is in the US; "London, United Kingdom" is not. A US place wins over "Remote".
  const usPlace = names.find((n) => !REMOTE.test(n) && parseLocation(n).state !== null);
  if (!usPlace && !remote) return null;
  if (job.id === undefined) return null;
  const title = job.name ?? "";
  const place = usPlace ? resolvePlace({ text: usPlace }) : { city: null, state: null, lat: null, lon: null };
  // The title says more than The Muse's broad levels ("management" is a team lead or a director).
  const experienceLevel = experienceFromTitle(title) ?? museLevel(job);
  return finishPosting({
    source: "themuse",
    externalId: String(job.id),
    title,
    company: job.company?.name ?? null,
    location: displayLocation(place, remote, usPlace),
    ...place,
    salaryMin: null,
    salaryMax: null,
    remote,
    experienceLevel,
    onetCode: ctx.classify(title),
    postedAt: postedDate(job.publication_date, now),
    url: httpUrl(job.refs?.landing_page),
    description: htmlToText(job.contents),
  });
}

export const theMuseSource: JobSource = {
  id: "themuse",
  label: "The Muse",
  enabled: (env) => !!env.THE_MUSE_API_KEY || env.THE_MUSE_ENABLED === "1" || env.THE_MUSE_ENABLED === "true",
  // 500 requests an hour without a key: 30 at once, then 7 a minute, is at most 450 in any hour.
  rateLimit: { requestsPerMinute: 7, burst: 30, maxRequestsPerRun: 60 },
  queries(titles) {
    const categories = new Set<string>();
    for (const title of titles) for (const c of CATEGORIES[familyOfTitle(title) ?? "business-analysis"]) categories.add(c);
    return [...categories];
  },
  async fetchPage(input: FetchPageInput, ctx: SourceContext) {
    const base = (ctx.env.THE_MUSE_API_BASE ?? THE_MUSE_API_BASE).replace(/\/+$/, "");
    const apiPage = input.page - 1;
    const params = new URLSearchParams({ page: String(apiPage), category: input.query, descending: "true" });
    if (input.location) params.set("location", input.location);
    if (ctx.env.THE_MUSE_API_KEY) params.set("api_key", ctx.env.THE_MUSE_API_KEY);
    const body = (await ctx.getJson(`${base}/api/public/jobs?${params}`, { signal: input.signal })) as MuseSearch;
    const results = Array.isArray(body?.results) ? body.results : [];
    // No date filter in the API: newest first, so past the window the rest is older still.
    const oldest = input.now.getTime() - input.maxAgeDays * DAY;
    const postings: JobPostingInput[] = [];
    let tooOld = false;
    for (const job of results) {
      const p = normalizeMuseJob(job, ctx, input.now);
      if (p && p.postedAt.getTime() < oldest) tooOld = true;
      else if (p) postings.push(p);
    }
    const pageCount = typeof body.page_count === "number" ? body.page_count : 0;
    return { postings, hasMore: !tooOld && results.length > 0 && apiPage + 1 < pageCount, skipped: results.length - postings.length };
  },
};
