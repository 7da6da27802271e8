import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Create Your Free Resume",
  description: "Turn up to three government position descriptions into a private-sector resume with AI. Free.",
};

export default function CreateResumePage() {
  return (
    <ComingSoon
      title="Create Your Free Resume"
      description={
        <p>
          The resume builder is coming soon. You will add your details and {constants.minPositions} to{" "}
          {constants.maxPositions} government positions, and our AI will rewrite them as a private-sector resume in
          about 15 to 30 seconds.
        </p>
      }
      features={[
        "Personal details: name, email, location, phone, education and an optional LinkedIn profile",
        `Up to ${constants.maxPositions} positions — paste each description or upload a PDF, Word (.docx, .doc) or text file`,
        `An instant preview of your top ${constants.previewSkills} skills, ${constants.previewRoles} private-sector roles and ${constants.previewTools} systems and tools`,
        "Verify your email to unlock the full resume, job matches and the Word download",
      ]}
      action={null}
    />
  );
}
