/**
 * Detects the federal pay plan, occupational series and grade ("GS-0343-13", "GS-2210-12/13",
 * "Series: 1102", "0560 series", "NH-0855-III") in a title or description.
 */

export type SeriesInfo = {
  payPlan?: string;
  /** Four-digit OPM series, e.g. "0343". */
  series?: string;
  /** Grade as written, e.g. "13", "12/13", "III". */
  grade?: string;
};

const PAY_PLANS =
  "GS|GG|GM|GL|GP|GR|WG|WL|WS|NH|NJ|NK|ND|NT|NF|YA|YB|YC|YD|YE|YF|YH|YI|YJ|YK|YL|YM|YN|YP|ZA|ZP|ZS|ZT|ZJ|FV|FG|FS|FP|AD|VN|VM|SV|IR|IA|IE|IP|ES|EX|GC|TR|TP";

/**
 * Plan, series and grade together: the listed plans, and any other two-capital plan written with
 * a dash (FDIC "CG-570-13/14", Smithsonian "IS-0801-15", SEC "SK-0510-14").
 */
const FULL = new RegExp(
  `\\b(${PAY_PLANS})\\s*[-–]?\\s*(\\d{3,4})\\s*[-–]\\s*(\\d{1,2}(?:\\s*\\/\\s*\\d{1,2})*|[IVX]{1,4})\\b|\\b([A-Z]{2})\\s*[-–]\\s*(\\d{3,4})\\s*[-–]\\s*(\\d{1,2}(?:\\s*\\/\\s*\\d{1,2})*)\\b`,
  "g",
);
const GRADE_ONLY = new RegExp(`\\b(${PAY_PLANS})\\s*[-–]\\s*(\\d{1,2}(?:\\s*\\/\\s*\\d{1,2})*)\\b(?!\\s*[-–]\\s*\\d)`, "g");
const SERIES_WORD = /\bseries\s*(?:no\.?|number|code)?\s*[:#]?\s*(\d{3,4})\b|\b(\d{4})\s+(?:occupational\s+)?series\b|\bseries\s*\/\s*grade\s*[:#]?\s*(?:[A-Z]{2}\s*[-–]\s*)?(\d{3,4})/gi;

export function normalizeSeries(raw: string): string {
  return raw.padStart(4, "0");
}

/** Finds series/grade in the given texts; the first text (the job title) wins ties. */
export function detectSeries(...texts: readonly string[]): SeriesInfo {
  const votes = new Map<string, number>();
  let payPlan: string | undefined;
  let grade: string | undefined;
  texts.forEach((text, i) => {
    const weight = i === 0 ? 3 : 1;
    for (const m of text.matchAll(FULL)) {
      const [plan, num, g] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
      const s = normalizeSeries(num);
      votes.set(s, (votes.get(s) ?? 0) + 2 * weight);
      payPlan ??= plan;
      grade ??= g.replace(/\s+/g, "");
    }
    for (const m of text.matchAll(SERIES_WORD)) {
      const raw = m[1] ?? m[2] ?? m[3];
      if (raw) votes.set(normalizeSeries(raw), (votes.get(normalizeSeries(raw)) ?? 0) + weight);
    }
    if (!grade) {
      for (const m of text.matchAll(GRADE_ONLY)) {
        payPlan ??= m[1];
        grade ??= m[2].replace(/\s+/g, "");
      }
    }
  });
  let series: string | undefined;
  let best = 0;
  for (const [s, v] of votes) {
    if (v > best || (v === best && series !== undefined && s < series)) {
      series = s;
      best = v;
    }
  }
  return { payPlan, series, grade };
}

/** True when a text still shows a grade or series code (used by tests and the final check). */
export function hasGradeCode(text: string): boolean {
  FULL.lastIndex = 0;
  GRADE_ONLY.lastIndex = 0;
  return FULL.test(text) || GRADE_ONLY.test(text) || /\bGS\b/.test(text);
}
