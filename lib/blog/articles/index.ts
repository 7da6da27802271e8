import { clearanceHolders } from "./clearance-holders";
import { dutiesToAccomplishments } from "./duties-to-accomplishments";
import { federalVsPrivateResume } from "./federal-vs-private-resume";
import { first90Days } from "./first-90-days";
import { gsGradeToPrivateSalary } from "./gs-grade-to-private-salary";
import { linkedinNetworking } from "./linkedin-networking";
import { negotiatingSalary } from "./negotiating-salary";
import { starInterviews } from "./star-interviews";
import type { ArticleSeed } from "./types";

export type { ArticleSeed } from "./types";

/** The seeded articles, oldest first. */
export const ARTICLES: readonly ArticleSeed[] = [
  gsGradeToPrivateSalary,
  dutiesToAccomplishments,
  federalVsPrivateResume,
  starInterviews,
  clearanceHolders,
  linkedinNetworking,
  negotiatingSalary,
  first90Days,
];
