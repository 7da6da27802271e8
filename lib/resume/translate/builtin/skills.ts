/**
 * Skills the text supports: domain skills recognised in the duties (data/skills-lexicon.ts),
 * then O*NET skills of the best-matching occupations whose evidence appears in the text, ordered
 * by O*NET importance. Nothing is claimed without evidence in the user's own words.
 */
import { DOMAIN_SKILLS, ONET_SKILLS } from "../data/skills-lexicon";
import type { OnetIndex } from "./onet-index";
import type { RankedOccupation } from "./roles";
import nlp from "compromise";
import { lookupVerb } from "./verbs";

const domain = DOMAIN_SKILLS.map(([label, evidence]) => ({ label, re: new RegExp(`(?<![A-Za-z0-9])(?:${evidence})`, "gi") }));
const onet = new Map(Object.entries(ONET_SKILLS).map(([name, [label, evidence]]) => [name, { label, re: new RegExp(evidence, "i") }]));

/** Broad labels left out when a more specific one is present. */
const SUBSUMED: Readonly<Record<string, readonly string[]>> = {
  "Budget Management": ["Budget Planning and Execution"],
  "Training and Mentoring": ["Professional Development"],
  "Training and Instruction": ["Training and Mentoring"],
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

/** Nouns that end a skill phrase: "environmental education", "fire suppression", "budget formulation". */
const SKILL_HEADS =
  "management administration analysis analyses planning inspection inspections maintenance education enforcement investigation investigations " +
  "reporting research design safety training outreach procurement compliance assessment assessments evaluation budgeting accounting auditing " +
  "forecasting scheduling documentation communications relations response prevention suppression control monitoring testing modeling mapping " +
  "programming security care counseling instruction interpretation surveillance sampling treatment repair installation troubleshooting " +
  "recruitment classification negotiation negotiations writing editing cataloging formulation execution reconciliation collection collections " +
  "development engagement coordination operations review reviews mediation adjudication intake triage restoration conservation protection " +
  "acquisition acquisitions estimating surveying permitting licensing underwriting forecasts policy preparedness " +
  "support processing procedures equipment correspondence entry specifications requirements science sciences " +
  "consultation advocacy benefits compensation staffing retention networks software hardware";
const HEADS = new Set(SKILL_HEADS.split(" "));

/** Heads that make a skill only with particular words before them ("Technical Support", not "Direct Support"). */
const WEAK_HEADS: Record<string, RegExp> = {
  support: /^(?:technical|customer|desktop|user|administrative|office|application|network|production|clinical|decision|logistics|field|audit|legal|engineering)$/,
  requirements: /^(?:user|business|system|systems|software|technical|functional|data|security|safety|regulatory|legal|customer)$/,
  equipment: /^(?:heavy|office|medical|laboratory|safety|electrical|mechanical|computer|network|communications|radio|telecommunications|audio|video|fire|rescue|diagnostic|test|construction)$/,
  entry: /^(?:data|order)$/,
  preparedness: /^(?:emergency|disaster|fire|operational|public|health|hazard|wildfire|community|business|pandemic|hurricane|flood)$/,
  control: /^(?:quality|inventory|access|document|cost|budget|process|statistical|production|traffic|pest|infection|fire|crowd|version|change|internal|erosion|sediment|flood|weed|dust|odor|noise|pollution|spill|riot|motor|project|financial|credit)$/,
};

/** Words that cannot open or sit inside a skill phrase. */
const NOT_MODIFIER = new Set(
  ("the a an and or of to in for with on by as at from into all any each every other such related various general overall daily assigned this that " +
    "these those his her their its our your may will shall must can including include includes within under over through among between both " +
    "more most less least major minor new own same several some many much few specific particular appropriate necessary required proper " +
    "effective efficient complex difficult routine regular ongoing sound good high low full total annual monthly weekly " +
    "agency department bureau division branch federal state county city government public governmental " +
    "incumbent employee employees position work duties responsibilities task tasks area areas level levels type types kind variety range number").split(" "),
);

/** Evaluative or incidental adjectives: "unusual", "proactive", "current" say nothing about the skill. */
const EVALUATIVE = new Set(
  ("unusual competent proactive occasional independent optimal conceptual comprehensive temporary critical current private detailed positive " +
    "mandatory special centralized technological supplemental quaternary initial final primary secondary principal basic advanced expert " +
    "senior junior key main whole entire additional further responsible significant substantial considerable extensive limited broad " +
    "various numerous assorted diverse unique novel sensitive controversial difficult complex routine standard normal usual typical " +
    "executive administrative supervisory technical professional illegal registered complete official guide brief local wide " +
    "inadequate adequate essential direct action staff encompasses " +
    // Words that only date or qualify a thing: "existing patient care programs".
    "existing future prior previous proposed potential actual recent multiple relevant applicable varied certain " +
    // Praise and manner, not a field: "best training practices", "quick response", "principle operations".
    "best better great excellent strong successful quick rapid prompt conventional principle").split(" "),
);

/** Programs and benefits a PD names, which read like skills but are none ("Social Security numbers"). */
const PROGRAM_NAMES = new Set(["social security", "homeland security", "national security", "unemployment insurance"]);

type Term = { text: string; tags: string[]; pre: string; post: string };

/** Gerunds that name a field, so they modify a noun like one ("accounting classification", "housing inspection"). */
const FIELD_GERUNDS = new Set(
  "accounting auditing budgeting contracting engineering housing nursing planning training marketing banking manufacturing building zoning permitting licensing mapping programming surveying purchasing lending".split(" "),
);

function isPlainModifier(t: Term): boolean {
  const word = t.text;
  const lower = word.toLowerCase();
  // Lower case as written (a capitalised word is a name: "Portland", "Justice"), no digits or hyphens.
  if (!/^[a-z]{3,}$/.test(word) || NOT_MODIFIER.has(lower) || EVALUATIVE.has(lower)) return false;
  if (FIELD_GERUNDS.has(lower)) return true;
  const verb = lookupVerb(lower);
  if (verb && verb.form !== "base") return false;
  if (t.tags.includes("ProperNoun") || t.tags.includes("Verb") || t.tags.includes("Adverb") || t.tags.includes("Determiner") || t.tags.includes("Preposition")) return false;
  return t.tags.includes("Noun") || t.tags.includes("Adjective");
}

const titleWord = (w: string) => (/^(?:and|of|for)$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1));

