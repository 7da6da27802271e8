/**
 * The landing page (spec 01 §2, §4, §8, §9): calls to action, How It Works, agency logos by level
 * with their loading and failure texts, the animated success metrics and the one-time banners.
 */
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

test("every call to action goes to /create-resume; the secondary button scrolls to How It Works", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const ctas = main.getByRole("link", { name: /Create My Free Resume/ });
  expect(await ctas.count()).toBeGreaterThanOrEqual(2);
  for (const cta of await ctas.all()) await expect(cta).toHaveAttribute("href", "/create-resume");

  await main.getByRole("link", { name: "See How It Works" }).click();
  await expect(page.locator("#services")).toBeInViewport();
  await expect(page.getByRole("heading", { name: /How It Works/i }).first()).toBeVisible();

  await ctas.last().click();
  await page.waitForURL("**/create-resume");
});

test("agency logos are grouped by Federal, State, County and City, at least 6 each", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/logos", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByText("Loading government agencies...")).toBeVisible();
  release();

  for (const level of ["Federal", "State", "County", "City"]) {
    const list = page.getByRole("list", { name: new RegExp(level) });
    await expect(list).toBeVisible();
    expect(await list.getByRole("img").count(), `${level} logos`).toBeGreaterThanOrEqual(6);
  }
  await expect(page.getByText("Loading government agencies...")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a failed logo request says 'Failed to fetch logos'", async ({ page }) => {
  await page.route("**/api/logos", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/");
  await expect(page.getByText("Failed to fetch logos")).toBeVisible();
});

test("the success metrics count up from 0 over about 2 seconds to 5,000+, 32%, 2 and 100%", async ({ page }) => {
  // Records every value the first metric shows, with its time, from the first paint on.
  await page.addInitScript(() => {
    const frames: { t: number; text: string }[] = [];
    (window as unknown as { metricFrames: typeof frames }).metricFrames = frames;
    const watch = () => {
      const el = document.querySelector("#success-stories dd span[aria-hidden='true']");
      if (!el) return void requestAnimationFrame(watch);
      frames.push({ t: performance.now(), text: el.textContent ?? "" });
      new MutationObserver(() => frames.push({ t: performance.now(), text: el.textContent ?? "" })).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    };
    document.addEventListener("DOMContentLoaded", watch);
  });
  await page.goto("/");
  const stories = page.locator("#success-stories");
  await expect(stories.locator("dd span[aria-hidden='true']").first()).toHaveText("5,000+", { timeout: 8_000 });
  for (const value of ["5,000+", "32%", "2", "100%"]) {
    await expect(stories.locator("dd span[aria-hidden='true']", { hasText: new RegExp(`^${value.replace("+", "\\+")}$`) })).toHaveCount(1);
  }

  // The server's HTML already shows the final values, so the checks above can pass before the
  // count has run: wait until the recorded count has gone from 0 back up to 5,000.
  const read = () => page.evaluate(() => (window as unknown as { metricFrames: { t: number; text: string }[] }).metricFrames);
  const valuesOf = (f: { text: string }[]) => f.map((x) => Number(x.text.replace(/[^0-9]/g, "")));
  await expect.poll(async () => {
    const v = valuesOf(await read());
    return v.includes(0) && v.at(-1) === 5000;
  }, { timeout: 8_000 }).toBe(true);
  const frames = await read();
  const values = valuesOf(frames);
  const startAt = values.indexOf(0);
  expect(startAt, `the count starts at 0: ${JSON.stringify(values)}`).toBeGreaterThanOrEqual(0);
  const counting = values.slice(startAt);
  expect(counting.at(-1)).toBe(5000);
  for (let i = 1; i < counting.length; i++) expect(counting[i]!).toBeGreaterThanOrEqual(counting[i - 1]!);
  expect(new Set(counting).size, "many intermediate steps").toBeGreaterThan(20);
  const firstMove = frames[startAt + counting.findIndex((v) => v > 0)]!.t;
  const done = frames[startAt + counting.indexOf(5000)]!.t;
  expect(done - frames[startAt]!.t).toBeGreaterThan(1_500);
  expect(done - firstMove).toBeLessThan(3_500);
});

const BANNERS: [string, string][] = [
  ["upgraded=true", "Welcome to Premium! Your upgrade was successful."],
  ["verified=true", "Email verified successfully! Welcome to CivicShift."],
  ["error=invalid-token", "Invalid verification link. Please check your email for the correct link."],
  ["error=verification-failed", "Email verification failed. The link may have expired."],
  ["error=server-error", "Server error during verification. Please try again."],
  ["error=whatever", "Verification error occurred."],
];

for (const [query, message] of BANNERS) {
  test(`?${query} shows its banner once, removes the flag and can be dismissed`, async ({ page }) => {
    await page.goto(`/?${query}`);
    const banner = page.getByText(message);
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  });
}
