/**
 * The three email preview pages (spec 02 "Email and alert previews"): every day tab shows its
 * subject and the sent template rendered in a titled frame; no serious accessibility violation,
 * inside the frames included.
 */
import type { Page } from "@playwright/test";
import { demoJobsForDay, DEMO_JOB_COUNTS } from "../../lib/email-previews/demo-jobs";
import { JOB_ALERT_DAYS, jobAlertSubject } from "../../lib/email-previews/job-alert-copy";
import { REFERRAL_DAYS } from "../../lib/email-previews/referral-copy";
import { WAITLIST_DAYS } from "../../lib/email-previews/waitlist-copy";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

async function openDay(page: Page, day: number) {
  const tab = page.getByRole("tab", { name: `Day ${day}`, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel", { name: `Day ${day}`, exact: true });
}

test("/job-alert-preview: each of the 7 day tabs shows its subject, the rendered email with its jobs, pro tip and upgrade box", async ({ page }) => {
  await page.goto("/job-alert-preview");
  await expect(page.getByRole("heading", { level: 1, name: "Job Alert Email Preview" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(7);
  for (const copy of JOB_ALERT_DAYS) {
    const panel = await openDay(page, copy.day);
    const subject = jobAlertSubject(copy.day, DEMO_JOB_COUNTS[copy.day - 1]!);
    await expect(panel.getByText(subject, { exact: true })).toBeVisible();
    await expect(panel.getByText(copy.upgradeHeadline, { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: copy.upgradeButton })).toHaveAttribute("href", "/upgrade");
    const email = page.frameLocator(`iframe[title="Day ${copy.day} job alert email"]`);
    for (const job of demoJobsForDay(copy.day)) await expect(email.getByRole("heading", { name: job.jobTitle, exact: true })).toBeVisible();
    await expect(email.getByRole("link", { name: copy.upgradeButton })).toHaveAttribute("href", /\/upgrade$/);
    await expect(email.getByRole("link", { name: /Unsubscribe/ })).toBeVisible();
  }
  await expect(page.getByText(/^Final job alert of your trial/)).toBeVisible();
  for (const tile of ["Total jobs across days", "Premium features", "Search filters", "Trial strategy"]) {
    await expect(page.getByRole("heading", { name: tile, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("/referral-email-preview: each of the 7 day tabs shows its subject, theme, call to action, prize highlight and the email", async ({ page }) => {
  await page.goto("/referral-email-preview");
  await expect(page.getByRole("heading", { level: 1, name: "Referral Email Preview" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(7);
  for (const copy of REFERRAL_DAYS) {
    const panel = await openDay(page, copy.day);
    await expect(panel.getByText(copy.subject, { exact: true })).toBeVisible();
    for (const text of [copy.theme, copy.callToAction, copy.prizeHighlight]) await expect(panel.getByText(text, { exact: true }).first()).toBeVisible();
    const email = page.frameLocator(`iframe[title="Day ${copy.day} referral contest email"]`);
    await expect(email.getByRole("heading", { level: 1, name: copy.subject })).toBeVisible();
    await expect(email.getByRole("link", { name: copy.callToAction })).toBeVisible();
    await expect(email.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(email.getByText("Why share?")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("/email-preview: the 5 waitlist emails, Day 1 to Day 5, each tab with its subject and email", async ({ page }) => {
  await page.goto("/email-preview");
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist Email Preview" })).toBeVisible();
  await expect(page.getByText(/24 hours apart to 161 waitlist subscribers/)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(5);
  for (const copy of WAITLIST_DAYS) {
    const panel = await openDay(page, copy.day);
    await expect(panel.getByText(copy.subject, { exact: true })).toBeVisible();
    const email = page.frameLocator(`iframe[title="Day ${copy.day} waitlist launch email"]`);
    await expect(email.getByRole("heading", { level: 1, name: copy.headline })).toBeVisible();
    await expect(email.getByRole("link", { name: copy.callToAction })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("the preview pages are not for search engines", async ({ page }) => {
  for (const path of ["/job-alert-preview", "/referral-email-preview", "/email-preview"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
});
