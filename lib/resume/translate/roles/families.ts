/**
 * Private-sector role families: the unit in which suggested roles, reference data
 * (eval/translate) and job matches are compared. A suggested role outside the detected family
 * (or a family related to it) is a wrong role; a job match outside the family of a suggested role
 * is a wrong match.
 */
export const ROLE_FAMILIES = {
  administrative: { label: "Administrative and office support", related: ["operations-program", "customer-service", "human-resources", "library-records", "legal", "finance-accounting"] },
  "operations-program": { label: "Program, project and operations management", related: ["business-analysis", "administrative", "finance-accounting", "supply-chain-logistics", "communications-marketing", "social-services"] },
  "business-analysis": { label: "Business, management and policy analysis", related: ["operations-program", "finance-accounting", "data-research", "compliance-regulatory"] },
  "human-resources": { label: "Human resources and talent", related: ["administrative", "operations-program", "education-training", "compliance-regulatory"] },
  "finance-accounting": { label: "Finance, accounting, budget and audit", related: ["business-analysis", "operations-program", "procurement", "compliance-regulatory", "administrative"] },
  procurement: { label: "Procurement and contracts", related: ["supply-chain-logistics", "finance-accounting", "operations-program", "legal"] },
  "supply-chain-logistics": { label: "Supply chain and logistics", related: ["procurement", "operations-program", "transportation"] },
  "information-technology": { label: "Information technology, software and cybersecurity", related: ["data-research", "operations-program", "engineering", "planning-community"] },
  "data-research": { label: "Data, statistics, economics and research", related: ["business-analysis", "information-technology", "science", "planning-community", "security-investigations", "finance-accounting"] },
  engineering: { label: "Engineering", related: ["facilities-construction", "science", "information-technology", "compliance-regulatory", "skilled-trades"] },
  science: { label: "Life, physical and earth science", related: ["data-research", "environmental", "healthcare", "public-health", "engineering", "security-investigations"] },
  environmental: { label: "Environment, conservation, parks and natural resources", related: ["science", "compliance-regulatory", "planning-community", "education-training", "skilled-trades"] },
  healthcare: { label: "Clinical healthcare", related: ["public-health", "social-services", "science", "administrative", "library-records"] },
  "public-health": { label: "Public health and health programs", related: ["healthcare", "social-services", "data-research", "compliance-regulatory", "education-training"] },
  "social-services": { label: "Social services, case management and counseling", related: ["healthcare", "public-health", "education-training", "customer-service", "claims-benefits", "security-investigations"] },
  "education-training": { label: "Education, training and learning", related: ["human-resources", "social-services", "communications-marketing", "library-records"] },
  "library-records": { label: "Library, archives and records management", related: ["administrative", "education-training", "data-research"] },
  legal: { label: "Legal", related: ["compliance-regulatory", "procurement", "security-investigations", "administrative"] },
  "compliance-regulatory": { label: "Compliance, regulatory affairs and inspection", related: ["legal", "finance-accounting", "security-investigations", "engineering", "environmental", "public-health", "facilities-construction", "planning-community", "human-resources", "healthcare", "transportation"] },
  "security-investigations": { label: "Security, investigations, law enforcement and corrections", related: ["compliance-regulatory", "emergency-services", "legal", "data-research", "science", "social-services", "environmental"] },
  "emergency-services": { label: "Fire, EMS, emergency management and dispatch", related: ["security-investigations", "healthcare", "compliance-regulatory", "customer-service", "transportation"] },
  "communications-marketing": { label: "Communications, public relations and marketing", related: ["operations-program", "education-training", "customer-service"] },
  "customer-service": { label: "Customer service and client support", related: ["administrative", "claims-benefits", "social-services", "finance-accounting", "operations-program"] },
  "claims-benefits": { label: "Claims, benefits and insurance", related: ["customer-service", "compliance-regulatory", "finance-accounting", "social-services"] },
  "planning-community": { label: "Urban planning, GIS, housing and community development", related: ["environmental", "engineering", "business-analysis", "facilities-construction", "compliance-regulatory", "social-services", "transportation"] },
  "facilities-construction": { label: "Facilities, construction and maintenance management", related: ["engineering", "skilled-trades", "compliance-regulatory", "operations-program"] },
  "skilled-trades": { label: "Skilled trades, equipment maintenance and plant operations", related: ["facilities-construction", "transportation", "environmental"] },
  transportation: { label: "Transportation, aviation and fleet", related: ["supply-chain-logistics", "skilled-trades", "operations-program", "emergency-services", "facilities-construction"] },
} as const satisfies Record<string, { label: string; related: readonly string[] }>;

export type RoleFamily = keyof typeof ROLE_FAMILIES;

export const ROLE_FAMILY_IDS = Object.keys(ROLE_FAMILIES) as RoleFamily[];

/** GS 5–7 associate or coordinator, 9–11 specialist or analyst, 12–13 senior or lead, 14–15 manager/director; supervisors get manager titles. */
export const SENIORITY_LEVELS = ["associate", "specialist", "senior", "manager", "executive"] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

/** A level and the levels on either side of it ("senior" → senior, specialist, manager). */
export function adjacentLevels(level: Seniority): Seniority[] {
  const i = SENIORITY_LEVELS.indexOf(level);
  return [level, SENIORITY_LEVELS[i - 1], SENIORITY_LEVELS[i + 1]].filter((l): l is Seniority => l !== undefined);
}

export function isRoleFamily(s: string): s is RoleFamily {
  return Object.hasOwn(ROLE_FAMILIES, s);
}

/**
 * The family itself or one a career coach would still call a sensible move from it. A move is
 * sensible both ways: a family is near the ones it lists and the ones that list it (an architect
 * filed under planning is near construction management, and construction management near planning).
 */
export function familiesNear(family: RoleFamily): Set<RoleFamily> {
  const near = new Set<RoleFamily>([family, ...(ROLE_FAMILIES[family].related as readonly RoleFamily[])]);
  for (const other of ROLE_FAMILY_IDS) if ((ROLE_FAMILIES[other].related as readonly string[]).includes(family)) near.add(other);
  return near;
}
