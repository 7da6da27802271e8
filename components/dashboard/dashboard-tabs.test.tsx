import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { AccountView } from "@/lib/account/dashboard";
import { DAY } from "@/lib/time";
import type { GuideList, GuideListItem } from "@/lib/guides/service";
import { AccountTab } from "./account-tab";
import { GuidesTab } from "./guides-tab";
import { BASIC_SEARCH_FALLBACK } from "@/lib/job-searches/access";
import { JobSearchesTab } from "./job-searches-tab";

const { location: NOT_SPECIFIED, role: DEFAULT_ROLE } = BASIC_SEARCH_FALLBACK;
import { ResumesTab } from "./resumes-tab";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh() {}, push() {}, replace() {} }) }));
// The other helpers' components: placed and given their props here, rendered by their own tests.
vi.mock("@/components/auth/two-factor-settings", () => ({
  TwoFactorSettings: ({ enabled }: { enabled: boolean }) => <div data-part="two-factor" data-enabled={String(enabled)} />,
}));
vi.mock("@/components/billing/cancel-subscription-form", () => ({
  CancelSubscriptionForm: ({ subscriptionEndDate }: { subscriptionEndDate: string | null }) => (
    <div data-part="cancel-form" data-end={subscriptionEndDate ?? ""} />
  ),
}));
vi.mock("@/components/job-searches/job-search-manager", () => ({
  JobSearchManager: ({ accountId }: { accountId: number }) => <div data-part="job-search-manager" data-account={accountId} />,
}));
vi.mock("@/components/billing/manage-billing-button", () => ({ ManageBillingButton: () => <div data-part="manage-billing" /> }));

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

function account(over: Partial<AccountView> = {}): AccountView {
  const createdAt = over.createdAt ?? new Date("2026-03-01T12:00:00Z");
  return {
    id: 7,
    name: "Pat Doe",
    email: "pat@example.test",
    phone: null,
    location: null,
    pendingEmail: null,
    subscriptionTier: "free",
    subscriptionStatus: "trial",
    plan: "trial",
    isPremium: false,
    isTrialActive: true,
    trialDaysLeft: 5,
    createdAt,
    trialStartDate: createdAt,
    trialEndDate: new Date(createdAt.getTime() + 7 * DAY),
    cancelledAt: null,
    subscriptionEndDate: null,
    isCancelled: false,
    resumeId: null,
    topSuggestedRole: null,
    secondSuggestedRole: null,
    resumeLocation: null,
    twoFactorEnabled: false,
    ...over,
  };
}

const premium = (over: Partial<AccountView> = {}) =>
  account({ plan: "premium", isPremium: true, isTrialActive: false, subscriptionTier: "premium", subscriptionStatus: "active", ...over });

describe("JobSearchesTab", () => {
  it("trial: the Basic Job Search from the resume, or its defaults, and UPGRADE TO PREMIUM", () => {
    // The tab decides from the account's dates (lib/job-searches/access.ts): a trial started today.
    const bare = text(renderToStaticMarkup(<JobSearchesTab account={account({ createdAt: new Date() })} />));
    expect(bare).toContain("Basic Job Search");
    expect(bare).toContain(NOT_SPECIFIED);
    expect(bare).toContain(DEFAULT_ROLE);
    expect(bare).toContain("UPGRADE TO PREMIUM");
    const withResume = text(renderToStaticMarkup(<JobSearchesTab account={account({ createdAt: new Date(), resumeLocation: "Reno, NV", topSuggestedRole: "Budget Manager" })} />));
    expect(withResume).toContain("Reno, NV");
    expect(withResume).toContain("Budget Manager");
    expect(withResume).not.toContain(NOT_SPECIFIED);
  });

  it("free after the trial: Premium Feature Required; premium: the saved-search manager of /job-searches", () => {
    const free = renderToStaticMarkup(<JobSearchesTab account={account({ plan: "free", isTrialActive: false, trialDaysLeft: 0 })} />);
    expect(text(free)).toContain("Premium Feature Required");
    expect(free).toContain('href="/upgrade"');
    const paid = renderToStaticMarkup(<JobSearchesTab account={premium()} />);
    expect(paid).toContain('data-part="job-search-manager" data-account="7"');
    expect(text(paid)).not.toContain("Premium Feature Required");
  });
});

