import type { Metadata } from "next";
import { HeroIllustration } from "@/components/leads/hero-illustration";
import { LeadCounters } from "@/components/leads/lead-counters";
import { LeadForm } from "@/components/leads/lead-form";
import { LeadTestimonial } from "@/components/leads/lead-testimonial";

export const metadata: Metadata = {
  title: "Get a Resume That Stands Out",
  description: "See how your government experience translates into a private-sector resume. Free.",
};

/** Lead landing variant B (spec doc 1 §2; docs/decisions/0007-lead-page-variants.md). */
export default function HelloPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            Get a Resume That Stands Out to Private Employers
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            We turn government job language into the words hiring managers look for. Free, in about two minutes.
          </p>
          <HeroIllustration className="mx-auto mt-8 h-48 w-full max-w-xs" />
        </div>
        <div className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border">
          <h2 className="mb-4 text-xl font-semibold text-foreground">Get your free resume</h2>
          <LeadForm variant="B" source="hello" />
        </div>
      </div>
      <div className="mt-12">
        <LeadCounters />
      </div>
      <div className="mt-12 max-w-2xl">
        <LeadTestimonial />
      </div>
    </section>
  );
}
