/**
 * The daily job-alert run (cron /api/cron/job-alerts, `npm run cron:job-alerts`, admin hooks).
 *
 * Exactly once, never skipped:
 * 1. Claim: a batch of due accounts is selected `FOR UPDATE SKIP LOCKED` (two concurrent runs take
 *    disjoint batches), matched in SQL (lib/alerts/match.ts), and a `job_alert_history` row is
 *    inserted per account under its unique (account_id, alert_day) key, ON CONFLICT DO NOTHING, in
 *    the same transaction. Only accounts whose row this run inserted are sent to. The row holds the
 *    jobs, so a retry sends the same alert.
 * 2. Send: sendEmail with idempotencyKey `job-alert:{accountId}:{alertDay}` (claimed in
 *    email_tracking before the provider is called; Resend de-duplicates on it too).
 * 3. Recover: a claim is "sent" once its email_tracking row succeeded. A claim older than
 *    `staleAfterMs` (default 10 minutes) and younger than a day without a successful send (the run
 *    crashed between claim and send, or the provider failed) is sent again by the next run; an
 *    in-flight tracking row left by a crash is marked abandoned first so it can be claimed again.
 * A claim with no matching jobs is recorded (job_count 0) and no email is sent for it.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import * as jobAlertEmail from "@/emails/job-alert-email";
import type { JobAlertJob } from "@/emails/job-alert-email";
import { sendEmail } from "@/lib/email/send";
import { SAMPLE_LISTING_LABEL, SAMPLE_SOURCE } from "@/lib/jobs/sample-feed";
import { loadOnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { MINUTE } from "@/lib/time";
import { issueUnsubscribeTokens } from "@/lib/unsubscribe/tokens";
import { utcDateKey } from "./due";
import { AlertCriteria, matchAlertJobs, type AlertJobRow } from "./match";
import { listUnsubscribeHeaders, mapLimit } from "./send-util";

export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_STALE_AFTER_MS = 10 * MINUTE;
const DEFAULT_CONCURRENCY = 8;

export type SendFn = typeof sendEmail;

export type RunJobAlertsOptions = {
  now?: Date;
  db?: Database;
  send?: SendFn;
  batchSize?: number;
  /** Only these accounts (admin hooks, tests). */
  accountIds?: readonly number[];
  staleAfterMs?: number;
  concurrency?: number;
  signal?: AbortSignal;
};

export type AlertOutcome = { accountId: number; alertDay: string; status: "sent" | "no-jobs" | "failed" | "duplicate"; jobCount: number };

export type JobAlertReport = {
  startedAt: string;
  finishedAt: string;
  batches: number;
  claimed: number;
  sent: number;
  noJobs: number;
  failed: number;
  duplicates: number;
  retried: number;
  /** Where the time went: claiming (due selection, matching, history rows) and sending. */
  claimMs: number;
  sendMs: number;
  outcomes: AlertOutcome[];
};

type Claimed = { accountId: number; email: string; name: string; alertDay: string; trialDay: number | null; jobs: JobAlertJob[] };

export const alertIdempotencyKey = (accountId: number, alertDay: string) => `job-alert:${accountId}:${alertDay}`;

/** SQL of hasPremiumAccess (lib/guides/access.ts) at `now`. */
function premiumSql(now: Date) {
  const t = now.toISOString();
  return sql`(a.subscription_tier = 'premium' and (a.subscription_status = 'active'
    or (a.subscription_status in ('cancelled', 'canceled') and a.subscription_end_date > ${t}::timestamptz)))`;
}

/** The alert_day an account is due for at `now` (see due.ts dueJobAlert): the date, or the trial day. */
function alertDaySql(now: Date) {
  const t = now.toISOString();
  return sql`(case when ${premiumSql(now)} then ${utcDateKey(now)}
    else (floor(extract(epoch from (${t}::timestamptz - a.trial_start_date)) / 86400)::int + 1)::text end)`;
}

function dueWhere(now: Date, accountIds?: readonly number[]) {
  const t = now.toISOString();
  const premium = premiumSql(now);
  return sql`a.job_alerts_enabled and a.is_active
    and (
      (${premium} and exists (select 1 from job_searches s where s.account_id = a.id and s.is_active))
      or (not ${premium} and a.trial_end_date > ${t}::timestamptz and a.trial_start_date <= ${t}::timestamptz
          and a.trial_start_date > ${t}::timestamptz - interval '7 days')
    )
    ${accountIds ? sql`and a.id = any(${sql.param([...accountIds])}::int[])` : sql``}
    and not exists (select 1 from job_alert_history h where h.account_id = a.id and h.alert_day = ${alertDaySql(now)})`;
}

export function toAlertJob(row: AlertJobRow): JobAlertJob {
  return {
    jobTitle: row.title,
    company: row.company,
    location: row.location,
    source: row.source === SAMPLE_SOURCE ? SAMPLE_LISTING_LABEL : row.source,
    jobType: row.remote ? "Remote" : "On-site",
    experienceLevel: row.experienceLevel,
    postedDate: row.postedAt.toISOString().slice(0, 10),
    applicationUrl: row.url,
  };
}

