/**
 * Two-factor sign-in (issue 11): enrol from the dashboard's Account tab with the key shown for
 * manual entry (the code computed here as an authenticator app would), then sign in with an app
 * code, then with a recovery code, which does not work a second time.
 */
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_LOGOUT_USERS } from "../support/users";

const appCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

async function logout(page: Page) {
  expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
}

/** The password step of /login, which asks for a code. */
async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-Factor Verification" })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Two-factor code").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}

test("enrol in two-factor sign-in, then sign in with an app code and with a recovery code (once)", async ({ page }, testInfo) => {
  // Enrolment changes the account for good: a retry uses the second account.
  const user = testInfo.retry === 0 ? E2E_LOGOUT_USERS.twoFactorA : E2E_LOGOUT_USERS.twoFactorB;
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Two-factor sign-in" }) });
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  await expect(card.getByRole("img", { name: "QR code to add your account to an authenticator app" })).toBeVisible();
  const secret = await card.getByLabel("Secret key for manual entry").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  // A wrong code is refused; the app's code turns it on and shows the recovery codes once.
  await card.getByLabel("Authentication code").fill("000000");
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toast("Setup Failed")).toBeVisible();
  await card.getByLabel("Authentication code").fill(appCode(secret));
  await card.getByRole("button", { name: "Confirm", exact: true }).click();
  const list = card.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(card.getByText("they will not be shown again")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(card.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeVisible();

  // Sign in: the password alone opens no session; the app's code does.
  await logout(page);
  await passwordStep(page, user);
  expect(((await (await page.request.get("/api/auth/session")).json()) as { user?: unknown }).user).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
  await enterCode(page, "000000");
  await expect(toast("Verification Failed")).toBeVisible();
  await enterCode(page, appCode(secret));
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(card.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeVisible();

  // A recovery code signs in...
  await logout(page);
  await passwordStep(page, user);
  await enterCode(page, recoveryCodes[0]!);
  await page.waitForURL((url) => url.pathname === "/dashboard");

  // ...once.
  await logout(page);
  await passwordStep(page, user);
  await enterCode(page, recoveryCodes[0]!);
  await expect(toast("Verification Failed")).toContainText("That code is not correct, or it has been used already.");
  await expect(page.getByRole("heading", { level: 1, name: "Two-Factor Verification" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/login");
  // Another of the codes still works.
  await enterCode(page, recoveryCodes[1]!);
  await page.waitForURL((url) => url.pathname === "/dashboard");
});
