import { describe, expect, it } from "vitest";
import { DAY } from "@/lib/time";
import { accountPlan, accountTrialDaysLeft, trialDaysLeft, trialEndingSoon } from "./trial";

const created = new Date("2026-03-01T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("trialDaysLeft", () => {
  it("counts 7 minus whole days since creation", () => {
    expect(trialDaysLeft(created, at("2026-03-01T12:00:00Z"))).toBe(7);
    expect(trialDaysLeft(created, at("2026-03-02T11:59:59Z"))).toBe(7);
    expect(trialDaysLeft(created, at("2026-03-02T12:00:00Z"))).toBe(6);
    expect(trialDaysLeft(created, at("2026-03-05T13:00:00Z"))).toBe(3);
    expect(trialDaysLeft(created, at("2026-03-08T11:00:00Z"))).toBe(1);
  });

  it("never goes below 0 or above 7", () => {
    expect(trialDaysLeft(created, at("2026-03-08T12:00:00Z"))).toBe(0);
    expect(trialDaysLeft(created, at("2026-06-01T00:00:00Z"))).toBe(0);
    expect(trialDaysLeft(created, at("2026-02-20T00:00:00Z"))).toBe(7);
  });
});

describe("trialEndingSoon", () => {
  it("warns at 3 or fewer days", () => {
    expect(trialEndingSoon(4)).toBe(false);
    expect(trialEndingSoon(3)).toBe(true);
    expect(trialEndingSoon(0)).toBe(true);
  });
});

describe("accountPlan", () => {
  it("is premium for the premium tier, trial within 7 days, free after", () => {
    expect(accountPlan({ subscriptionTier: "premium", createdAt: created }, at("2026-06-01T00:00:00Z"))).toBe("premium");
    expect(accountPlan({ subscriptionTier: "free", createdAt: created }, at("2026-03-08T11:59:59Z"))).toBe("trial");
    expect(accountPlan({ subscriptionTier: "free", createdAt: created }, at("2026-03-08T12:00:00Z"))).toBe("free");
    expect(accountPlan({ subscriptionTier: "trial", createdAt: created }, at("2026-03-02T00:00:00Z"))).toBe("trial");
  });
});

describe("accountTrialDaysLeft: the spec's 7 days from createdAt, as the admin's trial toggle leaves them", () => {
  const start = new Date("2026-05-01T12:00:00Z");
  const at = (days: number) => new Date(start.getTime() + days * DAY);
  const row = { createdAt: start, trialStartDate: created, trialEndDate: at(7) };

  it("counts from createdAt like trialDaysLeft while the admin has not touched it", () => {
    for (const d of [0, 2, 5, 6.5, 7, 9]) expect(accountTrialDaysLeft(row, at(d))).toBe(trialDaysLeft(start, at(d)));
  });

  it("is 0 once an admin deactivated the trial (trialEndDate moved to the past)", () => {
    expect(accountTrialDaysLeft({ ...row, trialEndDate: at(1) }, at(2))).toBe(0);
  });

  it("starts 7 new days when an admin activated it again", () => {
    expect(accountTrialDaysLeft({ createdAt: start, trialStartDate: at(20), trialEndDate: at(27) }, at(21))).toBe(6);
  });
});
