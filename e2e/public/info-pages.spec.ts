/**
 * /company, /privacy-policy, /terms-of-service and the 404 page (spec doc 2 §4): their key headings,
 * a working table of contents, and no serious accessibility violation.
 */
import { publicConfig } from "../../lib/config/public";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

const P = publicConfig.productName;

test("/company: mission, story, the three values, expertise and a Create a Free Resume button", async ({ page }) => {
  await page.goto("/company");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `About ${P}` })).toBeVisible();
  for (const name of ["Our Mission", "Our Story", "Our Values", "Respect for Service", "Trust & Transparency", "Excellence in Service", "Our Expertise", "Data sources"]) {
    await expect(main.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Create a Free Resume" }).first()).toHaveAttribute("href", "/create-resume");
  await expect(main.getByText(/O\*NET/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const policy of [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    effective: "June 1, 2025",
    sections: ["Information we collect", "Cookies and similar technologies", "Your rights and choices", "California privacy rights", "Colorado, Connecticut, Virginia and Utah privacy rights", "Children's privacy"],
    jump: "Your rights and choices",
    mustSay: ["No one under 18 may use the site", "Deleting your data requires deleting your account."],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    effective: "June 15, 2025",
    sections: ["Who may use the Services", "Subscription and billing", "Cancellation", "30-day money-back guarantee", "Resolving disputes", "Governing law", "Limitation of liability"],
    jump: "Resolving disputes",
    mustSay: ["be at least 21 years old", "Two-factor authentication is required.", "laws of the State of Texas"],
  },
]) {
  test(`${policy.path}: effective ${policy.effective}, its sections, and a table of contents that jumps to them`, async ({ page }) => {
    await page.goto(policy.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
    await expect(main.getByText(`Effective date: ${policy.effective}`)).toBeVisible();
    for (const name of policy.sections) await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })).toBeVisible();
    for (const text of policy.mustSay) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();

    const toc = main.getByRole("navigation", { name: "Contents" });
    await toc.getByRole("link", { name: policy.jump, exact: true }).click();
    await expect(page).toHaveURL(/#[a-z-]+$/);
    await expect(main.getByRole("heading", { level: 2, name: new RegExp(`\\d+\\. ${policy.jump}$`) })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
}

test("an unknown path shows 404 Page Not Found with its links", async ({ page }) => {
  const res = await page.goto("/no-such-page-here");
  expect(res?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  for (const href of ["/", "/partners", "/contact", "/company"]) await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", `mailto:${publicConfig.supportEmail}`);
  await expectNoSeriousA11yViolations(page);
});
