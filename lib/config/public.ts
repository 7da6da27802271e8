/**
 * Configuration that the browser may see. NEXT_PUBLIC_* values are inlined at build time, so
 * this module is safe to import from client components. Defaults make a fresh clone work.
 */
export const publicConfig = {
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME || "CivicShift",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@civicshift.org",
  social: {
    linkedin: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN || "https://www.linkedin.com/company/civicshift",
    facebook: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK || "https://www.facebook.com/civicshift",
    x: process.env.NEXT_PUBLIC_SOCIAL_X || "https://x.com/civicshift",
  },
  /** The external referral contest page the referral emails' button opens. */
  referralContestUrl: process.env.NEXT_PUBLIC_REFERRAL_CONTEST_URL || "https://civicshift.org/referral-contest",
  gtmId: process.env.NEXT_PUBLIC_GTM_ID || "",
  metaPixelId: process.env.NEXT_PUBLIC_META_PIXEL_ID || "",
} as const;

/** Business constants from the spec (both documents, section 9). */
export const constants = {
  trialDays: 7,
  jobAlertDays: 7,
  trialWarningDays: 3,
  premiumPriceUsd: 25,
  moneyBackDays: 30,
  maxPositions: 3,
  minPositions: 1,
  maxJobSearches: 3,
  jobSearchRadiusMiles: 25,
  jobPostingWindowHours: 72,
  premiumGuideCount: 45,
  freeGuideCount: 3,
  previewSkills: 8,
  previewRoles: 6,
  previewTools: 6,
  downloadPageMatches: 3,
  verificationTokenDays: 7,
  passwordResetMinutes: 60,
} as const;

/** The referral contest's prizes (spec 02 §1), as the referral emails and their preview list them. */
export const referralContestPrizes = [
  { prize: "Free Premium for 1 year or 1 month", who: "Grand prizes for the referrers who bring the most new members" },
  { prize: "$50 gift card", who: "For top referrers" },
  { prize: "$25 gift card", who: "For random winners drawn from everyone who refers" },
  { prize: "$10 gift card", who: "For participation" },
] as const;

/**
 * How long creating a resume takes, as the landing page and the progress screen both say it. The
 * spec's "about 15 to 30 seconds" was written for a slow LLM; the built-in engine answers 3
 * positions in well under a second (`npm run bench:translate`), and an LLM engine in seconds,
 * at worst up to its timeout. One phrase, so the two screens cannot disagree again.
 */
export const CREATION_TIME_COPY = {
  short: "In a few seconds",
  progress: "This usually takes a few seconds, and can take up to a minute when our AI is busy.",
} as const;
