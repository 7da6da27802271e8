/**
 * The daily job alert: a trial member's day 1 to 7 alert (day-specific subject, pro tip and an
 * upgrade box that grows more urgent toward day 7, the final alert), or a premium member's daily
 * alert (day null: a plain subject with the job count, no upgrade box). /job-alert-preview renders
 * this same component with the demo jobs of lib/email-previews.
 */
import { publicConfig } from "@/lib/config/public";
import { jobAlertDayCopy, jobAlertSubject } from "@/lib/email-previews/job-alert-copy";
import { demoJobsForDay, SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";
import { appLink, Callout, calloutText, JobCard, PrimaryButton, SectionHeading } from "./components/sequence-parts";

/** One job card of an alert (spec 02 §3, sample alert email: jobMatches). */
export type JobAlertJob = {
  jobTitle: string;
  company: string;
  location: string;
  source: string;
  jobType: string;
  experienceLevel: string | null;
  postedDate: string;
  applicationUrl: string;
};

export type JobAlertEmailProps = {
  name: string;
  /** Trial day 1 to 7 (day-specific subject, pro tip, upgrade box); null for a premium account's daily alert. */
  day: number | null;
  jobs: JobAlertJob[];
  /** One-click unsubscribe link for job alerts. */
  unsubscribeUrl: string;
  /** Absolute link of the upgrade box; defaults to /upgrade on the unsubscribe link's origin (the app URL). */
  upgradeUrl?: string;
};

export const templateName = "job-alert-email";

export const subject = (props: JobAlertEmailProps) => jobAlertSubject(props.day, props.jobs.length);

export const PreviewProps: JobAlertEmailProps = {
  name: "Jordan Smith",
  day: 1,
  jobs: demoJobsForDay(1),
  unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL,
};

/** `${appUrl}/upgrade`, the app URL taken from the unsubscribe link when no upgrade link is given. */
export function upgradeLink(props: Pick<JobAlertEmailProps, "upgradeUrl" | "unsubscribeUrl">): string {
  return props.upgradeUrl || appLink("/upgrade", { unsubscribeUrl: props.unsubscribeUrl });
}

export default function JobAlertEmail(props: JobAlertEmailProps) {
  const { name, day, jobs, unsubscribeUrl } = props;
  const firstName = name.trim().split(/\s+/)[0] || "there";
  const copy = day === null ? null : jobAlertDayCopy(day);
  const count = `${jobs.length} new ${jobs.length === 1 ? "job" : "jobs"}`;
  const urgent = copy !== null && copy.day >= 6;
  return (
    <EmailLayout
      preview={copy ? `Day ${copy.day} of your trial: ${count} matched to your experience.` : `${count} matched to your saved searches.`}
      footerNote={`You receive daily job alerts because they are turned on for your ${publicConfig.productName} account. You can turn them off at any time.`}
      unsubscribeUrl={unsubscribeUrl}
      unsubscribeLabel="Unsubscribe from job alerts"
    >
      <EmailHeading>
        {copy
          ? copy.day === 7
            ? `Your final trial job alert: ${count}`
            : `Day ${copy.day} of your trial: ${count} for you`
          : `Your daily job alert: ${count}`}
      </EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        {copy
          ? `Here are today's private-sector openings that match the roles and location of your translated resume.`
          : `Here are the newest openings that match your saved job searches, posted in the last 72 hours.`}
      </Paragraph>

      <SectionHeading>Today&apos;s matches</SectionHeading>
      {jobs.length === 0 ? (
        <Paragraph>No new postings matched today. We will keep looking and write again tomorrow.</Paragraph>
      ) : (
        jobs.map((job, i) => <JobCard key={`${job.applicationUrl}-${i}`} job={job} />)
      )}

      {copy ? (
        <>
          <Callout title="Pro tip" tone="info">
            <Paragraph style={calloutText}>{copy.proTip}</Paragraph>
          </Callout>
          <Callout title={copy.upgradeHeadline} tone={urgent ? "urgent" : copy.day >= 4 ? "warning" : "success"}>
            <Paragraph style={calloutText}>{copy.upgradeMessage}</Paragraph>
            <PrimaryButton href={upgradeLink(props)} tone={urgent ? "urgent" : "brand"}>
              {copy.upgradeButton}
            </PrimaryButton>
          </Callout>
        </>
      ) : null}
    </EmailLayout>
  );
}

JobAlertEmail.PreviewProps = PreviewProps;
