import { describe, expect, it } from "vitest";
import { apiBaseOptions, paymentsConfigured, stripeClient } from "./stripe";

describe("Stripe configuration", () => {
  it("payments are configured only with the secret key, the publishable key and the price", () => {
    const all = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_PRICE_ID: "price_x", STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_BASE: undefined };
    expect(paymentsConfigured(all)).toBe(true);
    expect(paymentsConfigured({ ...all, STRIPE_SECRET_KEY: undefined })).toBe(false);
    expect(paymentsConfigured({ ...all, STRIPE_PUBLISHABLE_KEY: undefined })).toBe(false);
    expect(paymentsConfigured({ ...all, STRIPE_PRICE_ID: undefined })).toBe(false);
  });

  it("STRIPE_API_BASE becomes the SDK's host, port and protocol", () => {
    expect(apiBaseOptions(undefined)).toEqual({});
    expect(apiBaseOptions("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: "12111", protocol: "http" });
    expect(apiBaseOptions("https://stripe-mock.internal")).toEqual({ host: "stripe-mock.internal", port: 443, protocol: "https" });
    expect(() => apiBaseOptions("not a url")).toThrow(/STRIPE_API_BASE/);
    expect(() => apiBaseOptions("ftp://x")).toThrow(/http/);
  });

  it("no client without a secret key; one client per key and base", () => {
    const base = { STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_PRICE_ID: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    expect(stripeClient({ ...base, STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: undefined })).toBeNull();
    const a = stripeClient({ ...base, STRIPE_SECRET_KEY: "sk_test_a", STRIPE_API_BASE: "http://127.0.0.1:1" });
    expect(stripeClient({ ...base, STRIPE_SECRET_KEY: "sk_test_a", STRIPE_API_BASE: "http://127.0.0.1:1" })).toBe(a);
    expect(stripeClient({ ...base, STRIPE_SECRET_KEY: "sk_test_a", STRIPE_API_BASE: "http://127.0.0.1:2" })).not.toBe(a);
  });
});
