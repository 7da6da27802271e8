/** STUB (the email-templates helper replaces the body; keep the exports and the props type). */
import { EmailLayout, Paragraph } from "./components/email-layout";

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
};

export const templateName = "job-alert-email";

export const subject = (props: JobAlertEmailProps) => `Your job alert: ${props.jobs.length} new matches`;

export const PreviewProps: JobAlertEmailProps = { name: "Jordan Smith", day: 1, jobs: [], unsubscribeUrl: "https://civicshift.org/unsubscribe?token=preview" };

export default function JobAlertEmail({ name, jobs }: JobAlertEmailProps) {
  return (
    <EmailLayout preview={`${jobs.length} new matches`}>
      <Paragraph>Hi {name},</Paragraph>
    </EmailLayout>
  );
}
