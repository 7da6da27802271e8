/**
 * The lead landing pages (spec 01 §2 variants A, B, C; routes in docs/decisions/0007): each page's
 * own content, the shared name + email form (§5 validation, §8 errors), the emailed verification
 * link read from the dev outbox, and the verified lead's return (§4): storage cleared, logged out,
 * the server session cleared and the page reloaded once, landing on /create-resume.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { loginAsAccount } from "../support/auth";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { latestEmailLink } from "../support/outbox";
import { E2E_LOGOUT_USERS } from "../support/users";

const VARIANTS = [
  { variant: "A", path: "/get-started", submit: "Show Me My Resume Translation", failure: "Failed to submit your information. Please try again." },
  { variant: "B", path: "/hello", submit: "Get My Free Resume", failure: "Something went wrong. Please try again." },
  { variant: "C", path: "/getstarted", submit: "Get My Free Resume", failure: "Something went wrong. Please try again." },
] as const;

/** Spec 01 §2, variant C: the first four, then the next four. */
const TRUSTED_AGENCIES = [
  "Department of Defense",
  "Department of Homeland Security",
  "Internal Revenue Service",
  "Social Security Administration",
  "City of New York",
  "City of Los Angeles",
  "City of Chicago",
  "Los Angeles County",
];

const VERIFY_LINK = "/api/leads/verify?token=";
const MARKER = "e2e-lead-marker";

function newLeadEmail(variant: string): string {
  return `lead-${variant.toLowerCase()}-${Date.now()}-${randomBytes(3).toString("hex")}@civicshift.test`;
}

function leadForm(page: Page) {
  return page.getByRole("form", { name: "Get your free resume translation" });
}

async function fillLead(page: Page, name: string, email: string) {
  const form = leadForm(page);
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

for (const v of VARIANTS) {
  test.describe(`lead variant ${v.variant} (${v.path})`, () => {
    test("validates the form before sending it", async ({ page }) => {
      const posted: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname === "/api/leads") posted.push(r.url());
      });
      await page.goto(v.path);
      const form = leadForm(page);
      const submit = form.getByRole("button", { name: v.submit });

      await submit.click();
      await expect(form.getByText("Name is required")).toBeVisible();
      await expect(form.getByText("Email is required")).toBeVisible();
      await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

      await fillLead(page, "Casey Jones", "casey@not-an-email");
      await submit.click();
      await expect(form.getByText("Invalid email format")).toBeVisible();
      await expect(form.getByText("Name is required")).toHaveCount(0);
      await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      expect(posted, "an invalid form must not reach the server").toEqual([]);
    });

    test("a new lead sees 'Check Your Email'", async ({ page }) => {
      const email = newLeadEmail(v.variant);
      await page.goto(v.path);
      if (v.variant === "B") {
        // Hold the (real) request a moment so the sending state can be seen.
        await page.route("**/api/leads", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
      }
      await fillLead(page, "Casey Jones", email);
      await leadForm(page).getByRole("button", { name: v.submit }).click();
      if (v.variant === "B") {
        await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
      }
      const sent = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Check Your Email" }) });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(email);
      await expect(sent).toContainText("spam");
      await expect(leadForm(page)).toHaveCount(0);
    });

    test("the same email twice gets the same 'Check Your Email' screen (no way to test who is registered)", async ({ page }) => {
      const email = newLeadEmail(v.variant);
      const first = await page.request.post("/api/leads", { data: { name: "Casey Jones", email } });
      expect(first.status()).toBe(201);

      await page.goto(v.path);
      // The server compares addresses case-insensitively; the known address gets a fresh link by email.
      await fillLead(page, "Casey Jones", email.toUpperCase());
      await leadForm(page).getByRole("button", { name: v.submit }).click();
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
      await expect(toast(page, "Email Already Registered")).toHaveCount(0);
    });

    test(`a server failure shows '${v.failure}'`, async ({ page }) => {
      await page.route("**/api/leads", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal server error" }) }),
      );
      await page.goto(v.path);
      await fillLead(page, "Casey Jones", newLeadEmail(v.variant));
      await leadForm(page).getByRole("button", { name: v.submit }).click();
      await expect(toast(page, v.failure)).toBeVisible();
      await expect(leadForm(page).getByRole("button", { name: v.submit })).toBeEnabled();
    });

    test("the emailed link verifies the lead and returns to /create-resume in a fresh, logged-out session", async ({
      page,
    }) => {
      // Its own account per variant: the lead's return logs out, which revokes every session of it.
      const trial = E2E_LOGOUT_USERS[`lead${v.variant}` as keyof typeof E2E_LOGOUT_USERS];
      const header = page.getByRole("banner");
      const email = newLeadEmail(v.variant);

      // Someone was logged in on this browser and left things in its storage.
      await loginAsAccount(page, trial);
      await page.goto(v.path);
      await expect(header.getByText(`Hi, ${trial.name}`).filter({ visible: true })).toBeVisible();
      await page.evaluate((key) => {
        localStorage.setItem(key, "local");
        localStorage.setItem("accountName", "Someone Else");
        sessionStorage.setItem(key, "session");
        // where this browser first came from (lib/analytics/attribution.ts)
        localStorage.setItem("utm_source", "e2e-first-touch");
        localStorage.setItem("first_touch_recorded", "1");
      }, MARKER);

      await fillLead(page, "Casey Jones", email);
      await leadForm(page).getByRole("button", { name: v.submit }).click();
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

      const link = await latestEmailLink(page, email, { href: VERIFY_LINK });
      const readStorage = () =>
        page.evaluate((key) => [localStorage.getItem(key), localStorage.getItem("accountName"), sessionStorage.getItem(key)], MARKER);
      expect(await readStorage(), "the markers are in place before the link is followed").toEqual(["local", "Someone Else", "session"]);

      const documents: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
          const url = new URL(r.url());
          documents.push(`${url.pathname}${url.search}`);
        }
      });
      await page.goto(link);
      // The address loses the flag before the reload, so wait for the reloaded document itself.
      const navigationType = () =>
        page
          .evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type)
          .catch(() => "navigating");
      await expect.poll(navigationType).toBe("reload");
      await page.waitForLoadState("load");

      await expect(page).toHaveURL((url) => url.pathname === "/create-resume" && url.search === "");
      // Verify link → redirect with the flag → exactly one reload without it.
      expect(documents).toEqual([new URL(link).pathname + new URL(link).search, "/create-resume?leadVerified=true", "/create-resume"]);
      expect(await readStorage()).toEqual([null, null, null]);
      // ...but not where the visitor came from: first touch kept, the return is the last touch (issue 10 §6).
      expect(await page.evaluate(() => [localStorage.getItem("utm_source"), localStorage.getItem("last_touch")])).toEqual([
        "e2e-first-touch",
        "lead_link",
      ]);
      await expect(header.getByRole("link", { name: "Login" }).filter({ visible: true })).toBeVisible();
      await expect(header.getByText(`Hi, ${trial.name}`)).toHaveCount(0);

      // Logged out on the server too, and the link worked once only.
      await page.goto("/dashboard");
      await page.waitForURL((url) => url.pathname === "/login");
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === "/");
      await expect(page.getByText("Email verification failed. The link may have expired.")).toBeVisible();
    });
  });
}

