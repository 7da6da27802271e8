/**
 * Integration: POST /api/stripe/webhook with events signed by stripe.webhooks.generateTestHeaderString,
 * against the fake Stripe server (the handler reads each subscription as Stripe has it now).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { accounts, payments, processedStripeEvents } from "@/db/schema";
import { hasPremiumAccess } from "@/lib/guides/access";
import { createAccount, routeContext } from "@/test/helpers";
import { FAKE_STRIPE, setStripeEnv, signedEvent, useFakeStripe } from "@/test/fakes/stripe-server";
import { DAY } from "@/lib/time";
import { POST } from "./route";

const stripe = useFakeStripe();

function deliver(event: { payload: string; signature?: string }, headers: Record<string, string> = {}) {
  const h = new Headers({ "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", ...headers });
  if (event.signature) h.set("stripe-signature", event.signature);
  return POST(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: h, body: event.payload }), routeContext());
}
const row = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const eventRows = (id: string) => db.select().from(processedStripeEvents).where(eq(processedStripeEvents.id, id));
const paymentRows = (accountId: number) => db.select().from(payments).where(eq(payments.accountId, accountId));
const invoiceEvent = (type: string, subId: string) => signedEvent(type, stripe.server.latestInvoice(subId));
const subscriptionEvent = (type: string, subId: string) => signedEvent(type, stripe.server.subscriptions.get(subId));

/** A paying customer in the fake Stripe and an account linked to it (free until an event says otherwise). */
async function customerAccount(overrides: Parameters<typeof createAccount>[0] = {}) {
  const customer = stripe.server.addCustomer();
  const sub = stripe.server.addSubscription({ customer: customer.id, status: "active" });
  const { account } = await createAccount({ ...overrides, overrides: { stripeCustomerId: customer.id, stripeSubscriptionId: sub.id, ...overrides.overrides } });
  return { account, sub, customer };
}

describe("POST /api/stripe/webhook: the signature", () => {
  it("refuses a missing, wrong or tampered signature with 400 and records nothing", async () => {
    const { sub } = await customerAccount();
    const good = invoiceEvent("invoice.paid", sub.id);
    const forged = signedEvent("invoice.paid", stripe.server.latestInvoice(sub.id), { id: good.id, secret: "whsec_someone_else" });
    for (const attempt of [
      { payload: good.payload },
      { payload: good.payload, signature: "t=1,v1=deadbeef" },
      { payload: good.payload, signature: forged.signature },
      { payload: good.payload.replace('"livemode":false', '"livemode":true'), signature: good.signature },
    ]) {
      const res = await deliver(attempt);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("bad_request");
    }
    expect(await eventRows(good.id)).toEqual([]);
  });

  it("refuses every event while STRIPE_WEBHOOK_SECRET is unset", async () => {
    const { sub } = await customerAccount();
    const event = invoiceEvent("invoice.paid", sub.id);
    setStripeEnv({ STRIPE_WEBHOOK_SECRET: null });
    try {
      expect((await deliver(event)).status).toBe(400);
    } finally {
      setStripeEnv({ STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret });
    }
  });
});

