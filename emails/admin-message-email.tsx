import { publicConfig } from "@/lib/config/public";
import { EmailLayout, Paragraph } from "./components/email-layout";

export type AdminMessageEmailProps = {
  name: string;
  subject: string;
  /** Plain text written by staff; blank lines separate paragraphs, single newlines are kept. */
  message: string;
};

export const templateName = "admin-message-email";

export const subject = (props: AdminMessageEmailProps) => props.subject;

export const PreviewProps: AdminMessageEmailProps = {
  name: "Jordan Smith",
  subject: "Your resume review",
  message:
    "Thank you for using CivicShift.\n\nWe looked at your resume and suggest adding the budget you managed to your first position.\nReply to this email if you have any questions.",
};

/** Splits staff text into paragraphs; React escapes the text, so no markup from staff is rendered. */
export function toParagraphs(message: string): string[][] {
  return message
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}

export default function AdminMessageEmail({ name, subject: title, message }: AdminMessageEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  const paragraphs = toParagraphs(message);
  return (
    <EmailLayout
      preview={title}
      footerNote={`You received this message from the ${publicConfig.productName} team about your account.`}
    >
      <Paragraph>Hi {firstName},</Paragraph>
      {paragraphs.map((lines, i) => (
        <Paragraph key={i}>
          {lines.map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Paragraph>
      ))}
      <Paragraph>
        — The {publicConfig.productName} team
      </Paragraph>
    </EmailLayout>
  );
}

AdminMessageEmail.PreviewProps = PreviewProps;
