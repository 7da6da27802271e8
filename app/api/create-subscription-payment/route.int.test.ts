/** Integration: POST /api/create-subscription-payment against the fake Stripe server (real SDK). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { createAccount, jsonRequest, routeContext } from "@/test/helpers";
import { FAKE_STRIPE, setStripeEnv, useFakeStripe } from "@/test/fakes/stripe-server";
import { POST } from "./route";

const stripe = useFakeStripe();
const post = (cookie: string | undefined, body: unknown = {}) =>
  POST(jsonRequest("POST", "/api/create-subscription-payment", body, cookie ? { cookie } : {}), routeContext());
const row = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe("POST /api/create-subscription-payment", () => {
  it("refuses visitors", async () => {
    expect((await post(undefined)).status).toBe(401);
  });

  it("creates the customer and a default_incomplete $25 subscription, stores both ids and answers the client secret", async () => {
    const { account, cookie } = await createAccount();
    const res = await post(cookie, { accountId: account.id });
    expect(res.status).toBe(200);
    const { clientSecret } = await res.json();

    const stored = await row(account.id);
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    expect(stored.stripeSubscriptionId).toMatch(/^sub_/);
    const sub = stripe.server.subscriptions.get(stored.stripeSubscriptionId!)!;
    expect(sub.customer).toBe(stored.stripeCustomerId);
    expect(sub.items.data[0]!.price.id).toBe(FAKE_STRIPE.priceId);
    expect(clientSecret).toBe(stripe.server.latestInvoice(sub.id).confirmation_secret.client_secret);
    expect(stripe.server.customers.get(stored.stripeCustomerId!)).toMatchObject({ email: account.email, metadata: { accountId: String(account.id) } });

    const [create] = stripe.server.calls("POST", "/v1/subscriptions").slice(-1);
    expect(create!.raw).toContain("payment_behavior=default_incomplete");
    expect(decodeURIComponent(create!.raw)).toContain("expand[0]=latest_invoice.confirmation_secret");
    // Our own keys (not the SDK's automatic retry keys) on both create calls.
    expect(stripe.server.idempotencyKeys("POST", "/v1/customers").at(-1)).toMatch(new RegExp(`^customer-create:${account.id}:`));
    expect(stripe.server.idempotencyKeys("POST", "/v1/subscriptions").at(-1)).toBe(`subscription-create:${account.id}:${stored.stripeCustomerId}:first`);
    // Nothing about the tier changes before Stripe says the payment happened.
    expect(stored).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "trial" });
  });

  it("reuses the open attempt: a second call answers the same client secret and creates nothing", async () => {
    const { account, cookie } = await createAccount();
    const first = await (await post(cookie)).json();
    const before = { customers: stripe.server.calls("POST", "/v1/customers").length, subs: stripe.server.calls("POST", "/v1/subscriptions").length };
    const second = await (await post(cookie)).json();
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(stripe.server.calls("POST", "/v1/customers").length).toBe(before.customers);
    expect(stripe.server.calls("POST", "/v1/subscriptions").length).toBe(before.subs);
    expect((await row(account.id)).stripeSubscriptionId).toBeTruthy();
  });

  it("a retry of the same attempt whose answer was lost gets the same subscription (same idempotency key)", async () => {
    const { account, cookie } = await createAccount();
    await post(cookie);
    const { stripeSubscriptionId } = await row(account.id);
    const count = stripe.server.subscriptions.size;
    // As if the first response never reached us: Stripe has the subscription, we did not store it.
    await db.update(accounts).set({ stripeSubscriptionId: null }).where(eq(accounts.id, account.id));
    const res = await post(cookie);
    expect(res.status).toBe(200);
    expect(stripe.server.subscriptions.size).toBe(count);
    expect((await row(account.id)).stripeSubscriptionId).toBe(stripeSubscriptionId);
  });

  it("starts a new attempt, under a new key, once the earlier subscription expired", async () => {
    const { account, cookie } = await createAccount();
    await post(cookie);
    const old = (await row(account.id)).stripeSubscriptionId!;
    stripe.server.subscriptions.get(old)!.status = "incomplete_expired";
    const res = await post(cookie);
    expect(res.status).toBe(200);
    const fresh = (await row(account.id)).stripeSubscriptionId!;
    expect(fresh).not.toBe(old);
    expect(stripe.server.idempotencyKeys("POST", "/v1/subscriptions").at(-1)).toMatch(new RegExp(`:${old}$`));
  });

  it("ignores an accountId in the body: the session's account is the one set up, never the named one", async () => {
    const { account: other } = await createAccount();
    const { account: me, cookie } = await createAccount();
    expect((await post(cookie, { accountId: other.id })).status).toBe(200);
    expect((await row(other.id)).stripeCustomerId).toBeNull();
    expect((await row(me.id)).stripeCustomerId).toMatch(/^cus_/);
  });

  it("answers 409 to an account that is already Premium, without calling Stripe", async () => {
    const { cookie } = await createAccount({ tier: "premium", status: "active" });
    const calls = stripe.server.requests.length;
    const res = await post(cookie);
    expect(res.status).toBe(409);
    expect(stripe.server.requests.length).toBe(calls);
  });

  it("answers the setup-failure message when Stripe refuses, and stores no subscription", async () => {
    const { account, cookie } = await createAccount();
    stripe.server.failNext({ method: "POST", path: /^\/v1\/subscriptions$/, status: 400, type: "invalid_request_error", message: "No such price: 'price_premium_monthly'", code: "resource_missing" });
    const res = await post(cookie);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: "Failed to initialize payment. Please try again." });
    expect((await row(account.id)).stripeSubscriptionId).toBeNull();
  });

  it("answers payments_not_configured (409) without Stripe keys", async () => {
    const { cookie } = await createAccount();
    setStripeEnv({ STRIPE_PRICE_ID: null });
    try {
      const res = await post(cookie);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "payments_not_configured" });
    } finally {
      setStripeEnv({ STRIPE_PRICE_ID: FAKE_STRIPE.priceId });
    }
  });
});
