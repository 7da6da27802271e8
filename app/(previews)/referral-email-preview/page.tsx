import type { Metadata } from "next";
import { EmailFrame } from "@/components/previews/email-frame";
import { DayTabs, Facts, PreviewHeader, SidePanel } from "@/components/previews/preview-parts";
import * as referralEmail from "@/emails/referral-email";
import { publicConfig, referralContestPrizes } from "@/lib/config/public";
import { SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { REFERRAL_DAYS } from "@/lib/email-previews/referral-copy";

export const metadata: Metadata = { title: "Referral Email Preview", robots: { index: false, follow: false } };

const days = REFERRAL_DAYS.map((copy) => {
  const props: referralEmail.ReferralEmailProps = { name: "Jordan Smith", day: copy.day, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL };
  return { copy, props, subject: referralEmail.subject(props) };
});

export default function ReferralEmailPreviewPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PreviewHeader title="Referral Email Preview">
        <p>
          The referral contest campaign starts after a member verifies their email and runs {REFERRAL_DAYS.length}{" "}
          consecutive days, one email a day. Each email lists the prizes, links to the contest page and explains how to
          take part.
        </p>
      </PreviewHeader>

      <DayTabs
        label="Campaign day"
        days={days.map(({ copy, props, subject }) => ({
          day: copy.day,
          heading: copy.theme,
          subject,
          email: <EmailFrame source={{ template: "referral", props }} title={`Day ${copy.day} referral contest email`} />,
          side: (
            <>
              <SidePanel title="Email details">
                <Facts
                  rows={[
                    { label: "Theme", value: copy.theme },
                    { label: "Call to action", value: copy.callToAction },
                    { label: "Prize highlight", value: copy.prizeHighlight },
                  ]}
                />
              </SidePanel>
              <SidePanel title="Contest prizes">
                <ul className="list-disc space-y-1 pl-5">
                  {referralContestPrizes.map((p) => (
                    <li key={p.prize}>
                      <span className="font-medium text-foreground">{p.prize}</span>: {p.who}
                    </li>
                  ))}
                </ul>
              </SidePanel>
              <SidePanel title="Contest page">
                <p className="break-all">{publicConfig.referralContestUrl}</p>
              </SidePanel>
            </>
          ),
        }))}
      />
    </div>
  );
}
