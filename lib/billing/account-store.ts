import "server-only";
import { eq, ne, or, sql } from "drizzle-orm";
import { db, type Database } from "@/db/client";
import { accounts, payments } from "@/db/schema";
import type { AccountBillingPatch, BillingAccount } from "./subscription-state";

/** The database or a transaction on it. */
export type Tx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const billingColumns = {
  id: accounts.id,
  email: accounts.email,
  subscriptionTier: accounts.subscriptionTier,
  subscriptionStatus: accounts.subscriptionStatus,
  subscriptionStartDate: accounts.subscriptionStartDate,
  subscriptionEndDate: accounts.subscriptionEndDate,
  cancelledAt: accounts.cancelledAt,
  cancellationReason: accounts.cancellationReason,
  stripeCustomerId: accounts.stripeCustomerId,
  stripeSubscriptionId: accounts.stripeSubscriptionId,
};

/** The billing columns of one account (the caller passes the session's id), locked when `forUpdate`. */
export async function loadBillingAccount(accountId: number, { tx = db, forUpdate = false }: { tx?: Tx; forUpdate?: boolean } = {}): Promise<BillingAccount | null> {
  const query = tx.select(billingColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The account a Stripe object belongs to: by its customer, else by the subscription id we stored. */
export async function findAccountForStripe(
  { customerId, subscriptionId }: { customerId: string | null; subscriptionId: string | null },
  tx: Tx = db,
): Promise<BillingAccount | null> {
  const conditions = [
    customerId ? eq(accounts.stripeCustomerId, customerId) : undefined,
    subscriptionId ? eq(accounts.stripeSubscriptionId, subscriptionId) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return null;
  const rows = await tx.select(billingColumns).from(accounts).where(or(...conditions)).limit(2).for("update");
  return rows.find((r) => customerId && r.stripeCustomerId === customerId) ?? rows[0] ?? null;
}

export async function updateBilling(tx: Tx, accountId: number, patch: AccountBillingPatch): Promise<void> {
  if (!Object.keys(patch).length) return;
  await tx.update(accounts).set({ ...patch, updatedAt: new Date() }).where(eq(accounts.id, accountId));
}

export type PaymentRecord = {
  invoiceId: string;
  subscriptionId: string | null;
  amountCents: number;
  currency: string;
  status: "paid" | "failed";
  periodEnd: Date | null;
};

/**
 * One row per invoice (unique by its id): a paid invoice is written or turned to "paid"; a failed
 * attempt never overwrites a payment already recorded as paid (events may arrive out of order).
 */
export async function recordPayment(tx: Tx, account: Pick<BillingAccount, "id" | "email">, p: PaymentRecord): Promise<void> {
  const values = {
    accountId: account.id,
    email: account.email,
    stripeInvoiceId: p.invoiceId,
    stripeSubscriptionId: p.subscriptionId,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status,
    periodEnd: p.periodEnd,
  };
  await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.stripeInvoiceId,
      set: { status: sql`excluded.status`, amountCents: sql`excluded.amount_cents`, periodEnd: sql`excluded.period_end` },
      ...(p.status === "failed" ? { setWhere: ne(payments.status, "paid") } : {}),
    });
}
