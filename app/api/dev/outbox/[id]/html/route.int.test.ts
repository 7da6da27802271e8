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
});
