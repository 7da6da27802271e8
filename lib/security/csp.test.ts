import { describe, expect, it } from "vitest";
import { buildCsp, generateNonce } from "./csp";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("buildCsp", () => {
  it("allows only our own origin plus the nonce by default", () => {
    const d = directives(buildCsp({ nonce: "abc123==" }));
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(d.get("font-src")).toEqual(["'self'", "data:"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("frame-src")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.has("upgrade-insecure-requests")).toBe(false);
    expect(buildCsp({ nonce: "abc123==" })).not.toMatch(/unsafe-eval|https:/);
  });

  it("adds unsafe-eval only in development and upgrade-insecure-requests only when asked", () => {
    expect(directives(buildCsp({ nonce: "n", development: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(buildCsp({ nonce: "n", upgradeInsecureRequests: true })).get("upgrade-insecure-requests")).toEqual([]);
  });

  it("opens Stripe hosts only when Stripe is configured", () => {
    const d = directives(buildCsp({ nonce: "n", stripe: true }));
    expect(d.get("frame-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(d.get("script-src")).toContain("https://js.stripe.com");
    expect(d.get("connect-src")).toContain("https://api.stripe.com");
  });

  it("opens tag manager and pixel hosts only when configured, without duplicates", () => {
    const d = directives(buildCsp({ nonce: "n", googleTagManager: true, metaPixel: true }));
    expect(d.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://connect.facebook.net"]),
    );
    expect(d.get("img-src")).toEqual(expect.arrayContaining(["https://www.google-analytics.com", "https://www.facebook.com"]));
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://www.facebook.com"]));
    for (const values of d.values()) expect(new Set(values).size).toBe(values.length);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("refuses a nonce that could inject directives", () => {
    expect(() => buildCsp({ nonce: "x'; script-src *" })).toThrow();
  });
});

describe("generateNonce", () => {
  it("is fresh, base64 and 128 bits", () => {
    const a = generateNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toEqual(generateNonce());
  });
});
