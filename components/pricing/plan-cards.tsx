import Link from "next/link";
import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PLANS, type Plan } from "./plans";

/** The Free Trial and Premium Plan cards, both starting with the free trial (/create-resume). */
export function PlanCards() {
  return (
    <ul className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
      {PLANS.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-8 shadow-sm",
        plan.highlighted && "border-2 border-brand shadow-lg",
      )}
    >
      {plan.highlighted && (
        <Badge className="absolute -top-3 left-8 bg-brand-accent text-slate-950">Most popular</Badge>
      )}
      <h2 id={headingId} className="text-xl font-semibold text-brand">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight text-foreground">{plan.price}</span>
        <span className="text-lg text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-4 text-muted-foreground">{plan.summary}</p>
      <ul className="mt-6 grid gap-3 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <Button asChild size="lg" className="w-full" variant={plan.highlighted ? "default" : "outline"}>
          <Link href="/create-resume" aria-describedby={headingId}>
            Start Free Trial
          </Link>
        </Button>
      </div>
    </article>
  );
}
