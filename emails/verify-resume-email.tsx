import { constants, publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type VerifyResumeEmailProps = {
  name: string;
  /** Absolute URL carrying the single-use verification token. */
  verifyUrl: string;
};

export const templateName = "verify-resume-email";

export const subject = (_props: VerifyResumeEmailProps) => "Verify your email to download your resume";

export const PreviewProps: VerifyResumeEmailProps = {
  name: "Jordan Smith",
  verifyUrl: "http://localhost:3000/create-resume?verified=1&token=preview-token",
};

export default function VerifyResumeEmail({ name, verifyUrl }: VerifyResumeEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  return (
    <EmailLayout
      preview="Confirm your email address to unlock the Word download of your private-sector resume."
      footerNote={`You received this email because this address was used to create a resume on ${publicConfig.productName}. If that was not you, you can ignore it: nothing happens until the link is used.`}
    >
      <EmailHeading>Your private-sector resume is ready</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Thank you for your service. We have translated your government experience into a private-sector resume.
        Confirm that this is your email address to see the full resume and download it as a Word (.docx) file you can
        edit and send to employers.
      </Paragraph>
      <ActionButton href={verifyUrl}>Verify email and download resume</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        This link works once and expires in {constants.verificationTokenDays} days. After verifying, you can also start a
        free {constants.trialDays}-day trial with career guides and daily job alerts — no credit card needed.
      </Paragraph>
    </EmailLayout>
  );
}

VerifyResumeEmail.PreviewProps = PreviewProps;
