/** STUB (the email-templates helper replaces the body; keep the exports and the props type). */
import { EmailLayout, Paragraph } from "./components/email-layout";

export type ReferralEmailProps = {
  name: string;
  /** Day 1 to 7 of the referral contest, counted from email verification. */
  day: number;
  unsubscribeUrl: string;
};

export const templateName = "referral-email";

export const subject = (props: ReferralEmailProps) => `Referral contest, day ${props.day}`;

export const PreviewProps: ReferralEmailProps = { name: "Jordan Smith", day: 1, unsubscribeUrl: "https://civicshift.org/unsubscribe?token=preview" };

export default function ReferralEmail({ name }: ReferralEmailProps) {
  return (
    <EmailLayout preview="Referral contest">
      <Paragraph>Hi {name},</Paragraph>
    </EmailLayout>
  );
}
