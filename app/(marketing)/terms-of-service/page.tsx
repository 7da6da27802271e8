import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { publicConfig } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: `The terms for using ${publicConfig.productName}.`,
};

export default function TermsOfServicePage() {
  return (
    <ComingSoon
      title="Terms of Service"
      description={
        <p>
          The full text of our Terms of Service (effective June 15, 2025) is being published here soon. It will cover
          who may use the service, subscriptions and billing, and how disputes are resolved.
        </p>
      }
      features={[
        "Eligibility: users must be at least 21, based in the US and US citizens",
        "Monthly subscription billing, 30 days' notice of fee changes, cancellation at the next renewal",
        "Dispute resolution after a 60-day informal period; Texas law applies",
        "Limitation of liability",
      ]}
    />
  );
}
