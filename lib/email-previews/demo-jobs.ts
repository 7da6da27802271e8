/**
 * Sample job matches for /job-alert-preview and the template tests (spec 02 "Sample alert email"):
 * 5, 6, 5, 7, 6, 8 and 4 jobs on days 1 to 7, with the experience labels postings carry. Companies
 * and links are fictitious (example.com); the sources are the real ones an alert can show, so the
 * Adzuna attribution appears in the previews too.
 */
import type { JobAlertJob } from "@/emails/job-alert-email";

type Row = [jobTitle: string, company: string, location: string, source: string, jobType: string, experienceLevel: string, postedDate: string];

const DAYS: Row[][] = [
  [
    ["Program Manager", "Northbridge Health Partners", "Arlington, VA", "adzuna", "Full-time", "Mid-Senior", "2025-06-02"],
    ["Operations Analyst", "Cobalt Logistics", "Denver, CO", "themuse", "Full-time", "Mid", "2025-06-02"],
    ["Compliance Specialist", "Harborline Bank", "Charlotte, NC", "jsearch", "Full-time", "Entry-Mid", "2025-06-01"],
    ["Grants Manager", "Brightpath Foundation", "Remote", "adzuna", "Full-time", "Senior", "2025-06-01"],
    ["Project Coordinator", "Summit Civil Engineering", "Austin, TX", "themuse", "Contract", "Entry-Mid", "2025-05-31"],
  ],
  [
    ["Contracts Manager", "Vantage Aerospace", "Huntsville, AL", "adzuna", "Full-time", "Senior", "2025-06-03"],
    ["Policy Analyst", "Meridian Consulting Group", "Washington, DC", "jsearch", "Full-time", "Mid", "2025-06-03"],
    ["Risk Analyst", "Keystone Insurance", "Columbus, OH", "adzuna", "Full-time", "Mid", "2025-06-02"],
    ["Customer Success Manager", "CivicSoft", "Remote", "themuse", "Full-time", "Mid-Senior", "2025-06-02"],
    ["Training Specialist", "Redwood Medical Systems", "Sacramento, CA", "jsearch", "Full-time", "Entry-Mid", "2025-06-02"],
    ["Procurement Specialist", "Ironwood Manufacturing", "Indianapolis, IN", "adzuna", "Full-time", "Mid", "2025-06-01"],
  ],
  [
    ["Emergency Management Consultant", "Resilience Advisory", "Tampa, FL", "jsearch", "Full-time", "Senior", "2025-06-04"],
    ["Business Analyst", "Lakeshore Financial", "Chicago, IL", "adzuna", "Full-time", "Mid", "2025-06-04"],
    ["Human Resources Generalist", "Pioneer Retail Group", "Phoenix, AZ", "themuse", "Full-time", "Entry-Mid", "2025-06-03"],
    ["Data Analyst", "Clearwater Analytics Co.", "Remote", "adzuna", "Full-time", "Mid", "2025-06-03"],
    ["Facilities Manager", "Granite Property Services", "Atlanta, GA", "jsearch", "Full-time", "Mid-Senior", "2025-06-02"],
  ],
  [
    ["Director of Operations", "Beacon Community Health", "Baltimore, MD", "adzuna", "Full-time", "Executive", "2025-06-05"],
    ["Security Compliance Analyst", "Sentinel Cyber", "San Antonio, TX", "themuse", "Full-time", "Mid", "2025-06-05"],
    ["Supply Chain Planner", "Evergreen Foods", "Portland, OR", "adzuna", "Full-time", "Entry-Mid", "2025-06-04"],
    ["Account Manager, Public Sector", "Atlas Cloud Services", "Remote", "jsearch", "Full-time", "Mid-Senior", "2025-06-04"],
    ["Quality Assurance Specialist", "Precision Devices Inc.", "Minneapolis, MN", "adzuna", "Full-time", "Mid", "2025-06-04"],
    ["Community Relations Manager", "Riverbend Utilities", "Nashville, TN", "themuse", "Full-time", "Senior", "2025-06-03"],
    ["Case Manager", "Hopewell Care Network", "Albuquerque, NM", "jsearch", "Part-time", "Entry-Mid", "2025-06-03"],
  ],
  [
    ["Senior Program Analyst", "Keystone Research Institute", "Arlington, VA", "adzuna", "Full-time", "Senior", "2025-06-06"],
    ["Logistics Manager", "Frontier Freight", "Dallas, TX", "jsearch", "Full-time", "Mid-Senior", "2025-06-06"],
    ["Financial Analyst", "Oakridge Capital", "Boston, MA", "themuse", "Full-time", "Mid", "2025-06-05"],
    ["Benefits Specialist", "Unity Health Plans", "Remote", "adzuna", "Full-time", "Entry-Mid", "2025-06-05"],
    ["Environmental Compliance Manager", "Terra Energy", "Houston, TX", "jsearch", "Full-time", "Senior", "2025-06-05"],
    ["Implementation Consultant", "GovTech Solutions", "Raleigh, NC", "themuse", "Contract", "Mid", "2025-06-04"],
  ],
  [
    ["Chief of Staff", "Horizon Education Group", "Washington, DC", "adzuna", "Full-time", "Executive", "2025-06-07"],
    ["Investigations Analyst", "Paragon Payments", "Jacksonville, FL", "themuse", "Full-time", "Mid", "2025-06-07"],
    ["Operations Manager", "Cascade Transit Partners", "Seattle, WA", "jsearch", "Full-time", "Mid-Senior", "2025-06-06"],
    ["Proposal Writer", "Liberty Defense Systems", "Remote", "adzuna", "Full-time", "Mid", "2025-06-06"],
    ["Program Coordinator", "Brightside Youth Services", "Kansas City, MO", "themuse", "Full-time", "Entry-Mid", "2025-06-06"],
    ["Regulatory Affairs Specialist", "Helix Biotech", "San Diego, CA", "adzuna", "Full-time", "Mid", "2025-06-05"],
    ["Training and Development Manager", "Summit Hospitality", "Las Vegas, NV", "jsearch", "Full-time", "Senior", "2025-06-05"],
    ["Budget Analyst", "Northstar Hospital System", "Omaha, NE", "adzuna", "Full-time", "Mid", "2025-06-05"],
  ],
  [
    ["Vice President, Government Affairs", "Allied Infrastructure", "Washington, DC", "jsearch", "Full-time", "Executive", "2025-06-08"],
    ["Project Manager", "Keystone Builders", "Richmond, VA", "adzuna", "Full-time", "Mid-Senior", "2025-06-08"],
    ["Customer Operations Lead", "Harbor Telecom", "Remote", "themuse", "Full-time", "Mid", "2025-06-07"],
    ["Contract Specialist", "Aegis Federal Services", "Colorado Springs, CO", "adzuna", "Full-time", "Entry-Mid", "2025-06-07"],
  ],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The demo jobs of trial day `day` (1 to 7). */
export function demoJobsForDay(day: number): JobAlertJob[] {
  const rows = DAYS[day - 1];
  if (!rows) throw new RangeError(`No demo jobs for day ${day}`);
  return rows.map(([jobTitle, company, location, source, jobType, experienceLevel, postedDate]) => ({
    jobTitle,
    company,
    location,
    source,
    jobType,
    experienceLevel,
    postedDate,
    applicationUrl: `https://jobs.example.com/${slug(company)}/${slug(jobTitle)}`,
  }));
}

/** Demo job counts of days 1 to 7 (5, 6, 5, 7, 6, 8, 4). */
export const DEMO_JOB_COUNTS: readonly number[] = DAYS.map((d) => d.length);

/** 41: every demo job of the seven days. */
export const TOTAL_DEMO_JOBS = DEMO_JOB_COUNTS.reduce((a, b) => a + b, 0);

/** Sample links of the previews (a real send gets the member's own signed links). */
export const SAMPLE_APP_URL = "https://civicshift.org";
export const SAMPLE_UNSUBSCRIBE_URL = `${SAMPLE_APP_URL}/unsubscribe?token=preview`;
