/**
 * Integration: `npm run admin:create` / `admin:reset-password` — the command flow with a scripted
 * prompter, and once for real (scripts/admin.ts in a child process, answers piped on stdin).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { authenticateAdmin } from "@/lib/auth/credentials";
import { runAdminCommand } from "./admin-cli";
import { PromptAborted, type Prompter } from "./prompt";

const root = path.resolve(import.meta.dirname, "../..");
const uniqueName = () => `cli-${randomBytes(5).toString("hex")}`;
const rowOf = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];

/** Answers in order; records what was asked, and whether each question was a hidden one. */
function scripted(answers: (string | Error)[]) {
  const asked: { question: string; hidden: boolean }[] = [];
  const answer = (question: string, hidden: boolean) => {
    asked.push({ question, hidden });
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new PromptAborted("The input ended before every answer was given."));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  const prompter: Prompter = { line: (q) => answer(q, false), secret: (q) => answer(q, true), close: () => {} };
  return { prompter, asked };
}

async function run(command: string, args: string[], answers: (string | Error)[]) {
  const { prompter, asked } = scripted(answers);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand({
    command,
    args,
    db: () => db,
    prompter,
    log: (l) => out.push(l),
    error: (l) => err.push(l),
    appUrl: "https://civicshift.example/",
  });
  return { code, out: out.join("\n"), err: err.join("\n"), asked };
}

describe("runAdminCommand", () => {
  it("create: asks the username, then the password twice hidden, and creates the admin", async () => {
    const username = uniqueName();
    const r = await run("create", [], [username, "first-admin-password", "first-admin-password"]);
    expect(r).toMatchObject({ code: 0, err: "" });
    expect(r.out).toBe(`Admin "${username}" created. Sign in at https://civicshift.example/admin-login.`);
    expect(r.asked).toEqual([
      { question: "Admin username: ", hidden: false },
      { question: "Password (not shown): ", hidden: true },
      { question: "Repeat the password: ", hidden: true },
    ]);
    expect(await authenticateAdmin(username, "first-admin-password")).not.toBeNull();
  });

  it("takes the username from the command line (`npm run admin:create -- name` or --username name)", async () => {
    const a = uniqueName();
    const b = uniqueName();
    expect((await run("create", [a], ["pw-from-the-terminal", "pw-from-the-terminal"])).code).toBe(0);
    expect((await run("create", ["--username", b], ["pw-from-the-terminal", "pw-from-the-terminal"])).code).toBe(0);
    expect(await rowOf(a)).toBeDefined();
    expect(await rowOf(b)).toBeDefined();
  });

  it("changes nothing when the two passwords differ, or the password is too short", async () => {
    const username = uniqueName();
    const mismatch = await run("create", [username], ["first-admin-password", "first-admin-passwort"]);
    expect(mismatch).toMatchObject({ code: 1, err: "The passwords do not match. Nothing was changed." });
    const short = await run("create", [username], ["short"]);
    expect(short).toMatchObject({ code: 1, err: "Password must be at least 12 characters. Nothing was changed." });
    expect(await rowOf(username)).toBeUndefined();
  });

  it("create: refuses an existing admin before asking for a password", async () => {
    const username = uniqueName();
    await run("create", [username], ["first-admin-password", "first-admin-password"]);
    const again = await run("create", [username.toUpperCase()], []);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(new RegExp(`An admin named "${username}" already exists`));
    expect(again.asked).toEqual([]);
  });

  it("reset-password: sets the new password and ends the admin's sessions; an unknown admin is named", async () => {
    const username = uniqueName();
    await run("create", [username], ["first-admin-password", "first-admin-password"]);
    const version = (await rowOf(username))!.sessionVersion;
    const r = await run("reset-password", [username], ["second-admin-password", "second-admin-password"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Password of admin "cli-[0-9a-f]+" changed; its open sessions are signed out\./);
    expect(r.asked[0]).toEqual({ question: `New password for "${username}" (not shown): `, hidden: true });
    expect((await rowOf(username))!.sessionVersion).toBe(version + 1);
    expect(await authenticateAdmin(username, "second-admin-password")).not.toBeNull();

    const unknown = await run("reset-password", ["no-such-admin"], []);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.err).toMatch(/No admin named "no-such-admin"/);
  });

  it("stops cleanly on Ctrl-C, and prints the usage for an unknown command or extra arguments", async () => {
    expect(await run("create", [], [new PromptAborted("Cancelled.")])).toMatchObject({ code: 1, err: "Cancelled." });
    expect((await run("delete", [], [])).code).toBe(2);
    expect((await run("create", ["a", "b"], [])).err).toMatch(/^usage: npm run admin:create/);
    expect((await run("create", ["--force"], [])).code).toBe(2);
  });
});

describe("scripts/admin.ts", () => {
  it("creates an admin from answers piped on stdin, printing no password", async () => {
    const username = uniqueName();
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: inject("databaseUrl"), APP_URL: "http://localhost:3000" };
    Reflect.deleteProperty(env, "NODE_ENV"); // as in a shell: tsx sets none
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create"], { cwd: root, env });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      child.on("error", reject);
      child.on("exit", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(`${username}\npiped-admin-password\npiped-admin-password\n`);
    });
    expect(result.stdout.trim()).toBe(`Admin "${username}" created. Sign in at http://localhost:3000/admin-login.`);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toContain("piped-admin-password");
    expect(await authenticateAdmin(username, "piped-admin-password")).not.toBeNull();
  }, 60_000);
});
