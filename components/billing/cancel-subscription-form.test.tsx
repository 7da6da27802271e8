import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CANCELLATION_REASONS } from "@/lib/validation/billing";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh() {}, push() {}, replace() {} }) }));
const { CancelSubscriptionForm, cancelledNote } = await import("./cancel-subscription-form");
const { ManageBillingButton } = await import("./manage-billing-button");

describe("CancelSubscriptionForm", () => {
  const html = renderToStaticMarkup(<CancelSubscriptionForm subscriptionEndDate="2026-07-01T00:00:00.000Z" />);

  it("has a labelled reason select with the spec's 10 reasons and a submit button", () => {
    const label = html.match(/<label[^>]*for="([^"]+)"[^>]*>Why are you cancelling\?<\/label>/);
    expect(label).not.toBeNull();
    expect(html).toMatch(new RegExp(`<select[^>]*id="${label![1]}"`));
    for (const r of CANCELLATION_REASONS) expect(html).toContain(`<option value="${r.value}">${r.label.replace(/'/g, "&#x27;")}</option>`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Cancel Subscription<\/button>/);
  });

  it("says access continues until the end of the paid period", () => {
    expect(html).toContain("(July 1, 2026)");
    expect(cancelledNote("2026-07-01T00:00:00.000Z")).toBe("Your subscription is cancelled. You have access until July 1, 2026.");
  });
});

describe("ManageBillingButton", () => {
  it("is a named button", () => {
    expect(renderToStaticMarkup(<ManageBillingButton />)).toMatch(/<button[^>]*type="button"[^>]*>.*Manage billing<\/button>/);
  });
});
