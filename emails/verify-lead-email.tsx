import { constants, publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type VerifyLeadEmailProps = {
  name: string;
  /** Absolute URL carrying the single-use verification token. */
  verifyUrl: string;
};

export const templateName = "verify-lead-email";

export const subject = (_props: VerifyLeadEmailProps) => "Confirm your email to see your resume translation";

export const PreviewProps: VerifyLeadEmailProps = {
  name: "Jordan Smith",
  verifyUrl: "http://localhost:3000/api/leads/verify?token=preview-token",
};

export default function VerifyLeadEmail({ name, verifyUrl }: VerifyLeadEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  return (
    <EmailLayout
      preview="Confirm your email address to start your free private-sector resume translation."
      footerNote={`You received this email because this address was entered on a ${publicConfig.productName} page. If that was not you, you can ignore it: nothing happens until the link is used.`}
    >
      <EmailHeading>Your resume translation is one click away</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Thank you for your service. Confirm your email address and we will take you straight to the resume builder, where
        you paste up to {constants.maxPositions} of your government position descriptions and get them translated into a
        private-sector resume in about two minutes.
      </Paragraph>
      <ActionButton href={verifyUrl}>Confirm email and translate my resume</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        This link works once and expires in {constants.verificationTokenDays} days. The resume translation is free, and you
        can try career guides and daily job alerts with a {constants.trialDays}-day trial — no credit card needed.
      </Paragraph>
    </EmailLayout>
  );
}

VerifyLeadEmail.PreviewProps = PreviewProps;
