import { describe, expect, it } from "vitest";
import { sign, verifySignature } from "./tokens";

describe("tokens", () => {
  it("verifies only matching signatures", () => {
    const s = sign("resume:12", "secret-a");
    expect(verifySignature("resume:12", s, "secret-a")).toBe(true);
    expect(verifySignature("resume:13", s, "secret-a")).toBe(false);
    expect(verifySignature("resume:12", s, "secret-b")).toBe(false);
    expect(verifySignature("resume:12", "short", "secret-a")).toBe(false);
  });
});
