/**
 * Every route of the spec (both documents, section 2) answers, protected ones send a visitor to
 * their login page, unknown paths get the 404 page, and no page has a serious accessibility
 * violation.
 */
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_BLOG_POST } from "../support/users";

const PUBLIC_ROUTES = [
  "/",
  "/get-started",
  "/hello",
  "/getstarted",
  "/pricing",
  "/create-resume",
  "/resume-download",
  "/create-account",
  "/verify-email",
  "/login",
  "/reset-password",
  "/company",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/admin-login",
  "/email-preview",
  "/job-alert-preview",
  "/referral-email-preview",
  "/partners",
  "/blog",
  `/blog/${E2E_BLOG_POST.slug}`,
];

const PROTECTED_ROUTES: [route: string, login: string][] = [
  ["/dashboard", "/login"],
  ["/upgrade", "/login"],
  ["/job-searches", "/login"],
  ["/admin", "/admin-login"],
];

test("the route table has the spec's 26 routes", () => {
  expect(new Set([...PUBLIC_ROUTES, ...PROTECTED_ROUTES.map(([r]) => r)]).size).toBe(26);
});

test("the accessibility check itself catches a serious violation", async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>');
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
});

for (const route of PUBLIC_ROUTES) {
  test(`${route} answers 200 with no serious accessibility violations`, async ({ page }) => {
    const res = await page.goto(route);
    expect(res?.status(), `GET ${route}`).toBe(200);
    await expectNoSeriousA11yViolations(page);
  });
}

for (const [route, login] of PROTECTED_ROUTES) {
  test(`${route} sends a visitor to ${login}`, async ({ page }) => {
    const res = await page.goto(route);
    await page.waitForURL((url) => url.pathname === login);
    expect(res?.status(), `GET ${route} (after redirects)`).toBe(200);
  });
}

test("an unknown path shows the 404 page with ways back", async ({ page }) => {
  const res = await page.goto("/this-does-not-exist");
  expect(res?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  for (const href of ["/", "/partners", "/contact", "/company"]) {
    await expect(main.locator(`a[href="${href}"]`).first(), `link to ${href}`).toBeVisible();
  }
  const support = main.getByRole("link", { name: "Contact Support" });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
  await expectNoSeriousA11yViolations(page);
});

test("the landing page has the site header and footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toBeVisible();
  await expect(header.getByRole("link", { name: "Pricing" }).filter({ visible: true })).toHaveAttribute("href", "/pricing");
  await expect(header.getByRole("link", { name: "Login" }).filter({ visible: true })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Get Started" }).filter({ visible: true }).first()).toHaveAttribute(
    "href",
    "/create-resume",
  );

  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  for (const href of ["/blog", "/company", "/contact", "/privacy-policy", "/terms-of-service"]) {
    await expect(footer.locator(`a[href="${href}"]`).first(), `footer link to ${href}`).toBeVisible();
  }
});
