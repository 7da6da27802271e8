import { publicConfig } from "@/lib/config/public";

const MONTH_NAMES = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];
/** "jan" and "january" (and "sept") -> month number. */
const MONTHS = new Map<string, number>([
  ...MONTH_NAMES.map((m, i) => [m, i + 1] as const),
  ...MONTH_NAMES.map((m, i) => [m.slice(0, 3), i + 1] as const),
  ["sept", 9],
]);
const PRESENT = /^(present|current|currently|now|today|ongoing|to date)$/i;

const mmYyyy = (month: number, year: string) =>
  month >= 1 && month <= 12 ? `${String(month).padStart(2, "0")}/${year}` : undefined;

/**
 * A resume date as MM/YYYY (what applicant-tracking systems parse most reliably); "Present" stays
 * "Present". Accepts the form's MM/YYYY plus the usual variants (M/YYYY, YYYY-MM, MM/DD/YYYY,
 * "Jan 2020", "January 2020"). Anything else (a bare year, free text) is kept as written rather
 * than given an invented month.
 */
export function formatResumeDate(input: string | null | undefined): string {
  const value = (input ?? "").trim();
  if (!value) return "";
  if (PRESENT.test(value)) return "Present";
  let m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (m) return mmYyyy(Number(m[1]), m[2]!) ?? value;
  m = /^(\d{4})\s*[/.-]\s*(\d{1,2})(?:\s*[/.-]\s*\d{1,2})?$/.exec(value);
  if (m) return mmYyyy(Number(m[2]), m[1]!) ?? value;
  m = /^(\d{1,2})\/\d{1,2}\/(\d{4})$/.exec(value);
  if (m) return mmYyyy(Number(m[1]), m[2]!) ?? value;
  m = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(value);
  const month = m && MONTHS.get(m[1]!.toLowerCase());
  if (m && month) return mmYyyy(month, m[2]!)!;
  return value;
}

/** "01/2019 - Present"; either side may be missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  return [formatResumeDate(start), formatResumeDate(end)].filter(Boolean).join(" - ");
}

const NAME_SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v", "phd", "md", "mba", "esq", "cpa", "pmp"]);

/** Letters, digits and hyphens only, accents dropped ("José" -> "Jose", "O'Neil" -> "ONeil"). */
function safePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9-]/g, "")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}

/**
 * The download's file name, `{First}_{Last}_{Product}_Translated.docx`, e.g.
 * "Jordan_Rivera_CivicShift_Translated.docx". Safe in any file system and header.
 */
export function resumeFileName(
  name: string,
  { extension = "docx", product = publicConfig.productName }: { extension?: "docx" | "pdf"; product?: string } = {},
): string {
  const tokens = name.split(/[\s,]+/).map(safePart).filter(Boolean);
  const first = tokens[0];
  const rest = tokens.slice(1).filter((t) => !NAME_SUFFIXES.has(t.toLowerCase()));
  const last = rest.at(-1);
  const parts = [first, last].filter(Boolean) as string[];
  if (parts.length === 0) parts.push("Resume");
  return `${[...parts, safePart(product) || "Resume", "Translated"].join("_")}.${extension}`;
}

/** A Content-Disposition value for a download; resumeFileName's output needs no escaping. */
export function attachmentDisposition(filename: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
