/**
 * JSearch by OpenWeb Ninja, on RapidAPI (https://rapidapi.com/letscrape-6bRBa3QguO5/api/jsearch):
 * job postings gathered from Google for Jobs (LinkedIn, Indeed, company sites, …). On with
 * JSEARCH_API_KEY (a RapidAPI key). `GET {base}/search?query=…&page={n}&num_pages=1&country=us
 * &date_posted=week` with `X-RapidAPI-Key` and `X-RapidAPI-Host` answers
 * `{ status, request_id, parameters, data: [...] }`, at most 10 jobs a page and no total
 * (fixtures/jsearch-search-page-1.json). Salaries come with a period (YEAR, MONTH, WEEK, DAY,
 * HOUR) and a currency; we store annual USD only. Quotas depend on the RapidAPI plan.
 */
import {
  annualize,
  displayLocation,
  experienceFromMonths,
  experienceFromTitle,
  finishPosting,
  htmlToText,
  httpUrl,
  mentionsRemote,
  onetCodeFromDigits,
  postedDate,
  resolvePlace,
  salaryRange,
} from "./normalize";
import type { FetchPageInput, JobPostingInput, JobSource, SourceContext } from "./types";

export const JSEARCH_API_BASE = "https://jsearch.p.rapidapi.com";
export const JSEARCH_HOST = "jsearch.p.rapidapi.com";
export const JSEARCH_PAGE_SIZE = 10;

type JSearchJob = {
  job_id?: string;
  job_title?: string;
  employer_name?: string;
  job_apply_link?: string;
  job_google_link?: string;
  job_description?: string;
  job_is_remote?: boolean;
  job_posted_at_timestamp?: number | null;
  job_posted_at_datetime_utc?: string | null;
  job_location?: string | null;
  job_city?: string | null;
  job_state?: string | null;
  job_country?: string | null;
  job_latitude?: number | null;
  job_longitude?: number | null;
  job_min_salary?: number | null;
  job_max_salary?: number | null;
  job_salary_currency?: string | null;
  job_salary_period?: string | null;
  job_required_experience?: { no_experience_required?: boolean; required_experience_in_months?: number | null } | null;
  job_onet_soc?: string | null;
};

type JSearchResponse = { status?: string; data?: JSearchJob[] };

/** A date window JSearch accepts (`date_posted`) that covers `days`. */
function datePosted(days: number): string {
  if (days <= 1) return "today";
  if (days <= 3) return "3days";
  if (days <= 7) return "week";
  if (days <= 31) return "month";
  return "all";
}

export function normalizeJSearchJob(job: JSearchJob, ctx: Pick<SourceContext, "classify">, now: Date): JobPostingInput | null {
  if (!job.job_id || (job.job_country && job.job_country.toUpperCase() !== "US")) return null;
  const title = job.job_title ?? "";
  const remote = job.job_is_remote === true || mentionsRemote(title);
  const place = resolvePlace({
    city: job.job_city,
    state: job.job_state,
    lat: job.job_latitude,
    lon: job.job_longitude,
    text: job.job_location && !/^anywhere$/i.test(job.job_location) ? job.job_location : null,
  });
  // A remote job JSearch places at the country's centre (no city) has no place of its own.
  const placed = place.city || place.state ? place : { city: null, state: null, lat: null, lon: null };
  const usd = !job.job_salary_currency || job.job_salary_currency.toUpperCase() === "USD";
  const salary = usd
    ? salaryRange(annualize(job.job_min_salary, job.job_salary_period), annualize(job.job_max_salary, job.job_salary_period))
    : { salaryMin: null, salaryMax: null };
  const experience = job.job_required_experience;
  const experienceLevel =
    experienceFromTitle(title) ??
    (experience?.no_experience_required ? "Entry-Mid" : experienceFromMonths(experience?.required_experience_in_months));
  return finishPosting({
    source: "jsearch",
    externalId: job.job_id,
    title,
    company: job.employer_name ?? null,
    location: displayLocation(placed, remote, job.job_location),
    ...placed,
    ...salary,
    remote,
    experienceLevel,
    onetCode: ctx.classify(title, onetCodeFromDigits(job.job_onet_soc)),
    postedAt: postedDate(job.job_posted_at_datetime_utc ?? job.job_posted_at_timestamp, now),
    url: httpUrl(job.job_apply_link) ?? httpUrl(job.job_google_link),
    description: htmlToText(job.job_description),
  });
}

export const jsearchSource: JobSource = {
  id: "jsearch",
  label: "JSearch",
  enabled: (env) => !!env.JSEARCH_API_KEY,
  // RapidAPI plans cap requests per month (the free plan's allowance is small): a run asks little.
  rateLimit: { requestsPerMinute: 30, maxRequestsPerRun: 30 },
  async fetchPage(input: FetchPageInput, ctx: SourceContext) {
    const base = (ctx.env.JSEARCH_API_BASE ?? JSEARCH_API_BASE).replace(/\/+$/, "");
    const params = new URLSearchParams({
      query: input.location ? `${input.query} in ${input.location}` : input.query,
      page: String(input.page),
      num_pages: "1",
      country: "us",
      date_posted: datePosted(input.maxAgeDays),
    });
    const body = (await ctx.getJson(`${base}/search?${params}`, {
      headers: { "X-RapidAPI-Key": ctx.env.JSEARCH_API_KEY ?? "", "X-RapidAPI-Host": JSEARCH_HOST },
      signal: input.signal,
    })) as JSearchResponse;
    const results = Array.isArray(body?.data) ? body.data : [];
    const postings = results.map((job) => normalizeJSearchJob(job, ctx, input.now)).filter((p): p is JobPostingInput => p !== null);
    return { postings, hasMore: results.length >= JSEARCH_PAGE_SIZE, skipped: results.length - postings.length };
  },
};
