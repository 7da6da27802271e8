/**
 * Integration: where development logins may be written (db/seed/policy.ts), through the functions
 * the launcher calls and through `npm run db:seed` itself (scripts/seed.ts in a child process, with
 * NODE_ENV unset as under tsx, against a database of its own).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { describe, expect, inject, it } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { accounts, users } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { createTestDatabase } from "@/test/support/database";
import { DEV_LOGINS, DevSeedRefused, seedDevLogins } from ".";
import type { Database } from "../client";

const root = path.resolve(import.meta.dirname, "../..");
const remote = { databaseUrl: "postgres://app:pw@db.example.invalid:5432/app", embedded: false };

/** A database that fails the test if anything reads or writes it. */
const untouchable = new Proxy({} as Database, {
  get() {
    throw new Error("the seed touched the database");
  },
});

class Rollback extends Error {}

describe("seedDevLogins", () => {
  it("refuses SEED_DEV_LOGINS=1 against a database elsewhere before touching it", async () => {
    await expect(seedDevLogins(untouchable, { target: remote, env: { SEED_DEV_LOGINS: "1" } })).rejects.toThrow(
      /Refusing SEED_DEV_LOGINS=1: DATABASE_URL points at db\.example\.invalid/,
    );
  });

  it("creates nothing on a DATABASE_URL that did not ask, even on this machine", async () => {
    const local = { databaseUrl: inject("databaseUrl"), embedded: false };
    await expect(seedDevLogins(untouchable, { target: local, env: {} })).rejects.toBeInstanceOf(DevSeedRefused);
    await expect(seedDevLogins(untouchable, { target: remote, env: {} })).rejects.toThrow(/SEED_DEV_LOGINS=1/);
  });

  it("creates the printed logins, argon2id-hashed, on the embedded database", async () => {
    const embedded = { databaseUrl: inject("databaseUrl"), embedded: true };
    const admin = DEV_LOGINS.find((l) => l.realm === "admin")!;
    // Rolled back: the run's database is shared, and these are fixed addresses.
    await expect(
      db.transaction(async (tx) => {
        expect(await seedDevLogins(tx, { target: embedded, env: {} })).toEqual(DEV_LOGINS);
        const [row] = await tx.select().from(users).where(eq(users.username, admin.login));
        expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
        expect(await verifyPassword(row!.passwordHash, admin.password)).toBe(true);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});

function runSeedScript(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/seed.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment of `npm run db:seed` in a shell: no NODE_ENV (tsx does not set one), no opt-in. */
function scriptEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, ...extra };
  for (const name of ["NODE_ENV", "SEED_DEV_LOGINS", "EMBEDDED_DB", "PGHOST", "VITEST", "VITEST_WORKER_ID", "VITEST_POOL_ID"]) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

describe("npm run db:seed", () => {
  it("refuses SEED_DEV_LOGINS=1 against a database elsewhere, says why, and connects to nothing", async () => {
    const { code, stdout, stderr } = await runSeedScript(scriptEnv(remote.databaseUrl, { SEED_DEV_LOGINS: "1" }));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refusing SEED_DEV_LOGINS=1: DATABASE_URL points at db\.example\.invalid, which is not this machine/);
    expect(stderr).not.toMatch(/ENOTFOUND|EAI_AGAIN|getaddrinfo/);
    expect(stdout).not.toContain("Seed complete");
  }, 60_000);

  it("seeds no development logins unless asked for, and creates them when asked on this machine", async () => {
    const database = await createTestDatabase({
      prefix: "civicshift_seedcli",
      // PGlite runs one database per server: a server of its own; on Postgres, a sibling database.
      serverUrl: inject("embeddedDb") ? "" : inject("databaseUrl"),
    });
    const pool = new Pool({ connectionString: database.url, max: 1 });
    const check = drizzle(pool, { schema });
    const devEmails = DEV_LOGINS.filter((l) => l.realm === "account").map((l) => l.login);
    const count = async () => ({
      admins: (await check.select().from(users).where(eq(users.username, "admin"))).length,
      accounts: (await check.select().from(accounts).where(inArray(accounts.email, devEmails))).length,
    });
    try {
      const first = await runSeedScript(scriptEnv(database.url));
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/Development logins not created: DATABASE_URL is set\. Set SEED_DEV_LOGINS=1/);
      expect(first.stdout).not.toContain("admin-pass-2026");
      expect(await count()).toEqual({ admins: 0, accounts: 0 });

      const second = await runSeedScript(scriptEnv(database.url, { SEED_DEV_LOGINS: "1" }));
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("Admin portal: admin / admin-pass-2026");
      expect(await count()).toEqual({ admins: 1, accounts: 2 });
    } finally {
      await pool.end();
      await database.drop();
    }
  }, 240_000);
});
