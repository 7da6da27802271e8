/**
 * Logging in through the API (fast, for journeys that are not about the login form itself).
 * `page.request` shares the browser context's cookies, so the page is logged in afterwards.
 */
import { expect, type Page } from "@playwright/test";
import { E2E_USERS } from "./users";

export async function loginAsAccount(page: Page, user: { email: string; password: string } = E2E_USERS.trial) {
  const res = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(res.ok(), `POST /api/auth/login answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { account: { id: number; name: string; email: string } };
}

export async function loginAsAdmin(page: Page, admin: { username: string; password: string } = E2E_USERS.admin) {
  const res = await page.request.post("/api/admin/login", { data: { username: admin.username, password: admin.password } });
  expect(res.ok(), `POST /api/admin/login answered ${res.status()}: ${await res.text()}`).toBeTruthy();
}
