/** Integration: POST /api/cancel-subscription, with and without Stripe (the fake server). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, cancellations } from "@/db/schema";
import { hasPremiumAccess } from "@/lib/guides/access";
import { DAY } from "@/lib/time";
import { createAccount, jsonRequest, routeContext } from "@/test/helpers";
import { FAKE_STRIPE, setStripeEnv, useFakeStripe } from "@/test/fakes/stripe-server";
import { POST } from "./route";

const stripe = useFakeStripe();
const post = (cookie: string | undefined, body: unknown) =>
  POST(jsonRequest("POST", "/api/cancel-subscription", body, cookie ? { cookie } : {}), routeContext());
const row = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const cancellationRows = (accountId: number) => db.select().from(cancellations).where(eq(cancellations.accountId, accountId));

const premium = (overrides: NonNullable<Parameters<typeof createAccount>[0]>["overrides"] = {}) =>
  createAccount({ tier: "premium", status: "active", overrides: { subscriptionEndDate: new Date(Date.now() + 10 * DAY), ...overrides } });

describe("POST /api/cancel-subscription", () => {
  it("refuses visitors", async () => {
    expect((await post(undefined, { reason: "too-expensive" })).status).toBe(401);
  });

  it("requires one of the spec's reasons, and text for 'other'", async () => {
    const { account, cookie } = await premium();
    const cases: [unknown, string][] = [
      [{}, "Please select a reason for cancelling"],
      [{ reason: "" }, "Please select a reason for cancelling"],
      [{ reason: "because" }, "Please select a reason for cancelling"],
      [{ reason: 7 }, "Please select a reason for cancelling"],
      [{ reason: "other" }, "Please tell us why you are cancelling"],
      [{ reason: "Other: " }, "Please tell us why you are cancelling"],
      [{ reason: "Other:    " }, "Please tell us why you are cancelling"],
    ];
    for (const [body, message] of cases) {
      const res = await post(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).error).toContain(message);
    }
    expect(await cancellationRows(account.id)).toEqual([]);
    expect((await row(account.id)).subscriptionStatus).toBe("active");
  });

  it("without Stripe configured, records the reason and time; access continues until the end date", async () => {
    setStripeEnv({ STRIPE_SECRET_KEY: null });
    try {
      const { account, cookie } = await premium();
      const res = await post(cookie, { accountId: account.id, reason: "Other:  Moving abroad " });
      expect(res.status).toBe(200);
      const after = await row(account.id);
      expect(after).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "cancelled", cancellationReason: "Other: Moving abroad", subscriptionEndDate: account.subscriptionEndDate });
      expect(after.cancelledAt).toBeInstanceOf(Date);
      expect(hasPremiumAccess(after)).toBe(true);
      expect(hasPremiumAccess(after, new Date(account.subscriptionEndDate!.getTime() + 1))).toBe(false);
      expect(await cancellationRows(account.id)).toEqual([
        expect.objectContaining({ email: account.email, reason: "Other: Moving abroad", cancelledAt: after.cancelledAt }),
      ]);
    } finally {
      setStripeEnv({ STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey });
    }
  });

  it("with a Stripe subscription, cancels it at the period end and takes the end date from Stripe", async () => {
    const customer = stripe.server.addCustomer();
    const sub = stripe.server.addSubscription({ customer: customer.id, status: "active" });
    const { account, cookie } = await premium({ stripeCustomerId: customer.id, stripeSubscriptionId: sub.id });
    const res = await post(cookie, { reason: "found-new-job" });
    expect(res.status).toBe(200);
    expect(sub.cancel_at_period_end).toBe(true);
    expect(sub.status).toBe("active");
    expect(stripe.server.calls("POST", `/v1/subscriptions/${sub.id}`).at(-1)!.raw).toContain("cancel_at_period_end=true");
    expect(await row(account.id)).toMatchObject({
      subscriptionStatus: "cancelled",
      cancellationReason: "found-new-job",
      subscriptionEndDate: new Date(sub.items.data[0]!.current_period_end * 1000),
    });
    expect(await cancellationRows(account.id)).toHaveLength(1);
  });

  it("records nothing when Stripe refuses", async () => {
    const customer = stripe.server.addCustomer();
    const sub = stripe.server.addSubscription({ customer: customer.id, status: "active" });
    const { account, cookie } = await premium({ stripeCustomerId: customer.id, stripeSubscriptionId: sub.id });
    stripe.server.failNext({ method: "POST", path: new RegExp(`^/v1/subscriptions/${sub.id}$`), status: 400, type: "invalid_request_error", message: "nope" });
    const res = await post(cookie, { reason: "too-expensive" });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: "Failed to cancel subscription" });
    expect((await row(account.id)).subscriptionStatus).toBe("active");
    expect(await cancellationRows(account.id)).toEqual([]);
  });

  it("cancels once: a second request is a 409 and adds no row", async () => {
    const { account, cookie } = await premium();
    expect((await post(cookie, { reason: "taking-a-break" })).status).toBe(200);
    expect((await post(cookie, { reason: "too-expensive" })).status).toBe(409);
    expect(await cancellationRows(account.id)).toHaveLength(1);
    expect((await row(account.id)).cancellationReason).toBe("taking-a-break");
  });

  it("cancels a subscription whose renewal is being retried (past_due), not a free or lapsed one", async () => {
    const { account, cookie } = await createAccount({ tier: "premium", status: "past_due" });
    expect((await post(cookie, { reason: "too-expensive" })).status).toBe(200);
    expect((await row(account.id)).subscriptionStatus).toBe("cancelled");

    for (const [tier, status] of [["free", "trial"], ["free", "expired"], ["premium", "expired"]]) {
      const other = await createAccount({ tier, status });
      const res = await post(other.cookie, { reason: "too-expensive" });
      expect(res.status, `${tier}/${status}`).toBe(409);
      expect(await cancellationRows(other.account.id)).toEqual([]);
    }
  });

  it("account A cannot cancel account B: the body's accountId is ignored", async () => {
    const { account: b } = await premium();
    const { account: a, cookie: aCookie } = await premium();
    expect((await post(aCookie, { accountId: b.id, reason: "too-expensive" })).status).toBe(200);
    expect((await row(b.id)).subscriptionStatus).toBe("active");
    expect(await cancellationRows(b.id)).toEqual([]);
    expect((await row(a.id)).subscriptionStatus).toBe("cancelled");

    // A trial account naming a premium account cancels nothing at all.
    const { cookie: trialCookie } = await createAccount();
    expect((await post(trialCookie, { accountId: b.id, reason: "too-expensive" })).status).toBe(409);
    expect((await row(b.id)).subscriptionStatus).toBe("active");
  });
});
