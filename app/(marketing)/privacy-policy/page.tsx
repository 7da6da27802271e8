import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { publicConfig } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `How ${publicConfig.productName} collects, uses and protects your information.`,
};

export default function PrivacyPolicyPage() {
  const { supportEmail } = publicConfig;
  return (
    <ComingSoon
      title="Privacy Policy"
      description={
        <p>
          The full text of our Privacy Policy (effective June 1, 2025) is being published here soon. Until then, you
          can ask to access, correct or delete your data at any time by emailing{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-4">
            {supportEmail}
          </a>
          .
        </p>
      }
      features={[
        "What information we collect and how we use it",
        "The site is not for anyone under 18",
        "Your rights to access, correct or delete your data (deleting your data means deleting your account)",
        "Rights of residents of California, Colorado, Connecticut, Virginia and Utah",
      ]}
    />
  );
}
