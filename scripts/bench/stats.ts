/** Sorted-sample percentile (nearest rank), as the translate and resume-api benchmarks report it. */
export function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}
