/**
 * Job-alert run benchmark (`npm run bench:alerts`): seeds N accounts (half trial with a resume,
 * half premium with 3 saved searches each) and 50,000 postings across US cities (posted over the
 * last 7 days), then times one full alert run (matching in SQL, job_alert_history claims, React
 * Email rendering, the dev-outbox transport, unsubscribe tokens) and, on a fresh copy of the
 * accounts, two concurrent runs: how they split the work and that nobody got two emails.
 *
 *   npm run bench:alerts [-- --sizes 1000,10000] [--postings 50000]
 *
 * On the Postgres at DATABASE_URL when set (a throwaway database, dropped afterwards), else on an
 * in-memory PGlite (one connection: no real concurrency there). Target: 10,000 accounts < 60 s.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { DAY } from "../../lib/time";

process.env.AUTH_SECRET ||= "bench-alerts-secret-0f3c9a7e5b2d4c6e8a1f3b5d7c9e1234";
// As the deployed cron runs: React's production build (its development build renders emails ~5x
// slower). The outbox stays on (lib/env: a production run on this machine with ENABLE_DEV_OUTBOX).
(process.env as Record<string, string>).NODE_ENV = "production";
process.env.ENABLE_DEV_OUTBOX = "1";
process.env.APP_URL = "http://localhost:3000";
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const SIZES = arg("sizes", "1000,10000").split(",").map(Number);
const POSTINGS = Number(arg("postings", "50000"));
const TARGET_MS = 60_000;

const schema = await import("../../db/schema");
const { openBenchDatabase } = await import("./database");
const { runJobAlerts } = await import("../../lib/alerts/run");
const { loadSampleCatalog } = await import("../../lib/jobs/sample-feed");
const { US_CITIES } = await import("../../lib/jobs/us-cities");
const { createRng } = await import("../../lib/jobs/prng");
const { EXPERIENCE_LEVELS } = schema;
type Db = import("../../db/client").Database;

const now = new Date();

async function seedPostings(db: Db) {
  const catalog = await loadSampleCatalog();
  const rng = createRng("bench-alerts-postings");
  const chunk = 5000;
  for (let start = 0; start < POSTINGS; start += chunk) {
    const cols = { ext: [] as string[], title: [] as string[], company: [] as string[], location: [] as string[], city: [] as (string | null)[], state: [] as (string | null)[], lat: [] as (number | null)[], lon: [] as (number | null)[], smin: [] as (number | null)[], smax: [] as (number | null)[], remote: [] as boolean[], level: [] as (string | null)[], code: [] as string[], posted: [] as string[], url: [] as string[] };
    for (let i = start; i < Math.min(POSTINGS, start + chunk); i++) {
      const occ = rng.pick(catalog);
      const remote = rng.chance(0.1);
      const city = rng.weighted(US_CITIES, (c) => c.size * c.size);
      const base = 50_000 + rng.int(90_000);
      cols.ext.push(`b${i}`);
      cols.title.push(rng.pick(occ.titles.length ? occ.titles : [occ.title]));
      cols.company.push(`Employer ${rng.int(800)}`);
      cols.location.push(remote ? "Remote" : `${city.name}, ${city.state}`);
      cols.city.push(remote ? null : city.name);
      cols.state.push(remote ? null : city.state);
      // Postings spread around the city centre (up to ~15 miles).
      cols.lat.push(remote ? null : city.lat + (rng.next() - 0.5) * 0.4);
      cols.lon.push(remote ? null : city.lon + (rng.next() - 0.5) * 0.4);
      const salary = rng.chance(0.7);
      cols.smin.push(salary ? base : null);
      cols.smax.push(salary ? base + 20_000 : null);
      cols.remote.push(remote);
      cols.level.push(rng.chance(0.8) ? rng.pick(EXPERIENCE_LEVELS) : null);
      cols.code.push(occ.code);
      cols.posted.push(new Date(now.getTime() - rng.next() * 7 * DAY).toISOString());
      cols.url.push(`https://jobs.example.test/${i}`);
    }
    const p = (v: unknown[]) => sql.param(v);
    await db.execute(sql`
      insert into job_postings (source, external_id, title, company, location, city, state, lat, lon, salary_min, salary_max, remote, experience_level, onet_code, posted_at, url)
      select 'bench', * from unnest(${p(cols.ext)}::text[], ${p(cols.title)}::text[], ${p(cols.company)}::text[], ${p(cols.location)}::text[],
        ${p(cols.city)}::text[], ${p(cols.state)}::text[], ${p(cols.lat)}::float8[], ${p(cols.lon)}::float8[], ${p(cols.smin)}::int[],
        ${p(cols.smax)}::int[], ${p(cols.remote)}::bool[], ${p(cols.level)}::text[], ${p(cols.code)}::text[], ${p(cols.posted)}::timestamptz[], ${p(cols.url)}::text[])`);
  }
  await db.execute(sql`analyze job_postings`);
  return catalog;
}

async function seedAccounts(db: Db, n: number, catalog: Awaited<ReturnType<typeof loadSampleCatalog>>) {
  await db.execute(sql`truncate accounts, resumes, job_searches, job_alert_history, email_outbox, email_tracking, unsubscribe_tokens restart identity cascade`);
  const rng = createRng(`bench-alerts-accounts-${n}`);
  const cityText = () => {
    const c = rng.weighted(US_CITIES, (x) => x.size * x.size);
    return `${c.name}, ${c.state}`;
  };
  const title = () => rng.pick(catalog).title;
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const premium = ids.map((i) => i % 2 === 0);
  await db.execute(sql`
    insert into accounts (id, email, name, password_hash, subscription_tier, subscription_status, trial_start_date, trial_end_date)
    select i, 'bench-' || i || '@example.test', 'Bench Person ' || i, 'x',
      case when p then 'premium' else 'free' end, case when p then 'active' else 'trial' end,
      ${now.toISOString()}::timestamptz - ((i % 6) || ' days')::interval - interval '1 hour',
      ${now.toISOString()}::timestamptz - ((i % 6) || ' days')::interval + interval '6 days 23 hours'
    from unnest(${sql.param(ids)}::int[], ${sql.param(premium)}::bool[]) as t(i, p)`);
  await db.execute(sql`select setval('accounts_id_seq', ${n})`);
  const trialIds = ids.filter((_, i) => !premium[i]);
  const roles = trialIds.map(() => JSON.stringify([title(), title()]));
  const places = trialIds.map(() => cityText());
  await db.execute(sql`
    insert into resumes (email, name, location, phone, education, private_sector_roles, account_id, email_verified, verified_at)
    select 'bench-' || i || '@example.test', 'Bench Person ' || i, loc, '555-0100', 'BA',
      array(select jsonb_array_elements_text(r::jsonb)), i, true, ${now.toISOString()}::timestamptz - interval '2 days'
    from unnest(${sql.param(trialIds)}::int[], ${sql.param(roles)}::text[], ${sql.param(places)}::text[]) as t(i, r, loc)`);
  await db.execute(sql`update accounts a set resume_id = r.id from resumes r where r.account_id = a.id`);
  const s = { acc: [] as number[], titles: [] as string[], locs: [] as string[], min: [] as (number | null)[], max: [] as (number | null)[], exp: [] as (number | null)[], remote: [] as boolean[], similar: [] as boolean[] };
  for (const id of ids.filter((_, i) => premium[i])) {
    for (let k = 0; k < 3; k++) {
      s.acc.push(id);
      s.titles.push(JSON.stringify(rng.chance(0.5) ? [title(), title()] : [title()]));
      s.locs.push(JSON.stringify(rng.chance(0.3) ? [cityText(), cityText()] : [cityText()]));
      const salary = rng.chance(0.4);
      s.min.push(salary ? 60_000 : null);
      s.max.push(salary ? 120_000 : null);
      s.exp.push(rng.chance(0.5) ? rng.pick([0, 3, 8]) : null);
      s.remote.push(rng.chance(0.4));
      s.similar.push(rng.chance(0.7));
    }
  }
  await db.execute(sql`
    insert into job_searches (account_id, name, preferred_job_titles, preferred_locations, min_salary, max_salary, experience_years, remote_work, search_similar_titles)
    select a, 'Search', array(select jsonb_array_elements_text(t::jsonb)), array(select jsonb_array_elements_text(l::jsonb)), mn, mx, e, r, sim
    from unnest(${sql.param(s.acc)}::int[], ${sql.param(s.titles)}::text[], ${sql.param(s.locs)}::text[], ${sql.param(s.min)}::int[],
      ${sql.param(s.max)}::int[], ${sql.param(s.exp)}::int[], ${sql.param(s.remote)}::bool[], ${sql.param(s.similar)}::bool[]) as x(a, t, l, mn, mx, e, r, sim)`);
  await db.execute(sql`analyze`);
}

async function counts(db: Db) {
  const r = await db.execute<{ emails: number; distinct_to: number; claims: number }>(sql`
    select (select count(*) from email_outbox)::int as emails, (select count(distinct "to") from email_outbox)::int as distinct_to,
           (select count(*) from job_alert_history)::int as claims`);
  return r.rows[0]!;
}

async function main() {
  const database = await openBenchDatabase({ prefix: "civicshift_bench_alerts", pglitePort: 54347 });
  if (database.embedded) process.env.EMBEDDED_DB = "1";
  // lib/env validates DATABASE_URL; the run itself uses the pool below.
  process.env.DATABASE_URL ||= database.url;
  const pool = new Pool({ connectionString: database.url, max: database.embedded ? 1 : 10 });
  pool.on("error", () => {}); // idle connections closed when the throwaway database is dropped
  const db = drizzle(pool, { schema }) as unknown as Db;
  const where = database.embedded ? "embedded PGlite (in memory, one connection)" : "PostgreSQL (DATABASE_URL server)";
  const quiet = console.log;
  const warn = console.warn;
  let failed = false;
  try {
    const t0 = performance.now();
    const catalog = await seedPostings(db);
    quiet(`Node ${process.version}, ${where}\nseeded ${POSTINGS} postings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (const n of SIZES) {
      await seedAccounts(db, n, catalog);
      // The outbox transport logs one line per email: silenced while timing.
      console.log = console.warn = () => {};
      const start = performance.now();
      const report = await runJobAlerts({ db, now });
      const ms = performance.now() - start;
      console.log = quiet;
      console.warn = warn;
      const c = await counts(db);
      const ok = c.emails === c.distinct_to && c.emails === report.sent;
      quiet(
        `${n} accounts: one run ${(ms / 1000).toFixed(1)} s — ${report.claimed} claimed in ${report.batches} batches, ${report.sent} emails, ` +
          `${report.noJobs} without matching jobs, ${report.failed} failed (claiming ${(report.claimMs / 1000).toFixed(1)} s, sending ${(report.sendMs / 1000).toFixed(1)} s); duplicates: ${c.emails - c.distinct_to}${ok ? "" : " MISMATCH"}`,
      );
      if (!ok || report.failed) failed = true;
      if (n >= 10_000 && ms > TARGET_MS) failed = true;

      // Two concurrent runs on fresh claims.
      await db.execute(sql`truncate job_alert_history, email_outbox, email_tracking, unsubscribe_tokens restart identity`);
      console.log = console.warn = () => {};
      const start2 = performance.now();
      const [a, b] = await Promise.all([runJobAlerts({ db, now }), runJobAlerts({ db, now })]);
      const ms2 = performance.now() - start2;
      console.log = quiet;
      console.warn = warn;
      const c2 = await counts(db);
      quiet(
        `${n} accounts: two concurrent runs ${(ms2 / 1000).toFixed(1)} s — run A claimed ${a.claimed}, run B claimed ${b.claimed} ` +
          `(${a.claimed + b.claimed} of ${c2.claims} claims), ${c2.emails} emails to ${c2.distinct_to} addresses, duplicates ${c2.emails - c2.distinct_to}`,
      );
      if (c2.emails !== c2.distinct_to || a.claimed + b.claimed !== c2.claims) failed = true;
    }
  } finally {
    console.log = quiet;
    await pool.end();
    await database.drop();
  }
  if (failed) {
    console.log("\nMISSED the target or found a duplicate");
    process.exit(1);
  }
}

await main();
