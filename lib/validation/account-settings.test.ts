import { describe, expect, it } from "vitest";
import { accountDeleteSchema, accountUpdateSchema, deleteConfirmationMatches } from "./account-settings";

const base = { name: " Pat Doe ", email: " Pat@Example.COM ", currentPassword: "old-password" };
const messages = (input: unknown) => {
  const r = accountUpdateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("accountUpdateSchema", () => {
  it("normalises name and email; an empty new password means none", () => {
    expect(accountUpdateSchema.parse({ ...base, newPassword: "", confirmPassword: "" })).toEqual({
      name: "Pat Doe",
      email: "pat@example.com",
      currentPassword: "old-password",
      newPassword: "",
      confirmPassword: "",
    });
    expect(accountUpdateSchema.safeParse(base).success).toBe(true);
  });

  it("uses the spec's messages", () => {
    expect(messages({ name: "  ", email: "not-an-email", currentPassword: "" })).toEqual([
      "name: Name is required",
      "email: Invalid email address",
      "currentPassword: Current password is required",
    ]);
    expect(messages({ ...base, newPassword: "1234567", confirmPassword: "1234567" })).toEqual([
      "newPassword: New password must be at least 8 characters",
    ]);
    expect(messages({ ...base, newPassword: "12345678", confirmPassword: "12345679" })).toEqual(["confirmPassword: Passwords don't match"]);
    expect(messages({ ...base, newPassword: "12345678", confirmPassword: "12345678" })).toEqual([]);
    expect(messages({ ...base, newPassword: "12345678" })).toEqual(["confirmPassword: Passwords don't match"]);
  });

  it("bounds what a hostile body can make the server hash", () => {
    expect(messages({ ...base, currentPassword: "x".repeat(201) })).toHaveLength(1);
    expect(messages({ ...base, newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) }).length).toBeGreaterThan(0);
  });
});

describe("account deletion confirmation", () => {
  it("takes the typed email, trimmed, and matches it exactly", () => {
    expect(accountDeleteSchema.parse({ email: " me@example.test " })).toEqual({ email: "me@example.test" });
    expect(accountDeleteSchema.safeParse({ email: "" }).success).toBe(false);
    expect(deleteConfirmationMatches(" me@example.test ", "me@example.test")).toBe(true);
    expect(deleteConfirmationMatches("Me@example.test", "me@example.test")).toBe(false);
    expect(deleteConfirmationMatches("me@example.tes", "me@example.test")).toBe(false);
  });
});
