import type { Metadata } from "next";
import { LegalDocument } from "@/components/public/legal-document";
import { PRIVACY_EFFECTIVE_DATE, PrivacyIntro, privacySections } from "@/components/public/privacy-policy-sections";
import { publicConfig } from "@/lib/config/public";

const description = `How ${publicConfig.productName} collects, uses and protects your information, and how to access, correct or delete it.`;

export const metadata: Metadata = {
  title: "Privacy Policy",
  description,
  alternates: { canonical: "/privacy-policy" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `Privacy Policy | ${publicConfig.productName}`, description, url: "/privacy-policy", siteName: publicConfig.productName, type: "website" },
};

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={<PrivacyIntro />}
      sections={privacySections()}
    />
  );
}
