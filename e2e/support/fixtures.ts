/**
 * `test` and `expect` for every spec: Playwright's, plus a client IP of its own per test
 * (x-forwarded-for, which the server believes because e2e/support/web-server.ts lists loopback in
 * TRUSTED_PROXY: the runner plays the proxy), so the per-IP rate limits of the login and form
 * endpoints count each test separately instead of the whole suite together.
 */
import { randomBytes } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const b = randomBytes(3);
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` });
  },
});
