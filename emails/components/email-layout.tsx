/**
 * Shared frame of every CivicShift email: brand header, white content card, footer with the
 * support address and a postal-style line.
 *
 * Accessibility and deliverability choices: `lang="en"`, a text wordmark instead of a logo image
 * (many clients block images by default, and a wordmark needs no alt text to make sense), system
 * fonts, and colours that keep at least 4.5:1 contrast (brand navy #1e3a8a on white ≈ 10:1, body
 * grey #374151 ≈ 10:1, footer grey #4b5563 on #f3f4f6 ≈ 6.8:1).
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { publicConfig } from "@/lib/config/public";

export const colors = {
  brand: "#1e3a8a",
  text: "#374151",
  muted: "#4b5563",
  page: "#f3f4f6",
  card: "#ffffff",
  border: "#e5e7eb",
} as const;

const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Shown at the bottom of every email until a street address is configured. */
export const postalLine = `${publicConfig.productName} · Career transition services for public servants · United States`;

export function EmailLayout({
  preview,
  children,
  footerNote,
  unsubscribeUrl,
  unsubscribeLabel = "Unsubscribe",
}: {
  /** Preheader: the line inbox lists show next to the subject. */
  preview: string;
  children: ReactNode;
  /** Why the recipient got this email. */
  footerNote?: string;
  /** One-click unsubscribe link of a sequence email (job alerts, referral contest, waitlist). */
  unsubscribeUrl?: string;
  /** Its visible text (default "Unsubscribe"). */
  unsubscribeLabel?: string;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "0 12px" }}>
          <Section style={{ padding: "8px 0 16px" }}>
            <Text style={{ margin: 0, fontSize: "22px", fontWeight: 700, color: colors.brand, letterSpacing: "-0.01em" }}>
              {publicConfig.productName}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: "8px",
              padding: "28px 28px 20px",
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: "16px 4px 0" }}>
            {footerNote ? <Text style={footerText}>{footerNote}</Text> : null}
            {unsubscribeUrl ? (
              <Text style={footerText}>
                <Link href={unsubscribeUrl} style={{ color: colors.brand, textDecoration: "underline" }}>
                  {unsubscribeLabel}
                </Link>
              </Text>
            ) : null}
            <Text style={footerText}>
              Questions? Write to{" "}
              <Link href={`mailto:${publicConfig.supportEmail}`} style={{ color: colors.brand, textDecoration: "underline" }}>
                {publicConfig.supportEmail}
              </Link>
              .
            </Text>
            <Text style={footerText}>{postalLine}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText: CSSProperties = { margin: "0 0 8px", fontSize: "13px", lineHeight: "20px", color: colors.muted };

export const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: "16px", lineHeight: "26px", color: colors.text };

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "30px", fontWeight: 700, color: "#111827" }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraph, ...style }}>{children}</Text>;
}

/** The one call to action of an email, followed by the raw link for clients that hide buttons. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Section style={{ margin: "8px 0 20px" }}>
        <Button
          href={href}
          style={{
            backgroundColor: colors.brand,
            color: "#ffffff",
            fontSize: "16px",
            fontWeight: 600,
            borderRadius: "6px",
            padding: "12px 22px",
            textDecoration: "none",
            display: "inline-block",
          }}
        >
          {children}
        </Button>
      </Section>
      <Text style={{ ...paragraph, fontSize: "14px", lineHeight: "22px", color: colors.muted }}>
        If the button does not work, copy this link into your browser:
        <br />
        <Link href={href} style={{ color: colors.brand, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: colors.border, margin: "8px 0 16px" }} />;
}
