import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { publicConfig } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Contact Us",
  description: `Questions about ${publicConfig.productName}? Email ${publicConfig.supportEmail}; we reply within 24 hours.`,
};

export default function ContactPage() {
  const { supportEmail } = publicConfig;
  return (
    <ComingSoon
      title="Contact Us"
      description={
        <p>
          Our contact form and answers to common questions are coming soon. In the meantime, email us at{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-4">
            {supportEmail}
          </a>{" "}
          — we respond within 24 hours, Monday–Friday, 9 AM–6 PM EST.
        </p>
      }
      features={["A message form for questions and feedback", "Answers to common questions"]}
    />
  );
}
