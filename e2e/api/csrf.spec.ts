/**
 * Cross-site requests over HTTP (issue 10 §5): a state-changing request from another site's page
 * is refused, a JSON body sent as a form-safe type is refused, logout is POST-only, and the same
 * requests from our own pages (Chromium sends Sec-Fetch-Site: same-origin) still work.
 */
import { expect, test } from "../support/fixtures";

test("cross-site POSTs are refused (403), form-safe content types too (415), logout only by POST", async ({ request }) => {
  const lead = { name: "Cross Site", email: `e2e-csrf-${Date.now()}@civicshift.test` };
  const fromEvil = await request.post("/api/leads", { data: lead, headers: { origin: "https://evil.example" } });
  expect(fromEvil.status()).toBe(403);
  expect(await fromEvil.json()).toEqual({ error: "Cross-site requests are not allowed", code: "forbidden" });

  const fetchMetadata = await request.post("/api/auth/logout", { headers: { "sec-fetch-site": "cross-site" } });
  expect(fetchMetadata.status()).toBe(403);

  const textPlain = await request.post("/api/leads", { data: JSON.stringify(lead), headers: { "content-type": "text/plain; x=application/json" } });
  expect(textPlain.status()).toBe(415);

  expect((await request.get("/api/auth/logout", { failOnStatusCode: false })).status()).toBe(405);
  expect((await request.get("/api/admin/logout", { failOnStatusCode: false })).status()).toBe(405);
  expect((await request.get("/api/clear-session", { failOnStatusCode: false })).status()).toBe(405);
});

test("our own pages still post: the browser's same-origin requests pass", async ({ page }) => {
  await page.goto("/");
  const statuses = await page.evaluate(async () => {
    const logout = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
    const view = await fetch("/api/track-page-view", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: "/csrf-check", sessionId: "6f1d0c1e-3c44-4a53-9f0b-1c2d3e4f5a6b", referrer: null }),
    });
    return [logout.status, view.status];
  });
  expect(statuses).toEqual([200, 201]);
});
