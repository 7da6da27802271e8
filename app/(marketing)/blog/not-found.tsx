import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A missing, unpublished or unreadable article (404): /blog/[slug]/layout.tsx calls notFound(). */
export default function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        This article doesn&apos;t exist or is no longer available. Browse our other articles on moving from government to the
        private sector.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}
