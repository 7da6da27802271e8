import { Link, Section, Text } from "@react-email/components";
import { publicConfig } from "@/lib/config/public";
import { toParagraphs } from "./admin-message-email";
import { colors, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

/** A message from the site contact form or the partner inquiry form, as support receives it. */
export type ContactMessageEmailProps = {
  kind: "contact" | "partner";
  /** contact_messages.id: the stored copy, should this email go astray. */
  messageId: number;
  name: string;
  email: string;
  subject: string;
  /** Plain text as the visitor wrote it; React escapes it, so no markup of theirs is rendered. */
  message: string;
  /** ISO 8601. */
  receivedAt: string;
};

export const templateName = "contact-message-email";

const LABEL = { contact: "Contact", partner: "Partner inquiry" } as const;

export const subject = (props: ContactMessageEmailProps) => `[${LABEL[props.kind]}] ${props.subject}`;

export const PreviewProps: ContactMessageEmailProps = {
  kind: "contact",
  messageId: 42,
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  subject: "Question about job alerts",
  message: "Hello,\n\nI signed up yesterday and have not received a job alert yet.\nCould you check my account?\n\nThanks, Dana",
  receivedAt: "2025-06-02T14:30:00.000Z",
};

/** "Mon, Jun 2, 2025, 10:30 AM EDT": support works in Eastern time (Monday-Friday 9 AM-6 PM EST). */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

const label = { margin: "0", fontSize: "13px", lineHeight: "20px", color: colors.muted, fontWeight: 600 } as const;
const value = { margin: "0 0 10px", fontSize: "15px", lineHeight: "22px", color: colors.text } as const;

export default function ContactMessageEmail(props: ContactMessageEmailProps) {
  const { kind, messageId, name, email, subject: title, message, receivedAt } = props;
  const heading = kind === "partner" ? "New partnership inquiry" : "New message from the contact form";
  return (
    <EmailLayout
      preview={`${name} wrote: ${title}`}
      footerNote={`Sent to the ${publicConfig.productName} support inbox from the ${kind === "partner" ? "/partners inquiry form" : "/contact form"}. Stored as contact message #${messageId}.`}
    >
      <EmailHeading>{heading}</EmailHeading>
      <Section style={{ margin: "0 0 8px" }}>
        <Text style={label}>From</Text>
        <Text style={value}>
          {name} (
          <Link href={`mailto:${email}`} style={{ color: colors.brand }}>
            {email}
          </Link>
          )
        </Text>
        <Text style={label}>Subject</Text>
        <Text style={value}>{title}</Text>
        <Text style={label}>Received</Text>
        <Text style={value}>{formatReceivedAt(receivedAt)}</Text>
      </Section>
      <Section style={{ borderLeft: `3px solid ${colors.border}`, padding: "4px 0 0 14px", margin: "0 0 16px" }}>
        {toParagraphs(message).map((lines, i) => (
          <Paragraph key={i}>
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </Paragraph>
        ))}
      </Section>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        Reply to {email} within 24 hours (Monday-Friday, 9 AM-6 PM EST), as the contact page promises.
      </Paragraph>
    </EmailLayout>
  );
}

ContactMessageEmail.PreviewProps = PreviewProps;
