/** STUB (the email-templates helper replaces the body; keep the exports and the props type). */
import { EmailLayout, Paragraph } from "./components/email-layout";

export type WaitlistEmailProps = {
  name: string;
  /** Day 1 to 5 of the launch sequence, 24 hours apart. */
  day: number;
  unsubscribeUrl: string;
};

export const templateName = "waitlist-email";

export const subject = (props: WaitlistEmailProps) => `CivicShift launch, day ${props.day}`;

export const PreviewProps: WaitlistEmailProps = { name: "Jordan Smith", day: 1, unsubscribeUrl: "https://civicshift.org/unsubscribe?token=preview" };

export default function WaitlistEmail({ name }: WaitlistEmailProps) {
  return (
    <EmailLayout preview="CivicShift launch">
      <Paragraph>Hi {name},</Paragraph>
    </EmailLayout>
  );
}
