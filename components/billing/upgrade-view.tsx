import Link from "next/link";
import { Check, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PREMIUM_FEATURES } from "@/components/pricing/plans";
import { constants, publicConfig } from "@/lib/config/public";
import { UpgradeCheckout } from "./upgrade-checkout";

/** The 45 premium guides by category (spec 02 §9: 12, 15, 8, 10). */
export const GUIDE_CATEGORIES = [
  { name: "Resume Writing", count: 12 },
  { name: "Job Search", count: 15 },
  { name: "Interviewing", count: 8 },
  { name: "Career Growth", count: 10 },
] as const;

export const PAYMENTS_NOT_CONFIGURED_NOTE = "Online payments are not configured on this server, so upgrades are unavailable right now.";

export const UPGRADE_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "When will I be charged?",
    answer: `$${constants.premiumPriceUsd} today, then $${constants.premiumPriceUsd} each month on the same date until you cancel.`,
  },
  {
    question: "Can I cancel any time?",
    answer: "Yes, from the Account tab of your dashboard. You keep Premium until the end of the period you paid for and are not charged again.",
  },
  {
    question: "Is my payment secure?",
    answer: "Payments are processed by Stripe. Your card details go straight to Stripe and never reach our servers.",
  },
  {
    question: "What if Premium isn't right for me?",
    answer: `Email ${publicConfig.supportEmail} within ${constants.moneyBackDays} days of your first payment for a full refund.`,
  },
];

export type UpgradeMode = "checkout" | "not-configured" | "already-premium";

/**
 * /upgrade (spec 02 §2): the offer, the payment button (or why there is none), the feature list,
 * the guide categories, an FAQ and Back to Dashboard. Renders the page's only <h1>.
 */
export function UpgradeView({ mode }: { mode: UpgradeMode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <section aria-labelledby="upgrade-heading" className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 id="upgrade-heading" className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            Upgrade to Premium
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Every career guide, custom job searches with daily alerts, and priority support, for $
            {constants.premiumPriceUsd} a month. Cancel any time.
          </p>
          <p className="mt-6 flex items-baseline gap-1">
            <span className="text-5xl font-bold tracking-tight">${constants.premiumPriceUsd}</span>
            <span className="text-lg text-muted-foreground">/month</span>
          </p>
          <div className="mt-8">
            {mode === "checkout" && <UpgradeCheckout />}
            {mode === "not-configured" && (
              <p role="status" className="rounded-md border border-brand-accent bg-accent px-4 py-3 text-accent-foreground">
                {PAYMENTS_NOT_CONFIGURED_NOTE}
              </p>
            )}
            {mode === "already-premium" && (
              <p role="status" className="rounded-md border bg-muted px-4 py-3">
                Your Premium subscription is already active. Thank you!
              </p>
            )}
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-brand" aria-hidden="true" />
            {constants.moneyBackDays}-day money-back guarantee
          </p>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm">
          <h2 className="text-lg font-semibold">What you get with Premium</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="guide-categories-heading" className="mt-16">
        <h2 id="guide-categories-heading" className="text-2xl font-bold tracking-tight text-brand">
          {constants.premiumGuideCount} premium career guides
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GUIDE_CATEGORIES.map((c) => (
            <li key={c.name} className="rounded-xl border bg-card p-5">
              <p className="text-3xl font-bold text-brand">{c.count}</p>
              <p className="mt-1 font-medium">{c.name}</p>
              <p className="text-sm text-muted-foreground">guides</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upgrade-faq-heading" className="mt-16">
        <h2 id="upgrade-faq-heading" className="text-2xl font-bold tracking-tight text-brand">
          Frequently Asked Questions
        </h2>
        <dl className="mt-6 divide-y rounded-xl border bg-card">
          {UPGRADE_FAQ.map(({ question, answer }) => (
            <div key={question} className="p-5">
              <dt className="font-semibold">{question}</dt>
              <dd className="mt-2 text-muted-foreground">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-12">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
