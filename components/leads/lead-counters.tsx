"use client";

import { useCountUp } from "@/components/landing/use-count-up";
import { formatMetric, type Metric } from "@/lib/landing/count-up";

/** Variant B counters (spec doc 1 §2): 5000, 94 and 2. */
const LEAD_METRICS: readonly Metric[] = [
  { target: 5000, suffix: "+", label: "Resumes created" },
  { target: 94, suffix: "%", label: "Success rate" },
  { target: 2, label: "Minute process" },
];

/** Counts up like the landing page's success metrics; the server HTML carries the final values. */
export function LeadCounters() {
  const ref = useCountUp<HTMLDListElement>(LEAD_METRICS);

  return (
    <dl ref={ref} className="grid grid-cols-3 gap-4">
      {LEAD_METRICS.map((metric) => {
        const final = formatMetric(metric.target, metric.suffix);
        return (
          <div key={metric.label} className="flex flex-col-reverse rounded-xl bg-secondary/70 p-4 text-center">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{metric.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-brand tabular-nums sm:text-3xl">
              <span aria-hidden="true" data-count-up="">
                {final}
              </span>
              <span className="sr-only">{final}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
