/**
 * /contact (spec doc 2 §4, §5, §8): contact details, the message form's validation messages, the
 * "Message Sent!" panel and "Send Another Message", the email that reaches the sender (and support,
 * through the dev outbox), and the "Error" toast when sending fails.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { publicConfig } from "../../lib/config/public";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openLatestEmail } from "../support/outbox";

const form = (page: Page) => page.getByRole("form", { name: "Contact us" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const f = form(page);
  await f.getByLabel("Name").fill(values.name);
  await f.getByLabel("Email").fill(values.email);
  await f.getByLabel("Subject").fill(values.subject);
  await f.getByLabel("Message").fill(values.message);
}

test("shows the contact details, common questions and a way to create a resume", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(main.getByRole("link", { name: publicConfig.supportEmail })).toHaveAttribute("href", `mailto:${publicConfig.supportEmail}`);
  await expect(main.getByText("We respond within 24 hours")).toBeVisible();
  await expect(main.getByText("Monday-Friday 9 AM-6 PM EST").first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "Common Questions" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Create a Free Resume" })).toHaveAttribute("href", "/create-resume");
  await expectNoSeriousA11yViolations(page);
});

test("validates the form, sends the message, then offers to send another", async ({ page }) => {
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") posted.push(r.postData() ?? "");
  });
  await page.goto("/contact");

  await form(page).getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Subject must be at least 5 characters",
    "Message must be at least 10 characters",
  ]) {
    await expect(form(page).getByText(message)).toBeVisible();
  }
  await fill(page, { name: "A", email: "not-an-email", subject: "Hey", message: "Too short" });
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(form(page).getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(form(page).getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toEqual([]);

  const marker = randomBytes(4).toString("hex");
  const email = `contact-${Date.now()}-${marker}@civicshift.test`;
  await fill(page, {
    name: "Dana Whitfield",
    email,
    subject: `Question about job alerts ${marker}`,
    message: "Hello, how often do the job alerts arrive during the trial?",
  });
  await form(page).getByRole("button", { name: "Send Message" }).click();

  const sent = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Message Sent!" }) });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0]!)).toMatchObject({ name: "Dana Whitfield", email, kind: "contact", website: "" });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel("Name")).toHaveValue("");
  await expect(form(page).getByLabel("Subject")).toHaveValue("");
  await expect(form(page).getByLabel("Name")).toBeFocused();

  // The message reached support, and the sender got a receipt (dev outbox).
  const outbox = await page.context().newPage();
  await openLatestEmail(outbox, publicConfig.supportEmail, { subject: `[Contact] Question about job alerts ${marker}` });
  await expect(outbox.locator("pre")).toContainText("Hello, how often do the job alerts arrive during the trial?");
  await openLatestEmail(outbox, email, { subject: "We received your message" });
});

test("a failed send shows an Error toast with the server's message, or the fallback", async ({ page }) => {
  await page.goto("/contact");
  const values = { name: "Dana Whitfield", email: "dana@civicshift.test", subject: "A question", message: "A message that is long enough." };

  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many requests. Please try again later.", code: "rate_limited" }) }),
  );
  await fill(page, values);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toContainText("Too many requests. Please try again later.");
  await expect(form(page)).toBeVisible();

  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.abort("failed"));
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Failed to send message. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toHaveCount(0);
});
