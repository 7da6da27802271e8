import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/env";
import { localSecret } from "./local-secret";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civicshift-secret-"));
  dirs.push(dir);
  return path.join(dir, ".data");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("localSecret", () => {
  it("generates a random secret the server accepts, and keeps it for the next start", () => {
    const dataDir = tempDir();
    const first = localSecret(dataDir);
    expect(() => loadEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1/x", AUTH_SECRET: first })).not.toThrow();
    expect(localSecret(dataDir)).toBe(first);
    expect(localSecret(tempDir())).not.toBe(first);
  });

  it("stores it readable by its owner only", () => {
    const dataDir = tempDir();
    localSecret(dataDir);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("replaces a kept secret that is empty or too short", () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "short\n", { mode: 0o644 });
    const secret = localSecret(dataDir);
    expect(secret).not.toBe("short");
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(secret);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});
