/**
 * The server/client boundary. Server modules (database, secrets, sessions, email, parsing)
 * `import "server-only"`, so `next build` refuses a client component that reaches one. Tests and
 * scripts alias that import away (vitest.config.ts, scripts/lib/server-only-hook.mjs), so this
 * scan checks the boundary without a build: no module reachable from a "use client" file imports
 * "server-only", and the server modules keep the marker. proxy.ts and instrumentation.ts are
 * outside the react-server build (Next's middleware layer rejects "server-only"), so modules they
 * reach (lib/env.ts, lib/auth/token.ts, lib/security/csp.ts, ...) must not carry it either.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", ".next", ".data", "e2e", "test-results", "eval"]);

function sourceFiles(dir: string, acc: string[] = []): string[] {
  for (const name of fs.readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith(".")) continue;
    const p = path.join(dir, name);
    if (fs.statSync(p).isDirectory()) sourceFiles(p, acc);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts")) acc.push(p);
  }
  return acc;
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const source = (file: string) => fs.readFileSync(file, "utf8");

/** Value imports only: `import type` is erased and crosses the boundary harmlessly. */
function imports(file: string): string[] {
  const re = /(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  const out: string[] = [];
  for (const m of source(file).matchAll(re)) {
    if (m[1]) continue;
    const resolved = resolveImport(file, m[2] ?? m[3]);
    if (resolved && /\.tsx?$/.test(resolved)) out.push(resolved);
  }
  return out;
}

/** Each reachable module with the chain that reaches it, for a readable failure. */
function reachable(starts: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = starts.map((s) => [s]);
  while (queue.length) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1];
    if (seen.has(file)) continue;
    seen.set(file, chain);
    for (const dep of imports(file)) queue.push([...chain, dep]);
  }
  return seen;
}

const isServerOnly = (file: string) => /^import "server-only";$/m.test(source(file));
const rel = (file: string) => path.relative(root, file);
const all = sourceFiles(root);

function offenders(starts: string[]): string[] {
  return [...reachable(starts)]
    .filter(([file]) => isServerOnly(file))
    .map(([, chain]) => chain.map(rel).join(" -> "));
}

describe("server-only boundary", () => {
  it("no module reachable from a client component imports server-only", () => {
    const clients = all.filter((f) => /^(?:\s*\/\/.*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/.test(source(f)));
    expect(clients.length).toBeGreaterThan(10);
    expect(offenders(clients)).toEqual([]);
  });

  it("nothing reachable from proxy.ts or instrumentation.ts imports server-only", () => {
    expect(offenders([path.join(root, "proxy.ts"), path.join(root, "instrumentation.ts")])).toEqual([]);
  });

  it.each([
    "db/client.ts",
    "lib/auth.ts",
    "lib/auth/session.ts",
    "lib/auth/password.ts",
    "lib/auth/cookies.ts",
    "lib/email/send.ts",
    "lib/api/handler.ts",
    "lib/api/errors.ts",
    "lib/resume/service/create.ts",
    "lib/resume/parse/index.ts",
    "lib/leads/leads.ts",
    "lib/account/create.ts",
    "lib/security/email-token.ts",
    "lib/pdf/index.ts",
    "lib/jobs/match/index.ts",
  ])("%s is marked server-only", (file) => {
    expect(isServerOnly(path.join(root, file))).toBe(true);
  });

  it("the scan itself sees a client file reaching a server module", () => {
    // Guards the scanner: a client component importing lib/auth.ts would be reported.
    const chainTo = reachable([path.join(root, "lib/auth.ts")]);
    expect([...chainTo.keys()].some(isServerOnly)).toBe(true);
  });

  it("every process that runs TypeScript under plain Node (Playwright's and the benchmarks' servers) loads the server-only hook", () => {
    const files = ["playwright.config.ts", "e2e/support/web-server.ts", "scripts/bench/server.ts"];
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const line of text.split("\n")) {
        const runsTsx = /--import["',]?\s*["']?tsx\b/.test(line) && !/^\s*(?:\/\/|\*)/.test(line);
        if (runsTsx && !line.includes("server-only-hook.mjs")) missing.push(`${file}: ${line.trim()}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
