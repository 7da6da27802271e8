/**
 * Skills the text supports: domain skills recognised in the duties (data/skills-lexicon.ts),
 * then O*NET skills of the best-matching occupations whose evidence appears in the text, ordered
 * by O*NET importance. Nothing is claimed without evidence in the user's own words.
 */
import { DOMAIN_SKILLS, ONET_SKILLS } from "../data/skills-lexicon";
import type { OnetIndex } from "./onet-index";
import type { RankedOccupation } from "./roles";

const domain = DOMAIN_SKILLS.map(([label, evidence]) => ({ label, re: new RegExp(`(?<![A-Za-z0-9])(?:${evidence})`, "gi") }));
const onet = new Map(Object.entries(ONET_SKILLS).map(([name, [label, evidence]]) => [name, { label, re: new RegExp(evidence, "i") }]));

/** Broad labels left out when a more specific one is present. */
const SUBSUMED: Readonly<Record<string, readonly string[]>> = {
  "Budget Management": ["Budget Planning and Execution"],
  "Training and Mentoring": ["Professional Development"],
};

/** Broad skills that say less than a domain skill; listed after the specific ones. */
const GENERIC = new Set([
  "Regulatory Compliance", "Supplier Management", "Stakeholder Engagement", "Budget Management",
  "Training and Mentoring", "Customer Service", "Scheduling", "Report Writing", "Presentations",
  "Team Leadership", "Logistics", "Audit Support", "Technical Documentation", "Data Analysis",
  "Records Management", "Emergency Response", "Quality Assurance", "Executive Briefings",
  "Evidence Collection", "Interviewing", "Classroom Instruction", "Project Management",
  "Service Coordination", "Case Management", "Risk Management", "Surveillance", "Threat Assessment",
  "Asset Management", "Occupational Safety", "Permitting", "Forecasting",
]);

export type SkillEvidence = { label: string; count: number; first: number };

/** Domain skills found in `text`, most mentioned first. */
export function domainSkills(text: string): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  for (const { label, re } of domain) {
    re.lastIndex = 0;
    let count = 0;
    let first = -1;
    for (const m of text.matchAll(re)) {
      if (first < 0) first = m.index ?? 0;
      count++;
    }
    if (count) out.push({ label, count, first });
  }
  // Specific skills first; within a group, the most mentioned (capped, so one repeated word
  // cannot dominate), then the earliest.
  const rank = (s: SkillEvidence) => (GENERIC.has(s.label) ? 1 : 0);
  out.sort((a, b) => rank(a) - rank(b) || Math.min(b.count, 4) - Math.min(a.count, 4) || a.first - b.first || a.label.localeCompare(b.label));
  const labels = new Set(out.map((s) => s.label));
  return out.filter((s) => !(SUBSUMED[s.label] ?? []).some((specific) => labels.has(specific)));
}

/** O*NET skills of the top occupations that the text supports, most important first. */
export function onetSkills(index: OnetIndex, ranked: readonly RankedOccupation[], text: string, occupations = 5): string[] {
  const weight = new Map<string, number>();
  for (const r of ranked.slice(0, occupations)) {
    for (const s of index.skills[r.occ]) {
      const entry = onet.get(s.name);
      if (!entry || !entry.re.test(text)) continue;
      weight.set(entry.label, (weight.get(entry.label) ?? 0) + s.importance * Math.max(0.1, r.score));
    }
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => label);
}

/** Domain skills over several positions, each position's mentions weighted by its recency. */
export function weightedDomainSkills(parts: readonly { text: string; weight: number }[]): SkillEvidence[] {
  const merged = new Map<string, SkillEvidence>();
  parts.forEach((part, p) => {
    for (const s of domainSkills(part.text)) {
      const prev = merged.get(s.label);
      // Repeats add a little; recency decides.
      const count = part.weight * (1 + 0.25 * (Math.min(s.count, 4) - 1));
      const first = p * 1_000_000 + s.first;
      merged.set(s.label, prev ? { label: s.label, count: prev.count + count, first: Math.min(prev.first, first) } : { label: s.label, count, first });
    }
  });
  const rank = (s: SkillEvidence) => (GENERIC.has(s.label) ? 1 : 0);
  const out = [...merged.values()].sort((a, b) => rank(a) - rank(b) || b.count - a.count || a.first - b.first || a.label.localeCompare(b.label));
  const labels = new Set(out.map((s) => s.label));
  return out.filter((s) => !(SUBSUMED[s.label] ?? []).some((specific) => labels.has(specific)));
}

/**
 * The resume's skills: up to `maxDomain` domain skills then O*NET skills, distinct, `max` in all.
 * When the text supports nothing, the top occupation's most important skills stand in (these are
 * general abilities, never facts about the person).
 */
export function selectSkills(options: {
  index: OnetIndex;
  ranked: readonly RankedOccupation[];
  text: string;
  /** Per-position texts with recency weights; when given, domain skills favour recent work. */
  parts?: readonly { text: string; weight: number }[];
  max?: number;
  maxDomain?: number;
}): string[] {
  const { index, ranked, text, max = 14, maxDomain = 9 } = options;
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (label: string) => {
    const key = label.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(label);
  };
  const found = options.parts && options.parts.length > 1 ? weightedDomainSkills(options.parts) : domainSkills(text);
  const domainList = found.slice(0, maxDomain).map((s) => s.label);
  for (const label of domainList) push(label);
  for (const label of onetSkills(index, ranked, text)) {
    if (!(SUBSUMED[label] ?? []).some((specific) => domainList.includes(specific))) push(label);
  }
  if (!out.length && ranked.length) {
    for (const s of index.skills[ranked[0].occ].slice(0, 4)) {
      const entry = onet.get(s.name);
      if (entry) push(entry.label);
    }
  }
  return out;
}
