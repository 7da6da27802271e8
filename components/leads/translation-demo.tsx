"use client";

import { useEffect, useState } from "react";
import { ArrowRight } from "lucide-react";
import { track } from "@/lib/analytics/track";

/** Demo animation cycle (spec doc 1 §9). */
export const DEMO_CYCLE_MS = 6000;

const BEFORE =
  "Serves as GS-0343-12 Management and Program Analyst; conducts studies of agency programs in accordance with OMB Circular A-11 and provides recommendations to senior leadership.";
const AFTER =
  "Business analyst who led process-improvement studies, turned budget and performance data into recommendations, and briefed senior leadership on the results.";

/**
 * Before/after position-description demo (variant A). Replays every 6 s until the visitor clicks
 * it; with prefers-reduced-motion both texts are simply shown, without animation.
 */
export function TranslationDemo() {
  const [cycle, setCycle] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (stopped || reduced) return;
    const timer = window.setInterval(() => setCycle((c) => c + 1), DEMO_CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [stopped, reduced]);

  const animate = !stopped && !reduced;
  const stop = () => {
    if (stopped) return;
    setStopped(true);
    track("demo_requested", { demo: "position_translation" });
  };

  return (
    <figure className="rounded-xl bg-card p-5 shadow-sm ring-1 ring-border">
      <figcaption className="flex items-center justify-between gap-2 text-sm font-semibold text-foreground">
        <span>See the translation</span>
        <button
          type="button"
          onClick={stop}
          disabled={!animate}
          className="rounded-md px-2 py-1 text-xs font-medium text-brand underline underline-offset-2 disabled:no-underline disabled:text-muted-foreground"
        >
          {animate ? "Stop animation" : "Animation stopped"}
        </button>
      </figcaption>
      <div
        key={animate ? cycle : "static"}
        onClick={stop}
        className="mt-4 grid gap-3 md:grid-cols-[1fr_auto_1fr] md:items-center"
      >
        <div className={animate ? "lead-demo-before rounded-lg bg-muted p-4" : "rounded-lg bg-muted p-4"}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Government wording</p>
          <p className="mt-2 text-sm text-foreground">{BEFORE}</p>
        </div>
        <ArrowRight aria-hidden="true" className="mx-auto size-6 rotate-90 text-brand md:rotate-0" />
        <div className={animate ? "lead-demo-after rounded-lg bg-secondary p-4" : "rounded-lg bg-secondary p-4"}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Private-sector wording</p>
          <p className="mt-2 text-sm text-foreground">{AFTER}</p>
        </div>
      </div>
      {animate && (
        <style>{`
          @keyframes lead-demo-fade { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
          .lead-demo-before { animation: lead-demo-fade 600ms ease-out both; }
          .lead-demo-after { animation: lead-demo-fade 600ms ease-out 1500ms both; }
        `}</style>
      )}
    </figure>
  );
}
