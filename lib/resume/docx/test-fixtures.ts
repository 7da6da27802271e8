/** A realistic translated resume for the document tests and scripts/bench/documents.ts. */
import type { ResumeDocument } from "./types";

const BULLETS = [
  "Directed a $4.2M annual operating budget, cutting overtime spend 18% through schedule redesign.",
  "Led a cross-functional team of 14 analysts and contractors delivering quarterly performance reports.",
  "Negotiated and managed 22 vendor contracts, improving on-time delivery from 81% to 96%.",
  "Built an Excel and Power BI dashboard that replaced 30 hours of manual reporting each month.",
  "Briefed senior executives on risk, compliance findings and recommended process changes.",
  "Trained 60+ staff on new case-management software, reducing processing errors by 25%.",
];

export function sampleResume({ roles = 3, bulletsPerRole = 4 }: { roles?: number; bulletsPerRole?: number } = {}): ResumeDocument {
  return {
    name: "Jordan Rivera",
    email: "jordan.rivera@example.com",
    phone: "(512) 555-0142",
    location: "Austin, TX",
    education: "Master of Public Administration, University of Texas at Austin\nB.A. Economics, Texas State University",
    linkedinUrl: "https://www.linkedin.com/in/jordan-rivera",
    summary:
      "Operations and program leader with 12 years of public-sector experience managing budgets, vendors and " +
      "cross-functional teams. Known for turning complex regulations into clear processes and measurable results.",
    skills: ["Program Management", "Budgeting and Forecasting", "Vendor Management", "Stakeholder Communication", "Process Improvement"],
    systemsAndTools: ["Microsoft Excel", "Power BI", "SAP", "ServiceNow"],
    achievements: ["Agency Excellence Award, 2021", "Reduced audit findings to zero in two consecutive fiscal years"],
    certifications: ["Project Management Professional (PMP)", "Lean Six Sigma Green Belt"],
    privateSectorRoles: ["Operations Manager", "Program Manager", "Business Analyst"],
    experience: Array.from({ length: roles }, (_, r) => ({
      title: ["Operations Program Manager", "Senior Budget Analyst", "Management Analyst", "Program Specialist"][r % 4]! + (r >= 4 ? ` ${r + 1}` : ""),
      employer: r % 2 === 0 ? "U.S. Department of Agriculture" : undefined,
      location: "Austin, TX",
      startDate: `${String((r % 12) + 1).padStart(2, "0")}/${2020 - r * 2}`,
      endDate: r === 0 ? "Present" : `${String((r % 12) + 1)}/${2022 - r * 2}`,
      bullets: Array.from({ length: bulletsPerRole }, (_, b) => `${BULLETS[(r + b) % BULLETS.length]!} (role ${r + 1}, item ${b + 1})`),
    })),
  };
}
