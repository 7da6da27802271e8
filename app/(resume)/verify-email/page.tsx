import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = {
  title: "Verify Your Email",
  robots: { index: false },
};

export default function VerifyEmailPage() {
  return (
    <ComingSoon
      title="Verify Your Email"
      description={
        <p>
          Email verification is coming soon. The link in your verification email will confirm your address and take
          you straight on to setting up your free account.
        </p>
      }
      features={[
        "Confirms your email address from the emailed link",
        "Continues to account setup automatically after a few seconds",
        "If a link has expired, lets you create a new resume",
      ]}
      action={{ href: "/create-resume", label: "Create New Resume" }}
    />
  );
}
