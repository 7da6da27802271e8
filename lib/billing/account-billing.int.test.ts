/** Integration: cancelSubscriptionNow (account deletion) against the fake Stripe server. */
import { describe, expect, it } from "vitest";
import { FAKE_STRIPE, setStripeEnv, useFakeStripe } from "@/test/fakes/stripe-server";
import { cancelSubscriptionNow } from "./account-billing";

const stripe = useFakeStripe();

describe("cancelSubscriptionNow", () => {
  it("cancels a live subscription at once", async () => {
    const sub = stripe.server.addSubscription({ customer: stripe.server.addCustomer().id, status: "active" });
    await cancelSubscriptionNow({ id: 1, stripeSubscriptionId: sub.id });
    expect(sub.status).toBe("canceled");
    expect(stripe.server.calls("DELETE", `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it("does nothing without a subscription id, for one already ended, or one Stripe does not know", async () => {
    const calls = stripe.server.requests.length;
    await cancelSubscriptionNow({ id: 1, stripeSubscriptionId: null });
    expect(stripe.server.requests.length).toBe(calls);

    const ended = stripe.server.addSubscription({ customer: stripe.server.addCustomer().id, status: "canceled" });
    await cancelSubscriptionNow({ id: 1, stripeSubscriptionId: ended.id });
    expect(stripe.server.calls("DELETE", `/v1/subscriptions/${ended.id}`)).toHaveLength(0);

    await expect(cancelSubscriptionNow({ id: 1, stripeSubscriptionId: "sub_unknown" })).resolves.toBeUndefined();
  });

  it("does nothing without Stripe configured", async () => {
    const sub = stripe.server.addSubscription({ customer: stripe.server.addCustomer().id, status: "active" });
    setStripeEnv({ STRIPE_SECRET_KEY: null });
    try {
      await cancelSubscriptionNow({ id: 1, stripeSubscriptionId: sub.id });
    } finally {
      setStripeEnv({ STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey });
    }
    expect(sub.status).toBe("active");
  });

  it("throws when Stripe refuses, so the caller keeps the account", async () => {
    const sub = stripe.server.addSubscription({ customer: stripe.server.addCustomer().id, status: "active" });
    stripe.server.failNext({ method: "DELETE", path: new RegExp(`^/v1/subscriptions/${sub.id}$`), status: 400, type: "invalid_request_error", message: "refused" });
    await expect(cancelSubscriptionNow({ id: 1, stripeSubscriptionId: sub.id })).rejects.toThrow("refused");
    expect(sub.status).toBe("active");
  });
});
