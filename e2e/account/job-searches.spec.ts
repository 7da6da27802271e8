/**
 * /job-searches (spec 02 §2): a premium account creates, edits, toggles and deletes its saved
 * searches and is stopped at 3 (in the page and on the server); the trial account sees the Basic
 * Job Search card. The account is always the session's, whatever the address says.
 */
import type { Locator, Page } from "@playwright/test";
import { JOB_SEARCH_MESSAGES } from "../../lib/validation/job-search";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_JOB_SEARCH_USER, E2E_USERS } from "../support/users";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function addEntries(dialog: Locator, label: string, noun: string, entries: string[]) {
  const input = dialog.getByLabel(label, { exact: true });
  for (const [i, entry] of entries.entries()) {
    await input.fill(entry);
    // Alternate Enter and the + button: both add a chip.
    if (i % 2 === 0) await input.press("Enter");
    else await dialog.getByRole("button", { name: `Add ${noun}` }).click();
  }
}

async function createSearch(page: Page, opts: { name: string; title: string; location: string; open: string }) {
  await page.getByRole("button", { name: opts.open, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Job Search" });
  await dialog.getByLabel("Search Name").fill(opts.name);
  await addEntries(dialog, "Preferred Job Titles", "job title", [opts.title]);
  await addEntries(dialog, "Preferred Locations", "location", [opts.location]);
  await dialog.getByRole("button", { name: "Create Search", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, opts.name)).toBeVisible();
}

test("a premium account creates, edits, toggles and deletes searches, and is stopped at 3", async ({ page }) => {
  const user = E2E_JOB_SEARCH_USER;
  const { account } = await loginAsAccount(page, user);
  // A clean start (a retry finds the first try's searches).
  const existing = (await (await page.request.get(`/api/job-searches/${account.id}`)).json()) as { id: number }[];
  for (const s of existing) expect((await page.request.delete(`/api/job-searches/${s.id}`)).ok()).toBeTruthy();

  // The spec's hard-coded account and any accountId in the address change nothing.
  await page.goto("/job-searches?accountId=30");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(main.getByText("Premium", { exact: true })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Account sections" });
  for (const name of ["Account", "My Resume", "Career Guides"]) {
    await expect(tabs.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/dashboard");
  }
  await expect(tabs.getByRole("link", { name: "Job Searches" })).toHaveAttribute("aria-current", "page");

  // Empty state.
  await expect(main.getByText("0 / 3")).toBeVisible();
  await expect(main.getByRole("button", { name: "Create New Search" })).toHaveCount(0);
  await main.getByRole("button", { name: "Create Your First Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Job Search" });
  await expect(dialog).toBeVisible();

  // Validation: name, a title and a location are required.
  await dialog.getByRole("button", { name: "Create Search", exact: true }).click();
  for (const message of ["Search name is required", "Add at least one job title", "Add at least one location"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel("Search Name").fill("Budget roles in Denver");
  // Chips: Enter and +, trimmed, repeats (any case) and blanks ignored, removable.
  await addEntries(dialog, "Preferred Job Titles", "job title", ["Budget Analyst", "  Financial Analyst  ", "budget analyst", "   ", "Temp Title"]);
  const titles = dialog.getByRole("list", { name: "Job titles added" }).getByRole("listitem");
  await expect(titles).toHaveText(["Budget Analyst", "Financial Analyst", "Temp Title"]);
  await dialog.getByRole("button", { name: "Remove Temp Title" }).click();
  await expect(titles).toHaveText(["Budget Analyst", "Financial Analyst"]);
  await expect(dialog.getByRole("switch", { name: "Include similar job titles" })).toBeChecked();

  await addEntries(dialog, "Preferred Locations", "location", ["Denver, CO"]);
  // Salaries: digits only, shown with thousands separators.
  await dialog.getByLabel("Minimum Salary").fill("70000abc");
  await expect(dialog.getByLabel("Minimum Salary")).toHaveValue("70,000");
  await dialog.getByLabel("Maximum Salary").fill("$95,000");
  await expect(dialog.getByLabel("Maximum Salary")).toHaveValue("95,000");
  await dialog.getByLabel("Experience Level").selectOption({ label: "Mid (3-7 years)" });

  const remote = dialog.getByRole("switch", { name: "Open to remote work" });
  await expect(remote).not.toBeChecked();
  await expect(dialog.getByText("Smart Search:")).toHaveCount(0);
  await remote.click();
  await expect(dialog.getByText("Smart Search:")).toBeVisible();
  await expect(dialog.getByText(/25-mile radius .* last 72 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Create Search", exact: true }).click();
  await expect(toast(page, "Search Created")).toBeVisible();
  await expect(toast(page, 'Your job search "Budget roles in Denver" has been created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  let first = card(page, "Budget roles in Denver");
  await expect(first).toBeVisible();
  await expect(first.locator('[data-slot="badge"]')).toHaveText("Active");
  await expect(first.getByText(/^Created /)).toBeVisible();
  for (const text of ["Budget Analyst", "Financial Analyst", "Denver, CO", "$70,000", "$95,000", "Mid (3-7 years)", "Yes"]) {
    await expect(first.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByText("1 / 3")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit: the dialog opens with the search's values; Update Search saves them.
  await first.getByRole("button", { name: "Edit Budget roles in Denver" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job Search" });
  await expect(edit.getByLabel("Search Name")).toHaveValue("Budget roles in Denver");
  await expect(edit.getByLabel("Minimum Salary")).toHaveValue("70,000");
  await edit.getByLabel("Search Name").fill("Finance roles in Denver");
  await edit.getByRole("button", { name: "Remove Financial Analyst" }).click();
  await edit.getByRole("button", { name: "Update Search" }).click();
  await expect(toast(page, "Search Updated")).toBeVisible();
  await expect(edit).toBeHidden();
  first = card(page, "Finance roles in Denver");
  await expect(first).toBeVisible();
  await expect(first.getByText("Financial Analyst", { exact: true })).toHaveCount(0);

  // The active and similar-titles switches are saved (still so after a reload).
  await first.getByRole("switch", { name: "Active", exact: true }).click();
  await expect(first.locator('[data-slot="badge"]')).toHaveText("Inactive");
  await first.getByRole("switch", { name: "Include similar job titles" }).click();
  await expect(first.getByRole("switch", { name: "Include similar job titles" })).not.toBeChecked();
  await expect(first.getByRole("switch", { name: "Include similar job titles" })).toBeEnabled();
  await page.reload();
  first = card(page, "Finance roles in Denver");
  await expect(first.locator('[data-slot="badge"]')).toHaveText("Inactive");
  await expect(first.getByRole("switch", { name: "Active", exact: true })).not.toBeChecked();
  await expect(first.getByRole("switch", { name: "Include similar job titles" })).not.toBeChecked();

  // Up to 3: then the limit message, no create button, and the server refuses a 4th.
  await createSearch(page, { name: "Second search", title: "Program Manager", location: "Austin, TX", open: "Create New Search" });
  await createSearch(page, { name: "Third search", title: "Operations Manager", location: "Remote", open: "Create New Search" });
  await expect(main.getByText("3 / 3")).toBeVisible();
  await expect(main.getByText(JOB_SEARCH_MESSAGES.limitReached)).toBeVisible();
  await expect(main.getByRole("button", { name: /Create (New|Your First) Search/ })).toHaveCount(0);
  const fourth = await page.request.post("/api/job-searches", {
    data: { name: "Fourth", preferredJobTitles: ["Analyst"], preferredLocations: ["Reno, NV"], accountId: account.id },
  });
  expect(fourth.status()).toBe(409);

  // Delete one (after confirming): back to 2, and creating is possible again.
  await card(page, "Second search").getByRole("button", { name: "Delete Second search" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Job Search" });
  await confirm.getByRole("button", { name: "Delete Search" }).click();
  await expect(toast(page, "Search Deleted")).toBeVisible();
  await expect(toast(page, "Your job search has been deleted successfully")).toBeVisible();
  await expect(card(page, "Second search")).toHaveCount(0);
  await expect(main.getByText("2 / 3")).toBeVisible();
  await expect(main.getByRole("button", { name: "Create New Search" })).toBeVisible();
  await expect(main.getByText(JOB_SEARCH_MESSAGES.limitReached)).toHaveCount(0);
});

test("the trial account sees the Basic Job Search card with UPGRADE TO PREMIUM", async ({ page }) => {
  const { trial } = E2E_USERS;
  await loginAsAccount(page, trial);
  await page.goto("/job-searches");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `Welcome, ${trial.name}` })).toBeVisible();
  await expect(main.getByText("Premium", { exact: true })).toHaveCount(0);
  await expect(main.getByRole("heading", { name: "Basic Job Search" })).toBeVisible();
  // This account has no resume: the spec's fallbacks.
  await expect(main.getByText("Not specified", { exact: true })).toBeVisible();
  await expect(main.getByText("General Government Professional", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "UPGRADE TO PREMIUM" })).toHaveAttribute("href", "/upgrade");
  await expect(main.getByRole("button", { name: "Create Your First Search" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The server agrees: a trial account cannot create a search.
  const res = await page.request.post("/api/job-searches", {
    data: { name: "Trial search", preferredJobTitles: ["Analyst"], preferredLocations: ["Reno, NV"] },
  });
  expect(res.status()).toBe(403);
});
