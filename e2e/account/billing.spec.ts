/**
 * Pricing, upgrade and cancellation (spec 02 §2 /pricing and /upgrade, §5 cancel subscription).
 * The e2e server runs without Stripe keys: /upgrade says payments are not configured, and a
 * premium account's cancellation is recorded without calling Stripe. The payment flow itself is
 * covered against a local Stripe stand-in by the integration tests (app/api/**\/route.int.test.ts).
 */
import type { Page } from "@playwright/test";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_BILLING_USERS, E2E_USERS } from "../support/users";

const toastIn = (page: Page) => (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("/pricing shows both plans, the FAQ and the 25.00 USD offer as JSON-LD", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const plan of ["Free Trial", "Premium Plan"]) {
    await expect(page.getByRole("heading", { level: 2, name: plan })).toBeVisible();
  }
  await expect(page.getByText("$0", { exact: true })).toBeVisible();
  await expect(page.getByText("for 7 days", { exact: true })).toBeVisible();
  await expect(page.getByText("$25", { exact: true }).first()).toBeVisible();
  const trialLinks = page.getByRole("link", { name: "Start Free Trial" });
  await expect(trialLinks).toHaveCount(2);
  for (const link of await trialLinks.all()) await expect(link).toHaveAttribute("href", "/create-resume");

  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.getByText("Can I cancel any time?")).toBeVisible();
  await expect(page.getByText(/30 days of your first payment/)).toBeVisible();
  await expect(page.getByText(/a human review is available through our support address/)).toBeVisible();

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "null");
  expect(ld).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", price: "25.00", priceCurrency: "USD" } });
  await expectNoSeriousA11yViolations(page);

  await trialLinks.first().click();
  await page.waitForURL((url) => url.pathname === "/create-resume");
});

test("/upgrade without Stripe keys says payments are not configured and loads nothing from Stripe", async ({ page }) => {
  await loginAsAccount(page, E2E_USERS.trial);
  await page.goto("/upgrade");
  await expect(page.getByRole("heading", { level: 1, name: "Upgrade to Premium" })).toBeVisible();
  await expect(page.getByText(/payments are not configured/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Premium Subscription" })).toHaveCount(0);
  const categories = page.getByRole("region", { name: "45 premium career guides" });
  for (const [name, count] of [["Resume Writing", 12], ["Job Search", 15], ["Interviewing", 8], ["Career Growth", 10]] as const) {
    await expect(categories.getByRole("listitem").filter({ hasText: name })).toContainText(String(count));
  }
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.locator('script[src*="stripe.com"], iframe[src*="stripe.com"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const config = await page.request.get("/api/stripe/config");
  expect(config.status()).toBe(404);
  expect(await config.json()).toMatchObject({ code: "payments_not_configured" });

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
});

test("/upgrade sends a visitor to /login", async ({ page }) => {
  await page.goto("/upgrade");
  await page.waitForURL((url) => url.pathname === "/login");
});

test("a premium account cancels with a reason; the form gives way to the access-until note", async ({ page }, testInfo) => {
  const user = testInfo.retry === 0 ? E2E_BILLING_USERS.cancel : E2E_BILLING_USERS.cancelB;
  const toast = toastIn(page);
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Account", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Cancel subscription" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Manage billing: without Stripe on this server the portal cannot open, and says so.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(toast("Could not open billing management")).toBeVisible();

  // A reason is required, and "other" needs words of its own.
  const submit = page.getByRole("button", { name: "Cancel Subscription" });
  await submit.click();
  await expect(page.getByText("Please select a reason for cancelling")).toBeVisible();
  await page.getByLabel("Why are you cancelling?").selectOption("other");
  await submit.click();
  await expect(page.getByText("Please tell us why you are cancelling")).toBeVisible();
  await page.getByLabel("Tell us more").fill("Moving abroad for a year");
  await submit.click();

  await expect(page.getByText(/Your subscription is cancelled\. You have access until \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(page.getByLabel("Why are you cancelling?")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);

  // Still so after a reload: the server recorded it, and Premium lasts until the paid period ends.
  await page.reload();
  await expect(page.getByText(/Your subscription is cancelled\. You have access until/)).toBeVisible();
  await expect(page.getByLabel("Why are you cancelling?")).toHaveCount(0);
  const again = await page.request.post("/api/cancel-subscription", { data: { reason: "too-expensive" } });
  expect(again.status()).toBe(409);
});
