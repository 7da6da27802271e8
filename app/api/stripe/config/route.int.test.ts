/** Integration: GET /api/stripe/config with and without the Stripe keys. */
import { afterEach, describe, expect, it } from "vitest";
import { jsonRequest, routeContext } from "@/test/helpers";
import { FAKE_STRIPE, setStripeEnv } from "@/test/fakes/stripe-server";
import { GET } from "./route";

const get = () => GET(jsonRequest("GET", "/api/stripe/config"), routeContext());

describe("GET /api/stripe/config", () => {
  afterEach(() => setStripeEnv({ STRIPE_SECRET_KEY: null, STRIPE_PUBLISHABLE_KEY: null, STRIPE_PRICE_ID: null }));

  it("answers the not-configured error without the keys", async () => {
    setStripeEnv({ STRIPE_SECRET_KEY: null, STRIPE_PUBLISHABLE_KEY: null, STRIPE_PRICE_ID: null });
    const res = await get();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Payments are not configured on this server.", code: "payments_not_configured" });
  });

  it("answers not configured while any of secret key, publishable key and price is missing", async () => {
    setStripeEnv({ STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey, STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey, STRIPE_PRICE_ID: null });
    expect((await get()).status).toBe(404);
  });

  it("answers the publishable key (and never the secret one) when configured", async () => {
    setStripeEnv({ STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey, STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey, STRIPE_PRICE_ID: FAKE_STRIPE.priceId });
    const res = await get();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ publishableKey: FAKE_STRIPE.publishableKey });
    expect(text).not.toContain(FAKE_STRIPE.secretKey);
  });
});
