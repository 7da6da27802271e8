/**
 * Accessibility check for a page: axe-core with the WCAG 2.x A/AA rules; serious and critical
 * violations fail the test with the rule, its help text and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Toasts come and go on their own timers: one that starts its fade-out while axe scans the page is
 * measured as a blend of its colours and the page's (the admin journey once failed on a success
 * toast at contrast 2.18, mid-fade, and passed on retry). They are left out of the page scan.
 */
const TRANSIENT = ["[data-sonner-toaster]"];

export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string[] } = {}) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of [...TRANSIENT, ...(opts.exclude ?? [])]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`);
      return `${v.id} (${v.impact}): ${v.help}\n${nodes.join("\n")}`;
    });
  expect(serious, `Accessibility violations on ${new URL(page.url()).pathname}:\n${serious.join("\n")}`).toEqual([]);
}

/**
 * Waits for the network to go quiet and for finite CSS/JS animations (fade-ins, counters) to end,
 * so contrast is measured on the final colours. Endless ones (spinners) are not waited for.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
  await page
    .evaluate(async () => {
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 3_000))]);
    })
    .catch(() => {});
}
