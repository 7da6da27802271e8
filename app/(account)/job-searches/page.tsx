import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Job Searches",
  robots: { index: false },
};

export default function JobSearchesPage() {
  return (
    <ComingSoon
      title="Job Searches"
      description={
        <p>
          Custom job searches are coming soon. Premium members will save up to {constants.maxJobSearches} searches
          and get matching private-sector jobs in their daily alerts.
        </p>
      }
      features={[
        "Preferred job titles and locations, with an option to include similar titles",
        "Salary range, experience level and remote work preferences",
        `Jobs within ${constants.jobSearchRadiusMiles} miles, posted in the last ${constants.jobPostingWindowHours} hours`,
        "Turn each search on or off, edit or delete it at any time",
      ]}
      action={{ href: "/dashboard", label: "Back to Dashboard" }}
      secondaryAction={{ href: "/upgrade", label: "Upgrade to Premium" }}
    />
  );
}
