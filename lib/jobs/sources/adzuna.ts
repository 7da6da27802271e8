/**
 * Adzuna (https://developer.adzuna.com): a job search engine aggregating US private-sector
 * postings. On with ADZUNA_APP_ID and ADZUNA_APP_KEY. One search is
 * `GET {base}/v1/api/jobs/us/search/{page}?app_id&app_key&what&where&results_per_page&max_days_old`;
 * the answer is `{ count, results: [...] }` (fixtures/adzuna-search-page-1.json).
 *
 * Salaries are annual in the country's currency (USD for /us/); `salary_is_predicted: "1"` marks
 * Adzuna's own estimate, which we do not store as if the employer had said it. The description is a
 * snippet of the advert (the full text is behind `redirect_url`).
 * Default access is 25 requests a minute and 250 a day (developer.adzuna.com/docs/terms_of_service).
 */
import {
  annualize,
  displayLocation,
  experienceFromTitle,
  finishPosting,
  htmlToText,
  httpUrl,
  mentionsRemote,
  postedDate,
  resolvePlace,
  salaryRange,
} from "./normalize";
import type { FetchPageInput, JobPostingInput, JobSource, SourceContext } from "./types";

export const ADZUNA_API_BASE = "https://api.adzuna.com";
export const ADZUNA_RESULTS_PER_PAGE = 50;

type AdzunaJob = {
  id?: string | number;
  title?: string;
  description?: string;
  created?: string;
  redirect_url?: string;
  company?: { display_name?: string };
  location?: { display_name?: string; area?: string[] };
  latitude?: number;
  longitude?: number;
  salary_min?: number;
  salary_max?: number;
  salary_is_predicted?: string | number;
  contract_time?: string;
};

type AdzunaSearch = { count?: number; results?: AdzunaJob[] };

/** ["US", "Virginia", "Arlington County", "Arlington"]: state second, city last (when below the county). */
function placeFromArea(area: string[] | undefined) {
  if (!area?.length || area[0] !== "US") return { inUs: area === undefined || area.length === 0, state: null, city: null };
  const state = area[1] ?? null;
  // [US, DC, Washington] has no county level; [US, Virginia, Fairfax County] names no city.
  const last = area.length >= 3 ? area[area.length - 1] : null;
  const city = last && !/\b(?:county|parish|borough|census area)\b/i.test(last) ? last : null;
  return { inUs: true, state, city };
}

export function normalizeAdzunaJob(job: AdzunaJob, ctx: Pick<SourceContext, "classify">, now: Date): JobPostingInput | null {
  const area = placeFromArea(job.location?.area);
  if (!area.inUs || job.id === undefined) return null;
  const title = job.title ?? "";
  const place = resolvePlace({
    city: area.city,
    state: area.state,
    lat: job.latitude,
    lon: job.longitude,
    text: job.location?.display_name,
  });
  const remote = mentionsRemote(title) || mentionsRemote(job.location?.display_name);
  const predicted = String(job.salary_is_predicted ?? "0") === "1";
  const salary = predicted ? { salaryMin: null, salaryMax: null } : salaryRange(annualize(job.salary_min), annualize(job.salary_max));
  return finishPosting({
    source: "adzuna",
    externalId: String(job.id),
    title,
    company: job.company?.display_name ?? null,
    location: displayLocation(place, remote, job.location?.display_name),
    ...place,
    ...salary,
    remote,
    experienceLevel: experienceFromTitle(title),
    onetCode: ctx.classify(title),
    postedAt: postedDate(job.created, now),
    url: httpUrl(job.redirect_url),
    description: htmlToText(job.description),
  });
}

export const adzunaSource: JobSource = {
  id: "adzuna",
  label: "Adzuna",
  enabled: (env) => !!(env.ADZUNA_APP_ID && env.ADZUNA_APP_KEY),
  // Documented default: 25 hits a minute, 250 a day, 1,000 a week, 2,500 a month. 24 a minute
  // with no burst keeps any 60-second window at 25 at most.
  rateLimit: { requestsPerMinute: 24, maxRequestsPerRun: 80 },
  async fetchPage(input: FetchPageInput, ctx: SourceContext) {
    const base = (ctx.env.ADZUNA_API_BASE ?? ADZUNA_API_BASE).replace(/\/+$/, "");
    const params = new URLSearchParams({
      app_id: ctx.env.ADZUNA_APP_ID ?? "",
      app_key: ctx.env.ADZUNA_APP_KEY ?? "",
      results_per_page: String(ADZUNA_RESULTS_PER_PAGE),
      what: input.query,
      max_days_old: String(input.maxAgeDays),
      sort_by: "date",
      "content-type": "application/json",
    });
    if (input.location) params.set("where", input.location);
    const body = (await ctx.getJson(`${base}/v1/api/jobs/us/search/${input.page}?${params}`, { signal: input.signal })) as AdzunaSearch;
    const results = Array.isArray(body?.results) ? body.results : [];
    const postings = results.map((job) => normalizeAdzunaJob(job, ctx, input.now)).filter((p): p is JobPostingInput => p !== null);
    const seen = (input.page - 1) * ADZUNA_RESULTS_PER_PAGE + results.length;
    return { postings, hasMore: results.length > 0 && typeof body.count === "number" && seen < body.count, skipped: results.length - postings.length };
  },
};
