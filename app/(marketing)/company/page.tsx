import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, BarChart3, Building2, Compass, FileSearch, HeartHandshake, Medal, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataAttribution } from "@/components/legal/data-attribution";
import { InfoSection, PageHero, heroPrimaryButton, heroSecondaryButton } from "@/components/public/page-hero";
import { constants, publicConfig } from "@/lib/config/public";

const { productName: P } = publicConfig;
const description = `Why ${P} exists: helping federal, state, county and city employees carry their public-service experience into private-sector careers.`;

export const metadata: Metadata = {
  title: "About Us",
  description,
  alternates: { canonical: "/company" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `About ${P}`, description, url: "/company", siteName: P, type: "website" },
};

const VALUES = [
  {
    icon: Medal,
    title: "Respect for Service",
    body: "Public servants run elections, inspect bridges, process benefits and keep records that the rest of us rely on. We treat that experience as the asset it is, and never as something to apologize for or hide.",
  },
  {
    icon: ShieldCheck,
    title: "Trust & Transparency",
    body: "The resume translation is free, and we say plainly what costs money and what does not. Your resume belongs to you: we do not sell personal information or send your resume to employers, and you can download or delete your data at any time.",
  },
  {
    icon: HeartHandshake,
    title: "Excellence in Service",
    body: "We hold our work to the standard you held yours to: accurate, careful and on time. Every question to our team gets an answer within 24 hours on weekdays, and every resume is built to be edited, checked and owned by you.",
  },
] as const;

const EXPERTISE = [
  {
    icon: Building2,
    title: "How government jobs are written",
    body: "Position descriptions, GS grades and occupational series, state and local classification systems, and the acronyms and citations that fill them.",
  },
  {
    icon: FileSearch,
    title: "How private employers hire",
    body: "The job titles they search for, the results-first bullets recruiters read, and the keywords applicant tracking systems screen for.",
  },
  {
    icon: BarChart3,
    title: "Occupational and wage data",
    body: "Skills and occupations from the O*NET database, and wage figures from the U.S. Bureau of Labor Statistics, behind every suggested role.",
  },
  {
    icon: Compass,
    title: "Career transition guidance",
    body: `${constants.premiumGuideCount + constants.freeGuideCount} career guides on salary conversion, interviewing, networking and negotiating, written for people leaving public service.`,
  },
] as const;

export default function CompanyPage() {
  return (
    <>
      <PageHero
        eyebrow="Our mission"
        title={`About ${P}`}
        actions={
          <>
            <Button asChild size="lg" className={heroPrimaryButton}>
              <Link href="/create-resume">
                Create a Free Resume <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className={heroSecondaryButton}>
              <Link href="/contact">Contact Us</Link>
            </Button>
          </>
        }
      >
        <p>
          We help government employees (federal, state, county and city) translate years of public service into the
          language private employers hire for, so that their next job recognizes everything they already know how to do.
        </p>
      </PageHero>

      <InfoSection id="mission" title="Our Mission">
        <div className="grid gap-8 text-lg leading-relaxed text-foreground/90 lg:grid-cols-2">
          <p>
            Millions of Americans work in public service, and every year many of them move to the private sector: after a
            reduction in force or a budget cut, at retirement eligibility, or because they are ready for something new.
            They bring rare experience: running programs under strict rules, managing budgets and contracts, serving the
            public at scale.
          </p>
          <p>
            Our mission is to make sure that experience is understood. {P} gives every public servant a free,
            private-sector version of their resume in minutes, shows them the jobs it fits, and guides them through the
            rest of the move.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="story" title="Our Story" tinted>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-foreground/90">
          <p>
            {P} began with a pattern that anyone who has left government will recognize. A program analyst who has
            managed millions of dollars in contracts applies for private-sector operations roles and hears nothing back.
            Her resume says &quot;serves as COR for contract actions&quot; and &quot;prepares budget justifications in
            accordance with OMB Circular A-11&quot;. A recruiter skimming for &quot;vendor management&quot; and
            &quot;forecasting&quot; never sees that she has done both for a decade.
          </p>
          <p>
            The problem is not her experience. It is the language. Government resumes are written the way position
            descriptions are: grades, series, regulations and duties. Private employers read for titles they recognize,
            results and skills. Translating one into the other is what a good career counselor does by hand, and most
            people leaving government never get that help.
          </p>
          <p>
            So we built a tool that does that translation for anyone, for free: paste a position description, and get
            back a resume a private employer understands. Today {P} also matches people with private-sector jobs, sends
            daily job alerts and offers a library of career guides, and we work with workforce development offices to
            reach public servants when they need it most.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="values" title="Our Values">
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border-t-4 border-brand-accent bg-card p-6 shadow-sm ring-1 ring-border">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-foreground">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="expertise"
        title="Our Expertise"
        tinted
        lead={<p>Translating a government career takes knowing both sides of the move.</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2">
          {EXPERTISE.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
              <div>
                <h3 className="text-lg font-semibold text-foreground">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>

      <section aria-labelledby="company-cta-heading" className="bg-brand py-16 text-white sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="company-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            See your experience in private-sector terms
          </h2>
          <p className="mt-4 text-lg text-blue-50">It takes about two minutes and it&apos;s free: no credit card, no obligation.</p>
          <Button asChild size="lg" className={`mt-8 ${heroPrimaryButton}`}>
            <Link href="/create-resume">
              Create a Free Resume <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <div className="pt-12">
        <DataAttribution />
      </div>
    </>
  );
}
