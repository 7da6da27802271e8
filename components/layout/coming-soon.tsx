import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

type Action = { href: string; label: string };

/**
 * An honest placeholder for a page still being built: what the page will offer, and a way on.
 * Renders the page's only <h1>.
 */
export function ComingSoon({
  title,
  description,
  features,
  action = { href: "/create-resume", label: "Create a Free Resume" },
  secondaryAction = { href: "/", label: "Back to Home" },
  children,
}: {
  title: string;
  description: React.ReactNode;
  /** What the finished page will offer. */
  features?: readonly string[];
  action?: Action | null;
  secondaryAction?: Action | null;
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Badge variant="outline" className="border-brand-accent bg-accent text-accent-foreground">
        Coming soon
      </Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</div>
      {features && features.length > 0 && (
        <div className="mt-8 rounded-lg border bg-card p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-foreground">What this page will offer</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-foreground/90 marker:text-brand">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      )}
      {children && <div className="mt-8">{children}</div>}
      {(action || secondaryAction) && (
        <div className="mt-10 flex flex-wrap gap-3">
          {action && (
            <Button asChild size="lg">
              <Link href={action.href}>{action.label}</Link>
            </Button>
          )}
          {secondaryAction && (
            <Button asChild size="lg" variant="outline">
              <Link href={secondaryAction.href}>{secondaryAction.label}</Link>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
