/**
 * /partners (spec doc 2 §4, §5, §8, §9): the page's sections, the three partner PDFs (each saved
 * under its name and parsed back with unpdf), and the inquiry form: empty submissions ignored, the
 * success banner hiding after 5 seconds, and the alerts on failure.
 */
import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { extractText } from "unpdf";
import { publicConfig } from "../../lib/config/public";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openLatestEmail } from "../support/outbox";

const P = publicConfig.productName;
const slug = P.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const inquiry = (page: Page) => page.getByRole("form", { name: "Partnership inquiry" });
const banner = (page: Page) => page.getByText("Your inquiry has been sent");

test("shows the partner program: what it is, features, the three ways to partner and implementation support", async ({ page }) => {
  await page.goto("/partners");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `Partner With ${P}` })).toBeVisible();
  for (const name of [`What Is ${P}?`, "Platform Features", "Three Ways to Partner", "Direct Referrals", "Tailored Resources", "Community Impact", "Implementation Support", "Partner Materials", "Become a Partner"]) {
    await expect(main.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

for (const [link, file, title] of [
  ["Download Program Overview", `${slug}-program-overview.pdf`, "Program Overview"],
  ["Download Staff Information Flyer", `${slug}-staff-information-flyer.pdf`, "Staff Information Flyer"],
  ["Download Email Templates", `${slug}-email-templates.pdf`, "Email Templates"],
] as const) {
  test(`${link} saves ${file}, a PDF with text`, async ({ page }) => {
    await page.goto("/partners");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
    expect(download.suggestedFilename()).toBe(file);
    const bytes = new Uint8Array(await fs.readFile((await download.path())!));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const { text, totalPages } = await extractText(bytes, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(title);
    expect(text).toContain(publicConfig.supportEmail);
  });
}

test("the inquiry form ignores empty submissions, then sends and shows a banner that hides after 5 seconds", async ({ page }) => {
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") posted.push(r.postData() ?? "");
  });
  await page.goto("/partners");
  const form = inquiry(page);

  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await form.getByLabel("Name").fill("Jordan Lee");
  await form.getByLabel("Message").fill("   ");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await page.waitForTimeout(300);
  expect(posted).toEqual([]);
  await expect(banner(page)).toHaveCount(0);

  const email = `partner-${Date.now()}-${randomBytes(3).toString("hex")}@workforce.test`;
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("We run the county workforce board and would like to refer clients.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();

  await expect(banner(page)).toBeVisible();
  const shownAt = Date.now();
  expect(JSON.parse(posted[0]!)).toMatchObject({ kind: "partner", name: "Jordan Lee", email, subject: "Partnership Inquiry" });
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Email")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(banner(page)).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);

  const outbox = await page.context().newPage();
  await openLatestEmail(outbox, email, { subject: `Thank you for your interest in partnering with ${P}` });
});

test("the inquiry form alerts when sending fails or the network is down", async ({ page }) => {
  await page.goto("/partners");
  const form = inquiry(page);
  await form.getByLabel("Name").fill("Jordan Lee");
  await form.getByLabel("Email").fill("jordan@workforce.test");
  await form.getByLabel("Message").fill("Please call me.");

  // Every alert is answered at once (an unanswered alert blocks the page), and its text kept.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect.poll(() => alerts).toEqual(["Failed to send message. Please try again."]);

  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect.poll(() => alerts).toEqual(["Failed to send message. Please try again.", "An error occurred. Please try again."]);
  // Nothing was lost: the form keeps what was typed.
  await expect(form.getByLabel("Message")).toHaveValue("Please call me.");
  await expect(banner(page)).toHaveCount(0);
});
