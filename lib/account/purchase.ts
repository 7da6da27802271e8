/**
 * The 25 USD purchase of an upgrade is reported to analytics once per account (spec 02 §2: after
 * the upgraded=true redirect). The claim is one conditional UPDATE, so a reload, a second tab or
 * a replayed request finds it taken; only a premium account can claim it.
 */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts } from "@/db/schema";
import { constants } from "@/lib/config/public";

export type PurchaseEvent = { track: boolean; value: number; currency: "USD" };

export async function claimPurchaseEvent(
  accountId: number,
  { db = defaultDb, now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<PurchaseEvent> {
  const claimed = await db
    .update(accounts)
    .set({ purchaseTrackedAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.purchaseTrackedAt), eq(accounts.subscriptionTier, "premium")))
    .returning({ id: accounts.id });
  return { track: claimed.length > 0, value: constants.premiumPriceUsd, currency: "USD" };
}
