import type { Metadata } from "next";
import { Suspense } from "react";
import { AgencyLogos } from "@/components/landing/agency-logos";
import { FinalCta } from "@/components/landing/final-cta";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import { LandingBanners } from "@/components/landing/landing-banners";
import { SuccessStories } from "@/components/landing/success-stories";

// The root layout's default title, description and Open Graph card are the landing page's.
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomePage() {
  return (
    <>
      {/* The banners read the query, so only they wait for the browser; the page renders on the server. */}
      <Suspense fallback={null}>
        <LandingBanners />
      </Suspense>
      <Hero />
      <HowItWorks />
      <AgencyLogos />
      <SuccessStories />
      <FinalCta />
    </>
  );
}
