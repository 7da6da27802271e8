"use client";

import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CREATION_TIME_COPY } from "@/lib/config/public";
import { cn } from "@/lib/utils";

/**
 * The stages the server goes through for POST /api/resumes, with the elapsed time at which each
 * usually begins. The request is one call, so the page cannot know the exact stage: it moves
 * through them on a clock, never claims the last one is done before the answer arrives, and
 * shows the real elapsed time.
 */
export const CREATION_STAGES = [
  { label: "Reading your position descriptions", startsAtMs: 0 },
  { label: "Translating government terms into private-sector language", startsAtMs: 1_200 },
  { label: "Identifying your skills and private-sector roles", startsAtMs: 3_500 },
  { label: "Matching you with open jobs", startsAtMs: 7_000 },
  { label: "Building your resume", startsAtMs: 11_000 },
] as const;

export function stageAt(elapsedMs: number): number {
  let current = 0;
  CREATION_STAGES.forEach((s, i) => {
    if (elapsedMs >= s.startsAtMs) current = i;
  });
  return current;
}

/** The progress state of /create-resume: named stages, elapsed seconds and a way out. */
export function CreationProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const [elapsed, setElapsed] = useState(() => Date.now() - startedAt);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setInterval(() => setElapsed(Date.now() - startedAt), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const current = stageAt(elapsed);
  const seconds = Math.floor(elapsed / 1000);

  return (
    <div className="mx-auto grid max-w-xl gap-6 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-10">
      <Loader2 className="mx-auto size-12 animate-spin text-brand" aria-hidden="true" />
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand outline-none">
          Creating your resume...
        </h1>
        <p className="mt-2 text-muted-foreground">
          {CREATION_TIME_COPY.progress} Please keep this page open.
        </p>
      </div>
      <ol className="grid gap-3 text-left" aria-label="Progress">
        {CREATION_STAGES.map((stage, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={stage.label}
              className={cn("flex items-center gap-3", done || active ? "text-foreground" : "text-muted-foreground")}
              aria-current={active ? "step" : undefined}
            >
              {done ? (
                <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
              ) : active ? (
                <Loader2 className="size-5 shrink-0 animate-spin text-brand" aria-hidden="true" />
              ) : (
                <Circle className="size-5 shrink-0" aria-hidden="true" />
              )}
              <span className={cn(active && "font-semibold")}>{stage.label}</span>
              <span className="sr-only">{done ? "(done)" : active ? "(in progress)" : "(waiting)"}</span>
            </li>
          );
        })}
      </ol>
      {/* Only the stage is announced; the seconds would be read out every second. */}
      <p role="status" aria-live="polite" className="sr-only">
        {CREATION_STAGES[current]!.label}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="elapsed">
        {seconds} {seconds === 1 ? "second" : "seconds"} elapsed
      </p>
      <Button type="button" variant="outline" className="justify-self-center" onClick={onCancel}>
        Cancel and Edit My Details
      </Button>
    </div>
  );
}
