import type { Metadata } from "next";
import { JsonLd, pricingJsonLd } from "@/components/pricing/json-ld";
import { PlanCards } from "@/components/pricing/plan-cards";
import { PricingFaq } from "@/components/pricing/pricing-faq";
import { constants } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "Pricing",
  description: `Start with a free ${constants.trialDays}-day trial, then Premium for $${constants.premiumPriceUsd} per month. Cancel any time.`,
  alternates: { canonical: "/pricing" },
};

/** /pricing (spec 02 §2): the Free Trial and Premium Plan cards, the FAQ, and the offer as JSON-LD. */
export default function PricingPage() {
  return (
    <>
      <JsonLd data={pricingJsonLd()} />
      <section aria-labelledby="pricing-heading" className="bg-brand text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <h1 id="pricing-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
            Simple, transparent pricing
          </h1>
          <p className="mt-4 text-lg text-blue-50">
            Try everything free for {constants.trialDays} days, no credit card required. Stay with Premium for $
            {constants.premiumPriceUsd} a month, and cancel whenever you land the job.
          </p>
        </div>
      </section>
      <div className="bg-secondary/40 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <PlanCards />
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          Prices in US dollars. Premium renews monthly until you cancel; a {constants.moneyBackDays}-day money-back
          guarantee applies.
        </p>
      </div>
      <div className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <PricingFaq />
      </div>
    </>
  );
}
