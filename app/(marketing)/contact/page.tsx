import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, Clock, Mail, MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ContactForm } from "@/components/public/contact-form";
import { CONTACT_FAQ } from "@/components/public/contact-faq";
import { PageHero } from "@/components/public/page-hero";
import { publicConfig } from "@/lib/config/public";

const { productName: P, supportEmail } = publicConfig;
const description = `Questions about ${P}? Email ${supportEmail} or send us a message: we reply within 24 hours, Monday-Friday 9 AM-6 PM EST.`;

export const metadata: Metadata = {
  title: "Contact Us",
  description,
  alternates: { canonical: "/contact" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `Contact ${P}`, description, url: "/contact", siteName: P, type: "website" },
};

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="We're here to help" title="Contact Us">
        <p>Questions about your resume, your account or a partnership? Send us a message and a person will answer.</p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <section aria-labelledby="contact-details-heading" className="space-y-8">
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 id="contact-details-heading" className="text-2xl font-bold tracking-tight text-brand">
              Get in Touch
            </h2>
            <dl className="mt-5 space-y-5">
              <div>
                <dt className="flex items-center gap-2 font-semibold text-foreground">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
                  Email Support
                </dt>
                <dd className="mt-0.5 pl-7">
                  <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-4">
                    {supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-foreground">
                  <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-brand" />
                  Response Time
                </dt>
                <dd className="mt-0.5 pl-7 text-muted-foreground">We respond within 24 hours</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-foreground">
                  <Clock aria-hidden="true" className="size-5 shrink-0 text-brand" />
                  Support Hours
                </dt>
                <dd className="mt-0.5 pl-7 text-muted-foreground">Monday-Friday 9 AM-6 PM EST</dd>
              </div>
            </dl>
          </div>

          <div className="rounded-2xl bg-brand p-6 text-white">
            <h2 className="text-xl font-semibold">New here?</h2>
            <p className="mt-2 text-blue-50">
              See your government experience rewritten for private employers. It takes about two minutes.
            </p>
            <Button
              asChild
              size="lg"
              className="mt-5 bg-brand-accent font-semibold text-slate-950 hover:bg-amber-400 focus-visible:ring-white focus-visible:ring-offset-brand"
            >
              <Link href="/create-resume">
                Create a Free Resume <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="contact-form-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-brand">
            Send Us a Message
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">All fields are required.</p>
          <ContactForm />
        </section>
      </div>

      <section aria-labelledby="faq-heading" className="bg-secondary/60 py-14 sm:py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-brand">
            Common Questions
          </h2>
          <dl className="mt-8 divide-y rounded-2xl border bg-card shadow-sm">
            {CONTACT_FAQ.map(({ q, a }) => (
              <div key={q} className="p-6">
                <dt className="font-semibold text-foreground">{q}</dt>
                <dd className="mt-2 leading-relaxed text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