describe("POST /api/stripe/webhook: events", () => {
  it("invoice.paid makes the account Premium until the period end and records the payment and the event", async () => {
    const { account, sub } = await customerAccount();
    const event = invoiceEvent("invoice.paid", sub.id);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "processed" });
    expect(await row(account.id)).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(sub.items.data[0]!.current_period_end * 1000),
    });
    expect(await paymentRows(account.id)).toEqual([expect.objectContaining({ status: "paid", amountCents: 2500, stripeInvoiceId: sub.latest_invoice })]);
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  it("a replayed invoice.paid after the deletion changes nothing: no re-upgrade, one event row", async () => {
    const { account, sub } = await customerAccount();
    const paid = invoiceEvent("invoice.paid", sub.id);
    expect((await deliver(paid)).status).toBe(200);
    expect((await row(account.id)).subscriptionTier).toBe("premium");

    Object.assign(stripe.server.subscriptions.get(sub.id)!, { status: "canceled", ended_at: Math.floor(Date.now() / 1000), canceled_at: Math.floor(Date.now() / 1000) });
    stripe.server.subscriptions.get(sub.id)!.cancellation_details.reason = "payment_failed";
    expect((await deliver(subscriptionEvent("customer.subscription.deleted", sub.id))).status).toBe(200);
    const afterDeletion = await row(account.id);
    expect(afterDeletion).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "expired" });

    const replay = await deliver(paid);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });
    expect(await row(account.id)).toEqual(afterDeletion);
    expect(await eventRows(paid.id)).toHaveLength(1);
    expect(await paymentRows(account.id)).toHaveLength(1);
  });

  it("two concurrent deliveries of one event: one processes it, the other finds it taken", async () => {
    const { account, sub } = await customerAccount();
    const event = invoiceEvent("invoice.paid", sub.id);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const outcomes = (await Promise.all(answers.map((r) => r.json()))).map((b) => b.outcome).sort();
    expect(outcomes).toEqual(["duplicate", "processed"]);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await paymentRows(account.id)).toHaveLength(1);
  });

  it("invoice.payment_failed: past_due (no premium access) with a failed payment row; free once Stripe ends the subscription", async () => {
    const { account, sub } = await customerAccount({ tier: "premium", status: "active" });
    // A renewal: a new open invoice that fails, and Stripe marks the subscription past_due.
    const renewal = stripe.server.addSubscription({ customer: sub.customer, status: "past_due", invoicePaid: false });
    const s = stripe.server.subscriptions.get(sub.id)!;
    stripe.server.invoices.get(renewal.latest_invoice!)!.parent.subscription_details.subscription = sub.id;
    Object.assign(s, { status: "past_due", latest_invoice: renewal.latest_invoice });
    stripe.server.subscriptions.delete(renewal.id);

    expect((await deliver(invoiceEvent("invoice.payment_failed", sub.id))).status).toBe(200);
    const pastDue = await row(account.id);
    expect(pastDue).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "past_due" });
    expect(hasPremiumAccess(pastDue)).toBe(false);
    expect(await paymentRows(account.id)).toEqual([expect.objectContaining({ stripeInvoiceId: renewal.latest_invoice, status: "failed", amountCents: 2500 })]);

    // Stripe gives up after its retries: the subscription ends, and the last failure says so.
    Object.assign(s, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    s.cancellation_details.reason = "payment_failed";
    expect((await deliver(invoiceEvent("invoice.payment_failed", sub.id))).status).toBe(200);
    expect(await row(account.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "expired" });
  });

  it("invoice.payment_failed while Stripe still calls the subscription active: past_due until the invoice is paid", async () => {
    const { account, sub } = await customerAccount({ tier: "premium", status: "active" });
    Object.assign(stripe.server.latestInvoice(sub.id), { status: "open", amount_paid: 0 });
    expect((await deliver(invoiceEvent("invoice.payment_failed", sub.id))).status).toBe(200);
    expect((await row(account.id)).subscriptionStatus).toBe("past_due");

    stripe.server.payLatestInvoice(sub.id);
    expect((await deliver(invoiceEvent("invoice.paid", sub.id))).status).toBe(200);
    expect((await row(account.id)).subscriptionStatus).toBe("active");
    expect(await paymentRows(account.id)).toEqual([expect.objectContaining({ status: "paid" })]);
  });

  it("customer.subscription.updated with cancel_at_period_end keeps Premium until the end; .deleted then makes it free", async () => {
    const { account, sub } = await customerAccount({ tier: "premium", status: "active" });
    const s = stripe.server.subscriptions.get(sub.id)!;
    const end = s.items.data[0]!.current_period_end;
    Object.assign(s, { cancel_at_period_end: true, cancel_at: end, canceled_at: Math.floor(Date.now() / 1000) });
    s.cancellation_details.reason = "cancellation_requested";

    expect((await deliver(subscriptionEvent("customer.subscription.updated", sub.id))).status).toBe(200);
    const cancelling = await row(account.id);
    expect(cancelling).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "cancelled", subscriptionEndDate: new Date(end * 1000) });
    expect(cancelling.cancelledAt).toBeInstanceOf(Date);
    expect(hasPremiumAccess(cancelling, new Date())).toBe(true);
    expect(hasPremiumAccess(cancelling, new Date(end * 1000 + DAY))).toBe(false);

    Object.assign(s, { status: "canceled", ended_at: end });
    expect((await deliver(subscriptionEvent("customer.subscription.deleted", sub.id))).status).toBe(200);
    expect(await row(account.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "cancelled", subscriptionEndDate: new Date(end * 1000) });
  });

  it("customer.subscription.updated to unpaid makes the account free", async () => {
    const { account, sub } = await customerAccount({ tier: "premium", status: "active" });
    stripe.server.subscriptions.get(sub.id)!.status = "unpaid";
    expect((await deliver(subscriptionEvent("customer.subscription.updated", sub.id))).status).toBe(200);
    expect(await row(account.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "expired" });
  });

  it("answers 200 and changes nothing for a customer that is no account's, and for events it does not use", async () => {
    const stranger = stripe.server.addCustomer();
    const sub = stripe.server.addSubscription({ customer: stranger.id, status: "active" });
    const event = invoiceEvent("invoice.paid", sub.id);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await db.select().from(payments).where(eq(payments.stripeInvoiceId, sub.latest_invoice!))).toEqual([]);

    const other = signedEvent("customer.created", stranger);
    const ignored = await deliver(other);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ outcome: "ignored" });
  });

  it("answers 5xx when it cannot process an event, records nothing, and processes Stripe's retry", async () => {
    const { account, sub } = await customerAccount();
    const event = invoiceEvent("invoice.paid", sub.id);
    stripe.server.failNext({ method: "GET", path: /^\/v1\/subscriptions\//, status: 400, type: "invalid_request_error", message: "Stripe is having a bad day", code: "parameter_invalid" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await deliver(event);
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      log.mockRestore();
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect((await row(account.id)).subscriptionTier).toBe("free");

    expect((await deliver(event)).status).toBe(200);
    expect((await row(account.id)).subscriptionTier).toBe("premium");
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  it("leaves the account alone when an abandoned earlier subscription expires", async () => {
    const { account, sub, customer } = await customerAccount({ tier: "premium", status: "active" });
    const abandoned = stripe.server.addSubscription({ customer: customer.id, status: "incomplete_expired" });
    expect((await deliver(subscriptionEvent("customer.subscription.updated", abandoned.id))).status).toBe(200);
    expect(await row(account.id)).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active", stripeSubscriptionId: sub.id });
  });
});
