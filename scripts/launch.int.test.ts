/**
 * Integration: what `npm run dev` / `npm start` (scripts/launch.ts) refuse before touching a
 * database or starting Next. Each case must stop at its check: the database named here does not
 * exist (.invalid), so nothing can start even if a check were missing.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const remoteDb = "postgres://app:pw@db.example.invalid:5432/app";
const strongSecret = "Zq4v8Kx2Lm9Tn6Rb3Wy7Pc1Hd5Gf0Js8";

function launch(mode: "dev" | "start", extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // As in a shell, and so that a developer's .env cannot fill in what a case leaves out (an empty
  // variable is kept as it is by Next's env loader).
  for (const name of ["NODE_ENV", "VITEST", "EMBEDDED_DB", "SEED_DEV_LOGINS", "ENABLE_DEV_OUTBOX", "NEXTAUTH_SECRET"]) Reflect.deleteProperty(env, name);
  Object.assign(env, { AUTH_SECRET: "", RESEND_API_KEY: "", NEXTAUTH_SECRET: "", APP_URL: "", NEXTAUTH_URL: "" }, extra);
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts", mode, "--port", "3999"], { cwd: root, env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("scripts/launch.ts", () => {
  it("dev: refuses SEED_DEV_LOGINS=1 against a database elsewhere, before migrating it", async () => {
    const { code, output } = await launch("dev", { DATABASE_URL: remoteDb, AUTH_SECRET: strongSecret, SEED_DEV_LOGINS: "1" });
    expect(output).toMatch(/Refusing SEED_DEV_LOGINS=1: DATABASE_URL points at db\.example\.invalid, which is not this machine/);
    expect(output).not.toMatch(/ENOTFOUND|EAI_AGAIN|Migrations/);
    expect(code).toBe(1);
  }, 60_000);

  it("start: refuses to run without AUTH_SECRET on a DATABASE_URL (no generated secret outside development)", async () => {
    const { code, output } = await launch("start", { DATABASE_URL: remoteDb, RESEND_API_KEY: "re_live_key" });
    expect(output).toMatch(/AUTH_SECRET: is required in production/);
    expect(code).toBe(1);
  }, 60_000);

  it("start: refuses to run in production without RESEND_API_KEY, whatever ENABLE_DEV_OUTBOX says on a remote database", async () => {
    for (const extra of [{}, { ENABLE_DEV_OUTBOX: "1", APP_URL: "http://localhost:3999" }] as Record<string, string>[]) {
      const { code, output } = await launch("start", { DATABASE_URL: remoteDb, AUTH_SECRET: strongSecret, ...extra });
      expect(output).toMatch(/RESEND_API_KEY: is required in production/);
      expect(output).not.toMatch(/ENOTFOUND|EAI_AGAIN/);
      expect(code).toBe(1);
    }
  }, 60_000);
});
