/**
 * Count-up animation of the landing page's success metrics (spec doc 1 §2 and §9): from 0 to
 * each target over 2000 ms in 60 steps with ease-out, starting when the section becomes visible
 * (threshold 0.05, margin 100 px) or after 500 ms, whichever comes first.
 *
 * Pure functions only, so the frames are tested with fixed inputs; the component drives them.
 */
export const COUNT_UP = {
  durationMs: 2000,
  steps: 60,
  startDelayMs: 500,
  observerThreshold: 0.05,
  observerRootMargin: "100px",
} as const;

/** Cubic ease-out: fast at first, settling into the target. `progress` is clamped to [0, 1]. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The step (0..steps) reached after `elapsedMs`; each step lasts durationMs / steps. */
export function stepAt(
  elapsedMs: number,
  { durationMs = COUNT_UP.durationMs, steps = COUNT_UP.steps }: { durationMs?: number; steps?: number } = {},
): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(steps, Math.floor((elapsedMs * steps) / durationMs));
}

/** The whole number shown at `step` of `steps` on the way to `target`; the last step is exactly the target. */
export function countUpValue(target: number, step: number, steps: number = COUNT_UP.steps): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round(target * easeOut(step / steps));
}

export type Metric = {
  target: number;
  label: string;
  /** Text after the number, e.g. "+" or "%". */
  suffix?: string;
};

/** Targets of the success metrics (spec doc 1 §9). */
export const SUCCESS_METRICS: readonly Metric[] = [
  { target: 5000, suffix: "+", label: "Resumes created" },
  { target: 32, suffix: "%", label: "Average salary increase" },
  { target: 2, label: "Minute process" },
  { target: 100, suffix: "%", label: "Free" },
];

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "5,000+", "32%", "2": a fixed locale, so the server's HTML and the browser's agree. */
export function formatMetric(value: number, suffix = ""): string {
  return `${numberFormat.format(value)}${suffix}`;
}
