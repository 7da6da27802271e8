import { describe, expect, it } from "vitest";
import {
  CANCELLATION_REASONS,
  cancelSubscriptionFormSchema,
  cancelSubscriptionSchema,
  cancellationReasonText,
  OTHER_TEXT_REQUIRED,
  REASON_REQUIRED,
} from "./billing";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe("cancellation reasons", () => {
  it("are the spec's 10 values, in order", () => {
    expect(CANCELLATION_REASONS.map((r) => r.value)).toEqual([
      "found-new-job",
      "not-actively-searching",
      "irrelevant-job-alerts",
      "resume-not-helpful",
      "too-expensive",
      "expected-more-features",
      "better-results-elsewhere",
      "taking-a-break",
      "technical-issues",
      "other",
    ]);
  });

  it("the form requires a reason, and text for 'other'", () => {
    expect(messages(cancelSubscriptionFormSchema.safeParse({}))).toEqual([REASON_REQUIRED]);
    expect(messages(cancelSubscriptionFormSchema.safeParse({ reason: "" }))).toEqual([REASON_REQUIRED]);
    expect(messages(cancelSubscriptionFormSchema.safeParse({ reason: "other", otherReason: "   " }))).toEqual([OTHER_TEXT_REQUIRED]);
    expect(cancelSubscriptionFormSchema.safeParse({ reason: "too-expensive" }).success).toBe(true);
  });

  it("'other' is sent as 'Other: {text}', trimmed; a preset reason as itself", () => {
    expect(cancellationReasonText({ reason: "other", otherReason: "  Moving abroad " })).toBe("Other: Moving abroad");
    expect(cancellationReasonText({ reason: "too-expensive", otherReason: "ignored" })).toBe("too-expensive");
  });

  it("the API takes what the form sends and nothing else", () => {
    for (const r of CANCELLATION_REASONS.filter((r) => r.value !== "other")) {
      expect(cancelSubscriptionSchema.parse({ reason: r.value })).toEqual({ reason: r.value });
    }
    expect(cancelSubscriptionSchema.parse({ reason: "Other:   Moving abroad  ", accountId: 7 })).toEqual({ reason: "Other: Moving abroad" });
    expect(messages(cancelSubscriptionSchema.safeParse({ reason: "other" }))).toEqual([OTHER_TEXT_REQUIRED]);
    expect(messages(cancelSubscriptionSchema.safeParse({ reason: "Other: " }))).toEqual([OTHER_TEXT_REQUIRED]);
    expect(messages(cancelSubscriptionSchema.safeParse({ reason: "anything" }))).toEqual([REASON_REQUIRED]);
    expect(messages(cancelSubscriptionSchema.safeParse({}))).toEqual([REASON_REQUIRED]);
    expect(cancelSubscriptionSchema.safeParse({ reason: `Other: ${"x".repeat(501)}` }).success).toBe(false);
  });
});
