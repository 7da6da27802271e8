import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The call to action under every article: the free resume translation. */
export function ArticleCta() {
  return (
    <section aria-labelledby="article-cta-heading" className="mt-12 rounded-2xl bg-brand p-8 text-white shadow-sm">
      <h2 id="article-cta-heading" className="text-2xl font-bold tracking-tight">
        Ready to translate your government experience?
      </h2>
      <p className="mt-3 leading-relaxed text-blue-50">
        Paste your position descriptions and get a private-sector resume, suggested job titles and matching openings in minutes.
        It&apos;s free.
      </p>
      <Button asChild size="lg" className="mt-6 h-12 bg-brand-accent px-7 text-base font-semibold text-slate-950 hover:bg-amber-400">
        <Link href="/create-resume">
          Create Your Free Resume
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
