/**
 * Logging in and out: an account holder through /login, an admin through /admin-login, and the
 * two realms kept apart on the server.
 */
import { loginAsAccount } from "../support/auth";
import { expect, test } from "../support/fixtures";
import { E2E_LOGOUT_USERS, E2E_USERS } from "../support/users";

const { trial, admin } = E2E_USERS;

test("an account holder logs in at /login, is greeted in the header, and logs out", async ({ page }) => {
  // Its own account: the logout at the end revokes every session of the account it ends.
  const trial = E2E_LOGOUT_USERS.header;
  await page.goto("/login");
  await page.getByLabel("Email").fill(trial.email);
  await page.getByLabel("Password", { exact: true }).fill(trial.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");

  const header = page.getByRole("banner");
  await expect(header.getByText(`Hi, ${trial.name}`).filter({ visible: true })).toBeVisible();
  // Every page renders the header per request (none is prerendered with a logged-out header).
  for (const path of ["/", "/pricing", "/company", "/blog"]) {
    await page.goto(path);
    await expect(header.getByText(`Hi, ${trial.name}`).filter({ visible: true })).toBeVisible();
  }
  const logout = header.getByRole("button", { name: "Logout" }).or(header.getByRole("link", { name: "Logout" }));
  await logout.filter({ visible: true }).click();

  await page.waitForURL((url) => url.pathname === "/");
  await expect(header.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
  await expect(header.getByText(`Hi, ${trial.name}`).filter({ visible: true })).toHaveCount(0);

  // The session is gone on the server too, not just in the header.
  await page.goto("/dashboard");
  await page.waitForURL((url) => url.pathname === "/login");
});

test("a wrong password keeps the visitor on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(trial.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/login");
});

test("an admin logs in at /admin-login and reaches /admin", async ({ page }) => {
  await page.goto("/admin-login");
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  // Its first login: the portal asks for two-factor set-up before it opens (e2e/admin/portal.spec.ts goes on).
  await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();

  const res = await page.request.get("/api/admin/auth");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ isAuthenticated: true });
});

test("the admin API refuses visitors (401) and account sessions (403)", async ({ page }) => {
  expect((await page.request.get("/api/admin/auth")).status()).toBe(401);
  // CVE-2025-29927: a header that once let requests skip Next's middleware changes nothing.
  const bypass = await page.request.get("/api/admin/auth", {
    headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  });
  expect(bypass.status()).toBe(401);

  await loginAsAccount(page, trial);
  expect((await page.request.get("/api/admin/auth")).status()).toBe(403);
});
