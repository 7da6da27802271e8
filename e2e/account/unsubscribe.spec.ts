/**
 * The unsubscribe confirmation page and the RFC 8058 one-click endpoint. A valid link's flow
 * (flag turned off, single use, expiry) is covered by lib/unsubscribe/unsubscribe.int.test.ts;
 * here: what a person with a broken or old link sees, and that the page is accessible and not
 * indexed.
 */
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

test.describe("unsubscribe", () => {
  test("an unknown link says so clearly, offers a way out, and is not indexed", async ({ page }) => {
    await page.goto(`/unsubscribe?token=${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe link not valid" })).toBeVisible();
    await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoSeriousA11yViolations(page);
  });

  test("a link without a token is refused the same way", async ({ page }) => {
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe link not valid" })).toBeVisible();
  });

  test("the one-click POST answers 404 for an unknown token", async ({ request }) => {
    const res = await request.post(`/api/unsubscribe?token=${"y".repeat(43)}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(res.status()).toBe(404);
  });
});
