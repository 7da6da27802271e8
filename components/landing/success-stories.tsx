import { Quote } from "lucide-react";
import { SuccessMetrics } from "./success-metrics";

const outcomes = [
  "10,000+ professionals",
  "89% receive job offers within 60 days",
  "$15K+ average salary increase",
  "95% report improved work-life balance",
] as const;

/** Static testimonials (spec: name, title, quote, image); initials stand in for photos. */
const testimonials = [
  {
    name: "Maria G.",
    title: "Former Contract Specialist, federal agency — now Procurement Manager",
    quote:
      "Twelve years of acquisition work, and I had no idea how to describe it to a company. The translated resume finally spoke their language.",
  },
  {
    name: "James T.",
    title: "Former Budget Analyst, state government — now Financial Analyst",
    quote:
      "It turned my budget justifications into results a hiring manager understands. I had interviews within a few weeks.",
  },
  {
    name: "Denise R.",
    title: "Former Program Coordinator, county government — now Operations Lead",
    quote:
      "The suggested roles showed me careers I had not considered. The whole thing took less time than my morning coffee.",
  },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .replace(/[^A-Za-z]/g, "");
}

export function SuccessStories() {
  return (
    <section
      id="success-stories"
      tabIndex={-1}
      aria-labelledby="success-stories-heading"
      className="scroll-mt-20 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="success-stories-heading" className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            Success Stories
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Public servants across the country have used their experience to land private-sector roles.
          </p>
        </div>

        <SuccessMetrics />

        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Quote className="size-7 text-brand-accent" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                  <p>&ldquo;{t.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-foreground">{t.name}</span>
                    <span className="block text-sm text-muted-foreground">{t.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-foreground/80">
          {outcomes.map((outcome) => (
            <li key={outcome} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-accent" />
              {outcome}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
