import { constants, publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type WelcomeEmailProps = {
  name: string;
  /** Absolute URL of the dashboard. */
  dashboardUrl: string;
};

export const templateName = "welcome-email";

export const subject = (_props: WelcomeEmailProps) => `Welcome to ${publicConfig.productName}: your ${constants.trialDays}-day trial has started`;

export const PreviewProps: WelcomeEmailProps = { name: "Jordan Smith", dashboardUrl: "http://localhost:3000/dashboard" };

/** Sent once, when an account is created (spec 02 §3: the email status's "welcome"). */
export default function WelcomeEmail({ name, dashboardUrl }: WelcomeEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  return (
    <EmailLayout
      preview={`Your ${constants.trialDays}-day trial: career guides and daily job alerts.`}
      footerNote={`You received this email because you created a ${publicConfig.productName} account.`}
    >
      <EmailHeading>Welcome, {firstName}</EmailHeading>
      <Paragraph>
        Your account is ready and your {constants.trialDays}-day free trial has started. No credit card is needed.
      </Paragraph>
      <Paragraph>During the trial you can:</Paragraph>
      <Paragraph>
        • download your private-sector resume as a Word file;
        <br />• read all {constants.premiumGuideCount + 3} career guides for moving from public service to the private sector;
        <br />• receive a daily job alert matched to your resume&apos;s roles and location.
      </Paragraph>
      <ActionButton href={dashboardUrl}>Open your dashboard</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        After the trial, Premium is ${constants.premiumPriceUsd} per month and can be cancelled any time. Questions? Write to{" "}
        {publicConfig.supportEmail}.
      </Paragraph>
    </EmailLayout>
  );
}
