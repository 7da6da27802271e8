import type { JobSearchTier } from "@/lib/job-searches/access";
import type { JobSearchView } from "@/lib/validation/job-search";
import { BasicJobSearchCard } from "./basic-job-search-card";
import { JobSearchManager } from "./job-search-manager";
import { PremiumFeatureNotice } from "./premium-feature-notice";

/**
 * What the Job Searches section shows for an account's tier (lib/job-searches/access.ts): the
 * manager for premium, the Basic Job Search card in the trial, the Premium Feature notice
 * otherwise. /job-searches renders it; the dashboard's Job Searches tab can too (without
 * initialSearches the manager fetches them).
 */
export function JobSearchesPanel({
  accountId,
  tier,
  basic,
  initialSearches,
}: {
  accountId: number;
  tier: JobSearchTier;
  /** The resume's location and top suggested role, for the trial's Basic Job Search card. */
  basic: { location: string | null; role: string | null };
  initialSearches?: JobSearchView[];
}) {
  if (tier === "premium") return <JobSearchManager accountId={accountId} initialSearches={initialSearches} />;
  if (tier === "trial") return <BasicJobSearchCard location={basic.location} role={basic.role} />;
  return <PremiumFeatureNotice />;
}