test.describe("variant content", () => {
  test("A (/get-started): the before/after demo replays until clicked, claims, no serious a11y violations", async ({ page }) => {
    await page.goto("/get-started");
    await expect(page.getByRole("button", { name: "Show Me My Resume Translation" })).toBeVisible();
    for (const claim of ["5,000+ Resumes Created", "Free Career Transition Tools", "2-Minute Process"]) {
      await expect(page.getByRole("heading", { name: claim })).toBeVisible();
    }
    const demo = page.getByRole("figure").filter({ hasText: "See the translation" });
    await expect(demo.getByText("Government wording")).toBeVisible();
    await expect(demo.getByText("Private-sector wording")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The replay re-mounts the panels every 6 s (their animation starts again) until a click.
    const beforePanel = demo.getByText("Government wording").locator("..");
    await expect(beforePanel).toHaveClass(/lead-demo-before/);
    const firstRun = await beforePanel.elementHandle();
    await expect.poll(() => firstRun?.evaluate((el) => el.isConnected), { timeout: 9_000 }).toBe(false);
    await expect(beforePanel).toHaveClass(/lead-demo-before/);
    await beforePanel.click();
    await expect(demo.getByRole("button", { name: "Animation stopped" })).toBeDisabled();
    await expect(beforePanel).not.toHaveClass(/lead-demo-before/);
  });

  test("B (/hello): counters count up to 5000, 94 and 2; no serious a11y violations", async ({ page }) => {
    // Every value the first counter shows, from the server HTML through the animation.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __counterValues: string[] }).__counterValues = seen;
      new MutationObserver(() => {
        const dt = [...document.querySelectorAll("dt")].find((el) => el.textContent === "Resumes created");
        const value = dt?.parentElement?.querySelector('dd [aria-hidden="true"]')?.textContent;
        if (value && value !== seen.at(-1)) seen.push(value);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/hello");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Stands Out");
    await expect(page.getByRole("button", { name: "Get My Free Resume" })).toBeVisible();

    const counters = page.locator("dl").filter({ hasText: "Resumes created" });
    const shown = (label: string) => counters.locator("div").filter({ hasText: label }).locator('dd [aria-hidden="true"]');
    await expect(shown("Resumes created")).toHaveText("5,000+");
    await expect(shown("Success rate")).toHaveText("94%");
    await expect(shown("Minute process")).toHaveText("2");

    const values = await page.evaluate(() => (window as unknown as { __counterValues: string[] }).__counterValues);
    const numbers = values.slice(values.indexOf("0+")).map((s) => Number(s.replace(/[^0-9]/g, "")));
    expect(values, `counter values: ${values.join(" ")}`).toContain("0+");
    expect(numbers.at(-1)).toBe(5000);
    expect(numbers.some((n) => n > 0 && n < 5000), `an intermediate value in ${values.join(" ")}`).toBe(true);
    expect(numbers, "the count only goes up").toEqual([...numbers].sort((a, b) => a - b));

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expectNoSeriousA11yViolations(page);
  });

  test("C (/getstarted): 'Trusted by Professionals From' shows the 8 agencies in grayscale; no serious a11y violations", async ({
    page,
  }) => {
    // Hold the (real) logo list a moment so the loading state can be seen.
    await page.route("**/api/logos", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto("/getstarted");
    await expect(page.getByRole("button", { name: "Get My Free Resume" })).toBeVisible();
    const trusted = page.getByRole("region", { name: "Trusted by Professionals From" });
    await expect(trusted.getByRole("status")).toHaveText("Loading agency logos...");
    await expect(trusted.getByRole("listitem")).toHaveCount(8);
    const logos = trusted.getByRole("img");
    await expect(logos).toHaveCount(8);
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(TRUSTED_AGENCIES);
    await expect(logos.first()).toHaveCSS("filter", /grayscale/);
    await expect(trusted.getByRole("status")).toHaveCount(0);
    // Every logo image actually loads (they are lazy: bring them into view).
    await trusted.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
