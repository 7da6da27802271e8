import type { Metadata } from "next";
import { EmailFrame } from "@/components/previews/email-frame";
import { DayTabs, Facts, PreviewHeader, SidePanel } from "@/components/previews/preview-parts";
import * as waitlistEmail from "@/emails/waitlist-email";
import { SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { WAITLIST_DAYS, WAITLIST_HOURS_APART, WAITLIST_SUBSCRIBERS } from "@/lib/email-previews/waitlist-copy";

export const metadata: Metadata = { title: "Waitlist Email Preview", robots: { index: false, follow: false } };

const days = WAITLIST_DAYS.map((copy) => {
  const props: waitlistEmail.WaitlistEmailProps = { name: "Jordan Smith", day: copy.day, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL };
  return { copy, props, subject: waitlistEmail.subject(props) };
});

export default function EmailPreviewPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PreviewHeader title="Waitlist Email Preview">
        <p>
          The launch sequence for the waitlist: {WAITLIST_DAYS.length} emails, Day 1 to Day {WAITLIST_DAYS.length}, sent{" "}
          {WAITLIST_HOURS_APART} hours apart to {WAITLIST_SUBSCRIBERS} waitlist subscribers. Subscribers who unsubscribe or
          sign up stop receiving it.
        </p>
      </PreviewHeader>

      <DayTabs
        label="Launch day"
        days={days.map(({ copy, props, subject }) => ({
          day: copy.day,
          heading: copy.headline,
          subject,
          email: <EmailFrame source={{ template: "waitlist", props }} title={`Day ${copy.day} waitlist launch email`} />,
          side: (
            <>
              <SidePanel title="Schedule">
                <Facts
                  rows={[
                    { label: "Sent", value: copy.day === 1 ? "At launch" : `${(copy.day - 1) * WAITLIST_HOURS_APART} hours after the first email` },
                    { label: "Recipients", value: `${WAITLIST_SUBSCRIBERS} waitlist subscribers` },
                    { label: "Call to action", value: copy.callToAction },
                  ]}
                />
              </SidePanel>
            </>
          ),
        }))}
      />
    </div>
  );
}
