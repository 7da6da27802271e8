import { describe, expect, it } from "vitest";
import { DAY } from "@/lib/time";
import { jobSearchTier } from "./access";
import { experienceLabel, formatCreatedDate, formatSalary } from "./format";

const now = new Date("2026-03-10T12:00:00Z");
const account = (over: Partial<Parameters<typeof jobSearchTier>[0]> = {}) => ({
  subscriptionTier: "free",
  subscriptionStatus: "trial",
  subscriptionEndDate: null,
  createdAt: new Date(now.getTime() - 2 * DAY),
  ...over,
});

describe("jobSearchTier", () => {
  it("premium with an active subscription manages searches", () => {
    expect(jobSearchTier(account({ subscriptionTier: "premium", subscriptionStatus: "active" }), now)).toBe("premium");
  });

  it("a cancelled premium keeps them until the paid period ends, then is locked", () => {
    const cancelled = { subscriptionTier: "premium", subscriptionStatus: "cancelled" };
    expect(jobSearchTier(account({ ...cancelled, subscriptionEndDate: new Date(now.getTime() + DAY) }), now)).toBe("premium");
    expect(jobSearchTier(account({ ...cancelled, subscriptionEndDate: new Date(now.getTime() - DAY) }), now)).toBe("locked");
  });

  it("a non-premium account in its 7 days gets the basic search; after them the notice", () => {
    expect(jobSearchTier(account(), now)).toBe("trial");
    expect(jobSearchTier(account({ createdAt: new Date(now.getTime() - 6.9 * DAY) }), now)).toBe("trial");
    expect(jobSearchTier(account({ createdAt: new Date(now.getTime() - 7 * DAY) }), now)).toBe("locked");
  });
});

describe("card formatting", () => {
  it("reads salaries, experience and the created date", () => {
    expect(formatSalary(85000)).toBe("$85,000");
    expect(formatSalary(null)).toBe("Not specified");
    expect(experienceLabel(0)).toBe("Entry (0-2 years)");
    expect(experienceLabel(3)).toBe("Mid (3-7 years)");
    expect(experienceLabel(8)).toBe("Senior (8+ years)");
    expect(experienceLabel(null)).toBe("Any level");
    expect(formatCreatedDate("2026-01-05T23:30:00.000Z")).toBe("Jan 5, 2026");
  });
});
