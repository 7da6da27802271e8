/** Integration: POST /api/billing-portal against the fake Stripe server. */
import { describe, expect, it } from "vitest";
import { createAccount, jsonRequest, routeContext } from "@/test/helpers";
import { FAKE_STRIPE, setStripeEnv, useFakeStripe } from "@/test/fakes/stripe-server";
import { POST } from "./route";

const stripe = useFakeStripe();
const post = (cookie: string | undefined, body?: unknown) =>
  POST(jsonRequest("POST", "/api/billing-portal", body, cookie ? { cookie } : {}), routeContext());

describe("POST /api/billing-portal", () => {
  it("refuses visitors", async () => {
    expect((await post(undefined)).status).toBe(401);
  });

  it("opens a portal session for the caller's own customer, returning to the dashboard", async () => {
    const customer = stripe.server.addCustomer();
    const { account, cookie } = await createAccount({ tier: "premium", status: "active", overrides: { stripeCustomerId: customer.id } });
    const res = await post(cookie);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const call = stripe.server.calls("POST", "/v1/billing_portal/sessions").at(-1)!;
    expect(decodeURIComponent(call.raw)).toContain(`customer=${customer.id}`);
    expect(decodeURIComponent(call.raw)).toContain("return_url=http://localhost:3000/dashboard");
    expect(call.headers["idempotency-key"]).toMatch(new RegExp(`^billing-portal:${account.id}:`));
  });

  it("answers 409 without a Stripe customer, and 409 payments_not_configured without keys", async () => {
    const { cookie } = await createAccount({ tier: "premium", status: "active" });
    const none = await post(cookie);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: "There is no billing account to manage yet." });

    setStripeEnv({ STRIPE_SECRET_KEY: null });
    try {
      const res = await post(cookie);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "payments_not_configured" });
    } finally {
      setStripeEnv({ STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey });
    }
  });
});
