/**
 * National wages by occupation (BLS OEWS, May 2025; public domain — see data/README.md), looked up
 * by O*NET-SOC code through the derived O*NET → OEWS link.
 */
import socWages from "./data/soc-median-wage.json" with { type: "json" };
import onetToOews from "./data/onet-to-oews.json" with { type: "json" };

export const BLS_WAGE_CITATION =
  "Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2025.";

type RawWage = {
  title: string;
  group: string;
  medianAnnual?: number;
  medianHourly?: number;
  meanAnnual?: number;
  p10Annual?: number;
  p90Annual?: number;
  employment?: number;
  hourlyOnly?: boolean;
};

export type OccupationWage = {
  /** OEWS occupation code, e.g. "15-1212". */
  occCode: string;
  title: string;
  medianAnnual: number;
  p10Annual: number | null;
  p90Annual: number | null;
  employment: number | null;
};

const wages = socWages as Record<string, RawWage>;
const links = onetToOews as Record<string, string>;

/** Annual wages for an O*NET-SOC code ("15-1212.00"), or null when BLS publishes no annual median. */
export function wageForOnetCode(onetCode: string): OccupationWage | null {
  const occCode = links[onetCode];
  const row = occCode ? wages[occCode] : undefined;
  if (!occCode || !row?.medianAnnual) return null;
  return {
    occCode,
    title: row.title,
    medianAnnual: row.medianAnnual,
    p10Annual: row.p10Annual ?? null,
    p90Annual: row.p90Annual ?? null,
    employment: row.employment ?? null,
  };
}

/** How many O*NET codes share each OEWS code (their employment is split between them). */
export function onetCodesPerOewsCode(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const occ of Object.values(links)) counts.set(occ, (counts.get(occ) ?? 0) + 1);
  return counts;
}
