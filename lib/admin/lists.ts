/**
 * The portal's lists (users, resumes, leads, email status), paged, searched and filtered in SQL:
 * a page of at most ADMIN_PAGE_SIZE_MAX rows and its total, never a whole table.
 */
import "server-only";
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, not, or, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, emailTracking, leads, resumes } from "@/db/schema";
import type { AdminListQuery } from "@/lib/validation/admin";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
type Deps = { db?: Database; now?: Date };

/** `%q%` for ILIKE, with the pattern characters of the search taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const offsetOf = (q: AdminListQuery) => (q.page - 1) * q.pageSize;

// --- accounts -------------------------------------------------------------------------------------

export type AdminAccountStatus = "Premium" | "Trial" | "Inactive";

/** Spec 02 §4: Premium if isPremium; Trial if isTrialActive and not premium; Inactive otherwise. */
export function accountStatus(a: { isPremium: boolean; isTrialActive: boolean }): AdminAccountStatus {
  if (a.isPremium) return "Premium";
  if (a.isTrialActive) return "Trial";
  return "Inactive";
}

const isPremiumSql = () => eq(accounts.subscriptionTier, "premium");
/** The trial the admin switches on and off: status "trial" with an end date still ahead. */
const isTrialSql = (now: Date) =>
  and(ne(accounts.subscriptionTier, "premium"), eq(accounts.subscriptionStatus, "trial"), gt(accounts.trialEndDate, now))!;

export type AdminAccountRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subscriptionTier: string;
  createdAt: Date;
  cancelledAt: Date | null;
  subscriptionEndDate: Date | null;
  resumeId: number | null;
  isPremium: boolean;
  isTrialActive: boolean;
  status: AdminAccountStatus;
  topSuggestedRole: string | null;
  secondSuggestedRole: string | null;
  lastJobAlertSent: Date | null;
};

export async function listAccounts(q: AdminListQuery, { db = defaultDb, now = new Date() }: Deps = {}): Promise<Page<AdminAccountRow>> {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(or(ilike(accounts.name, likePattern(q.q)), ilike(accounts.email, likePattern(q.q)))!);
  if (q.filter === "premium") conditions.push(isPremiumSql());
  if (q.filter === "trial") conditions.push(isTrialSql(now));
  if (q.filter === "inactive") conditions.push(not(or(isPremiumSql(), isTrialSql(now))!));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        phone: accounts.phone,
        subscriptionTier: accounts.subscriptionTier,
        createdAt: accounts.createdAt,
        cancelledAt: accounts.cancelledAt,
        subscriptionEndDate: accounts.subscriptionEndDate,
        resumeId: accounts.resumeId,
        isPremium: sql<boolean>`${isPremiumSql()}`,
        isTrialActive: sql<boolean>`coalesce(${isTrialSql(now)}, false)`,
        topSuggestedRole: sql<string | null>`${resumes.privateSectorRoles}[1]`,
        secondSuggestedRole: sql<string | null>`${resumes.privateSectorRoles}[2]`,
        lastJobAlertSent: accounts.lastJobAlertSent,
      })
      .from(accounts)
      .leftJoin(resumes, eq(resumes.id, accounts.resumeId))
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, isPremium: Boolean(r.isPremium), isTrialActive: Boolean(r.isTrialActive), status: accountStatus(r) })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

// --- resumes --------------------------------------------------------------------------------------

export type AdminResumeRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  location: string;
  topSuggestedRole: string | null;
  secondSuggestedRole: string | null;
  aiModelUsed: string;
  emailVerified: boolean;
  createdAt: Date;
};

