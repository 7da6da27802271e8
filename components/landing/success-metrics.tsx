"use client";

import { formatMetric, SUCCESS_METRICS } from "@/lib/landing/count-up";
import { useCountUp } from "./use-count-up";

/**
 * The success metrics, counting up from 0 (spec doc 1 §2, §9). The server's HTML carries the
 * final numbers (for search engines, no-JS visitors and reduced motion); only once this island
 * runs in the browser do the numbers drop to 0, before the first paint of the hydrated tree, so
 * no flash of the final values precedes the count.
 */
export function SuccessMetrics() {
  const ref = useCountUp<HTMLDListElement>(SUCCESS_METRICS);

  return (
    <dl ref={ref} className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {SUCCESS_METRICS.map((metric) => {
        const final = formatMetric(metric.target, metric.suffix);
        return (
          <div key={metric.label} className="flex flex-col-reverse rounded-xl bg-secondary/70 p-6 text-center">
            <dt className="mt-2 text-sm font-medium text-muted-foreground">{metric.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand tabular-nums sm:text-4xl">
              {/* Screen readers get the final value once, not every frame of the count. */}
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
