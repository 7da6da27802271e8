/**
 * Cross-site request forgery, route by route: every state-changing handler under app/api (POST,
 * PUT, PATCH, DELETE) refuses a request from another site's page (403) and a JSON body sent as
 * another content type (415), as a visitor, an account holder and an admin, and writes nothing.
 * A new route is covered without a new line here: the list comes from the route walk.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { env } from "@/lib/env";
import { createAccount, createAdmin, randomIp } from "./helpers";
import { ROUTES } from "./support/hostile";
import { loadHandlers, type RouteHandlerRef } from "./support/routes";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableName(t))
  .filter((name) => name !== "rate_limit_buckets");

async function rowCounts(): Promise<Record<string, number>> {
  const result = await db.execute(sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(", ")}`));
  return (result.rows[0] ?? {}) as Record<string, number>;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("CSRF: every state-changing API route", () => {
  let handlers: RouteHandlerRef[] = [];
  const cookies: Record<string, string | undefined> = {};

  beforeAll(async () => {
    handlers = (await loadHandlers()).filter((h) => STATE_CHANGING.has(h.method));
    cookies.visitor = undefined;
    cookies.account = (await createAccount()).cookie;
    cookies.admin = (await createAdmin()).cookie;
  }, 60_000);

  function request(h: RouteHandlerRef, headers: Record<string, string>, body?: string): Request {
    const path = h.route.replace(/^app/, "").replace(/\/route\.ts$/, "").replace(/\[\.\.\.(\w+)\]/g, "signout").replace(/\[(\w+)\]/g, "1");
    return new Request(new URL(path, env().appUrl), { method: h.method, headers: { "x-forwarded-for": randomIp(), ...headers }, body });
  }
  const bodyOf = (h: RouteHandlerRef) => JSON.stringify(ROUTES[`${h.method} ${h.route}`]?.body ?? {});

  it("there are state-changing routes to check (the walk found them)", () => {
    expect(handlers.map((h) => `${h.method} ${h.route}`)).toEqual(
      expect.arrayContaining(["POST app/api/auth/login/route.ts", "POST app/api/auth/logout/route.ts", "POST app/api/resumes/route.ts", "POST app/api/parse-file/route.ts"]),
    );
  });

  it("refuse a request from another site's page with 403 and write nothing, whoever's cookie it carries", async () => {
    const failures: string[] = [];
    for (const h of handlers) {
      for (const who of ["visitor", "account", "admin"]) {
        const fromElsewhere: Record<string, string>[] = [{ "sec-fetch-site": "cross-site", origin: "https://evil.example" }, { origin: "https://evil.example" }];
        for (const origin of fromElsewhere) {
          const before = await rowCounts();
          const headers: Record<string, string> = { ...origin, "content-type": "application/json", ...(cookies[who] ? { cookie: cookies[who]! } : {}) };
          const res = await (h.fn as Handler)(request(h, headers, bodyOf(h)), { params: Promise.resolve({ id: "1", token: "x", nextauth: ["signout"] }) });
          const label = `${h.method} ${h.route} as ${who} ${JSON.stringify(origin)}`;
          if (res.status !== 403) failures.push(`${label}: ${res.status}`);
          else if (((await res.json()) as { code?: string }).code !== "forbidden") failures.push(`${label}: no forbidden code`);
          const after = await rowCounts();
          const changed = tables.filter((t) => before[t] !== after[t]);
          if (changed.length) failures.push(`${label}: wrote ${changed.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /**
   * Routes whose callers send a form by standard: RFC 8058's one-click unsubscribe is POSTed by mail
   * providers as `List-Unsubscribe=One-Click` (form-encoded). Its token is its only authority, and
   * the cross-site test above still covers it.
   */
  const FORM_BY_STANDARD = new Set(["app/api/unsubscribe/route.ts"]);

  it("refuse a JSON body sent as a type a cross-site form can send (415) on every route that is not next-auth's", async () => {
    const failures: string[] = [];
    for (const h of handlers.filter((x) => !x.route.includes("[...nextauth]") && !FORM_BY_STANDARD.has(x.route))) {
      for (const type of ["text/plain", "text/plain; x=application/json", "application/x-www-form-urlencoded"]) {
        const res = await (h.fn as Handler)(request(h, { "content-type": type, cookie: cookies.account! }, bodyOf(h)), {
          params: Promise.resolve({ id: "1", token: "x" }),
        });
        if (res.status !== 415) failures.push(`${h.method} ${h.route} ${type}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("let the same request through from our own pages (Sec-Fetch-Site: same-origin) and from non-browser clients", async () => {
    // Logout with no session: the simplest state change, allowed from our page and from curl alike.
    const logout = handlers.find((h) => h.route === "app/api/auth/logout/route.ts")!;
    const allowed: Record<string, string>[] = [{ "sec-fetch-site": "same-origin", origin: env().appUrl }, {}];
    for (const headers of allowed) {
      const res = await (logout.fn as Handler)(request(logout, headers), { params: Promise.resolve({}) });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
