import { describe, expect, it } from "vitest";
import { currentPeriodEnd, invoicePeriodEnd, invoiceSubscriptionId, subscriptionPatch, type BillingAccount, type SubscriptionFacts } from "./subscription-state";

const NOW = new Date("2026-03-01T12:00:00Z");
const s = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const END = s("2026-03-31T12:00:00Z");

const account = (over: Partial<BillingAccount> = {}): BillingAccount => ({
  id: 1,
  email: "a@example.test",
  subscriptionTier: "free",
  subscriptionStatus: "trial",
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  cancelledAt: null,
  cancellationReason: null,
  stripeCustomerId: "cus_1",
  stripeSubscriptionId: "sub_1",
  ...over,
});
const sub = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  id: "sub_1",
  status: "active",
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  ended_at: null,
  start_date: s("2026-03-01T11:59:00Z"),
  items: { data: [{ current_period_end: END }] },
  cancellation_details: { reason: null },
  ...over,
});

describe("subscriptionPatch", () => {
  it("active: premium, active, started when the subscription started, until the period end", () => {
    expect(subscriptionPatch(account(), sub(), NOW)).toEqual({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionStartDate: new Date("2026-03-01T11:59:00Z"),
      subscriptionEndDate: new Date(END * 1000),
      cancelledAt: null,
      cancellationReason: null,
      stripeSubscriptionId: "sub_1",
    });
  });

  it("a renewal keeps the original start date and moves the end date", () => {
    const start = new Date("2025-12-01T00:00:00Z");
    const patch = subscriptionPatch(account({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionStartDate: start }), sub(), NOW);
    expect(patch).toMatchObject({ subscriptionStartDate: start, subscriptionEndDate: new Date(END * 1000) });
  });

  it("cancel at period end: still premium, status cancelled, the account's own cancellation time and reason kept", () => {
    const cancelledAt = new Date("2026-03-01T10:00:00Z");
    const patch = subscriptionPatch(
      account({ subscriptionTier: "premium", subscriptionStatus: "cancelled", cancelledAt, cancellationReason: "too-expensive" }),
      sub({ cancel_at_period_end: true, cancel_at: END, canceled_at: s("2026-03-01T10:00:01Z") }),
      NOW,
    );
    expect(patch).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "cancelled", cancelledAt, cancellationReason: "too-expensive", subscriptionEndDate: new Date(END * 1000) });
  });

  it("cancelled in the portal (no time of ours): Stripe's canceled_at", () => {
    const patch = subscriptionPatch(account({ subscriptionTier: "premium", subscriptionStatus: "active" }), sub({ cancel_at: END, canceled_at: s("2026-03-01T09:00:00Z") }), NOW);
    expect(patch).toMatchObject({ subscriptionStatus: "cancelled", cancelledAt: new Date("2026-03-01T09:00:00Z") });
  });

  it("renewed again after a cancellation: active, cancellation cleared", () => {
    const patch = subscriptionPatch(account({ subscriptionTier: "premium", subscriptionStatus: "cancelled", cancelledAt: NOW, cancellationReason: "other" }), sub(), NOW);
    expect(patch).toMatchObject({ subscriptionStatus: "active", cancelledAt: null, cancellationReason: null });
  });

  it("past_due: premium tier kept with status past_due; nothing for an account that never was premium", () => {
    expect(subscriptionPatch(account({ subscriptionTier: "premium", subscriptionStatus: "active" }), sub({ status: "past_due" }), NOW)).toEqual({
      subscriptionStatus: "past_due",
      subscriptionEndDate: new Date(END * 1000),
    });
    expect(subscriptionPatch(account(), sub({ status: "past_due" }), NOW)).toBeNull();
  });

  it("ended: free; cancelled when asked for, expired when payment failed, ending when Stripe ended it", () => {
    const premium = account({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const ended = s("2026-03-31T12:00:00Z");
    expect(subscriptionPatch(premium, sub({ status: "canceled", ended_at: ended, cancellation_details: { reason: "payment_failed" } }), NOW)).toEqual({
      subscriptionTier: "free",
      subscriptionStatus: "expired",
      subscriptionEndDate: new Date(ended * 1000),
      cancelledAt: null,
    });
    expect(subscriptionPatch(premium, sub({ status: "canceled", ended_at: ended, canceled_at: ended, cancellation_details: { reason: "cancellation_requested" } }), NOW)).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "cancelled",
      cancelledAt: new Date(ended * 1000),
    });
    expect(subscriptionPatch(premium, sub({ status: "unpaid" }), NOW)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "expired", subscriptionEndDate: NOW });
  });

  it("incomplete, or an ended first attempt of a never-premium account: nothing", () => {
    expect(subscriptionPatch(account(), sub({ status: "incomplete" }), NOW)).toBeNull();
    expect(subscriptionPatch(account(), sub({ status: "incomplete_expired" }), NOW)).toBeNull();
  });

  it("another subscription of the account: ignored when it is not live, adopted when it is paid for", () => {
    const premium = account({ subscriptionTier: "premium", subscriptionStatus: "active", stripeSubscriptionId: "sub_current" });
    expect(subscriptionPatch(premium, sub({ id: "sub_old", status: "canceled" }), NOW)).toBeNull();
    expect(subscriptionPatch(account({ stripeSubscriptionId: "sub_old" }), sub({ id: "sub_new" }), NOW)).toMatchObject({ subscriptionTier: "premium", stripeSubscriptionId: "sub_new" });
  });
});

describe("Stripe object readers", () => {
  it("the period end is the latest item's (API 2025-03-31+), null without items", () => {
    expect(currentPeriodEnd({ items: { data: [{ current_period_end: 100 }, { current_period_end: 200 }] } })).toEqual(new Date(200_000));
    expect(currentPeriodEnd({ items: { data: [] } })).toBeNull();
  });

  it("an invoice's subscription is under parent.subscription_details", () => {
    expect(invoiceSubscriptionId({ parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: "sub_9", metadata: null } } })).toBe("sub_9");
    expect(invoiceSubscriptionId({ parent: null })).toBeNull();
  });

  it("an invoice pays for the latest period among its lines", () => {
    expect(invoicePeriodEnd({ lines: { data: [{ period: { end: 5 } }, { period: { end: 9 } }] } })).toEqual(new Date(9000));
    expect(invoicePeriodEnd({ lines: { data: [] } })).toBeNull();
  });
});
