import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-brand py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your public service experience is worth more than you think
        </h2>
        <p className="mt-4 text-lg text-blue-50">
          Create your private-sector resume in about two minutes. It&apos;s 100% free — no credit card, no obligation.
        </p>
        <Button
          asChild
          size="lg"
          className="mt-8 h-12 bg-brand-accent px-8 text-base font-semibold text-slate-950 hover:bg-amber-400 focus-visible:ring-white focus-visible:ring-offset-brand"
        >
          <Link href="/create-resume">
            Create My Free Resume <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
