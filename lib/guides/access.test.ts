import { describe, expect, it } from "vitest";
import { canDownloadPremiumGuides, guideAccess, hasPremiumAccess } from "./access";
import { guideFileName } from "./file-name";
import { DAY } from "@/lib/time";

const now = new Date("2026-06-01T12:00:00Z");
const later = new Date("2026-06-15T00:00:00Z");
const earlier = new Date("2026-05-15T00:00:00Z");

describe("hasPremiumAccess", () => {
  it("is true for an active premium subscription only", () => {
    expect(hasPremiumAccess({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionEndDate: null }, now)).toBe(true);
    expect(hasPremiumAccess({ subscriptionTier: "free", subscriptionStatus: "trial", subscriptionEndDate: null }, now)).toBe(false);
    expect(hasPremiumAccess({ subscriptionTier: "free", subscriptionStatus: "active", subscriptionEndDate: later }, now)).toBe(false);
    expect(hasPremiumAccess({ subscriptionTier: "premium", subscriptionStatus: "past_due", subscriptionEndDate: later }, now)).toBe(false);
  });

  it("keeps a cancelled premium subscription until its paid period ends", () => {
    for (const status of ["cancelled", "canceled"]) {
      expect(hasPremiumAccess({ subscriptionTier: "premium", subscriptionStatus: status, subscriptionEndDate: later }, now)).toBe(true);
      expect(hasPremiumAccess({ subscriptionTier: "premium", subscriptionStatus: status, subscriptionEndDate: earlier }, now)).toBe(false);
      expect(hasPremiumAccess({ subscriptionTier: "premium", subscriptionStatus: status, subscriptionEndDate: null }, now)).toBe(false);
    }
  });
});

describe("guideAccess", () => {
  const base = { subscriptionTier: "free", subscriptionStatus: "trial", subscriptionEndDate: null };
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  it("opens every guide during the 7-day trial and closes the premium ones after it", () => {
    expect(guideAccess({ ...base, createdAt: now }, now)).toBe("trial");
    expect(guideAccess({ ...base, createdAt: daysAgo(6.9) }, now)).toBe("trial");
    expect(canDownloadPremiumGuides({ ...base, createdAt: daysAgo(6.9) }, now)).toBe(true);
    expect(guideAccess({ ...base, createdAt: daysAgo(7) }, now)).toBe("free");
    expect(canDownloadPremiumGuides({ ...base, createdAt: daysAgo(8) }, now)).toBe(false);
  });

  it("says premium for a paid subscription whatever its age, and free for a lapsed one after the trial", () => {
    expect(guideAccess({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionEndDate: null, createdAt: daysAgo(90) }, now)).toBe("premium");
    expect(guideAccess({ subscriptionTier: "premium", subscriptionStatus: "cancelled", subscriptionEndDate: earlier, createdAt: daysAgo(90) }, now)).toBe("free");
  });
});

describe("guideFileName", () => {
  it("names the file after the guide, safe for any file system", () => {
    expect(guideFileName("Networking for Career Changers")).toBe("Networking for Career Changers.pdf");
    expect(guideFileName("From Public Service to Private Sector: Your Transition Roadmap")).toBe(
      "From Public Service to Private Sector - Your Transition Roadmap.pdf",
    );
    expect(guideFileName("Answering 'Why Are You Leaving Government?'")).toBe("Answering 'Why Are You Leaving Government'.pdf");
    expect(guideFileName('A/B "test"  <guide>\u0007 ...')).toBe("AB test guide.pdf");
    expect(guideFileName("???")).toBe("Career Guide.pdf");
    expect(guideFileName("x".repeat(400))).toBe(`${"x".repeat(150)}.pdf`);
  });
});
