/**
 * Translated resumes for job-matching tests and the benchmark, shaped like the built-in engine's
 * output for its GS-2210 IT specialist and GS-1102 contract specialist fixtures (fixed here so the
 * matcher's tests do not move when the translation engine is tuned).
 */
import type { ResumeForMatching } from "./profile";

export const itResume: ResumeForMatching = {
  location: "Arlington, VA",
  privateSectorRoles: [
    "Information Security Officer",
    "Information Technology Specialist",
    "Programmer Analyst",
    "Information Systems Manager",
    "Information Systems Security Officer",
    "Network Administrator",
    "Systems Analyst",
    "Information Technology Manager",
  ],
  skills: [
    "Cybersecurity",
    "Vulnerability Management",
    "Risk Management Framework",
    "Systems Administration",
    "Security Authorization",
    "Incident Response",
    "Network Administration",
    "Cloud Computing",
    "Regulatory Compliance",
    "Critical Thinking",
    "Performance Monitoring",
    "Cross-Functional Coordination",
    "Programming",
  ],
  systemsAndTools: [
    "Splunk",
    "Microsoft Windows Server",
    "Red Hat Enterprise Linux",
    "Microsoft PowerShell",
    "ServiceNow",
    "Enterprise Mission Assurance Support Service (security compliance tracking)",
    "Tenable Nessus",
    "Microsoft Active Directory",
  ],
  experience: [{ title: "IT Specialist (Information Security)" }],
};

export const contractingResume: ResumeForMatching = {
  location: "Columbus, OH",
  privateSectorRoles: [
    "Procurement Specialist",
    "Procurement Manager",
    "Supply Chain Manager",
    "Contract Specialist",
    "Materials Manager",
    "Material Requirements Planning Manager",
  ],
  skills: [
    "Solicitation Development",
    "Procurement Planning",
    "Cost and Price Analysis",
    "Contract Negotiation",
    "Contract Administration",
    "Vendor Evaluation and Selection",
    "Funds Control",
    "Regulatory Compliance",
    "Training and Mentoring",
    "Critical Thinking",
    "Decision Making",
    "Performance Monitoring",
    "Problem Solving",
    "Negotiation",
  ],
  systemsAndTools: [
    "Contractor Performance Assessment Reporting System",
    "Procurement Desktop-Defense contract writing system",
    "Federal Procurement Data System",
  ],
  experience: [{ title: "Contract Specialist" }],
};
