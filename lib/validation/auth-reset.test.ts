/** Unit: the password-reset schemas carry the spec's messages (spec 02 §5). */
import { describe, expect, it } from "vitest";
import { passwordResetRequestSchema, resetPasswordFormSchema, resetPasswordSchema } from "./auth-reset";
import { twoFactorConfirmSchema, twoFactorLoginSchema } from "./auth-two-factor";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("reset-password form", () => {
  it("needs 6 characters, a confirmation of 6, and the two equal", () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: "12345", confirmPassword: "" }))).toEqual([
      "password: Password must be at least 6 characters long",
      "confirmPassword: Please confirm your password",
    ]);
    expect(messages(resetPasswordFormSchema.safeParse({ password: "123456", confirmPassword: "1234567" }))).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
    expect(resetPasswordFormSchema.safeParse({ password: "123456", confirmPassword: "123456" }).success).toBe(true);
  });

  it("the route's body takes the token and the same password rule", () => {
    expect(messages(resetPasswordSchema.safeParse({ token: "t", password: "12345" }))).toEqual([
      "password: Password must be at least 6 characters long",
    ]);
    expect(resetPasswordSchema.safeParse({ token: "", password: "123456" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "x".repeat(129) }).success).toBe(false);
  });
});

describe("forgot password", () => {
  it("refuses an address without '@' and normalises a good one", () => {
    expect(passwordResetRequestSchema.safeParse({ email: "jordan.example.com" }).success).toBe(false);
    expect(passwordResetRequestSchema.parse({ email: " Jordan@Example.COM " })).toEqual({ email: "jordan@example.com" });
  });
});

describe("two-factor codes", () => {
  it("the set-up confirmation takes 6 digits, spaces allowed", () => {
    expect(twoFactorConfirmSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(messages(twoFactorConfirmSchema.safeParse({ code: "12345a" }))).toEqual([
      "code: Enter the 6-digit code from your authenticator app",
    ]);
  });

  it("the sign-in step takes a challenge and any non-empty code", () => {
    expect(twoFactorLoginSchema.safeParse({ challenge: "c", code: "abcd-efgh-jkmn" }).success).toBe(true);
    expect(twoFactorLoginSchema.safeParse({ challenge: "c", code: "  " }).success).toBe(false);
    expect(twoFactorLoginSchema.safeParse({ code: "123456" }).success).toBe(false);
  });
});
