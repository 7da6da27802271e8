/** Salary text as job matches show it: "$85,000 - $110,000", "From $85,000", "Median $129,180 (BLS)". */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

export function formatSalaryRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const lo = min ?? null;
  const hi = max ?? null;
  if (lo !== null && hi !== null) return lo === hi ? formatUsd(lo) : `${formatUsd(lo)} - ${formatUsd(hi)}`;
  if (lo !== null) return `From ${formatUsd(lo)}`;
  if (hi !== null) return `Up to ${formatUsd(hi)}`;
  return null;
}

export function formatMedianWage(median: number): string {
  return `Median ${formatUsd(median)} (BLS)`;
}