export async function listResumes(q: AdminListQuery, { db = defaultDb }: Deps = {}): Promise<Page<AdminResumeRow>> {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(or(ilike(resumes.name, likePattern(q.q)), ilike(resumes.email, likePattern(q.q)))!);
  if (q.filter === "verified") conditions.push(eq(resumes.emailVerified, true));
  if (q.filter === "unverified") conditions.push(eq(resumes.emailVerified, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: resumes.id,
        name: resumes.name,
        email: resumes.email,
        phone: resumes.phone,
        location: resumes.location,
        topSuggestedRole: sql<string | null>`${resumes.privateSectorRoles}[1]`,
        secondSuggestedRole: sql<string | null>`${resumes.privateSectorRoles}[2]`,
        aiModelUsed: resumes.aiModelUsed,
        emailVerified: resumes.emailVerified,
        createdAt: resumes.createdAt,
      })
      .from(resumes)
      .where(where)
      .orderBy(desc(resumes.createdAt), desc(resumes.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resumes).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

// --- leads ----------------------------------------------------------------------------------------

export type AdminLeadRow = {
  id: number;
  name: string;
  email: string;
  source: string;
  createdAt: Date;
  emailVerified: boolean;
  emailSequenceActive: boolean;
  emailSequenceDay: number;
  lastEmailSent: Date | null;
  convertedToAccount: boolean;
  accountId: number | null;
};

export async function listLeads(q: AdminListQuery, { db = defaultDb }: Deps = {}): Promise<Page<AdminLeadRow>> {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(or(ilike(leads.name, likePattern(q.q)), ilike(leads.email, likePattern(q.q)))!);
  if (q.filter === "verified") conditions.push(eq(leads.emailVerified, true));
  if (q.filter === "unverified") conditions.push(eq(leads.emailVerified, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        source: leads.source,
        createdAt: leads.createdAt,
        emailVerified: leads.emailVerified,
        emailSequenceActive: leads.emailSequenceActive,
        emailSequenceDay: leads.emailSequenceDay,
        lastEmailSent: leads.lastEmailSent,
        convertedToAccount: leads.convertedToAccount,
        accountId: leads.accountId,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

// --- email status ---------------------------------------------------------------------------------

type Sent = { emailType: string; sentAt: Date };
export type EmailStatus = {
  verification: Sent | null;
  referral: (Sent & { sequenceDay: number | null })[];
  jobAlerts: Sent[];
  welcome: Sent | null;
};

const TYPES = ["verification", "referral", "job_alert", "welcome"] as const;

/**
 * Spec 02 §3 "Email status", keyed by email, for the accounts of one page of the user list (the
 * Email Tracking tab pages through accounts, as the user list does): one query for the page's
 * addresses, using email_tracking's email index.
 */
export async function emailStatusPage(
  q: AdminListQuery,
  deps: Deps = {},
): Promise<Page<{ email: string; name: string }> & { statuses: Record<string, EmailStatus> }> {
  const db = deps.db ?? defaultDb;
  const people = await listAccounts({ ...q, filter: "all" }, deps);
  const emails = people.items.map((a) => a.email);
  const statuses: Record<string, EmailStatus> = Object.fromEntries(
    emails.map((e) => [e, { verification: null, referral: [], jobAlerts: [], welcome: null }]),
  );
  if (emails.length) {
    const rows = await db
      .select({ email: emailTracking.email, emailType: emailTracking.emailType, sequenceDay: emailTracking.sequenceDay, sentAt: emailTracking.sentAt })
      .from(emailTracking)
      .where(and(inArray(emailTracking.email, emails), inArray(emailTracking.emailType, [...TYPES]), eq(emailTracking.success, true)))
      .orderBy(asc(emailTracking.sentAt))
      .limit(emails.length * 100);
    for (const r of rows) {
      const s = statuses[r.email];
      if (!s) continue;
      const sent = { emailType: r.emailType, sentAt: r.sentAt };
      if (r.emailType === "verification") s.verification = sent;
      else if (r.emailType === "welcome") s.welcome = sent;
      else if (r.emailType === "referral") s.referral.push({ ...sent, sequenceDay: r.sequenceDay });
      else s.jobAlerts.push(sent);
    }
  }
  return {
    items: people.items.map((a) => ({ email: a.email, name: a.name })),
    total: people.total,
    page: people.page,
    pageSize: people.pageSize,
    statuses,
  };
}
