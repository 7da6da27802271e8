/**
 * The waitlist launch email of day 1 to 5 (24 hours apart). /email-preview renders this same
 * component for each day.
 */
import { publicConfig } from "@/lib/config/public";
import { SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { waitlistDayCopy, WAITLIST_DAYS } from "@/lib/email-previews/waitlist-copy";
import { EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";
import { appLink, BulletList, PrimaryButton } from "./components/sequence-parts";

export type WaitlistEmailProps = {
  name: string;
  /** Day 1 to 5 of the launch sequence, 24 hours apart. */
  day: number;
  unsubscribeUrl: string;
  /** Base URL of the app for the button; defaults to the unsubscribe link's origin. */
  appUrl?: string;
};

export const templateName = "waitlist-email";

export const subject = (props: WaitlistEmailProps) => waitlistDayCopy(props.day).subject;

export const PreviewProps: WaitlistEmailProps = { name: "Jordan Smith", day: 1, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL };

export default function WaitlistEmail({ name, day, unsubscribeUrl, appUrl }: WaitlistEmailProps) {
  const copy = waitlistDayCopy(day);
  const firstName = name.trim().split(/\s+/)[0] || "there";
  return (
    <EmailLayout
      preview={`${copy.headline}. Launch email ${copy.day} of ${WAITLIST_DAYS.length}.`}
      footerNote={`You receive this because you joined the ${publicConfig.productName} waitlist. This series has ${WAITLIST_DAYS.length} emails, one a day.`}
      unsubscribeUrl={unsubscribeUrl}
      unsubscribeLabel="Unsubscribe from the waitlist emails"
    >
      <EmailHeading>{copy.headline}</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      {copy.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {copy.points.length > 0 ? <BulletList items={copy.points} /> : null}
      <PrimaryButton href={appLink(copy.path, { appUrl, unsubscribeUrl })}>{copy.callToAction}</PrimaryButton>
    </EmailLayout>
  );
}

WaitlistEmail.PreviewProps = PreviewProps;
