/**
 * CivicShift's curated crosswalk (data/crosswalk.json): OPM series and state/county/city job
 * families → 2–4 O*NET codes that are realistic private-sector destinations. No official
 * OPM→SOC crosswalk ships with the data set (see ../shared/data/crosswalk/README.md).
 */
import crosswalk from "../data/crosswalk.json" with { type: "json" };

export type CrosswalkSeries = { title: string; label: string; codes: string[] };
export type CrosswalkFamily = { id: string; label: string; match: string[]; codes: string[] };
export type CrosswalkData = {
  series: Record<string, CrosswalkSeries>;
  /** Per series, OPM parenthetical specialty code → O*NET codes to put first. */
  seriesOptions: Record<string, Record<string, string[]>>;
  families: CrosswalkFamily[];
  titleHints: Record<string, string>;
  publicOnly: string[];
};

export const crosswalkData = crosswalk as CrosswalkData;

export type CrosswalkHit = {
  /** "series" when the series code was given, "title" when inferred from a federal title, "family" for state/local job families. */
  source: "series" | "title" | "family";
  /** Series number or family id. */
  key: string;
  label: string;
  codes: string[];
};

const publicOnly = new Set(crosswalkData.publicOnly);

export function isPublicOnly(code: string): boolean {
  return publicOnly.has(code) || code.startsWith("55-");
}

export function lookupSeries(series: string | undefined): CrosswalkHit | null {
  if (!series) return null;
  const entry = crosswalkData.series[series];
  return entry ? { source: "series", key: series, label: entry.label, codes: entry.codes } : null;
}

type Phrase = { phrase: string; re: RegExp; hit: () => CrosswalkHit };

let phrases: Phrase[] | undefined;

/** "education programs consultant" and "education program consultant" compare equal. */
function singularWords(s: string): string {
  return s.replace(/\b([a-z]{3,}?)(?:ies)\b/g, "$1y").replace(/\b([a-z]{3,}[^s])s\b/g, "$1");
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function phraseList(): Phrase[] {
  if (phrases) return phrases;
  const list: Phrase[] = [];
  for (const [phrase, series] of Object.entries(crosswalkData.titleHints)) {
    const entry = crosswalkData.series[series];
    list.push({
      phrase,
      re: new RegExp(`(?:^|[^a-z0-9])${escape(singularWords(phrase))}(?:$|[^a-z0-9])`),
      hit: () => ({ source: "title", key: series, label: entry.label, codes: entry.codes }),
    });
  }
  for (const family of crosswalkData.families) {
    for (const phrase of family.match) {
      list.push({
        phrase,
        re: new RegExp(`(?:^|[^a-z0-9])${escape(singularWords(phrase))}(?:$|[^a-z0-9])`),
        hit: () => ({ source: "family", key: family.id, label: family.label, codes: family.codes }),
      });
    }
  }
  // Longest phrase first: "public health nurse" beats "nurse", "court clerk" beats "clerk".
  list.sort((a, b) => b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));
  phrases = list;
  return list;
}

/** The job family or federal title a job title belongs to (longest matching phrase wins). */
export function matchJobTitle(jobTitle: string): CrosswalkHit | null {
  const title = singularWords(jobTitle.toLowerCase())
    .replace(/[’']/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (!title) return null;
  for (const p of phraseList()) if (p.re.test(title)) return p.hit();
  return null;
}

/** Series code first, then the title; an OPM specialty code in the title refines the codes. */
export function resolveCrosswalk(series: string | undefined, jobTitle: string): CrosswalkHit | null {
  const hit = lookupSeries(series) ?? matchJobTitle(jobTitle);
  const options = hit ? crosswalkData.seriesOptions[hit.key] : undefined;
  if (!hit || !options) return hit;
  const specific = [...jobTitle.matchAll(/\(([A-Z/ ,&]+)\)/g)].flatMap((m) => m[1].split(/\s*[/,&]\s*/)).flatMap((o) => options[o] ?? []);
  return specific.length ? { ...hit, codes: [...new Set([...specific, ...hit.codes])].slice(0, 4) } : hit;
}
