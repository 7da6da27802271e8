import { publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type EmailChangeEmailProps = {
  name: string;
  /** The address being confirmed (this email's recipient). */
  newEmail: string;
  /** Absolute URL carrying the single-use confirmation token. */
  confirmUrl: string;
  expiresInDays: number;
};

export const templateName = "email-change-email";

export const subject = (_props: EmailChangeEmailProps) => `Confirm your new ${publicConfig.productName} email address`;

export const PreviewProps: EmailChangeEmailProps = {
  name: "Jordan Smith",
  newEmail: "jordan.new@example.com",
  confirmUrl: "http://localhost:3000/api/accounts/confirm-email?token=preview-token",
  expiresInDays: 7,
};

export default function EmailChangeEmail({ name, newEmail, confirmUrl, expiresInDays }: EmailChangeEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  const expiry = expiresInDays === 1 ? "1 day" : `${expiresInDays} days`;
  return (
    <EmailLayout
      preview={`Confirm ${newEmail} as the email address of your account.`}
      footerNote={`You received this email because someone asked to use this address for a ${publicConfig.productName} account.`}
    >
      <EmailHeading>Confirm your new email address</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        You asked to change the email address of your {publicConfig.productName} account to {newEmail}. Your account keeps
        its current address until you confirm this one with the button below.
      </Paragraph>
      <ActionButton href={confirmUrl}>Confirm new email address</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        This link works once and expires in {expiry}. If you did not ask for this change, ignore this email: nothing
        changes. Questions? Write to {publicConfig.supportEmail}.
      </Paragraph>
    </EmailLayout>
  );
}

EmailChangeEmail.PreviewProps = PreviewProps;
