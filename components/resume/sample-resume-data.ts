import type { JobMatchItem } from "./job-match-list";

/**
 * What /resume-download shows with neither id nor token (spec 01 §2): a made-up example so a
 * visitor can see the page. The page labels it as a sample; it is never downloadable.
 */
export const SAMPLE_RESUME = {
  name: "Jordan Rivera",
  summary:
    "Operations and program manager with 12 years of experience leading cross-functional teams, managing multi-million-dollar budgets and improving service delivery.",
} as const;

export const SAMPLE_JOB_MATCHES: readonly JobMatchItem[] = [
  {
    jobTitle: "Operations Manager",
    company: "Northwind Logistics (example)",
    location: "Denver, CO",
    salary: "$95,000 - $120,000",
    matchScore: 92,
    source: "sample",
  },
  {
    jobTitle: "Program Manager",
    company: "Contoso Health (example)",
    location: "Arlington, VA",
    salary: "$105,000 - $135,000",
    matchScore: 88,
    source: "sample",
  },
  {
    jobTitle: "Compliance Analyst",
    company: "Fabrikam Financial (example)",
    location: "Remote",
    salary: null,
    matchScore: 84,
    source: "sample",
  },
];
