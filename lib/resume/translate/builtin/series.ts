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
/** "GS-13", "GS-12/13"; for the common plans also "GS 13" (not "GS03", a state grade code, or "#GG2", a class code). */
const GRADE_ONLY = new RegExp(
  `\\b(?:(${PAY_PLANS})\\s*[-–]|(GS|GG|GM|WG|WL|WS) )\\s*(\\d{1,2}(?:\\s*\\/\\s*\\d{1,2})*)\\b(?!\\s*[-–]\\s*\\d)`,
  "g",
);
/** "Full Performance Level (GS13)", "full performance level, GS 12", "full performance GS-12 level", "GS-12 full performance level". */
const FULL_PERFORMANCE = new RegExp(
  `full[- ]performance (?:level|grade)?[^.\\n\\d]{0,30}?\\b(${PAY_PLANS})\\s*[-–]?\\s*(\\d{1,2})\\b(?!\\s*[-–/]\\s*\\d)|\\b(${PAY_PLANS})\\s*[-–]?\\s*(\\d{1,2})\\b(?!\\s*[-–/]\\s*\\d)\\)?,? (?:is the |at the |with (?:a |the )?)?full[- ]performance`,
  "gi",
);
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
        payPlan ??= m[1] ?? m[2];
        grade ??= m[3].replace(/\s+/g, "");
      }
    }
  });
  // A posting open at several grades names the grade the position reaches: "may be filled at the
  // GS-11 or GS-12 level … full performance GS-12 level" is the range 11/12.
  // The phrase in any case, the plan in capitals ("GS", not the word "as").
  const full = texts.flatMap((t) => [...t.matchAll(FULL_PERFORMANCE)]).find((m) => /^[A-Z]{2}$/.test(m[1] ?? m[3]));
  if (full) {
    const top = Number(full[2] ?? full[4]);
    if (grade === undefined) grade = String(top);
    else if (/^\d/.test(grade) && grade.split("/").every((g) => Number(g) < top)) grade = `${grade}/${top}`;
    payPlan ??= full[1] ?? full[3];
  }
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
