/** Integration: GET /api/dev/outbox/[id]/html against the test database. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { GET } from "./route";

afterEach(() => vi.unstubAllEnvs());

async function storeMessage(html: string) {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: uniqueEmail("outbox"), from: "CivicShift <hello@civicshift.test>", subject: "Hi", html, text: "Hi", template: "test" })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

const get = (id: string) => GET(jsonRequest("GET", `/api/dev/outbox/${id}/html`), routeContext({ id }));

describe("GET /api/dev/outbox/[id]/html", () => {
  it("serves the stored HTML with a locked-down CSP, frameable only by this origin, links opening a new tab", async () => {
    const id = await storeMessage('<html><head><meta charset="utf-8"></head><body><a href="https://x.test/">x</a></body></html>');
    const res = await get(String(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'",
    );
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await res.text()).toBe('<html><head><base target="_blank"><meta charset="utf-8"></head><body><a href="https://x.test/">x</a></body></html>');
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await get("999999999")).status).toBe(404);
    expect((await get("abc")).status).toBe(400);
  });

  it("does not exist in production", async () => {
    const id = await storeMessage("<p>secret link</p>");
    vi.stubEnv("NODE_ENV", "production");
    const res = await get(String(id));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret link");
  });

  it("does not exist once an email provider is configured, even in development", async () => {
    const id = await storeMessage("<p>secret link</p>");
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    const res = await get(String(id));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret link");
  });

  it("in production, ENABLE_DEV_OUTBOX=1 opens it only on a local database and URL (the e2e server)", async () => {
    const id = await storeMessage("<p>e2e link</p>");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("ENABLE_DEV_OUTBOX", "1");
    vi.stubEnv("APP_URL", "http://localhost:3100");
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/civicshift_e2e_1");
    expect((await get(String(id))).status).toBe(200);
    // Checked per request: the pool already points at the test database, whatever DATABASE_URL says now.
    vi.stubEnv("DATABASE_URL", "postgres://app:pw@db.example.com:5432/app");
    const res = await get(String(id));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("e2e link");
  });
});
