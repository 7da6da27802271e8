import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = {
  title: "Your Free Private-Sector Resume",
  description: "See how your government experience translates into a private-sector resume. Free.",
};

export default function GetstartedPage() {
  return (
    <ComingSoon
      title="Your Free Private-Sector Resume"
      description={
        <p>
          Enter your name and email to see how your government experience reads to private employers. This quick
          sign-up page is coming soon — you can create your full resume right now.
        </p>
      }
      features={["5,000+ resumes created", "Free career transition tools", "A 2-minute process"]}
      action={{ href: "/create-resume", label: "Create My Free Resume" }}
    />
  );
}
