/**
 * The portal's analytics (spec 02 §3 "Enhanced stats", "Cancellation data"), counted in SQL: the
 * per-page table from views grouped by (page, visitor), the site's unique visitors from views
 * grouped by visitor; "today" is the current UTC day.
 */
import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, cancellations, pageViews, resumes } from "@/db/schema";

export type PageAnalyticsRow = {
  page: string;
  total_views: number;
  unique_visitors: number;
  today_views: number;
  today_unique_visitors: number;
};

export type EnhancedStats = {
  totalPageViews: number;
  uniqueVisitors: number;
  todayPageViews: number;
  todayUniqueVisitors: number;
  visitorToLeadRate: number;
  completedResumes: number;
  completedAccounts: number;
  accountConversionRate: number;
  premiumConversions: number;
  premiumConversionRate: number;
  totalCancellations: number;
  pageAnalytics: PageAnalyticsRow[];
};

/** The per-page table shows the busiest pages; the selector lists them too. */
export const MAX_PAGES_LISTED = 200;

export const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** A percentage with one decimal; 0 when there is nothing to divide by. */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

type Deps = { db?: Database; now?: Date };

export async function enhancedStats({ db = defaultDb, now = new Date() }: Deps = {}): Promise<EnhancedStats> {
  const today = startOfUtcDay(now);
  const isToday = sql`${pageViews.timestamp} >= ${today.toISOString()}::timestamptz`;
  // Distinct counts by sorting 200,000 rows per grouping set were the cost: one hashed pass
  // groups the views by (page, visitor) and the per-page figures count those groups; the site-wide
  // uniques group by visitor the same way (today's through the timestamp index).
  const viewsQuery = db.execute<{ page: string; total: number; unique: number; todayTotal: number; todayUnique: number }>(sql`
    with per_visitor as (
      select ${pageViews.page} as page, ${pageViews.sessionId} as visitor, count(*) as n,
             count(*) filter (where ${isToday}) as today_n
      from ${pageViews}
      group by ${pageViews.page}, ${pageViews.sessionId}
    )
    select page, sum(n)::int as "total", count(*)::int as "unique",
           coalesce(sum(today_n), 0)::int as "todayTotal", (count(*) filter (where today_n > 0))::int as "todayUnique"
    from per_visitor
    group by page`);
  const siteQuery = db.execute<{ unique: number; todayUnique: number }>(sql`
    select
      (select count(*)::int from (select 1 from ${pageViews} group by ${pageViews.sessionId}) v) as "unique",
      (select count(*)::int from (select 1 from ${pageViews} where ${isToday} group by ${pageViews.sessionId}) t) as "todayUnique"`);
  const countsQuery = db.execute<{ resumes: number; accounts: number; premium: number; cancellations: number }>(sql`
    select
      (select count(*)::int from ${resumes}) as resumes,
      (select count(*)::int from ${accounts}) as accounts,
      (select count(*)::int from ${accounts} where ${accounts.subscriptionTier} = 'premium') as premium,
      (select count(*)::int from ${cancellations}) as cancellations`);
  const [viewsResult, site, counts] = await Promise.all([viewsQuery, siteQuery, countsQuery]);
  const views = viewsResult.rows.map((v) => ({
    page: v.page,
    total: Number(v.total),
    unique: Number(v.unique),
    todayTotal: Number(v.todayTotal),
    todayUnique: Number(v.todayUnique),
  }));
  const c = counts.rows[0] ?? { resumes: 0, accounts: 0, premium: 0, cancellations: 0 };
  const uniqueVisitors = Number(site.rows[0]?.unique ?? 0);
  return {
    totalPageViews: views.reduce((n, v) => n + v.total, 0),
    uniqueVisitors,
    todayPageViews: views.reduce((n, v) => n + v.todayTotal, 0),
    todayUniqueVisitors: Number(site.rows[0]?.todayUnique ?? 0),
    visitorToLeadRate: rate(Number(c.resumes), uniqueVisitors),
    completedResumes: Number(c.resumes),
    completedAccounts: Number(c.accounts),
    accountConversionRate: rate(Number(c.accounts), Number(c.resumes)),
    premiumConversions: Number(c.premium),
    premiumConversionRate: rate(Number(c.premium), Number(c.accounts)),
    totalCancellations: Number(c.cancellations),
    pageAnalytics: views
      .sort((a, b) => b.total - a.total || a.page.localeCompare(b.page))
      .slice(0, MAX_PAGES_LISTED)
      .map(toRow),
  };
}

function toRow(v: { page: string; total: number; unique: number; todayTotal: number; todayUnique: number }): PageAnalyticsRow {
  return { page: v.page, total_views: v.total, unique_visitors: v.unique, today_views: v.todayTotal, today_unique_visitors: v.todayUnique };
}

/** One page's figures (the selector); "all" (or empty) gives the site totals under page "all". */
export async function pageAnalytics(page: string, { db = defaultDb, now = new Date() }: Deps = {}): Promise<PageAnalyticsRow> {
  const today = startOfUtcDay(now);
  const isToday = sql`${pageViews.timestamp} >= ${today.toISOString()}::timestamptz`;
  const all = !page || page === "all";
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unique: sql<number>`count(distinct ${pageViews.sessionId})::int`,
      todayTotal: sql<number>`(count(*) filter (where ${isToday}))::int`,
      todayUnique: sql<number>`(count(distinct ${pageViews.sessionId}) filter (where ${isToday}))::int`,
    })
    .from(pageViews)
    .where(all ? undefined : eq(pageViews.page, page));
  return toRow({ page: all ? "all" : page, total: row?.total ?? 0, unique: row?.unique ?? 0, todayTotal: row?.todayTotal ?? 0, todayUnique: row?.todayUnique ?? 0 });
}

export type CancellationData = {
  reasonCounts: Record<string, number>;
  cancellations: { id: number; email: string; reason: string; cancelledAt: Date }[];
  totalCancellations: number;
};

/** Spec 02 §9: the recent list shows at most 10. */
export const RECENT_CANCELLATIONS = 10;

export async function cancellationData({ db = defaultDb }: Deps = {}): Promise<CancellationData> {
  const [reasons, recent] = await Promise.all([
    db.select({ reason: cancellations.reason, n: count() }).from(cancellations).groupBy(cancellations.reason),
    db
      .select({ id: cancellations.id, email: cancellations.email, reason: cancellations.reason, cancelledAt: cancellations.cancelledAt })
      .from(cancellations)
      .orderBy(desc(cancellations.cancelledAt), desc(cancellations.id))
      .limit(RECENT_CANCELLATIONS),
  ]);
  const reasonCounts = Object.fromEntries(reasons.map((r) => [r.reason, Number(r.n)]));
  return { reasonCounts, cancellations: recent, totalCancellations: reasons.reduce((s, r) => s + Number(r.n), 0) };
}

