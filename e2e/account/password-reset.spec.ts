/**
 * Password reset (spec 02 §2): "Forgot your password?" on /login, the link from the dev outbox,
 * a new password on /reset-password, sign-in with it, and a session opened before the reset ended.
 */
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { latestEmailLink } from "../support/outbox";
import { E2E_LOGOUT_USERS, E2E_USERS } from "../support/users";

const NEW_PASSWORD = "e2e-reset-new-pass-2026";

test("a forgotten password is reset through the emailed link; the new one signs in and older sessions end", async ({
  page,
  browser,
}, testInfo) => {
  // The reset changes the account for good: a retry uses the second account.
  const user = testInfo.retry === 0 ? E2E_LOGOUT_USERS.resetA : E2E_LOGOUT_USERS.resetB;
  const toast = (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  await page.goto("/login");
  const origin = new URL(page.url()).origin;

  let link = "";
  // A session opened before the reset, in another browser.
  const earlier = await browser.newContext({ baseURL: origin });
  try {
    const earlierPage = await earlier.newPage();
    await loginAsAccount(earlierPage, user);
    const sessionOfEarlier = async () => (await earlier.request.get("/api/auth/session")).json() as Promise<{ user?: { email?: string } }>;
    expect((await sessionOfEarlier()).user?.email).toBe(user.email);
    await earlierPage.goto("/dashboard");
    await expect(earlierPage.getByRole("heading", { level: 1, name: "Access Required" })).toHaveCount(0);

    // "Forgot your password?": an address without '@' is refused, then the link is requested.
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast("Invalid Email")).toContainText("Please enter a valid email address.");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check Your Email" })).toContainText(
      "If an account exists for that email",
    );

    const mailTab = await page.context().newPage();
    link = await latestEmailLink(mailTab, user.email, { subject: /Reset your .+ password/, href: /\/reset-password\?token=/ });
    await mailTab.close();

    // The emailed link: the form, with the token gone from the address and no referrer sent.
    const response = await page.goto(link);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
    expect(new URL(page.url()).searchParams.has("token")).toBe(false);
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
    await expectNoSeriousA11yViolations(page);

    // The spec's validation, then the new password.
    await page.getByLabel("New Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Update Password" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Password Reset Complete" })).toBeVisible();
    await expect(toast("Password Reset Successful")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The session opened before the reset is over.
    await earlierPage.goto("/dashboard");
    await expect(
      earlierPage.getByRole("heading", { level: 1, name: "Access Required" }).or(earlierPage.getByRole("heading", { level: 1, name: "Sign In" })),
    ).toBeVisible();
    expect((await sessionOfEarlier()).user).toBeUndefined();
  } finally {
    await earlier.close();
  }

  // The link worked once: the form stays and says why.
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("another-pass-2026");
  await page.getByLabel("Confirm Password", { exact: true }).fill("another-pass-2026");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast("Reset Failed")).toContainText("This reset link is invalid or has expired");
  await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();

  // The old password no longer works; the new one signs in.
  const old = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("banner").getByText(`Hi, ${user.name}`).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Access Required" })).toHaveCount(0);
});

test("/reset-password without a token shows Invalid Reset Link and a way back to /login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid Reset Link" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to Login" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  // A token that is not one of ours is the same dead end.
  await page.goto("/reset-password?token=made-up");
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
});

test("/reset-password sends a signed-in account holder to the dashboard", async ({ page }) => {
  await loginAsAccount(page, E2E_USERS.trial);
  await page.goto("/reset-password?token=anything");
  await page.waitForURL((url) => url.pathname === "/dashboard");
});
