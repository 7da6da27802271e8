import { describe, expect, it } from "vitest";
import { createAccountSchema } from "./account";

const base = { email: " Pat@Example.COM ", name: " Pat Doe ", password: "12345678", confirmPassword: "12345678" };

describe("createAccountSchema", () => {
  it("normalises email and name and treats an empty or missing resume id as none", () => {
    expect(createAccountSchema.parse(base)).toEqual({
      email: "pat@example.com",
      name: "Pat Doe",
      password: "12345678",
      confirmPassword: "12345678",
      resumeId: undefined,
    });
    expect(createAccountSchema.parse({ ...base, resumeId: "" }).resumeId).toBeUndefined();
    expect(createAccountSchema.parse({ ...base, resumeId: null }).resumeId).toBeUndefined();
  });

  it("coerces a resume id from a query-string value", () => {
    expect(createAccountSchema.parse({ ...base, resumeId: "42" }).resumeId).toBe(42);
    expect(createAccountSchema.parse({ ...base, resumeId: 7 }).resumeId).toBe(7);
    for (const bad of ["4.5", "0", "x1", 99_999_999_999]) {
      expect(createAccountSchema.safeParse({ ...base, resumeId: bad }).success, String(bad)).toBe(false);
    }
  });

  it("reports the mismatch on confirmPassword", () => {
    const r = createAccountSchema.safeParse({ ...base, confirmPassword: "different" });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Passwords don't match" })]);
  });

  it("accepts exactly 8 password characters and 2 name characters", () => {
    expect(createAccountSchema.safeParse({ ...base, name: "Al" }).success).toBe(true);
    expect(createAccountSchema.safeParse({ ...base, password: "1234567", confirmPassword: "1234567" }).success).toBe(false);
  });
});
