import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Pricing",
  description: `Start with a free ${constants.trialDays}-day trial, then Premium for $${constants.premiumPriceUsd} per month.`,
};

export default function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      description={
        <p>
          Two simple plans: a Free Trial ($0 for {constants.trialDays} days, no credit card) and Premium
          (${constants.premiumPriceUsd}/month, cancel any time). The full pricing page with plan details and
          answers to common questions is coming soon. Your private-sector resume itself is always free.
        </p>
      }
      features={[
        `Free Trial — $0 for ${constants.trialDays} days: career guides, daily job alerts and premium job search features`,
        `Premium Plan — $${constants.premiumPriceUsd}/month: all ${constants.premiumGuideCount} career guides, up to ${constants.maxJobSearches} custom job searches and priority email support`,
        `A ${constants.moneyBackDays}-day money-back guarantee`,
        "Frequently asked questions about billing and cancellation",
      ]}
      action={{ href: "/create-resume", label: "Start Free Trial" }}
    />
  );
}