const CONJUNCTION = /^(?:and|or)$/i;

/**
 * Modifiers a skill noun shares through coordination, each with it: "criminal, civil, and
 * administrative investigations" gives "criminal" and "civil" (a plain modifier before the noun
 * is counted already); "emergency planning and preparedness" gives "emergency" for
 * "preparedness". A modifier list holds plain modifiers only.
 */
function coordinated(terms: readonly Term[], i: number): string[][] {
  const out: string[][] = [];
  const plainAt = (j: number) => j >= 0 && isPlainModifier(terms[j]) && !(j > 0 && /-\s*$/.test(terms[j - 1].post));
  // "X, Y, and <modifier> NOUN": the conjunction two words before the noun.
  // Adjectives only: "guidance and policy interpretation" is guidance, and policy interpretation.
  const adjective = (t: Term) => t.tags.includes("Adjective") && !t.tags.includes("Noun") && !t.tags.includes("Verb");
  if (i >= 3 && CONJUNCTION.test(terms[i - 2].text) && adjective(terms[i - 1]) && !/[^\s]/.test(terms[i - 1].post) && !/[^\s]/.test(terms[i - 2].post)) {
    for (let j = i - 3, n = 0; j >= 0 && n < 3; j--, n++) {
      const sep = terms[j].post.trim();
      if ((j === i - 3 ? sep !== "," && sep !== "" : sep !== ",") || !plainAt(j) || !adjective(terms[j])) break;
      out.push([terms[j].text.toLowerCase()]);
    }
  }
  // "<modifiers> HEAD and NOUN": the first head's modifiers, when the second noun has none of its own.
  if (i >= 3 && CONJUNCTION.test(terms[i - 1].text) && HEADS.has(terms[i - 2].text.toLowerCase()) && !/[^\s]/.test(terms[i - 2].post) && !/[^\s]/.test(terms[i - 1].post)) {
    const mods: string[] = [];
    for (let j = i - 3; j >= Math.max(0, i - 4); j--) {
      if (/[^\s]/.test(terms[j].post) || !plainAt(j)) break;
      mods.unshift(terms[j].text.toLowerCase());
    }
    if (mods.length) out.push(mods);
  }
  return out;
}

/**
 * Skill phrases written in the PD itself ("Environmental Education", "Fire Suppression", "Trail
 * Maintenance"): one or two plain modifiers before a skill noun, most frequent first. Every word
 * comes from the text, so each skill is supported by the person's own description.
 */
export function phraseSkills(text: string, max = 10, known?: (phrase: string) => boolean): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  const sentences = nlp(text.replace(/\s+/g, " ")).json() as { terms: Term[] }[];
  let position = 0;
  for (const { terms } of sentences) {
    for (let i = 1; i < terms.length; i++) {
      position++;
      const head = terms[i].text.toLowerCase();
      if (!HEADS.has(head) || !/^[a-z]+$/i.test(terms[i].text)) continue;
      const mods: string[] = [];
      for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
        // Only words of the same phrase: no punctuation between them, and not the tail of a
        // hyphenated word ("first-aid", "on-the-job").
        if (/[^\s]/.test(terms[j].post) || !isPlainModifier(terms[j])) break;
        if (j > 0 && /-\s*$/.test(terms[j - 1].post)) break;
        mods.unshift(terms[j].text.toLowerCase());
      }
      const fits = (m: readonly string[]) => !WEAK_HEADS[head] || WEAK_HEADS[head].test(m.at(-1)!);
      const phrases: string[][] = mods.length && fits(mods) ? [[...mods, head]] : [];
      // Phrases read through coordination only when the skill lists know one member of the list
      // ("criminal investigations" admits "civil investigations"; "accurate, valid and timely
      // maintenance" gives nothing).
      const options = coordinated(terms, i).filter(fits);
      const listed = [...options, ...(mods.length ? [mods] : [])];
      if (known && listed.some((m) => known([...m, head].join(" ")))) for (const m of options) phrases.push([...m, head]);
      for (const words of phrases) {
        const phrase = words.join(" ");
        if (PROGRAM_NAMES.has(phrase)) continue;
        const cur = counts.get(phrase);
        if (cur) cur.n++;
        else counts.set(phrase, { n: 1, first: position });
      }
    }
  }
  return [...counts]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, max)
    .map(([p]) => p.split(" ").map(titleWord).join(" "));
}
