/**
 * Reading the emails the app "sent" from the development outbox (/dev/outbox), the way a person
 * testing the product would: the e2e server runs without RESEND_API_KEY and with
 * ENABLE_DEV_OUTBOX=1 (e2e/support/web-server.ts), so every email lands there.
 *
 * These helpers navigate the page they are given; pass `await page.context().newPage()` to keep
 * the current page where it is (it shares cookies and storage with the original page).
 */
import { expect, type Page } from "@playwright/test";

type Text = string | RegExp;

function matches(value: string, pattern: Text | undefined): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === "string" ? value.includes(pattern) : pattern.test(value);
}

/**
 * Opens the newest email to `to` (optionally: whose subject matches `subject`) and returns the
 * path of its outbox page, e.g. "/dev/outbox/12". Retries for a few seconds, since an email can
 * be stored a moment after the request that caused it answered.
 */
export async function openLatestEmail(page: Page, to: string, { subject }: { subject?: Text } = {}): Promise<string> {
  let messagePath = "";
  await expect(async () => {
    await page.goto("/dev/outbox");
    // Newest first (the outbox page's order): the first matching row is the latest email.
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell", { name: to, exact: true }) });
    for (const row of await rows.all()) {
      const link = row.getByRole("link");
      if (!matches((await link.textContent()) ?? "", subject)) continue;
      messagePath = (await link.getAttribute("href")) ?? "";
      break;
    }
    expect(messagePath, `no email to ${to}${subject ? ` with subject ${String(subject)}` : ""} in the outbox`).toMatch(
      /^\/dev\/outbox\/\d+$/,
    );
  }).toPass({ timeout: 15_000 });
  await page.goto(messagePath);
  await expect(page.getByRole("heading", { name: "Links in this email" })).toBeVisible();
  return messagePath;
}

/** The links listed under "Links in this email" on an open outbox message page. */
export async function emailLinks(page: Page): Promise<{ href: string; text: string }[]> {
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Links in this email" }) });
  const anchors = await card.getByRole("link").all();
  return Promise.all(
    anchors.map(async (a) => ({ href: (await a.getAttribute("href")) ?? "", text: ((await a.textContent()) ?? "").trim() })),
  );
}

/**
 * The first link of the newest email to `to` whose href matches `href` (and text matches `text`),
 * as an absolute URL. By default the first http(s) link that is not a mailto.
 */
export async function latestEmailLink(
  page: Page,
  to: string,
  { subject, href, text }: { subject?: Text; href?: Text; text?: Text } = {},
): Promise<string> {
  await openLatestEmail(page, to, { subject });
  const links = await emailLinks(page);
  const link = links.find((l) => /^https?:/i.test(l.href) && matches(l.href, href) && matches(l.text, text));
  if (!link) throw new Error(`no matching link in the email to ${to}; links: ${JSON.stringify(links)}`);
  return link.href;
}
