/** Integration: the admin commands' core (lib/auth/admin-users.ts) against the test database. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { AdminUserError, checkAdminPassword, checkAdminUsername, createAdmin, resetAdminPassword } from "./admin-users";
import { authenticateAdmin } from "./credentials";
import { verifyPassword } from "./password";

const uniqueName = (tag = "ops") => `${tag}-${randomBytes(5).toString("hex")}`;
const password = "long-enough-password-1";
const rowOf = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];

describe("checkAdminUsername / checkAdminPassword", () => {
  it("trims the username as the login does, and refuses what the login could not match", () => {
    expect(checkAdminUsername("  alice.ops@civicshift ")).toBe("alice.ops@civicshift");
    for (const bad of ["", "   ", "two words", "tab\tname", "x".repeat(101), "semi;colon"]) {
      expect(() => checkAdminUsername(bad), JSON.stringify(bad)).toThrow(AdminUserError);
    }
  });

  it("wants 12 to 200 characters, no space at either end (the login form trims it) and no control character", () => {
    expect(() => checkAdminPassword("x".repeat(12))).not.toThrow();
    expect(() => checkAdminPassword("x".repeat(11))).toThrow(/at least 12 characters/);
    expect(() => checkAdminPassword("x".repeat(201))).toThrow(/at most 200 characters/);
    expect(() => checkAdminPassword(" leading-space-pw")).toThrow(/start or end with a space/);
    expect(() => checkAdminPassword("with-a-newline\npw")).toThrow(/control characters/);
  });
});

describe("createAdmin", () => {
  it("stores an argon2id hash the admin login accepts", async () => {
    const username = uniqueName();
    const admin = await createAdmin(db, { username: ` ${username} `, password });
    expect(admin.username).toBe(username);
    const row = await rowOf(username);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
    expect(await authenticateAdmin(username.toUpperCase(), password)).toMatchObject({ id: admin.id, username });
  });

  it("refuses a username taken in any letter case, and leaves the existing admin alone", async () => {
    const username = uniqueName("Lead");
    await createAdmin(db, { username, password });
    const before = await rowOf(username);
    await expect(createAdmin(db, { username: username.toLowerCase(), password: "another-password-2" })).rejects.toThrow(
      new RegExp(`An admin named "${username}" already exists.*admin:reset-password`),
    );
    expect(await rowOf(username)).toEqual(before);
    expect(await rowOf(username.toLowerCase())).toBeUndefined();
  });

  it("refuses a weak password before writing anything", async () => {
    const username = uniqueName();
    await expect(createAdmin(db, { username, password: "short" })).rejects.toThrow(AdminUserError);
    expect(await rowOf(username)).toBeUndefined();
  });
});

describe("resetAdminPassword", () => {
  it("replaces the password and signs out the admin's open sessions", async () => {
    const username = uniqueName();
    const admin = await createAdmin(db, { username, password });
    const before = await rowOf(username);
    await resetAdminPassword(db, { username: username.toUpperCase(), password: "brand-new-password-3" });
    const after = await rowOf(username);
    expect(after!.sessionVersion).toBe(before!.sessionVersion + 1);
    expect(await verifyPassword(after!.passwordHash, "brand-new-password-3")).toBe(true);
    expect(await authenticateAdmin(username, password)).toBeNull();
    expect(await authenticateAdmin(username, "brand-new-password-3")).toMatchObject({ id: admin.id });
  });

  it("names a missing admin and how to create it", async () => {
    await expect(resetAdminPassword(db, { username: "nobody-here", password })).rejects.toThrow(
      /No admin named "nobody-here"\. To create one: npm run admin:create -- nobody-here/,
    );
  });
});
