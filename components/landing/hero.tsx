import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

const heroStats = [
  { value: "5,000+", label: "Resumes Created" },
  { value: "94%", label: "Success Rate" },
  { value: "2", label: "Minute Process" },
  { value: "32%", label: "Avg. Salary Increase" },
  { value: "100%", label: "Free" },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-white">
            For federal, state, county &amp; city employees
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]">
            Turn your government experience into a{" "}
            <span className="whitespace-nowrap text-amber-300">private-sector</span>{" "}
            <span className="text-amber-300">resume</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-blue-50">
            Add up to three position descriptions. Our AI rewrites them in the language private employers
            hire for — summary, skills, experience, suggested roles and job matches — in about two minutes.
            Completely free.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="h-12 bg-brand-accent px-7 text-base font-semibold text-slate-950 hover:bg-amber-400 focus-visible:ring-white focus-visible:ring-offset-brand"
            >
              <Link href="/create-resume">
                Create My Free Resume <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="h-12 border-white/60 bg-transparent px-7 text-base text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-brand"
            >
              <a href="#services">See How It Works</a>
            </Button>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-5">
            {heroStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-blue-100">{stat.label}</dt>
                <dd className="text-2xl font-bold text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <TranslationExample />
      </div>
    </section>
  );
}

/** A static before/after sample of what the translation does. */
function TranslationExample() {
  return (
    <figure className="rounded-2xl bg-white p-6 text-foreground shadow-2xl ring-1 ring-black/5 sm:p-8">
      <figcaption className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Example translation
      </figcaption>
      <div className="mt-5 rounded-lg border border-dashed bg-secondary/60 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Government wording</p>
        <p className="mt-2 text-sm leading-relaxed">
          <span className="font-semibold">Program Analyst, GS-0343-12.</span> Served as COR for contract actions;
          prepared budget justifications in accordance with OMB Circular A-11.
        </p>
      </div>
      <div className="my-3 flex justify-center" aria-hidden="true">
        <ArrowRight className="size-5 rotate-90 text-brand-accent" />
      </div>
      <div className="rounded-lg border-2 border-brand/20 bg-white p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand">Private-sector wording</p>
        <p className="mt-2 text-sm leading-relaxed">
          <span className="font-semibold">Operations &amp; Budget Analyst.</span> Managed vendor contracts end to end
          and built annual budget forecasts adopted by senior leadership.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested roles">
          {["Operations Manager", "Financial Analyst", "Procurement Lead"].map((role) => (
            <li key={role} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
              {role}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
