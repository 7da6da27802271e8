import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";

const session = vi.hoisted(() => ({ current: null as null | { realm: "account"; accountId: number } }));
const account = vi.hoisted(() => ({ current: { subscriptionTier: "free", subscriptionStatus: "trial" } as null | Record<string, string> }));
vi.mock("@/lib/auth", () => ({ getSession: async () => session.current }));
vi.mock("@/lib/billing/account-store", () => ({ loadBillingAccount: async () => account.current }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, replace() {}, refresh() {} }) }));

const { default: UpgradePage } = await import("./page");
const render = async () => renderToStaticMarkup(await UpgradePage());
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

const KEYS = { STRIPE_SECRET_KEY: "sk_test_page", STRIPE_PUBLISHABLE_KEY: "pk_test_page", STRIPE_PRICE_ID: "price_page" };
function setKeys(on: boolean) {
  for (const [k, v] of Object.entries(KEYS)) {
    if (on) process.env[k] = v;
    else delete process.env[k];
  }
  resetEnvCache();
}

describe("/upgrade", () => {
  beforeEach(() => {
    session.current = { realm: "account", accountId: 1 };
    account.current = { subscriptionTier: "free", subscriptionStatus: "trial" };
  });
  afterEach(() => setKeys(false));

  it("without the Stripe keys says payments are not configured, with no payment button and nothing from Stripe", async () => {
    setKeys(false);
    const html = await render();
    expect(text(html)).toContain("payments are not configured");
    expect(html).not.toContain("Start Premium Subscription");
    expect(html).not.toContain("stripe.com");
  });

  it("with the keys offers Start Premium Subscription, the features, the guide categories, an FAQ and Back to Dashboard", async () => {
    setKeys(true);
    const html = await render();
    const t = text(html);
    expect(t).toContain("Upgrade to Premium");
    expect(t).toContain("Start Premium Subscription");
    expect(t).not.toContain("payments are not configured");
    for (const [name, count] of [["Resume Writing", 12], ["Job Search", 15], ["Interviewing", 8], ["Career Growth", 10]] as const) {
      expect(t).toContain(`${count} ${name} guides`);
    }
    expect(t).toContain("Priority email support");
    expect(t).toContain("Frequently Asked Questions");
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Back to Dashboard<\/a>/);
  });

  it("tells an account that is already Premium instead of offering a second subscription", async () => {
    setKeys(true);
    account.current = { subscriptionTier: "premium", subscriptionStatus: "active" };
    const t = text(await render());
    expect(t).toContain("already active");
    expect(t).not.toContain("Start Premium Subscription");
  });

  it("without a signed-in account says 'Please log in to upgrade your account' and links to /login", async () => {
    session.current = null;
    const html = await render();
    expect(text(html)).toContain("Please log in to upgrade your account");
    expect(html).toContain('href="/login?callbackUrl=%2Fupgrade"');
    expect(html).not.toContain("Start Premium Subscription");
  });
});
