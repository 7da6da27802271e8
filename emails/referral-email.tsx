/**
 * The referral contest email of day 1 to 7 (seven consecutive days after email verification): the
 * day's message, the contest prizes, a button to the external contest page (config), the 4-step
 * how-it-works list and a why-share box. /referral-email-preview renders this same component.
 */
import { Link } from "@react-email/components";
import { publicConfig, referralContestPrizes } from "@/lib/config/public";
import { SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { REFERRAL_HOW_IT_WORKS, REFERRAL_WHY_SHARE, referralDayCopy } from "@/lib/email-previews/referral-copy";
import { colors, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";
import { BulletList, Callout, calloutText, NumberedSteps, PrimaryButton, SectionHeading } from "./components/sequence-parts";

export type ReferralEmailProps = {
  name: string;
  /** Day 1 to 7 of the referral contest, counted from email verification. */
  day: number;
  unsubscribeUrl: string;
  /** The contest page; defaults to the configured one (NEXT_PUBLIC_REFERRAL_CONTEST_URL). */
  contestUrl?: string;
};

export const templateName = "referral-email";

export const subject = (props: ReferralEmailProps) => referralDayCopy(props.day).subject;

export const PreviewProps: ReferralEmailProps = { name: "Jordan Smith", day: 1, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL };

export default function ReferralEmail({ name, day, unsubscribeUrl, contestUrl }: ReferralEmailProps) {
  const copy = referralDayCopy(day);
  const firstName = name.trim().split(/\s+/)[0] || "there";
  const href = contestUrl || publicConfig.referralContestUrl;
  return (
    <EmailLayout
      preview={`Day ${copy.day} of 7: ${copy.prizeHighlight}.`}
      footerNote={`You receive the ${publicConfig.productName} referral contest emails for 7 days after verifying your email.`}
      unsubscribeUrl={unsubscribeUrl}
      unsubscribeLabel="Unsubscribe from referral contest emails"
    >
      <EmailHeading>{copy.subject}</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>{copy.intro}</Paragraph>

      <Callout title={`Today's prize highlight: ${copy.prizeHighlight}`} tone="success">
        <Paragraph style={calloutText}>
          Day {copy.day} of 7 · {copy.theme}
        </Paragraph>
      </Callout>

      <PrimaryButton href={href}>{copy.callToAction}</PrimaryButton>

      <SectionHeading>Contest prizes</SectionHeading>
      <BulletList
        items={referralContestPrizes.map((p) => (
          <>
            <strong>{p.prize}</strong>: {p.who.charAt(0).toLowerCase() + p.who.slice(1)}
          </>
        ))}
      />

      <SectionHeading>How it works</SectionHeading>
      <NumberedSteps steps={REFERRAL_HOW_IT_WORKS} />

      <Callout title="Why share?" tone="info">
        <Paragraph style={calloutText}>{REFERRAL_WHY_SHARE}</Paragraph>
      </Callout>

      <Paragraph style={{ fontSize: "14px", lineHeight: "22px", color: colors.muted }}>
        The contest page:{" "}
        <Link href={href} style={{ color: colors.brand, textDecoration: "underline", wordBreak: "break-all" }}>
          {href}
        </Link>
      </Paragraph>
    </EmailLayout>
  );
}

ReferralEmail.PreviewProps = PreviewProps;
