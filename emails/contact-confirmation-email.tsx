import { publicConfig } from "@/lib/config/public";
import { EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

/**
 * The receipt sent to whoever used the contact or partner form. It repeats nothing they typed but
 * their first name: the forms take any address, so a receipt that echoed the subject or message
 * would let anyone send text of their choosing to a stranger from our domain.
 */
export type ContactConfirmationEmailProps = {
  kind: "contact" | "partner";
  name: string;
};

export const templateName = "contact-confirmation-email";

export const subject = (props: ContactConfirmationEmailProps) =>
  props.kind === "partner"
    ? `Thank you for your interest in partnering with ${publicConfig.productName}`
    : `We received your message - ${publicConfig.productName}`;

export const PreviewProps: ContactConfirmationEmailProps = { kind: "contact", name: "Dana Whitfield" };

export default function ContactConfirmationEmail({ kind, name }: ContactConfirmationEmailProps) {
  const firstName = name.trim().split(/\s+/)[0]?.slice(0, 40) || "there";
  return (
    <EmailLayout
      preview="Thank you for contacting us. We'll get back to you within 24 hours."
      footerNote={`You received this email because this address was entered on the ${publicConfig.productName} ${kind === "partner" ? "partners" : "contact"} page. If that was not you, you can ignore it.`}
    >
      <EmailHeading>{kind === "partner" ? "Thank you for reaching out" : "Message received"}</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      {kind === "partner" ? (
        <Paragraph>
          Thank you for your interest in partnering with {publicConfig.productName}. A member of our team will reply within
          24 hours (Monday-Friday, 9 AM-6 PM EST) to talk about how we can support the public servants your organization
          works with.
        </Paragraph>
      ) : (
        <Paragraph>
          Thank you for contacting us. We&apos;ll get back to you within 24 hours (Monday-Friday, 9 AM-6 PM EST).
        </Paragraph>
      )}
      <Paragraph>
        If you need to add anything, simply write to {publicConfig.supportEmail}.
      </Paragraph>
      <Paragraph>— The {publicConfig.productName} team</Paragraph>
    </EmailLayout>
  );
}

ContactConfirmationEmail.PreviewProps = PreviewProps;
