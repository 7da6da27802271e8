/**
 * The header on a phone: the menu button opens a sheet (fetched on first use) with the same items
 * as the desktop bar; section links scroll, page links navigate, Escape closes it and gives focus
 * back to the button, and a logged-in visitor can log out from it.
 */
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_LOGOUT_USERS } from "../support/users";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the mobile menu opens, scrolls to a section, navigates and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open menu" });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  // While the modal sheet is open the rest of the page is hidden from assistive technology, so
  // the button is found by its label here rather than by role.
  await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute("aria-expanded", "true");
  for (const item of ["How It Works", "Success Stories", "Pricing", "Login", "Get Started"]) {
    await expect(menu.getByRole("link", { name: item })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole("link", { name: "How It Works" }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator("#services")).toBeInViewport();

  await button.click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
  await page.waitForURL("**/pricing");
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
});

test("a logged-in visitor is greeted in the mobile menu and logs out from it", async ({ page }) => {
  // Its own account: the logout revokes every session of the account it ends.
  await loginAsAccount(page, E2E_LOGOUT_USERS.mobile);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText(E2E_LOGOUT_USERS.mobile.name)).toBeVisible();
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await menu.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" })).toBeVisible();
});
