import "server-only";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { db } from "@/db/client";
import { processedStripeEvents } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { findAccountForStripe, recordPayment, updateBilling, type Tx } from "./account-store";
import { idOf, isMissingResource, stripeClient } from "./stripe";
import { invoicePeriodEnd, invoiceSubscriptionId, LIVE_STATUSES, subscriptionPatch } from "./subscription-state";

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body before anything else; each
 * handled event is recorded in processed_stripe_events in the same transaction as its changes, so
 * a replay (or a second concurrent delivery, which waits on the same primary key) changes nothing.
 * The state written comes from the subscription as Stripe has it now (retrieved), not from the
 * event's snapshot, so events arriving out of order cannot leave an older state behind. Anything
 * that fails throws: the route answers 5xx, nothing is recorded, and Stripe retries.
 */

export const HANDLED_EVENTS = [
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;
type HandledType = (typeof HANDLED_EVENTS)[number];

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/** Verifies the Stripe-Signature header against the raw body (400 when it is missing or wrong). */
export function verifyStripeEvent(rawBody: Buffer, signature: string | null, secret = env().STRIPE_WEBHOOK_SECRET): Stripe.Event {
  if (!secret) throw badRequest("Stripe webhooks are not configured on this server");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

function isHandled(type: string): type is HandledType {
  return (HANDLED_EVENTS as readonly string[]).includes(type);
}

async function alreadyProcessed(eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: processedStripeEvents.id }).from(processedStripeEvents).where(eq(processedStripeEvents.id, eventId)).limit(1);
  return !!row;
}

/** Inserts the event id; false when another delivery already recorded it (then nothing else may change). */
async function claim(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const rows = await tx.insert(processedStripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: processedStripeEvents.id });
  return rows.length > 0;
}

function requireStripe(): Stripe {
  const stripe = stripeClient();
  // A signed event we cannot act on is a configuration problem: fail (5xx) so Stripe retries later.
  if (!stripe) throw new Error("STRIPE_SECRET_KEY is not set: cannot read subscriptions for a webhook event");
  return stripe;
}

export async function handleStripeEvent(event: Stripe.Event, now = new Date()): Promise<WebhookOutcome> {
  if (!isHandled(event.type)) return "ignored";
  if (await alreadyProcessed(event.id)) return "duplicate";

  // Network calls first, outside the transaction.
  const stripe = requireStripe();
  const object = event.data.object as Stripe.Invoice | Stripe.Subscription;
  const invoice = object.object === "invoice" ? (object as Stripe.Invoice) : null;
  const subscriptionId = invoice ? invoiceSubscriptionId(invoice) : object.id;
  const sub = subscriptionId ? await currentSubscription(stripe, subscriptionId, invoice ? null : (object as Stripe.Subscription)) : null;
  const customerId = idOf(object.customer as string | { id: string } | null) ?? (sub ? idOf(sub.customer) : null);

  let outcome: WebhookOutcome = "processed";
  await db.transaction(async (tx) => {
    if (!(await claim(tx, event))) {
      outcome = "duplicate";
      return;
    }
    const account = await findAccountForStripe({ customerId, subscriptionId }, tx);
    // Not ours (another product on the same Stripe account, or an account deleted since): recorded, ignored.
    if (!account) return;

    if (invoice && (event.type === "invoice.paid" || event.type === "invoice.payment_failed")) {
      if (!subscriptionId) return; // a one-off invoice: not a subscription payment
      const paid = event.type === "invoice.paid";
      await recordPayment(tx, account, {
        invoiceId: invoice.id,
        subscriptionId,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: paid ? "paid" : "failed",
        periodEnd: invoicePeriodEnd(invoice),
      });
    }
    if (!sub) return;
    const patch = subscriptionPatch(account, sub, now);
    if (!patch) return;
    if (event.type === "invoice.payment_failed" && invoice && stillUnpaid(sub, invoice.id) && LIVE_STATUSES.has(sub.status)) {
      // The renewal failed and Stripe is retrying: no premium access until it is paid.
      patch.subscriptionStatus = "past_due";
    }
    await updateBilling(tx, account.id, patch);
  });
  return outcome;
}

/**
 * The subscription as Stripe has it now; when Stripe no longer knows it, the event's own snapshot
 * (a subscription event) or nothing (an invoice event: the payment is still recorded).
 */
async function currentSubscription(stripe: Stripe, id: string, snapshot: Stripe.Subscription | null): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id, { expand: ["latest_invoice"] });
  } catch (error) {
    if (isMissingResource(error)) return snapshot;
    throw error;
  }
}

/** Whether the failed invoice is still the subscription's latest and unpaid (no later success overtook it). */
function stillUnpaid(sub: Stripe.Subscription, invoiceId: string): boolean {
  const latest = sub.latest_invoice;
  if (!latest) return false;
  if (typeof latest === "string") return latest === invoiceId;
  return latest.id === invoiceId && latest.status !== "paid";
}
