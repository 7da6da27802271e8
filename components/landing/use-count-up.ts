"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { COUNT_UP, countUpValue, formatMetric, stepAt, type Metric } from "@/lib/landing/count-up";

/** Marks the element whose text shows a metric's current value (one per metric, in order). */
export const COUNT_UP_ATTRIBUTE = "data-count-up";

/**
 * The count-up animation (spec doc 1 §9): 60 ease-out steps over 2000 ms, starting when the
 * element scrolls into view (threshold 0.05, margin 100 px) or after 500 ms, whichever is first.
 *
 * React renders the final values once (server HTML, no JS, reduced motion) and never again: the
 * animation writes each step straight into the text of the elements marked with
 * COUNT_UP_ATTRIBUTE inside the returned ref, from requestAnimationFrame. Re-rendering the section
 * 60 times in 2 s cost long tasks on slow phones (issue 17); writing a text node costs next to
 * nothing. The values drop to 0 before the hydrated tree's first paint, so the final values do
 * not flash before the count.
 */
export function useCountUp<T extends Element>(metrics: readonly Metric[]) {
  const ref = useRef<T>(null);

  useLayoutEffect(() => {
    if (!ref.current || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    write(ref.current, metrics, 0);
  }, [metrics]);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let started = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      if (started) return;
      started = true;
      window.clearTimeout(timer);
      observer?.disconnect();
      const startedAt = performance.now();
      let last = 0;
      const tick = (now: number) => {
        const current = stepAt(now - startedAt);
        if (current !== last) write(element, metrics, current);
        last = current;
        if (current < COUNT_UP.steps) frame = window.requestAnimationFrame(tick);
      };
      frame = window.requestAnimationFrame(tick);
    };
    const timer = window.setTimeout(start, COUNT_UP.startDelayMs);
    if (typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        threshold: COUNT_UP.observerThreshold,
        rootMargin: COUNT_UP.observerRootMargin,
      });
      observer.observe(element);
    }
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      window.cancelAnimationFrame(frame);
      // An interrupted count (unmount, fast refresh) leaves the final values, as rendered.
      write(element, metrics, COUNT_UP.steps);
    };
  }, [metrics]);

  return ref;
}

/** Shows step `step` of every metric: the text node React rendered is updated in place. */
export function write(root: Element, metrics: readonly Metric[], step: number): void {
  root.querySelectorAll(`[${COUNT_UP_ATTRIBUTE}]`).forEach((el, i) => {
    const metric = metrics[i];
    if (!metric) return;
    const text = formatMetric(countUpValue(metric.target, step), metric.suffix);
    const node = el.firstChild;
    if (node && node.nodeType === Node.TEXT_NODE && !node.nextSibling) {
      if (node.nodeValue !== text) node.nodeValue = text;
    } else el.textContent = text;
  });
}
