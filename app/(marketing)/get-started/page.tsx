import type { Metadata } from "next";
import { Clock, FileText, Gift } from "lucide-react";
import { LeadForm } from "@/components/leads/lead-form";
import { LeadTestimonial } from "@/components/leads/lead-testimonial";
import { TranslationDemo } from "@/components/leads/translation-demo";

export const metadata: Metadata = {
  title: "Get Your Free Resume Translation",
  description: "See how your government experience translates into a private-sector resume. Free.",
};

const BENEFITS = [
  { icon: FileText, title: "5,000+ Resumes Created", text: "Government professionals already use CivicShift to reach private employers." },
  { icon: Gift, title: "Free Career Transition Tools", text: "Resume translation, job matches and guides at no cost." },
  { icon: Clock, title: "2-Minute Process", text: "Enter your name and email and see your translation right away." },
];

/** Lead landing variant A (spec doc 1 §2; docs/decisions/0007-lead-page-variants.md). */
export default function GetStartedPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            Get Your Free Resume Translation
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            See how your government experience reads to private-sector employers — in plain business language.
          </p>
          <div className="mt-8">
            <TranslationDemo />
          </div>
        </div>
        <div className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border">
          <h2 className="mb-4 text-xl font-semibold text-foreground">Show me my translation</h2>
          <LeadForm variant="A" source="get-started" />
        </div>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-secondary/70 p-5">
            <Icon aria-hidden="true" className="size-6 text-brand" />
            <h2 className="mt-2 font-semibold text-foreground">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 max-w-2xl">
        <LeadTestimonial />
      </div>
    </section>
  );
}
