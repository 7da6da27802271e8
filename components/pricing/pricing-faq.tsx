import { PRICING_FAQ } from "./plans";

/** The pricing FAQ: billing, the trial, cancellation, the money-back guarantee, human review. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-brand">
        Frequently Asked Questions
      </h2>
      <dl className="mt-10 divide-y rounded-xl border bg-card">
        {PRICING_FAQ.map(({ question, answer }) => (
          <div key={question} className="p-6">
            <dt className="font-semibold text-foreground">{question}</dt>
            <dd className="mt-2 leading-relaxed text-muted-foreground">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
