import { describe, expect, it } from "vitest";
import { dispatchEvent, type AnalyticsTarget } from "@/lib/analytics/track";
import { accountCreatedEvents, welcomeResume } from "./account-created";

describe("accountCreatedEvents", () => {
  it("sends sign_up, complete_registration and account_created (issue 10 §6)", () => {
    const events = accountCreatedEvents({ trialDays: 7, verified: true });
    expect(events.map(([e]) => e)).toEqual(["sign_up", "complete_registration", "account_created"]);
    expect(events[1]![1]).toMatchObject({ from_verified_resume: true });
    expect(events[2]![1]).toEqual({ trialDays: 7 });
  });

  it("reaches the tag manager with USD and the pixel as CompleteRegistration and StartTrial", () => {
    const pixel: string[] = [];
    const target: AnalyticsTarget = { dataLayer: [], fbq: (_cmd, event) => void pixel.push(event) };
    const settings = { gtmId: "GTM-TEST", metaPixelId: "123" };
    for (const [event, params] of accountCreatedEvents({ trialDays: 7, verified: false })) dispatchEvent(target, settings, event, params, null);
    expect(pixel).toEqual(["CompleteRegistration", "StartTrial"]);
    expect(target.dataLayer).toContainEqual(expect.objectContaining({ event: "complete_registration", currency: "USD" }));
  });
});

describe("welcomeResume", () => {
  it("offers the download of the resume the server linked", () => {
    expect(welcomeResume({ cameWithResume: true, linkedResumeId: 12 })).toEqual({ kind: "download", resumeId: 12 });
    expect(welcomeResume({ cameWithResume: false, linkedResumeId: 12 })).toEqual({ kind: "download", resumeId: 12 });
  });

  it("says 'Resume Not Found' when the visit came with a resume the server did not link", () => {
    expect(welcomeResume({ cameWithResume: true, linkedResumeId: null })).toEqual({ kind: "not-found" });
    expect(welcomeResume({ cameWithResume: true, linkedResumeId: "12" })).toEqual({ kind: "not-found" });
    expect(welcomeResume({ cameWithResume: true, linkedResumeId: undefined })).toEqual({ kind: "not-found" });
  });

  it("has no resume part for a plain sign-up", () => {
    expect(welcomeResume({ cameWithResume: false, linkedResumeId: null })).toEqual({ kind: "none" });
  });
});
