/**
 * A translated resume reduced to what job matching compares: its suggested roles (as job titles
 * and as O*NET occupation codes), hard skills, tools and location. Built once per resume, then
 * scored against any number of postings by the pure `scoreJob`.
 */
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { codesForTitle } from "@/lib/resume/translate/builtin/onet-titles";
import { familyOfOnetCode, familyOfTitle, type RoleFamily } from "@/lib/resume/translate/roles";

export { codesForTitle };
import { tokens } from "@/lib/resume/translate/builtin/tokenize";
import { geocode, type GeoPoint } from "../geo";

/** The parts of a translated resume (a `resumes` row or a TranslationResult) that matching reads. */
export type ResumeForMatching = {
  location?: string | null;
  privateSectorRoles: readonly string[];
  skills: readonly string[];
  systemsAndTools: readonly string[];
  experience?: readonly { title: string }[] | null;
};

export type Keyword = { label: string; terms: string[] };

export type ProfileLocation = { text: string; city: string | null; state: string | null; point: GeoPoint | null };

export type MatchProfile = {
  /** Suggested roles, best first, with stemmed title terms and a weight that falls with rank. */
  roles: { title: string; terms: string[]; weight: number }[];
  /** Translated experience titles (title similarity only). */
  experienceTitles: { title: string; terms: string[] }[];
  /** O*NET-SOC code → weight (1 for the top role's occupations, less for later roles). */
  codes: ReadonlyMap<string, number>;
  skills: Keyword[];
  tools: Keyword[];
  location: ProfileLocation | null;
  /** Distinctive lower-case words of the top roles, for the title-keyword candidate query. */
  titleKeywords: string[];
  /** Role families of the suggested roles: a match must be in one of them (empty: no filter). */
  families: ReadonlySet<RoleFamily>;
  /** Posting title → family, for postings without an O*NET code. */
  familyOfTitle: (title: string) => RoleFamily | null;
};

/** Whether a posting (its O*NET code, else its title) is in the family of a suggested role. */
export function inRoleFamily(profile: MatchProfile, posting: { onetCode?: string | null; title: string }): boolean {
  if (!profile.families.size) return true;
  const family = (posting.onetCode ? familyOfOnetCode(posting.onetCode) : null) ?? profile.familyOfTitle(posting.title);
  return family !== null && profile.families.has(family);
}

/**
 * Skills every posting and every resume claims (O*NET's basic and social skills in resume wording):
 * ATS match tools leave soft skills out of the hard-skill match, and so do we.
 */
const SOFT_SKILLS = new Set(
  [
    "Critical Thinking", "Problem Solving", "Complex Problem Solving", "Decision Making", "Judgment and Decision Making",
    "Cross-Functional Coordination", "Coordination", "Performance Monitoring", "Monitoring", "Stakeholder Influence",
    "Persuasion", "Training and Instruction", "Instructing", "Learning Strategies", "Active Learning", "Active Listening",
    "Customer Service", "Service Orientation", "Interpersonal Skills", "Social Perceptiveness", "Time Management",
    "Written Communication", "Writing", "Public Speaking", "Speaking", "Reading Comprehension", "Communication",
    "Teamwork", "Leadership", "Team Leadership", "Training and Mentoring", "Presentations", "Scheduling", "Negotiation",
  ].map((s) => s.toLowerCase()),
);

/** Words that say nothing about the field of a title ("Senior", "Analyst", "Manager"). */
const GENERIC_TITLE_WORDS = new Set(
  (
    "senior junior lead associate principal chief head assistant deputy analyst specialist manager officer " +
    "administrator coordinator consultant director supervisor technician engineer professional worker agent " +
    "representative clerk staff team general program project"
  ).split(" "),
);

const ROLE_LIMIT = 8;
const AMBIGUOUS_CODE = 0.85;

export function keyword(label: string): Keyword | null {
  // "Enterprise Mission Assurance Support Service (security compliance tracking)": the name only.
  const clean = label.replace(/\s*\([^)]*\)/g, "").trim();
  const terms = [...new Set(tokens(clean))];
  return terms.length ? { label: clean, terms } : null;
}

function keywords(labels: readonly string[], skip?: Set<string>): Keyword[] {
  const out: Keyword[] = [];
  const seen = new Set<string>();
  for (const label of labels) {
    if (skip?.has(label.trim().toLowerCase())) continue;
    const k = keyword(label);
    const key = k?.terms.join(" ");
    if (!k || !key || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out;
}

export function buildMatchProfile(index: OnetIndex, resume: ResumeForMatching): MatchProfile {
  const roles = resume.privateSectorRoles
    .map((r) => r.trim())
    .filter(Boolean)
    .slice(0, ROLE_LIMIT)
    .map((title, rank) => ({ title, terms: [...new Set(tokens(title))], weight: Math.max(0.7, 1 - 0.05 * rank) }))
    .filter((r) => r.terms.length);
  const families = new Set(roles.map((role) => familyOfTitle(role.title, index)).filter((f): f is RoleFamily => f !== null));
  // O*NET lists some titles under unrelated occupations: codes outside the roles' families are dropped.
  const perRole = roles.map((role) =>
    codesForTitle(index, role.title).filter((code) => {
      const f = familyOfOnetCode(code);
      return !families.size || (f !== null && families.has(f));
    }),
  );
  const support = new Map<string, number>();
  for (const list of perRole) for (const code of list) support.set(code, (support.get(code) ?? 0) + 1);
  const codes = new Map<string, number>();
  roles.forEach((role, r) => {
    for (const code of perRole[r]) {
      // O*NET lists some titles under unrelated occupations ("Contract Specialist" under Real
      // Estate Brokers): when a title names several, the ones no other role points to count less.
      const weight = perRole[r].length > 1 && support.get(code) === 1 ? role.weight * AMBIGUOUS_CODE : role.weight;
      codes.set(code, Math.max(codes.get(code) ?? 0, weight));
    }
  });
  const titleKeywords: string[] = [];
  for (const role of roles.slice(0, 4)) {
    for (const word of role.title.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 4 && !GENERIC_TITLE_WORDS.has(word) && !titleKeywords.includes(word)) titleKeywords.push(word);
    }
  }
  const place = resume.location?.trim() ? geocode(resume.location) : null;
  return {
    roles,
    experienceTitles: (resume.experience ?? [])
      .map((e) => ({ title: e.title, terms: [...new Set(tokens(e.title))] }))
      .filter((e) => e.terms.length),
    codes,
    skills: keywords(resume.skills, SOFT_SKILLS),
    tools: keywords(resume.systemsAndTools),
    location:
      place && (place.city || place.state)
        ? { text: resume.location!.trim(), city: place.city, state: place.state, point: place.point }
        : null,
    titleKeywords: titleKeywords.slice(0, 6),
    families,
    familyOfTitle: (title) => familyOfTitle(title, index),
  };
}

/** buildMatchProfile with the process-wide O*NET index (built on first use). */
export async function loadMatchProfile(resume: ResumeForMatching): Promise<MatchProfile> {
  return buildMatchProfile(await loadOnetIndex(), resume);
}