type DueRow = { id: number; email: string; name: string; alert_day: string; premium: boolean };

/** Claims one batch (see the file comment): returns the accounts this run now owns. */
async function claimBatch(
  db: Database,
  criteria: AlertCriteria,
  index: Awaited<ReturnType<typeof loadOnetIndex>>,
  opts: { now: Date; batchSize: number; accountIds?: readonly number[] },
): Promise<Claimed[] | null> {
  const { now } = opts;
  return db.transaction(async (tx) => {
    const due = (
      await tx.execute<DueRow>(sql`
        select a.id, a.email, a.name, ${alertDaySql(now)} as alert_day, ${premiumSql(now)} as premium
        from accounts a
        where ${dueWhere(now, opts.accountIds)}
        order by a.id
        limit ${opts.batchSize}
        for update of a skip locked`)
    ).rows;
    if (!due.length) return null;
    const trialIds = due.filter((r) => !r.premium).map((r) => Number(r.id));
    const premiumIds = due.filter((r) => r.premium).map((r) => Number(r.id));
    criteria.reset();
    if (trialIds.length) {
      const resumes = await tx.execute<{ account_id: number; roles: string[]; location: string | null }>(sql`
        select a.id as account_id, r.private_sector_roles as roles, r.location
        from accounts a
        join lateral (
          select r.private_sector_roles, r.location from resumes r
          where r.id = a.resume_id or r.account_id = a.id
          order by (r.id = a.resume_id) desc, r.id desc limit 1
        ) r on true
        where a.id = any(${sql.param(trialIds)}::int[])`);
      for (const r of resumes.rows) criteria.addTrial(Number(r.account_id), { privateSectorRoles: r.roles ?? [], location: r.location });
    }
    if (premiumIds.length) {
      const searches = await tx.execute<{
        account_id: number; titles: string[]; locations: string[]; min_salary: number | null; max_salary: number | null;
        experience_years: number | null; remote_work: boolean; similar: boolean;
      }>(sql`
        select account_id, preferred_job_titles as titles, preferred_locations as locations, min_salary, max_salary,
               experience_years, remote_work, search_similar_titles as similar
        from job_searches where is_active and account_id = any(${sql.param(premiumIds)}::int[])
        order by account_id, id`);
      for (const s of searches.rows) {
        criteria.addSearch(Number(s.account_id), {
          preferredJobTitles: s.titles ?? [],
          preferredLocations: s.locations ?? [],
          minSalary: s.min_salary,
          maxSalary: s.max_salary,
          experienceYears: s.experience_years,
          remoteWork: s.remote_work,
          searchSimilarTitles: s.similar,
        });
      }
    }
    const matches = await matchAlertJobs(tx as unknown as Database, index, criteria, { now });
    const rows = due.map((r) => {
      const jobs = (matches.get(Number(r.id)) ?? []).map(toAlertJob);
      return { accountId: Number(r.id), alertDay: r.alert_day, jobCount: jobs.length, jobs };
    });
    const inserted = await tx.execute<{ account_id: number }>(sql`
      insert into job_alert_history (account_id, alert_day, job_count, jobs, sent_at)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x("accountId" int, "alertDay" text, "jobCount" int, jobs jsonb)
      cross join (select ${now.toISOString()}::timestamptz) t
      on conflict (account_id, alert_day) do nothing
      returning account_id`);
    const mine = new Set(inserted.rows.map((r) => Number(r.account_id)));
    const jobsOf = new Map(rows.map((x) => [x.accountId, x.jobs]));
    return due
      .filter((r) => mine.has(Number(r.id)))
      .map((r) => ({
        accountId: Number(r.id),
        email: r.email,
        name: r.name,
        alertDay: r.alert_day,
        trialDay: r.premium ? null : Number(r.alert_day),
        jobs: jobsOf.get(Number(r.id)) ?? [],
      }));
  });
}

/** Claims older than staleAfterMs (and younger than a day) whose email never went out. */
async function staleClaims(db: Database, opts: { now: Date; staleAfterMs: number; accountIds?: readonly number[] }): Promise<Claimed[]> {
  const { now } = opts;
  const t = now.toISOString();
  const cutoff = new Date(now.getTime() - opts.staleAfterMs).toISOString();
  const realCutoff = new Date(Date.now() - opts.staleAfterMs).toISOString();
  return db.transaction(async (tx) => {
    const rows = (
      await tx.execute<{ account_id: number; alert_day: string; jobs: JobAlertJob[]; email: string; name: string; premium: boolean }>(sql`
        select h.account_id, h.alert_day, h.jobs, a.email, a.name, ${premiumSql(now)} as premium
        from job_alert_history h join accounts a on a.id = h.account_id
        where h.job_count > 0
          and h.sent_at <= ${cutoff}::timestamptz and h.sent_at > ${t}::timestamptz - interval '1 day'
          and a.job_alerts_enabled and a.is_active
          ${opts.accountIds ? sql`and a.id = any(${sql.param([...opts.accountIds])}::int[])` : sql``}
          and not exists (
            select 1 from email_tracking et
            where et.idempotency_key = 'job-alert:' || h.account_id || ':' || h.alert_day
              and (et.success or (et.error is null and et.sent_at > ${realCutoff}::timestamptz)))
        order by h.id
        limit 2000
        for update of h skip locked`)
    ).rows;
    if (!rows.length) return [];
    const keys = rows.map((r) => alertIdempotencyKey(Number(r.account_id), r.alert_day));
    // In flight for longer than staleAfterMs: the run sending it died. Marked failed, so sendEmail may claim it again.
    await tx.execute(sql`
      update email_tracking set error = 'Abandoned: the run sending it stopped before the provider answered'
      where idempotency_key = any(${sql.param(keys)}::text[]) and not success and error is null`);
    return rows.map((r) => ({
      accountId: Number(r.account_id),
      email: r.email,
      name: r.name,
      alertDay: r.alert_day,
      trialDay: /^\d+$/.test(r.alert_day) ? Number(r.alert_day) : null,
      jobs: r.jobs,
    }));
  });
}

