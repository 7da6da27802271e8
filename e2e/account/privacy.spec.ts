/**
 * Privacy on the dashboard (the privacy policy's promises): "Download my data" saves a JSON file
 * that holds the account's resume, and "Delete my account" removes an account once its email is
 * typed exactly, after which it cannot sign in. (That no row is left behind is checked table by
 * table in lib/account/privacy.int.test.ts.)
 */
import fs from "node:fs/promises";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_DASHBOARD_USERS } from "../support/users";

test("Download my data saves a JSON file with the account and its resume, without secrets", async ({ page }) => {
  const user = E2E_DASHBOARD_USERS.exporter;
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Privacy" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^civicshift-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await fs.readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as {
    account: { email: string; name: string };
    resumes: { name: string; privateSectorRoles: string[]; translatedResume: string }[];
  };
  expect(data.account).toMatchObject({ email: user.email, name: user.name });
  expect(data.resumes).toHaveLength(1);
  expect(data.resumes[0]!.privateSectorRoles).toEqual([...user.resumeRoles]);
  expect(data.resumes[0]!.translatedResume).toContain("PROFESSIONAL SUMMARY");
  expect(text).not.toMatch(/passwordHash|totpSecret|verificationToken/);
});

test("Delete my account needs the exact email, deletes the account, and it can no longer sign in", async ({ page }, testInfo) => {
  // Deleting is for good: a retry takes the second account.
  const user = testInfo.retry === 0 ? E2E_DASHBOARD_USERS.deleter : E2E_DASHBOARD_USERS.deleterB;
  const toast = (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
  const { account } = await loginAsAccount(page, user);
  await page.goto("/dashboard");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete permanently" });
  const typed = dialog.getByLabel("Type your email address to confirm");
  await expect(confirm).toBeDisabled();
  await typed.fill(user.email.toUpperCase());
  await expect(confirm).toBeDisabled();
  await typed.fill(`${user.email}x`);
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Cancel resets the confirmation.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(typed).toHaveValue("");

  await typed.fill(user.email);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast("Account Deleted")).toBeVisible();

  // The session ended with the account, and the password opens nothing any more.
  expect((await page.request.get(`/api/accounts/${account.id}`)).status()).toBe(401);
  const login = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast("Login Failed")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/login");
});
