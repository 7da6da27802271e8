/**
 * A hostile visitor from outside: well over a thousand malformed requests over HTTP to every API
 * route of the running server (the same generators as the in-process fuzz suite,
 * test/support/hostile.ts, plus next-auth's own routes, which only run inside Next's request
 * scope). No answer may be a 5xx, every JSON error has `{ error, code }`, and the server keeps
 * answering a normal request afterwards.
 */
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { bodyFor, hostileId, hostileString, ROUTES } from "../../test/support/hostile";
import { expect, test } from "../support/fixtures";

const PER_ROUTE = 45;
const ip = () => {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
};

/** A path segment: hostile text percent-encoded, or raw escapes that are themselves the attack (%00, invalid UTF-8). */
const RAW_ESCAPES = ["%00", "%ED%A0%80", "%FF%FE", "%", "%zz", "..%2F..%2Fetc%2Fpasswd"];
const segment = (s: string) => (RAW_ESCAPES.includes(s) ? s : encodeURIComponent(s.toWellFormed()));

/** The URL path of a route file for these params: app/api/resumes/[id]/route.ts -> /api/resumes/<id>. */
function pathOf(route: string, params: Record<string, string>): string {
  return route
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[\.\.\.(\w+)\]/g, (_m, name: string) => params[name] ?? "session")
    .replace(/\[(\w+)\]/g, (_m, name: string) => segment(params[name] ?? "1"));
}

type Sample = { method: string; path: string; body?: { raw: string; type: string } };

function samples(): Sample[] {
  const out: Sample[] = [];
  let seed = 20261125;
  for (const [key, entry] of Object.entries(ROUTES)) {
    const [method, route] = key.split(" ") as [string, string];
    const nextAuth = route.includes("[...nextauth]");
    const params = fc.record(
      Object.fromEntries(
        Object.keys(entry.params ?? (nextAuth ? { nextauth: "catchall" } : {})).map((name) => [
          name,
          nextAuth
            ? fc.oneof(fc.constantFrom("session", "csrf", "providers", "signin", "signout", "callback/credentials", "error"), fc.constantFrom(...RAW_ESCAPES), hostileString.map(segment))
            : entry.params?.[name] === "id"
              ? fc.oneof(hostileId, fc.constantFrom(...RAW_ESCAPES))
              : fc.oneof(hostileString.filter((s) => s.length < 2000), fc.constantFrom(...RAW_ESCAPES)),
        ]),
      ) as Record<string, fc.Arbitrary<string>>,
    );
    const query = fc.array(fc.tuple(fc.constantFrom(...(entry.query ?? ["callbackUrl", "x"])), hostileString.filter((s) => s.length < 2000)), { maxLength: 2 });
    const body = method === "GET" ? fc.constant(undefined) : bodyFor(entry);
    const all = fc.sample(fc.tuple(params, query, body), { numRuns: PER_ROUTE, seed: seed++ });
    for (const [p, q, b] of all) {
      const qs = q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.toWellFormed())}`).join("&");
      out.push({ method, path: pathOf(route, p) + (qs ? `?${qs}` : ""), body: b });
    }
  }
  return out;
}

test("over a thousand hostile requests to every API route: no 5xx, the error shape, and the server keeps answering", async ({ request }) => {
  test.setTimeout(240_000);
  const list = samples();
  expect(list.length).toBeGreaterThan(1000);
  const failures: string[] = [];
  // A few at a time: a visitor's burst, without turning the test into a load test.
  for (let i = 0; i < list.length; i += 8) {
    await Promise.all(
      list.slice(i, i + 8).map(async (s) => {
        const res = await request.fetch(s.path, {
          method: s.method,
          headers: { "x-forwarded-for": ip(), ...(s.body ? { "content-type": s.body.type } : {}) },
          data: s.body?.raw,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const label = `${s.method} ${s.path.slice(0, 100)} ${(s.body?.raw ?? "").slice(0, 80)}`;
        if (res.status() >= 500) failures.push(`${res.status()} ${label}`);
        else if (res.status() >= 400 && (res.headers()["content-type"] ?? "").includes("application/json") && !s.path.startsWith("/api/auth/")) {
          const json = (await res.json()) as { error?: unknown; code?: unknown };
          if (typeof json.error !== "string" || typeof json.code !== "string") failures.push(`no error shape: ${label}`);
        }
      }),
    );
  }
  expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([]);
  // Still up and answering normally.
  const logos = await request.get("/api/logos");
  expect(logos.status()).toBe(200);
});
