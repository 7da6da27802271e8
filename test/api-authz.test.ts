/**
 * The route walk: every exported HTTP method of every app/api/**\/route.ts must be built with a
 * wrapper from lib/api/handler.ts (withPublic, withAccount, withAdmin, withCron or markPublic),
 * which tags it with AUTHZ. proxy.ts is not a security boundary (docs/decisions/0003), so an
 * unwrapped handler would be an endpoint nobody checked.
 */
import { describe, expect, it } from "vitest";
import { AUTHZ, type AuthzKind } from "@/lib/api/handler";
import { apiDir, findRoutes, loadHandlers } from "./support/routes";

const KINDS: AuthzKind[] = ["public", "account", "admin", "cron"];
/** Admin routes a visitor must reach without an admin session. */
const PUBLIC_ADMIN_ROUTES = new Set(["app/api/admin/login/route.ts"]);

type Handler = { route: string; method: string; kind: unknown };

async function walk(): Promise<Handler[]> {
  return (await loadHandlers()).map(({ route, method, fn }) => ({
    route,
    method,
    kind: typeof fn === "function" ? (fn as { [AUTHZ]?: unknown })[AUTHZ] : undefined,
  }));
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
