/**
 * The fuzz suite: every route handler under app/api gets generated hostile requests (fast-check):
 * invalid JSON, wrong types, NUL and other control characters, lone surrogates, emoji and
 * right-to-left text, 1 MB strings, deep nesting, huge, negative and fractional numbers,
 * `__proto__` keys, unknown fields, hostile path ids, queries and content types, as a visitor,
 * an account holder and an admin. For every answer:
 * - no 5xx;
 * - every JSON 4xx has the API's error shape: `{ error: string, code: string }`;
 * - a refused request (4xx) writes nothing: the row counts of every table are unchanged
 *   (rate-limit buckets excepted: counting failures is their job). A 409 is not a refusal of the
 *   input but of the data's state (this email already has a resume): the spec's funnel records the
 *   submission step of a well-formed form before that check, by design.
 *
 * A route handler without an entry in ROUTES (test/support/hostile.ts) fails the first test, so a
 * new route joins the suite by adding its entry there.
 */
import fc from "fast-check";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { createAccount, createAdmin, randomIp } from "./helpers";
import { bodyFor, hostileId, hostileString, ROUTES } from "./support/hostile";
import { loadHandlers, type RouteHandlerRef } from "./support/routes";
import { env } from "@/lib/env";

// ---- the database's row counts -------------------------------------------------------------

const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableName(t))
  .filter((name) => name !== "rate_limit_buckets");

async function rowCounts(): Promise<Record<string, number>> {
  const result = await db.execute(sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(", ")}`));
  return (result.rows[0] ?? {}) as Record<string, number>;
}

// ---- the suite --------------------------------------------------------------------------------

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

describe("fuzz: hostile requests to every API route", () => {
  let handlers: RouteHandlerRef[] = [];
  const cookies: Record<"visitor" | "account" | "admin", string | undefined> = { visitor: undefined, account: undefined, admin: undefined };

  beforeAll(async () => {
    // Logout and clear-session revoke the session they are sent with (its sessionVersion moves on):
    // fuzzed last, so every other route still meets a live account and admin session.
    const endsSession = (h: RouteHandlerRef) => /\/(logout|clear-session)\//.test(h.route);
    handlers = (await loadHandlers()).sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    cookies.account = (await createAccount({ tier: "premium", status: "active" })).cookie;
    cookies.admin = (await createAdmin()).cookie;
  }, 60_000);

  it("has an entry for every route handler (a new route must join the suite)", () => {
    const missing = handlers.map((h) => `${h.method} ${h.route}`).filter((k) => !ROUTES[k]);
    const stale = Object.keys(ROUTES).filter((k) => !handlers.some((h) => `${h.method} ${h.route}` === k));
    expect(missing, `add these to ROUTES in test/support/hostile.ts:\n${missing.join("\n")}`).toEqual([]);
    expect(stale, `these ROUTES entries have no handler any more:\n${stale.join("\n")}`).toEqual([]);
  });

  it("answers every hostile request without a 5xx, with the error shape, and writes nothing when it refuses", async () => {
    // Expected refusals log nothing, but a handler's own console noise must not flood the output.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failures: string[] = [];
    let requests = 0;
    try {
      for (const h of handlers) {
        const entry = ROUTES[`${h.method} ${h.route}`];
        if (!entry || entry.overHttpOnly) continue;
        const fn = h.fn as Handler;
        const params = fc.record(
          Object.fromEntries(
            Object.entries(entry.params ?? {}).map(([name, kind]) => [
              name,
              kind === "catchall" ? fc.array(hostileString.filter((s) => s.length < 100), { minLength: 1, maxLength: 3 }) : kind === "id" ? hostileId : hostileString,
            ]),
          ) as Record<string, fc.Arbitrary<string | string[]>>,
        );
        const query = fc.array(fc.tuple(fc.constantFrom(...(entry.query?.length ? entry.query : ["x"])), hostileString), { maxLength: 3 });
        const hasBody = h.method !== "GET" && h.method !== "HEAD";
        await fc.assert(
          fc.asyncProperty(
            params,
            query,
            hasBody ? bodyFor(entry) : fc.constant(null),
            fc.constantFrom("visitor", "account", "admin") as fc.Arbitrary<keyof typeof cookies>,
            async (p, q, body, who) => {
              requests++;
              const url = new URL(h.route.replace(/^app/, "").replace(/\/route\.ts$/, ""), env().appUrl);
              for (const [k, v] of q) url.searchParams.append(k, v);
              const headers = new Headers({ "x-forwarded-for": randomIp() });
              if (cookies[who]) headers.set("cookie", cookies[who]!);
              if (body) headers.set("content-type", body.type);
              const before = await rowCounts();
              const res = await fn(new Request(url, { method: h.method, headers, body: body?.raw ?? undefined }), { params: Promise.resolve(p) });
              const label = `${h.method} ${h.route} as ${who} params=${JSON.stringify(p).slice(0, 80)} query=${JSON.stringify(q).slice(0, 80)} body=${(body?.raw ?? "").slice(0, 120)}`;
              if (res.status >= 500) {
                failures.push(`${res.status} ${label}`);
                return;
              }
              if (res.status >= 400) {
                const type = res.headers.get("content-type") ?? "";
                if (type.includes("json")) {
                  const json = (await res.json()) as { error?: unknown; code?: unknown };
                  if (typeof json.error !== "string" || typeof json.code !== "string") failures.push(`no error shape (${JSON.stringify(json).slice(0, 100)}): ${label}`);
                } else if (!entry.nonJson) failures.push(`non-JSON ${res.status}: ${label}`);
                if (res.status === 409) return;
                const after = await rowCounts();
                const changed = tables.filter((t) => before[t] !== after[t]);
                if (changed.length) failures.push(`refused (${res.status}) but wrote ${changed.join(", ")}: ${label}`);
              } else {
                await res.arrayBuffer();
              }
            },
          ),
          { numRuns: entry.runs ?? 30, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
        );
      }
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
    expect(requests).toBeGreaterThan(500);
    failures.sort();
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 240_000);
});
