/** One section of a guide: a heading, then paragraphs, then (optionally) a bulleted list. */
export type GuideSection = { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] };

/** A guide as authored (content files); the catalog adds isPremium and the read time. */
export type GuideContent = {
  name: string;
  description: string;
  category: string;
  sections: readonly GuideSection[];
};

export type CatalogGuide = GuideContent & { isPremium: boolean; readTime: string };

/** Spec 02 §3: the premium categories and how many guides each has. */
export const PREMIUM_CATEGORIES = {
  "Resume Writing": 12,
  "Job Search": 15,
  Interviewing: 8,
  "Career Growth": 10,
} as const;

export type PremiumCategory = keyof typeof PREMIUM_CATEGORIES;

export const FREE_CATEGORY = "Getting Started";
