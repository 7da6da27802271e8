import type { Metadata } from "next";
import { LeadForm } from "@/components/leads/lead-form";
import { TrustedLogos } from "@/components/leads/trusted-logos";

export const metadata: Metadata = {
  title: "Your Free Private-Sector Resume",
  description: "See how your government experience translates into a private-sector resume. Free.",
};

/** Lead landing variant C (spec doc 1 §2; docs/decisions/0007-lead-page-variants.md). */
export default function GetstartedPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">Your Free Private-Sector Resume</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Tell us where to send it and see how your government experience translates for private employers.
          </p>
        </div>
        <div className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border">
          <h2 className="mb-4 text-xl font-semibold text-foreground">Get your free resume</h2>
          <LeadForm variant="C" source="getstarted" />
        </div>
      </div>
      <TrustedLogos />
    </section>
  );
}
