import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { trialDaysLeft } from "./trial";

export type DashboardAccount = {
  id: number;
  name: string;
  email: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  createdAt: Date;
  isPremium: boolean;
  trialDaysLeft: number;
};

/** What the dashboard header shows, for the signed-in account only (the caller passes the session's id). */
export async function getDashboardAccount(accountId: number, now = new Date()): Promise<DashboardAccount | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      subscriptionTier: accounts.subscriptionTier,
      subscriptionStatus: accounts.subscriptionStatus,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  return { ...row, isPremium: row.subscriptionTier === "premium", trialDaysLeft: trialDaysLeft(row.createdAt, now) };
}
