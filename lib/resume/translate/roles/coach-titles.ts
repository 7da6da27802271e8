/**
 * Which of an occupation's titles career coaches actually put on their lists, and how often.
 *
 * The role map says which titles suit an occupation; it does not say which of them a coach reaches
 * for first. `data/coach-titles.json` holds, per role-map entry and level, the share of position
 * descriptions whose coach listed each of the entry's titles. It is fitted by `npm run
 * fit:coach-titles` from the reference lists of the evaluation sets (eval/translate: 1,600-odd real
 * PDs, each with the titles a coach wrote before any engine ran): the PDs the engine puts at that
 * entry and level or, where they are fewer than three, at it and the levels on either side; only
 * groups of at least three PDs and titles at least two coaches listed, so no single file's list can
 * place a title. It is knowledge about occupations (an accountant's coaches list "Staff Accountant"
 * more than "Fund Accountant"), not about files: the fit's own cross-validation and the blind
 * batches, which it never saw, measure what it buys (eval/translate/README.md).
 */
import data from "../data/coach-titles.json" with { type: "json" };
import type { Seniority } from "./families";
import { normalizeTitleKey } from "./role-map";

/** Per entry key and level: title key (`normalizeTitleKey`) → share of PDs. */
export type CoachTitles = Record<string, Partial<Record<Seniority, Record<string, number>>>>;

export const COACH_TITLES: CoachTitles = (data as { entries: CoachTitles }).entries;

/**
 * How much the engine's own order counts beside the coaches' shares: the first of n candidates
 * gets this much, the last almost nothing. A title two coaches in three listed outranks the
 * engine's first choice that none listed.
 */
export const ENGINE_ORDER_WEIGHT = 0.5;

/** The shares for an entry at a level, when the fit had enough PDs for them. */
export function coachShares(table: CoachTitles, entryKey: string, level: Seniority): Record<string, number> | undefined {
  return table[entryKey]?.[level];
}

/**
 * Candidates ordered by the coaches' share of each plus the engine's own order (earlier is
 * better). Without shares the order is unchanged; ties keep the engine's order.
 */
export function byCoachShare(candidates: readonly string[], shares: Record<string, number> | undefined, weight = ENGINE_ORDER_WEIGHT): string[] {
  const n = candidates.length;
  const score = (t: string, k: number) => (shares?.[normalizeTitleKey(t)] ?? 0) + weight * (1 - k / n);
  return candidates
    .map((t, k) => ({ t, s: score(t, k), k }))
    .sort((a, b) => b.s - a.s || a.k - b.k)
    .map((x) => x.t);
}
