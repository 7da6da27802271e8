import type { Metadata } from "next";
import {
  BellRing,
  BookOpen,
  Briefcase,
  CalendarCheck,
  FileText,
  Handshake,
  LifeBuoy,
  Megaphone,
  Search,
  ShieldCheck,
  Sparkles,
  UserRoundCheck,
  Users,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { InfoSection, PageHero, heroPrimaryButton, heroSecondaryButton } from "@/components/public/page-hero";
import { PartnerInquiryForm } from "@/components/public/partner-inquiry-form";
import { PartnerMaterials } from "@/components/public/partner-materials";
import { constants, publicConfig } from "@/lib/config/public";

const { productName: P, supportEmail } = publicConfig;
const description = `Partner with ${P}: free resume translation and career-transition tools for the government employees your workforce development office serves.`;

export const metadata: Metadata = {
  title: "Partners",
  description,
  alternates: { canonical: "/partners" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `Partner With ${P}`, description, url: "/partners", siteName: P, type: "website" },
};

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI Resume Translation",
    body: `Up to ${constants.maxPositions} government position descriptions become a private-sector summary, skills, experience and suggested roles, in minutes.`,
  },
  {
    icon: Briefcase,
    title: "Private-Sector Job Matches",
    body: "Every resume comes with private-sector openings that match the client's experience and location.",
  },
  {
    icon: BellRing,
    title: "Daily Job Alerts",
    body: `A ${constants.trialDays}-day free trial sends new matching jobs every day, with no credit card.`,
  },
  {
    icon: BookOpen,
    title: "Career Guides",
    body: `${constants.freeGuideCount} free guides and ${constants.premiumGuideCount} premium ones: salary conversion, interviewing, networking and negotiating.`,
  },
  {
    icon: Search,
    title: "Custom Job Searches",
    body: `Premium members save up to ${constants.maxJobSearches} searches by title, location, salary and remote work.`,
  },
  {
    icon: ShieldCheck,
    title: "Client-Controlled Data",
    body: "Clients own their accounts and can download or delete their data at any time. Nothing is shared with employers.",
  },
] as const;

const WAYS = [
  {
    icon: UserRoundCheck,
    title: "Direct Referrals",
    body: "Counselors, case managers and rapid-response staff point public-sector clients to the free resume tool during intake, workshops and one-on-one sessions.",
    points: ["Flyer for the front desk and resource room", "Link in your self-service tools and rapid-response packets", "No referral forms, no tracking of individuals"],
  },
  {
    icon: FileText,
    title: "Tailored Resources",
    body: `We help your team fit ${P} into the services you already run, for the people and employers in your area.`,
    points: ["A walkthrough adapted to your programs", "Guides matched to your local labor market", "Email templates edited to your office's voice"],
  },
  {
    icon: Megaphone,
    title: "Community Impact",
    body: "Reach public servants before they walk through your door: agency town halls, union meetings, retirement seminars and job fairs.",
    points: ["Co-hosted information sessions for agencies facing layoffs", "Announcements for newsletters and social media", "Your feedback shapes what we build next"],
  },
] as const;

const SUPPORT = [
  { icon: Handshake, title: "A named contact", body: "One person on our team who replies within 24 hours, Monday-Friday 9 AM-6 PM EST." },
  { icon: Users, title: "Staff orientation", body: "A 30-minute video walkthrough of what clients see and the questions they ask most." },
  { icon: FileText, title: "Ready-made materials", body: "The program overview, staff flyer and six email templates below, free to print and adapt." },
  { icon: LifeBuoy, title: "Client support", body: `Clients who get stuck can write to ${supportEmail} themselves and get an answer within 24 hours.` },
  { icon: CalendarCheck, title: "Regular check-ins", body: "At a pace that suits you, to hear what is working and what your clients need next." },
] as const;

export default function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow="For workforce development offices"
        title={`Partner With ${P}`}
        actions={
          <>
            <Button asChild size="lg" className={heroPrimaryButton}>
              <a href="#partner-inquiry">Become a Partner</a>
            </Button>
            <Button asChild size="lg" variant="outline" className={heroSecondaryButton}>
              <a href="#partner-materials">Download Materials</a>
            </Button>
          </>
        }
      >
        <p>
          Help the federal, state, county and city employees you serve carry their experience into private-sector careers,
          with free tools your staff can recommend in under a minute. No cost to your organization, and no data-sharing
          agreement needed.
        </p>
      </PageHero>

      <InfoSection
        id="what-is"
        title={`What Is ${P}?`}
        lead={
          <p>
            {P} turns government position descriptions into a private-sector resume. Clients paste or upload up to{" "}
            {constants.maxPositions} positions and, in a few minutes, get a resume written in the language private
            employers hire for (summary, skills, experience and suggested job titles), a Word download they can edit,
            and private-sector jobs that match. The resume translation is free, with no credit card.
          </p>
        }
      >
        <div className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:grid-cols-2 sm:p-8">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Government wording</p>
            <p className="mt-2 leading-relaxed">
              <span className="font-semibold">Program Analyst, GS-0343-12.</span> Serves as COR for contract actions;
              prepares budget justifications in accordance with OMB Circular A-11.
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-brand">Private-sector wording</p>
            <p className="mt-2 leading-relaxed">
              <span className="font-semibold">Operations &amp; Budget Analyst.</span> Managed vendor contracts end to end
              and built annual budget forecasts adopted by senior leadership.
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="features" title="Platform Features" tinted lead={<p>What your clients get when you refer them.</p>}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="ways-to-partner"
        title="Three Ways to Partner"
        lead={<p>Choose one, or combine all three. None of them costs your organization anything.</p>}
      >
        <ol className="grid gap-6 lg:grid-cols-3">
          {WAYS.map(({ icon: Icon, title, body, points }, i) => (
            <li key={title} className="flex flex-col rounded-xl border-t-4 border-brand-accent bg-card p-6 shadow-sm ring-1 ring-border">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Option {i + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-foreground/90 marker:text-brand">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection
        id="implementation"
        title="Implementation Support"
        tinted
        lead={<p>Getting started takes one conversation: tell us about your office, meet for 30 minutes, and launch. Support is free and does not end after launch.</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SUPPORT.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand" />
              <h3 className="mt-3 font-semibold text-foreground">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <section id="partner-materials" aria-labelledby="partner-materials-heading" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="partner-materials-heading" className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
              Partner Materials
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              Print them, forward them, adapt them: everything your team needs to start referring clients.
            </p>
          </div>
          <div className="mt-10">
            <PartnerMaterials />
          </div>
        </div>
      </section>

      <section id="partner-inquiry" aria-labelledby="partner-inquiry-heading" className="scroll-mt-20 bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:px-8">
          <div>
            <h2 id="partner-inquiry-heading" className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
              Become a Partner
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              Tell us about your organization and the public servants you work with. We reply within 24 hours,
              Monday-Friday 9 AM-6 PM EST.
            </p>
            <p className="mt-4 text-muted-foreground">
              Prefer email? Write to{" "}
              <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-4">
                {supportEmail}
              </a>
              .
            </p>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <PartnerInquiryForm />
          </div>
        </div>
      </section>
    </>
  );
}
