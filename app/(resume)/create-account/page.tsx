import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: `Start Your Free ${constants.trialDays}-Day Trial`,
  description: `Create your account: a ${constants.trialDays}-day free trial with career guides and daily job alerts. No credit card.`,
};

export default function CreateAccountPage() {
  return (
    <ComingSoon
      title={`Start Your Free ${constants.trialDays}-Day Trial`}
      description={
        <p>
          Account sign-up is coming soon. Your {constants.trialDays}-day trial needs no credit card, and your details
          will be pre-filled from your resume.
        </p>
      }
      features={[
        `${constants.premiumGuideCount} career guides for your transition`,
        `Daily job alerts for ${constants.jobAlertDays} days`,
        "Premium job search features",
      ]}
    />
  );
}
