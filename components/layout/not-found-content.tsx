import Link from "next/link";
import { Button } from "@/components/ui/button";
import { publicConfig } from "@/lib/config/public";

const helpfulLinks = [
  { href: "/partners", label: "Partners", note: "Work with us to support public servants" },
  { href: "/contact", label: "Contact", note: "Questions? We reply within 24 hours" },
  { href: "/company", label: "About Us", note: "Our mission and story" },
] as const;

/**
 * The 404 message and its ways on, without a frame: the caller supplies the header, the <main>
 * landmark and the footer (app/global-not-found.tsx for unknown addresses, a not-found.tsx where a
 * page or layout calls notFound()).
 */
export function NotFoundContent() {
  const { supportEmail } = publicConfig;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <p className="text-6xl font-bold tracking-tight text-amber-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Go to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={`mailto:${supportEmail}`}>Contact Support</a>
        </Button>
      </div>
      <nav aria-label="Helpful links" className="mt-12 text-left">
        <ul className="divide-y rounded-lg border bg-card">
          {helpfulLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex flex-col px-5 py-4 transition-colors hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              >
                <span className="font-semibold text-brand">{link.label}</span>
                <span className="text-sm text-muted-foreground">{link.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