async function sendClaimed(db: Database, claimed: Claimed[], report: JobAlertReport, opts: { now: Date; send: SendFn; concurrency: number }) {
  const withJobs = claimed.filter((c) => c.jobs.length > 0);
  for (const c of claimed) {
    if (!c.jobs.length) {
      report.noJobs++;
      report.outcomes.push({ accountId: c.accountId, alertDay: c.alertDay, status: "no-jobs", jobCount: 0 });
    }
  }
  if (!withJobs.length) return;
  const tokens = await issueUnsubscribeTokens(withJobs.map((c) => ({ email: c.email, kind: "job_alert" as const })), { db, now: opts.now });
  const sentIds: number[] = [];
  await mapLimit(withJobs, opts.concurrency, async (c, i) => {
    const unsub = tokens[i]!;
    let status: AlertOutcome["status"];
    try {
      const result = await opts.send(
        {
          to: c.email,
          template: jobAlertEmail,
          props: { name: c.name, day: c.trialDay, jobs: c.jobs, unsubscribeUrl: unsub.url },
          emailType: "job_alert",
          sequenceDay: c.trialDay ?? undefined,
          idempotencyKey: alertIdempotencyKey(c.accountId, c.alertDay),
          headers: listUnsubscribeHeaders(unsub.oneClickUrl),
        },
        { db },
      );
      status = result.status;
    } catch (error) {
      // sendEmail never throws; an injected sender might. The claim stays and the next run retries it.
      console.error(`[alerts] job alert for account #${c.accountId} failed`, error);
      status = "failed";
    }
    if (status === "sent") {
      report.sent++;
      sentIds.push(c.accountId);
    } else if (status === "duplicate") report.duplicates++;
    else report.failed++;
    report.outcomes.push({ accountId: c.accountId, alertDay: c.alertDay, status, jobCount: c.jobs.length });
  });
  if (sentIds.length) {
    await db.execute(sql`update accounts set last_job_alert_sent = ${opts.now.toISOString()}::timestamptz
      where id = any(${sql.param(sentIds)}::int[])`);
  }
}

export async function runJobAlerts(opts: RunJobAlertsOptions = {}): Promise<JobAlertReport> {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendEmail;
  const concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY;
  const report: JobAlertReport = {
    startedAt: new Date().toISOString(),
    finishedAt: "",
    batches: 0,
    claimed: 0,
    sent: 0,
    noJobs: 0,
    failed: 0,
    duplicates: 0,
    retried: 0,
    claimMs: 0,
    sendMs: 0,
    outcomes: [],
  };
  const index = await loadOnetIndex();
  const criteria = new AlertCriteria(index);

  const stale = await staleClaims(db, { now, staleAfterMs: opts.staleAfterMs ?? DEFAULT_STALE_AFTER_MS, accountIds: opts.accountIds });
  report.retried = stale.length;
  await sendClaimed(db, stale, report, { now, send, concurrency });

  // Pipelined: the next batch is claimed (matching runs in the database, on another core) while
  // this one's emails are rendered and sent. A claimed batch is always sent, even after an abort.
  const claim = async () => {
    if (opts.signal?.aborted) return null;
    const t0 = performance.now();
    const batch = await claimBatch(db, criteria, index, { now, batchSize: opts.batchSize ?? DEFAULT_BATCH_SIZE, accountIds: opts.accountIds });
    report.claimMs += Math.round(performance.now() - t0);
    return batch;
  };
  let next = claim();
  for (;;) {
    const claimed = await next;
    if (claimed === null) break;
    report.batches++;
    report.claimed += claimed.length;
    next = claim();
    // An unhandled rejection of the prefetch while we send would crash the process: it is awaited above on the next turn.
    next.catch(() => {});
    const t1 = performance.now();
    await sendClaimed(db, claimed, report, { now, send, concurrency });
    report.sendMs += Math.round(performance.now() - t1);
  }
  report.finishedAt = new Date().toISOString();
  return report;
}

