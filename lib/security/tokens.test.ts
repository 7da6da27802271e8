import { describe, expect, it } from "vitest";
import { expiresIn, generateToken, hashToken, sign, verifySignature } from "./tokens";

describe("tokens", () => {
  it("generates distinct 256-bit url-safe tokens", () => {
    const a = generateToken();
    const b = generateToken();
    expect(a).not.toEqual(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("hashes deterministically and never returns the token", () => {
    const t = generateToken();
    expect(hashToken(t)).toEqual(hashToken(t));
    expect(hashToken(t)).not.toContain(t);
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("computes expiry from a fixed clock", () => {
    expect(expiresIn(1000, new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:01.000Z");
  });

  it("verifies only matching signatures", () => {
    const s = sign("resume:12", "secret-a");
    expect(verifySignature("resume:12", s, "secret-a")).toBe(true);
    expect(verifySignature("resume:13", s, "secret-a")).toBe(false);
    expect(verifySignature("resume:12", s, "secret-b")).toBe(false);
    expect(verifySignature("resume:12", "short", "secret-a")).toBe(false);
  });
});
