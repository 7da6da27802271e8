import { publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type PasswordResetEmailProps = {
  name: string;
  /** Absolute URL carrying the single-use reset token. */
  resetUrl: string;
  expiresInMinutes: number;
};

export const templateName = "password-reset-email";

export const subject = (_props: PasswordResetEmailProps) => `Reset your ${publicConfig.productName} password`;

export const PreviewProps: PasswordResetEmailProps = {
  name: "Jordan Smith",
  resetUrl: "http://localhost:3000/reset-password?token=preview-token",
  expiresInMinutes: 60,
};

function describeMinutes(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? "1 hour" : `${hours} hours`;
  }
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export default function PasswordResetEmail({ name, resetUrl, expiresInMinutes }: PasswordResetEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  const expiry = describeMinutes(expiresInMinutes);
  return (
    <EmailLayout
      preview={`Use this link within ${expiry} to choose a new password.`}
      footerNote={`You received this email because a password reset was requested for your ${publicConfig.productName} account.`}
    >
      <EmailHeading>Reset your password</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        We received a request to reset the password for your {publicConfig.productName} account. Choose a new password
        with the button below.
      </Paragraph>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        For your security this link works once and expires in {expiry}. If you did not ask for a reset, you can ignore
        this email: your password stays the same. If you keep receiving these emails, let us know at{" "}
        {publicConfig.supportEmail}.
      </Paragraph>
    </EmailLayout>
  );
}

PasswordResetEmail.PreviewProps = PreviewProps;
