import { describe, expect, it } from "vitest";
import { alertEligible, dueJobAlert, referralDay, trialDay, utcDateKey, waitlistDay, type AlertAccount } from "./due";

const start = new Date("2025-06-01T14:00:00Z");
const at = (iso: string) => new Date(iso);

const trial = (over: Partial<AlertAccount> = {}): AlertAccount => ({
  subscriptionTier: "free",
  subscriptionStatus: "trial",
  subscriptionEndDate: null,
  isActive: true,
  jobAlertsEnabled: true,
  trialStartDate: start,
  trialEndDate: new Date(start.getTime() + 7 * 86_400_000),
  ...over,
});
const premium = (over: Partial<AlertAccount> = {}) =>
  trial({ subscriptionTier: "premium", subscriptionStatus: "active", trialStartDate: at("2025-01-01T00:00:00Z"), trialEndDate: at("2025-01-08T00:00:00Z"), ...over });

describe("trial job alerts", () => {
  it("counts whole days since trial start, 1 to 7", () => {
    expect(trialDay(start, at("2025-06-01T14:00:00Z"))).toBe(1);
    expect(trialDay(start, at("2025-06-02T13:59:59Z"))).toBe(1);
    expect(trialDay(start, at("2025-06-02T14:00:00Z"))).toBe(2);
    expect(trialDay(start, at("2025-06-08T13:59:59Z"))).toBe(7);
    expect(trialDay(start, at("2025-06-08T14:00:00Z"))).toBeNull();
    expect(trialDay(start, at("2025-05-31T14:00:00Z"))).toBeNull();
  });

  it("is due daily with the trial day as key, while alerts are on and the trial runs", () => {
    expect(dueJobAlert(trial(), at("2025-06-03T13:00:00Z"))).toEqual({ kind: "trial", day: 2, alertDay: "2" });
    expect(dueJobAlert(trial({ jobAlertsEnabled: false }), at("2025-06-03T13:00:00Z"))).toBeNull();
    expect(dueJobAlert(trial({ isActive: false }), at("2025-06-03T13:00:00Z"))).toBeNull();
    expect(dueJobAlert(trial(), at("2025-06-09T13:00:00Z"))).toBeNull();
    // A trial ended early (admin) stops the alerts.
    expect(dueJobAlert(trial({ trialEndDate: at("2025-06-02T00:00:00Z") }), at("2025-06-03T13:00:00Z"))).toBeNull();
  });
});

describe("premium job alerts", () => {
  it("are due once per UTC calendar day from the saved searches", () => {
    expect(dueJobAlert(premium(), at("2025-07-04T13:00:00Z"))).toEqual({ kind: "premium", day: null, alertDay: "2025-07-04" });
    expect(dueJobAlert(premium(), at("2025-07-04T13:00:00Z"), { hasActiveSearch: false })).toBeNull();
    expect(utcDateKey(at("2025-07-04T23:59:59Z"))).toBe("2025-07-04");
  });

  it("continue for a cancelled subscription until its end date, then stop", () => {
    const cancelled = premium({ subscriptionStatus: "cancelled", subscriptionEndDate: at("2025-07-10T00:00:00Z") });
    expect(dueJobAlert(cancelled, at("2025-07-09T13:00:00Z"))?.kind).toBe("premium");
    expect(dueJobAlert(cancelled, at("2025-07-11T13:00:00Z"))).toBeNull();
  });

  it("admin eligibility: an active trial or premium only", () => {
    expect(alertEligible(premium(), at("2025-07-04T13:00:00Z"))).toBe(true);
    expect(alertEligible(trial(), at("2025-06-03T13:00:00Z"))).toBe(true);
    expect(alertEligible(trial(), at("2025-06-20T13:00:00Z"))).toBe(false);
  });
});

describe("referral sequence", () => {
  const r = { referralEmailsEnabled: true, isActive: true, verifiedAt: at("2025-06-01T10:00:00Z"), createdAt: at("2025-06-01T10:05:00Z") };
  it("runs 7 consecutive days from email verification", () => {
    expect(referralDay(r, at("2025-06-01T14:00:00Z"))).toBe(1);
    expect(referralDay(r, at("2025-06-07T14:00:00Z"))).toBe(7);
    expect(referralDay(r, at("2025-06-08T14:00:00Z"))).toBeNull();
    expect(referralDay({ ...r, referralEmailsEnabled: false }, at("2025-06-02T14:00:00Z"))).toBeNull();
  });
  it("counts from account creation when the verification time is unknown", () => {
    expect(referralDay({ ...r, verifiedAt: null, createdAt: at("2025-06-03T10:00:00Z") }, at("2025-06-04T14:00:00Z"))).toBe(2);
  });
});

describe("waitlist sequence", () => {
  const w = { currentDay: 0, lastEmailSent: null, unsubscribed: false, hasSignedUp: false };
  it("sends 5 emails 24 hours apart", () => {
    expect(waitlistDay(w, at("2025-06-01T00:00:00Z"))).toBe(1);
    const sent = { ...w, currentDay: 1, lastEmailSent: at("2025-06-01T00:00:00Z") };
    expect(waitlistDay(sent, at("2025-06-01T23:59:00Z"))).toBeNull();
    expect(waitlistDay(sent, at("2025-06-02T00:00:00Z"))).toBe(2);
    expect(waitlistDay({ ...sent, currentDay: 5 }, at("2025-06-09T00:00:00Z"))).toBeNull();
  });
  it("stops for subscribers who unsubscribed or signed up", () => {
    expect(waitlistDay({ ...w, unsubscribed: true }, at("2025-06-01T00:00:00Z"))).toBeNull();
    expect(waitlistDay({ ...w, hasSignedUp: true }, at("2025-06-01T00:00:00Z"))).toBeNull();
  });
});
