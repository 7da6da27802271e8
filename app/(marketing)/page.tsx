import { FinalCta } from "@/components/landing/final-cta";
import { GovernmentLevels } from "@/components/landing/government-levels";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import { SuccessStories } from "@/components/landing/success-stories";

// The root layout's default title is the landing page's title.
export default function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <GovernmentLevels />
      <SuccessStories />
      <FinalCta />
    </>
  );
}
