import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { AppError, conflict, notFound } from "@/lib/api/errors";
import { loadBillingAccount, recordPayment, updateBilling } from "./account-store";
import { idOf, isMissingResource, requirePayments, stripeFailure } from "./stripe";
import { invoicePeriodEnd, LIVE_STATUSES, subscriptionPatch, type BillingAccount } from "./subscription-state";

/**
 * The upgrade: a Stripe customer for the account, a $25/month subscription that waits for its first
 * payment (default_incomplete), and the check that makes the account Premium only once Stripe says
 * the subscription is active and its invoice paid. The account is always the session's.
 */

export const SETUP_FAILED = "Failed to initialize payment. Please try again.";
export const ALREADY_PREMIUM = "Your Premium subscription is already active.";

async function requireAccount(accountId: number): Promise<BillingAccount> {
  const account = await loadBillingAccount(accountId);
  if (!account) throw notFound("Account not found");
  return account;
}

const premiumActive = (a: BillingAccount) => a.subscriptionTier === "premium" && a.subscriptionStatus === "active";

/**
 * The account's Stripe customer: the stored one while Stripe still has it, else a new one. The
 * idempotency key names the account row (id and creation time, so a recreated database cannot
 * collide with an older row's key) and the customer it replaces.
 */
async function ensureCustomer(stripe: Stripe, account: BillingAccount & { name: string; createdAt: Date }): Promise<string> {
  if (account.stripeCustomerId) {
    try {
      const existing = await stripe.customers.retrieve(account.stripeCustomerId);
      if (!("deleted" in existing && existing.deleted)) return existing.id;
    } catch (error) {
      if (!isMissingResource(error)) throw error;
    }
  }
  const customer = await stripe.customers.create(
    { email: account.email, name: account.name, metadata: { accountId: String(account.id) } },
    { idempotencyKey: `customer-create:${account.id}:${account.createdAt.getTime()}:${account.stripeCustomerId ?? "first"}` },
  );
  await db.update(accounts).set({ stripeCustomerId: customer.id, updatedAt: new Date() }).where(eq(accounts.id, account.id));
  return customer.id;
}

function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/**
 * POST /api/create-subscription-payment: answers the client secret of the first invoice's payment.
 * An incomplete subscription of an earlier attempt is reused (its invoice is still open), so a
 * reload or a double click never creates a second subscription; a new one is created only when the
 * earlier one is gone, keyed by the account, its customer and the subscription it replaces.
 */
export async function startSubscription(accountId: number): Promise<{ clientSecret: string }> {
  const { stripe, priceId } = requirePayments();
  const account = await requireAccount(accountId);
  if (premiumActive(account)) throw conflict(ALREADY_PREMIUM);
  const [profile] = await db.select({ name: accounts.name, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.id, accountId));
  try {
    const customerId = await ensureCustomer(stripe, { ...account, ...profile! });

    if (account.stripeSubscriptionId) {
      let previous: Stripe.Subscription | null = null;
      try {
        previous = await stripe.subscriptions.retrieve(account.stripeSubscriptionId, { expand: ["latest_invoice.confirmation_secret"] });
      } catch (error) {
        if (!isMissingResource(error)) throw error;
      }
      if (previous && idOf(previous.customer) === customerId) {
        if (LIVE_STATUSES.has(previous.status) || previous.status === "past_due") throw conflict(ALREADY_PREMIUM);
        const secret = previous.status === "incomplete" ? clientSecretOf(previous) : null;
        if (secret) return { clientSecret: secret };
      }
    }

    const sub = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: priceId }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: ["latest_invoice.confirmation_secret"],
        metadata: { accountId: String(account.id) },
      },
      { idempotencyKey: `subscription-create:${account.id}:${customerId}:${account.stripeSubscriptionId ?? "first"}` },
    );
    await db.update(accounts).set({ stripeSubscriptionId: sub.id, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    const secret = clientSecretOf(sub);
    if (!secret) throw new AppError(502, SETUP_FAILED);
    return { clientSecret: secret };
  } catch (error) {
    throw stripeFailure(error, SETUP_FAILED);
  }
}

export const NOT_PAID = "The payment has not completed yet.";
export const NOT_YOURS = "No subscription of this account was found.";

/**
 * POST /api/subscription-success: asks Stripe about the account's subscription and makes the
 * account Premium only when it belongs to this account's customer, is active (or trialing) and its
 * latest invoice is paid. Anything else changes nothing: 402 while unpaid, 409 when there is no
 * such subscription. A client call alone never upgrades anyone.
 */
export async function confirmSubscription(accountId: number, now = new Date()) {
  const { stripe, priceId } = requirePayments();
  const account = await requireAccount(accountId);
  if (!account.stripeCustomerId || !account.stripeSubscriptionId) throw conflict(NOT_YOURS);

  let sub: Stripe.Subscription;
  try {
    sub = await stripe.subscriptions.retrieve(account.stripeSubscriptionId, { expand: ["latest_invoice"] });
  } catch (error) {
    if (isMissingResource(error)) throw conflict(NOT_YOURS);
    throw stripeFailure(error, "Could not confirm the payment with Stripe. Please try again.");
  }
  if (idOf(sub.customer) !== account.stripeCustomerId || !sub.items.data.some((i) => i.price?.id === priceId)) {
    throw conflict(NOT_YOURS);
  }
  const invoice = typeof sub.latest_invoice === "object" ? sub.latest_invoice : null;
  if (!LIVE_STATUSES.has(sub.status) || invoice?.status !== "paid") {
    throw new AppError(402, NOT_PAID);
  }

  return db.transaction(async (tx) => {
    const current = (await loadBillingAccount(accountId, { tx, forUpdate: true }))!;
    const patch = subscriptionPatch(current, sub, now) ?? {};
    await updateBilling(tx, accountId, patch);
    await recordPayment(tx, current, {
      invoiceId: invoice.id,
      subscriptionId: sub.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      status: "paid",
      periodEnd: invoicePeriodEnd(invoice),
    });
    const after = { ...current, ...patch };
    return {
      subscriptionTier: after.subscriptionTier,
      subscriptionStatus: after.subscriptionStatus,
      subscriptionEndDate: after.subscriptionEndDate,
    };
  });
}
