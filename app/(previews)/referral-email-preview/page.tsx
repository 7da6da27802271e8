import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Referral Email Preview" };

export default function ReferralEmailPreviewPage() {
  return (
    <ComingSoon
      title="Referral Email Preview"
      description={
        <p>
          Previews of the seven-day referral contest emails are coming soon, each with its subject, theme, call to
          action and prize highlight.
        </p>
      }
      features={[
        "One tab per day of the 7-day campaign",
        "Contest prizes, a 4-step how-it-works list and a why-share box in each email",
      ]}
      action={null}
    />
  );
}
