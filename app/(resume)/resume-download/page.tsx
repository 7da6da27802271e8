import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Download Your Resume",
  robots: { index: false },
};

export default function ResumeDownloadPage() {
  return (
    <ComingSoon
      title="Your Resume Download"
      description={
        <p>
          This page will open from the link in your verification email and let you download your translated resume.
          It is coming soon.
        </p>
      }
      features={[
        "Download your private-sector resume as a Word document",
        `Your top ${constants.downloadPageMatches} job matches with match percentage, company and location`,
        "What's next: three steps to put your new resume to work",
        `A free ${constants.trialDays}-day trial with career guides and daily job alerts`,
      ]}
    />
  );
}
