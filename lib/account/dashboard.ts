/**
 * The signed-in account as the dashboard and GET /api/accounts/{id} show it (spec 02 §3's Account
 * fields): plan and trial, subscription dates, the pending email change, two-factor state, and the
 * top suggested roles of its resume. Always read for the session's own id (the caller passes it).
 */
import "server-only";
import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, resumes } from "@/db/schema";
import { accountResumesOrder, accountResumesWhere } from "./resumes";
import { accountPlan, accountTrialDaysLeft, type AccountPlan } from "./trial";

export type AccountView = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  /** A new address waiting for its confirmation link (null when none). */
  pendingEmail: string | null;
  subscriptionTier: string;
  subscriptionStatus: string;
  plan: AccountPlan;
  isPremium: boolean;
  /** The 7-day trial of an account that is not premium. */
  isTrialActive: boolean;
  trialDaysLeft: number;
  createdAt: Date;
  /** The trial window as the admin's trial toggle leaves it (lib/account/trial.ts accountTrialDaysLeft). */
  trialStartDate: Date;
  trialEndDate: Date;
  cancelledAt: Date | null;
  subscriptionEndDate: Date | null;
  /** Premium, but cancelled: access continues until subscriptionEndDate, the cancel form is hidden. */
  isCancelled: boolean;
  resumeId: number | null;
  topSuggestedRole: string | null;
  secondSuggestedRole: string | null;
  /** The location on the account's resume (the Basic Job Search card), else null. */
  resumeLocation: string | null;
  twoFactorEnabled: boolean;
};

/** The dashboard header's name for it (kept for callers of the earlier module). */
export type DashboardAccount = AccountView;

export async function getAccountView(
  accountId: number,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<AccountView | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      phone: accounts.phone,
      location: accounts.location,
      pendingEmail: accounts.pendingEmail,
      subscriptionTier: accounts.subscriptionTier,
      subscriptionStatus: accounts.subscriptionStatus,
      createdAt: accounts.createdAt,
      trialStartDate: accounts.trialStartDate,
      trialEndDate: accounts.trialEndDate,
      cancelledAt: accounts.cancelledAt,
      subscriptionEndDate: accounts.subscriptionEndDate,
      resumeId: accounts.resumeId,
      totpEnabledAt: accounts.totpEnabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;

  // The resume the account was made from (accounts.resumeId), else its newest linked one.
  const [resume] = await db
    .select({ location: resumes.location, roles: resumes.privateSectorRoles })
    .from(resumes)
    .where(accountResumesWhere(row.id, row.resumeId))
    .orderBy(...accountResumesOrder(row.resumeId))
    .limit(1);

  const plan = accountPlan(row, now);
  const isPremium = plan === "premium";
  const status = row.subscriptionStatus.toLowerCase();
  const { totpEnabledAt, ...fields } = row;
  return {
    ...fields,
    plan,
    isPremium,
    isTrialActive: plan === "trial",
    trialDaysLeft: accountTrialDaysLeft(row, now),
    isCancelled: isPremium && (row.cancelledAt !== null || status === "cancelled" || status === "canceled"),
    topSuggestedRole: resume?.roles[0]?.trim() || null,
    secondSuggestedRole: resume?.roles[1]?.trim() || null,
    resumeLocation: resume?.location?.trim() || null,
    twoFactorEnabled: totpEnabledAt !== null,
  };
}

/** What the dashboard header shows, for the signed-in account only (the caller passes the session's id). */
export function getDashboardAccount(accountId: number, now = new Date()): Promise<AccountView | null> {
  return getAccountView(accountId, { now });
}
