/**
 * Dates as the resume form takes them ("MM/YYYY" or "Present") and years of experience computed
 * from them (overlapping positions counted once).
 */

export type MonthYear = { year: number; month: number };

export function isPresent(value: string): boolean {
  return /^\s*(?:present|current|now|to date)\s*$/i.test(value);
}

/** "03/2019" → { year: 2019, month: 3 }; also "3/2019" and "2019". Null when unreadable. */
export function parseMonthYear(value: string, now: Date): MonthYear | null {
  if (isPresent(value)) return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const m = /^\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(value) ?? /^\s*()(\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = m[1] ? Number(m[1]) : 1;
  const year = Number(m[2]);
  if (month < 1 || month > 12 || year < 1940 || year > 2100) return null;
  return { year, month };
}

const index = (d: MonthYear) => d.year * 12 + (d.month - 1);

/** Months covered by the positions' date ranges, inclusive of both end months, overlaps once. */
export function monthsOfExperience(ranges: readonly { startDate: string; endDate: string }[], now: Date): number {
  const spans: [number, number][] = [];
  for (const r of ranges) {
    const start = parseMonthYear(r.startDate, now);
    const end = parseMonthYear(r.endDate, now);
    if (!start || !end || index(end) < index(start)) continue;
    spans.push([index(start), index(end)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const s of spans) {
    if (cur && s[0] <= cur[1] + 1) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0] + 1;
      cur = [s[0], s[1]];
    }
  }
  if (cur) total += cur[1] - cur[0] + 1;
  return total;
}

/** Whole years, and whether there are months beyond them ("12+"). */
export function yearsOf(months: number): { years: number; plus: boolean } {
  return { years: Math.floor(months / 12), plus: months % 12 > 0 };
}

/** Sort key for recency: the end date (Present is latest), then the start date. */
export function recencyKey(r: { startDate: string; endDate: string }, now: Date): number {
  const end = parseMonthYear(r.endDate, now);
  const start = parseMonthYear(r.startDate, now);
  return (end ? index(end) : 0) * 10_000 + (start ? index(start) : 0);
}
