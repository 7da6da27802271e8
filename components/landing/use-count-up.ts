"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { COUNT_UP, stepAt } from "@/lib/landing/count-up";

/**
 * The count-up animation (spec doc 1 §9): 60 ease-out steps over 2000 ms, starting when the
 * element scrolls into view (threshold 0.05, margin 100 px) or after 500 ms, whichever is first.
 * Returns the ref to attach and the current step, or null while the final values should show (server
 * HTML, no JS, reduced motion). The step drops to 0 before the hydrated tree's first paint, so the
 * final values do not flash before the count.
 */
export function useCountUp<T extends Element>() {
  const ref = useRef<T>(null);
  const [step, setStep] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setStep(0);
  }, []);

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
      const tick = (now: number) => {
        const current = stepAt(now - startedAt);
        setStep(current);
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
    };
  }, []);

  return { ref, step };
}
