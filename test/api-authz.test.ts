/**
 * The route walk: every exported HTTP method of every app/api/**\/route.ts must be built with a
 * wrapper from lib/api/handler.ts (withPublic, withAccount, withAdmin, withCron or markPublic),
 * which tags it with AUTHZ. proxy.ts is not a security boundary (docs/decisions/0003), so an
 * unwrapped handler would be an endpoint nobody checked.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTHZ, type AuthzKind } from "@/lib/api/handler";

const root = path.resolve(import.meta.dirname, "..");
const apiDir = path.join(root, "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
const KINDS: AuthzKind[] = ["public", "account", "admin", "cron"];
/** Admin routes a visitor must reach without an admin session. */
const PUBLIC_ADMIN_ROUTES = new Set(["app/api/admin/login/route.ts"]);

function findRoutes(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findRoutes(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

type Handler = { route: string; method: string; kind: unknown };

async function walk(): Promise<Handler[]> {
  const handlers: Handler[] = [];
  for (const file of findRoutes(apiDir).sort()) {
    const route = path.relative(root, file).split(path.sep).join("/");
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (!(method in mod)) continue;
      const fn = mod[method] as { [AUTHZ]?: unknown } | undefined;
      handlers.push({ route, method, kind: typeof fn === "function" ? fn[AUTHZ] : undefined });
    }
  }
  return handlers;
}

describe("app/api route walk", () => {
  let handlers: Handler[];
  const load = async () => (handlers ??= await walk());

  it("finds the API routes (so the checks below cannot pass vacuously)", async () => {
    const all = await load();
    expect(findRoutes(apiDir).length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(0);
  }, 60_000);

  it("builds every exported handler with a lib/api/handler.ts wrapper", async () => {
    const unwrapped = (await load())
      .filter((h) => !KINDS.includes(h.kind as AuthzKind))
      .map((h) => `${h.method} ${h.route} (authz: ${String(h.kind)})`);
    expect(unwrapped, `Handlers not built with withPublic/withAccount/withAdmin/withCron/markPublic:\n${unwrapped.join("\n")}`).toEqual([]);
  }, 60_000);

  it("guards every admin route except the login with withAdmin", async () => {
    const loose = (await load())
      .filter((h) => h.route.startsWith("app/api/admin/") && !PUBLIC_ADMIN_ROUTES.has(h.route) && h.kind !== "admin")
      .map((h) => `${h.method} ${h.route} is "${String(h.kind)}", expected "admin"`);
    expect(loose, loose.join("\n")).toEqual([]);
  }, 60_000);
});
