import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Waitlist Email Preview" };

export default function EmailPreviewPage() {
  return (
    <ComingSoon
      title="Waitlist Email Preview"
      description={
        <p>
          Previews of the waitlist launch sequence are coming soon: five emails, Day 1 to Day 5, sent 24 hours apart
          to 161 waitlist subscribers.
        </p>
      }
      features={["One tab per day, Day 1 to Day 5", "Each email rendered with its subject and copy"]}
      action={null}
    />
  );
}
