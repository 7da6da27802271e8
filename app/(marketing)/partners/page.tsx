import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { publicConfig } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Partners",
  description: `Partner with ${publicConfig.productName} to help the public servants you work with move into private-sector careers.`,
};

export default function PartnersPage() {
  const { supportEmail } = publicConfig;
  return (
    <ComingSoon
      title="Partner With Us"
      description={
        <p>
          Workforce development offices and other organizations can refer government employees to free
          career-transition tools. Our partner page is coming soon; to talk now, email{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-4">
            {supportEmail}
          </a>
          .
        </p>
      }
      features={[
        "Three ways to partner: Direct Referrals, Tailored Resources and Community Impact",
        "Implementation support for your team",
        "Downloads: Program Overview, Staff Information Flyer and Email Templates",
        "A partnership inquiry form",
      ]}
      action={{ href: "/contact", label: "Contact Us" }}
    />
  );
}
