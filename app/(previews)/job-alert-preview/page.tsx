import type { Metadata } from "next";
import Link from "next/link";
import { EmailFrame } from "@/components/previews/email-frame";
import { DayTabs, Facts, PreviewHeader, SidePanel } from "@/components/previews/preview-parts";
import { buttonVariants } from "@/components/ui/button-variants";
import * as jobAlertEmail from "@/emails/job-alert-email";
import { constants } from "@/lib/config/public";
import { demoJobsForDay, SAMPLE_UNSUBSCRIBE_URL, TOTAL_DEMO_JOBS } from "@/lib/email-previews/demo-jobs";
import { JOB_ALERT_DAYS, PREMIUM_FEATURES, SEARCH_FILTERS, TRIAL_STRATEGY } from "@/lib/email-previews/job-alert-copy";

export const metadata: Metadata = { title: "Job Alert Email Preview", robots: { index: false, follow: false } };

/** The seven trial alerts, each with the demo jobs of its day: the props a real send would get. */
const days = JOB_ALERT_DAYS.map((copy) => {
  const props: jobAlertEmail.JobAlertEmailProps = {
    name: "Jordan Smith",
    day: copy.day,
    jobs: demoJobsForDay(copy.day),
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL,
  };
  return { copy, props, subject: jobAlertEmail.subject(props) };
});

export default function JobAlertPreviewPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PreviewHeader title="Job Alert Email Preview">
        <p>
          The {constants.jobAlertDays} daily job alerts a trial member receives, rendered from the same template that is
          sent, with sample jobs. Premium members get the same email every day without the pro tip and upgrade box.
        </p>
      </PreviewHeader>

      <DayTabs
        label="Trial day"
        days={days.map(({ copy, props, subject }) => ({
          day: copy.day,
          heading: copy.theme,
          subject,
          email: <EmailFrame source={{ template: "job-alert", props }} title={`Day ${copy.day} job alert email`} />,
          side: (
            <>
              <SidePanel title="Pro tip">
                <p>{copy.proTip}</p>
              </SidePanel>
              <SidePanel title="Upgrade box" className={copy.day >= 6 ? "border-red-300" : ""}>
                <p className="font-medium text-foreground">{copy.upgradeHeadline}</p>
                <p className="mt-1">{copy.upgradeMessage}</p>
                <Link href="/upgrade" className={`${buttonVariants({ size: "sm" })} mt-3`}>
                  {copy.upgradeButton}
                </Link>
              </SidePanel>
              <SidePanel title="Summary">
                <Facts
                  rows={[
                    { label: "Job count", value: `${props.jobs.length} jobs` },
                    { label: "Trial day", value: `Day ${copy.day} of ${constants.jobAlertDays}` },
                    { label: "Tip", value: copy.proTip },
                    { label: "Upgrade message", value: copy.upgradeMessage },
                  ]}
                />
              </SidePanel>
            </>
          ),
        }))}
      />

      <section aria-labelledby="sequence-summary" className="mt-12">
        <h2 id="sequence-summary" className="text-xl font-semibold text-foreground">
          Sequence summary
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SidePanel title="Total jobs across days">
            <p className="text-3xl font-bold text-foreground">{TOTAL_DEMO_JOBS}</p>
            <p>sample jobs over {constants.jobAlertDays} days</p>
          </SidePanel>
          <SidePanel title="Premium features">
            <ul className="list-disc space-y-1 pl-5">
              {PREMIUM_FEATURES.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </SidePanel>
          <SidePanel title="Search filters">
            <ul className="list-disc space-y-1 pl-5">
              {SEARCH_FILTERS.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </SidePanel>
          <SidePanel title="Trial strategy">
            <p>{TRIAL_STRATEGY}</p>
          </SidePanel>
        </div>
      </section>
    </div>
  );
}
