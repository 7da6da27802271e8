import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = { title: "Job Alert Email Preview" };

export default function JobAlertPreviewPage() {
  return (
    <ComingSoon
      title="Job Alert Email Preview"
      description={
        <p>
          Previews of the {constants.jobAlertDays}-day trial job alert emails are coming soon, rendered with sample
          jobs.
        </p>
      }
      features={[
        "Tabs for Day 1 to Day 7, each with its subject, job cards, a pro tip and an upgrade box",
        "A summary of jobs across days, premium features, search filters and the trial strategy",
      ]}
      action={null}
    />
  );
}
