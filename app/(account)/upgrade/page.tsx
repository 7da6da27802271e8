import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Upgrade to Premium",
  robots: { index: false },
};

export default function UpgradePage() {
  return (
    <ComingSoon
      title="Upgrade to Premium"
      description={
        <p>
          Premium is ${constants.premiumPriceUsd} per month, cancellable any time. Secure online upgrades are coming
          soon.
        </p>
      }
      features={[
        `All ${constants.premiumGuideCount} career guides: Resume Writing, Job Search, Interviewing and Career Growth`,
        `Up to ${constants.maxJobSearches} custom job searches with daily job alerts`,
        "Priority email support",
        `A ${constants.moneyBackDays}-day money-back guarantee`,
      ]}
      action={{ href: "/dashboard", label: "Back to Dashboard" }}
      secondaryAction={{ href: "/pricing", label: "See Pricing" }}
    />
  );
}