const guide = (id: number, isPremium: boolean, canDownload: boolean, name = `Guide ${id}`): GuideListItem => ({
  id,
  name,
  title: name,
  description: "About it",
  readTime: "5 min read",
  category: isPremium ? "Job Search" : "Getting Started",
  isPremium,
  canDownload,
});

describe("GuidesTab", () => {
  it("locks premium guides after the trial with Upgrade to Premium, keeping the free ones", () => {
    const list: GuideList = { hasPremiumAccess: false, access: "free", guides: [guide(1, false, true), guide(2, true, false, "Salary Talks")] };
    const html = renderToStaticMarkup(<GuidesTab list={list} trialDaysLeft={0} />);
    expect(text(html)).toContain("Download Guide 1");
    expect(text(html)).not.toContain("Download Salary Talks");
    expect(text(html)).toContain("Upgrade to Premium to download Salary Talks");
    expect(text(html)).toContain("Your free trial has ended: premium guides are locked.");
  });

  it("offers every guide during the trial", () => {
    const list: GuideList = { hasPremiumAccess: true, access: "trial", guides: [guide(1, false, true), guide(2, true, true, "Salary Talks")] };
    const html = text(renderToStaticMarkup(<GuidesTab list={list} trialDaysLeft={3} />));
    expect(html).toContain("Download Salary Talks");
    expect(html).toContain("During your free trial you can download all 2 guides (3 days left).");
    expect(html).not.toContain("Upgrade to Premium");
  });
});

describe("ResumesTab", () => {
  it("shows an empty state, or each resume with its roles, download and 'Create another resume'", () => {
    const empty = text(renderToStaticMarkup(<ResumesTab resumes={[]} />));
    expect(empty).toContain("No resume yet");
    const resume = {
      id: 3,
      name: "Pat Doe",
      email: "pat@example.test",
      location: "Reno, NV",
      summary: "",
      privateSectorRoles: ["Budget Manager", "Financial Analyst"],
      emailVerified: true,
      canDownload: true,
      createdAt: new Date("2026-03-02T00:00:00Z"),
    };
    const html = renderToStaticMarkup(<ResumesTab resumes={[resume]} />);
    expect(text(html)).toContain("Budget Manager");
    expect(text(html)).toContain("Download Resume (.docx)");
    expect(text(html)).toContain("Create another resume");
    expect(html).toContain('href="/create-resume"');
  });
});

describe("AccountTab", () => {
  it("has the edit form, two-factor settings for every account and no billing for a trial", () => {
    const html = renderToStaticMarkup(<AccountTab account={account({ twoFactorEnabled: true, pendingEmail: "new@example.test" })} />);
    expect(html).toContain('data-part="two-factor" data-enabled="true"');
    expect(html).not.toContain("manage-billing");
    expect(html).not.toContain("cancel-form");
    for (const label of ["Name", "Email", "Current password", "New password (optional)", "Confirm new password"]) expect(text(html)).toContain(label);
    expect(text(html)).toContain("Waiting for confirmation");
    expect(html).toContain('value="new@example.test"');
    expect(text(html)).toContain("Free trial 5 days left");
    expect(text(html)).toContain("Download my data");
    expect(text(html)).toContain("Delete my account");
  });

  it("premium: billing and the cancel form; once cancelled, the access date instead of the form", () => {
    const end = new Date("2026-07-01T00:00:00Z");
    const active = renderToStaticMarkup(<AccountTab account={premium({ subscriptionEndDate: end })} />);
    expect(active).toContain('data-part="manage-billing"');
    expect(active).toContain(`data-part="cancel-form" data-end="${end.toISOString()}"`);
    const cancelled = renderToStaticMarkup(<AccountTab account={premium({ isCancelled: true, cancelledAt: end, subscriptionEndDate: end })} />);
    expect(cancelled).not.toContain("cancel-form");
    expect(text(cancelled)).toContain("Your subscription is cancelled. You have access until July 1, 2026.");
    expect(text(cancelled)).toContain("Premium (cancelled)");
  });
});
