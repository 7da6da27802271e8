import type { Metadata } from "next";
import { LegalDocument } from "@/components/public/legal-document";
import { TERMS_EFFECTIVE_DATE, TermsIntro, termsSections } from "@/components/public/terms-of-service-sections";
import { publicConfig } from "@/lib/config/public";

const description = `The terms for using ${publicConfig.productName}: eligibility, subscription billing and cancellation, the money-back guarantee, and how disputes are resolved.`;

export const metadata: Metadata = {
  title: "Terms of Service",
  description,
  alternates: { canonical: "/terms-of-service" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `Terms of Service | ${publicConfig.productName}`, description, url: "/terms-of-service", siteName: publicConfig.productName, type: "website" },
};

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      intro={<TermsIntro />}
      sections={termsSections()}
    />
  );
}
