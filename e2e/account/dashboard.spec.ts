/**
 * The dashboard (spec 02 §2): the four tabs, the trial's days and banner, editing the account,
 * the career guides during and after the trial, the resume and job-search tabs, and an address
 * whose accountId/name change nothing.
 */
import type { Page } from "@playwright/test";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_DASHBOARD_USERS, E2E_USERS } from "../support/users";

const PREMIUM_GUIDE = "Beating Applicant Tracking Systems";
const toastIn = (page: Page) => (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("the trial account sees its trial days and the four tabs", async ({ page }) => {
  const { trial } = E2E_USERS;
  await loginAsAccount(page, trial);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${trial.name}` })).toBeVisible();
  await expect(page.getByText(/Free trial:\s*7\s*days left/)).toBeVisible();
  // Seven days left: no "expires soon" banner yet.
  await expect(page.getByRole("link", { name: "Upgrade Now" })).toHaveCount(0);
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" });
  for (const name of ["Account", "My Resume", "Career Guides", "Job Searches"]) {
    await expect(tabs.getByRole("tab", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Account", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Job Searches during the trial: the Basic Job Search from the resume (this account has none).
  await page.getByRole("tab", { name: "Job Searches", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Basic Job Search" })).toBeVisible();
  await expect(page.getByText("Not specified")).toBeVisible();
  await expect(page.getByText("General Government Professional")).toBeVisible();
  await expect(page.getByRole("link", { name: "UPGRADE TO PREMIUM" })).toHaveAttribute("href", "/upgrade");

  // My Resume without a resume: the empty state and the way to make one.
  await page.getByRole("tab", { name: "My Resume", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No resume yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your resume" })).toHaveAttribute("href", "/create-resume");
});

test("an account with 2 trial days left sees the banner with Upgrade Now", async ({ page }) => {
  const user = E2E_DASHBOARD_USERS.endingSoon;
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText(/Free trial:\s*2\s*days left/)).toBeVisible();
  await expect(page.getByText("Your free trial expires soon: 2 days left.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/upgrade");
});

test("accountId and name in the address are removed and change nothing", async ({ page }) => {
  const { trial } = E2E_USERS;
  await loginAsAccount(page, trial);
  await page.goto("/dashboard?accountId=999&name=Mallory%20Intruder");
  await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${trial.name}` })).toBeVisible();
  await expect(page.getByText("Mallory Intruder")).toHaveCount(0);
});

test("editing the account: validation, a wrong current password refused, then a name change saved", async ({ page }) => {
  const user = E2E_DASHBOARD_USERS.editor;
  const toast = toastIn(page);
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  const form = page.getByRole("form", { name: "Edit account" });
  const name = form.getByLabel("Name", { exact: true });
  const current = form.getByLabel("Current password", { exact: true });
  const save = form.getByRole("button", { name: "Save Changes" });

  await name.fill("");
  await save.click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Current password is required")).toBeVisible();

  await name.fill("Eddie Renamed");
  await current.fill("not-the-right-password");
  await save.click();
  await expect(toast("Update Failed")).toBeVisible();
  await expect(toast("Current password is incorrect")).toBeVisible();

  await current.fill(user.password);
  await save.click();
  await expect(toast("Account Updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Eddie Renamed" })).toBeVisible();
  await expect(current).toHaveValue("");
  // The server has it too, not only the page.
  const me = (await (await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } })).json()) as {
    account: { id: number; name: string };
  };
  expect(me.account.name).toBe("Eddie Renamed");
});

test("during the trial a premium guide downloads", async ({ page }) => {
  await loginAsAccount(page, E2E_USERS.trial);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Career Guides", exact: true }).click();
  await expect(page.getByText(/During your free trial you can download all 48 guides/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: `Download ${PREMIUM_GUIDE}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${PREMIUM_GUIDE}.pdf`);
  await expectNoSeriousA11yViolations(page);
});

test("after the trial premium guides are locked, and the server refuses them", async ({ page }) => {
  const user = E2E_DASHBOARD_USERS.expired;
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Your free trial has ended.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade Now" })).toBeVisible();

  await page.getByRole("tab", { name: "Career Guides", exact: true }).click();
  await expect(page.getByText("Your free trial has ended: premium guides are locked.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Download ${PREMIUM_GUIDE}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Upgrade to Premium to download ${PREMIUM_GUIDE}` })).toHaveAttribute("href", "/upgrade");
  // The 3 free guides still download.
  await expect(page.getByRole("tabpanel").getByRole("button", { name: /^Download / })).toHaveCount(3);

  const list = (await (await page.request.get("/api/guides")).json()) as { access: string; guides: { id: number; name: string }[] };
  expect(list.access).toBe("free");
  const guide = list.guides.find((g) => g.name === PREMIUM_GUIDE)!;
  const refused = await page.request.get(`/api/guides/${guide.id}/download`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: "Upgrade to Premium to download this guide" });

  await page.getByRole("tab", { name: "Job Searches", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Premium Feature Required" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Upgrade to Premium", exact: true })).toHaveAttribute("href", "/upgrade");
});

test("My Resume lists the account's resume with its suggested roles and downloads it", async ({ page }) => {
  const user = E2E_DASHBOARD_USERS.exporter;
  await loginAsAccount(page, user);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "My Resume", exact: true }).click();
  const resumes = page.getByRole("list", { name: "Your resumes" });
  await expect(resumes.getByRole("heading", { name: user.name })).toBeVisible();
  await expect(resumes.getByText(user.resumeRoles[0])).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), resumes.getByRole("button", { name: /^Download Resume \(\.docx\)/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  await expect(page.getByRole("link", { name: "Create another resume" })).toHaveAttribute("href", "/create-resume");

  await page.getByRole("tab", { name: "Job Searches", exact: true }).click();
  await expect(page.getByText("Sacramento, CA")).toBeVisible();
  await expect(page.getByText(user.resumeRoles[0])).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
