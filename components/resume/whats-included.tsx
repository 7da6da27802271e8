import { Bell, BookOpen, CheckCircle2, Search } from "lucide-react";
import { constants } from "@/lib/config/public";

const ITEMS = [
  { icon: CheckCircle2, text: `${constants.trialDays}-day free trial, no credit card required` },
  { icon: BookOpen, text: `${constants.premiumGuideCount} career guides for your transition` },
  { icon: Bell, text: `Daily job alerts for ${constants.jobAlertDays} days` },
  { icon: Search, text: "Premium job search features" },
] as const;

/** The trial's "What's Included" panel beside the sign-up form (spec 02, trial-start layout). */
export function WhatsIncluded() {
  return (
    <aside aria-labelledby="whats-included-heading" className="rounded-xl border bg-secondary p-6">
      <h2 id="whats-included-heading" className="text-lg font-semibold text-secondary-foreground">
        What&apos;s Included
      </h2>
      <ul className="mt-4 grid gap-3">
        {ITEMS.map((item) => (
          <li key={item.text} className="flex items-start gap-3 text-secondary-foreground">
            <item.icon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t pt-4 text-sm text-secondary-foreground">
        After your trial: Premium is ${constants.premiumPriceUsd}/month. Cancel anytime.
      </p>
    </aside>
  );
}
