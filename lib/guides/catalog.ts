/**
 * The career-guide catalog (spec 02 §1, §3): 3 free "Getting Started" guides every account may
 * download, and 45 premium guides in four categories. The text lives in content/*; this module adds
 * what follows from it: premium or not, and the read time (counted from the words, so it stays
 * true when a guide is edited).
 */
import { CAREER_GROWTH } from "./content/career-growth";
import { GETTING_STARTED } from "./content/getting-started";
import { INTERVIEWING } from "./content/interviewing";
import { JOB_SEARCH } from "./content/job-search";
import { PRACTICE, PRACTICE_HEADING } from "./content/practice";
import { RESUME_WRITING } from "./content/resume-writing";
import type { CatalogGuide, GuideContent } from "./types";

/** Typical adult reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 200;

/** Every word a reader reads in the guide: title, description, headings, paragraphs, bullets. */
export function guideWords(guide: GuideContent): number {
  const parts = [guide.name, guide.description];
  for (const s of guide.sections) parts.push(s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? []));
  return parts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** "3 min read" from the word count (never under 1 minute). */
export function readTimeFor(guide: GuideContent): string {
  return `${Math.max(1, Math.ceil(guideWords(guide) / WORDS_PER_MINUTE))} min read`;
}

/** The guide with its closing checklist (content/practice.ts) appended as the last section. */
function withPractice(guide: GuideContent): GuideContent {
  const steps = PRACTICE[guide.name];
  return steps ? { ...guide, sections: [...guide.sections, { heading: PRACTICE_HEADING, bullets: steps }] } : guide;
}

const withMeta = (isPremium: boolean) => (content: GuideContent): CatalogGuide => {
  const guide = withPractice(content);
  return { ...guide, isPremium, readTime: readTimeFor(guide) };
};

export const GUIDE_CATALOG: readonly CatalogGuide[] = [
  ...GETTING_STARTED.map(withMeta(false)),
  ...[...RESUME_WRITING, ...JOB_SEARCH, ...INTERVIEWING, ...CAREER_GROWTH].map(withMeta(true)),
];

/** The catalog entry for a guide name (the seed's upsert key). */
export function catalogGuide(name: string): CatalogGuide | undefined {
  return GUIDE_CATALOG.find((g) => g.name === name);
}
