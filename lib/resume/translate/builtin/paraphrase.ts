/**
 * Plain-English substitutes for the words position descriptions lean on. Used to break a run of
 * words copied from the PD without cutting the bullet short: one word inside the run is swapped
 * for a synonym that reads naturally in a resume, and the run is checked again. Every entry keeps
 * the word's form (plural for plural, past for past) and its meaning in any ordinary context.
 */

/** Word (lower case) → substitute. Entries are one word → one or two words. */
export const SYNONYMS: Readonly<Record<string, string>> = {
  // nouns
  studies: "analyses", goals: "objectives", goal: "objective", objectives: "goals", objective: "goal",
  procedures: "processes", procedure: "process", methods: "approaches", method: "approach", techniques: "methods",
  technique: "method", regulations: "rules", regulation: "rule", requirements: "needs", guidance: "direction",
  problems: "issues", problem: "issue", assistance: "help", activities: "work", activity: "effort",
  recommendations: "proposals", recommendation: "proposal", effectiveness: "impact", efficiency: "productivity",
  advice: "counsel", participants: "attendees", customers: "clients", customer: "client", offices: "departments",
  office: "department", bureau: "division", bureaus: "divisions", branch: "unit", branches: "units",
  inquiries: "questions", inquiry: "question", deficiencies: "gaps", deficiency: "gap", discrepancies: "mismatches",
  discrepancy: "mismatch", components: "parts", criteria: "standards", standards: "benchmarks",
  capabilities: "capacity", personnel: "staff", employees: "staff", workforce: "staff", applicants: "candidates",
  applicant: "candidate", vacancies: "openings", vacancy: "opening", positions: "roles", position: "role",
  stakeholders: "partners", partners: "stakeholders", officials: "leaders", supervisors: "managers",
  facilities: "sites", facility: "site", sites: "locations", locations: "sites", purposes: "uses", purpose: "aim",
  proposals: "plans", strategies: "approaches", strategy: "plan", findings: "results", results: "outcomes",
  outcomes: "results", determinations: "decisions", evaluations: "reviews", evaluation: "review",
  assessments: "evaluations", assessment: "evaluation", analyses: "studies", correspondence: "letters",
  letters: "messages", briefings: "briefs", meetings: "sessions", conferences: "events", workshops: "sessions",
  courses: "classes", improvements: "enhancements", adequacy: "soundness", accuracy: "precision",
  completeness: "thoroughness", timeliness: "speed", consistency: "uniformity", compliance: "adherence",
  expertise: "know-how", knowledge: "understanding", experience: "background", responsibilities: "duties",
  duties: "tasks", tasks: "assignments", assignments: "tasks", priorities: "focus areas", alternatives: "options",
  options: "choices", approaches: "methods", concerns: "issues", coordination: "alignment",
  cooperation: "collaboration", collaboration: "partnership", implementation: "rollout", execution: "delivery",
  preparation: "drafting", administration: "management", oversight: "supervision", supervision: "oversight",
  direction: "guidance",
  // adjectives
  various: "diverse", numerous: "many", appropriate: "suitable", adequate: "sufficient", accurate: "precise",
  timely: "prompt", difficult: "hard", significant: "notable", major: "key", primary: "main", overall: "total",
  current: "present", existing: "current", proposed: "planned", required: "needed", necessary: "needed",
  additional: "further", specific: "particular", multiple: "several", several: "multiple",
  administrative: "admin", operational: "operating", routine: "day-to-day", ongoing: "continuing",
  continuing: "ongoing", potential: "possible", possible: "potential", related: "relevant", associated: "related",
  assigned: "allocated", approved: "authorized", designated: "named", responsible: "accountable", broad: "wide",
  wide: "broad", unusual: "atypical", external: "outside",
  // prepositions and connectives
  regarding: "on", concerning: "on", upon: "on", within: "in", throughout: "across", among: "across",
  towards: "toward", via: "through", including: "such as", involving: "covering", pertaining: "relating",
  // verbs: third person, past, base and gerund forms (past forms that are also participles)
  determines: "establishes", determined: "established", determine: "establish", determining: "establishing",
  obtains: "secures", obtained: "secured", obtain: "secure", obtaining: "securing",
  assists: "supports", assisted: "supported", assist: "support", assisting: "supporting",
  provides: "gives", provide: "give", providing: "giving", provided: "supplied",
  utilizes: "uses", utilized: "used", utilize: "use", utilizing: "using",
  performs: "carries out", performed: "carried out", perform: "carry out", performing: "carrying out",
  conducts: "runs", conducted: "carried out", conduct: "run", conducting: "running",
  prepares: "drafts", prepared: "drafted", prepare: "draft", preparing: "drafting",
  evaluates: "assesses", evaluated: "assessed", evaluate: "assess", evaluating: "assessing",
  assesses: "gauges", assessed: "gauged", assess: "gauge", assessing: "gauging",
  analyzes: "examines", analyzed: "examined", analyze: "examine", analyzing: "examining",
  coordinates: "organizes", coordinated: "organized", coordinate: "organize", coordinating: "organizing",
  establishes: "sets up", establish: "set up", establishing: "setting up",
  identifies: "spots", identified: "spotted", identify: "spot", identifying: "spotting",
  resolves: "settles", resolved: "settled", resolve: "settle", resolving: "settling",
  recommends: "proposes", recommended: "proposed", recommend: "propose", recommending: "proposing",
  advises: "counsels", advised: "counseled", advise: "counsel", advising: "counseling",
  monitors: "tracks", monitored: "tracked", monitor: "track", monitoring: "tracking",
  implements: "rolls out", implemented: "rolled out", implement: "roll out", implementing: "rolling out",
  interprets: "explains", interpreted: "explained", interpret: "explain", interpreting: "explaining",
  participates: "engages", participated: "engaged", participate: "engage", participating: "engaging",
  administers: "manages", administered: "managed", administer: "manage", administering: "managing",
  oversees: "supervises", oversaw: "supervised", oversee: "supervise", overseeing: "supervising",
  directs: "leads", directed: "led", directing: "leading",
  requires: "calls for", require: "call for", requiring: "calling for",
  involves: "covers", involve: "cover",
  collects: "gathers", collected: "gathered", collect: "gather", collecting: "gathering",
  compiles: "assembles", compiled: "assembled", compile: "assemble", compiling: "assembling",
  initiates: "starts", initiated: "started", initiate: "start", initiating: "starting",
  completes: "finishes", completed: "finished", completing: "finishing",
  verifies: "confirms", verified: "confirmed", verify: "confirm", verifying: "confirming",
};

/**
 * The synonym for a lower-case word, or null. Capitalised words are names ("Office of Personnel
 * Management", "Microsoft Office") and keep their wording.
 */
export function synonymFor(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  const to = Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined;
  return to && to !== word ? to : null;
}
