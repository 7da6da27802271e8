/**
 * Certifications, licenses and clearances — only those the user's text names. Each is written
 * out in full so a private-sector reader recognises it; levels are copied from the text, never
 * guessed.
 */

type CertRule = { re: RegExp; name: string | ((m: RegExpExecArray, all: string) => string) };

const level = (m: RegExpExecArray, group = 1) => (m[group] ? `, Level ${m[group].toUpperCase()}` : "");

const RULES: readonly CertRule[] = [
  { re: /\bFAC-C(?:[- ](?:Professional|Level\s*(I{1,3}|[123])))?\b/, name: (m) => `Federal Acquisition Certification in Contracting (FAC-C)${/Professional/.test(m[0]) ? ", Professional" : level(m)}` },
  { re: /\bFAC-COR(?:[- ]Level\s*(I{1,3}|[123]))?\b|\bCOR (?:Level\s*(I{1,3}|[123]) )?certification\b/, name: (m) => `Federal Acquisition Certification for Contracting Officer's Representatives (FAC-COR)${level(m, m[1] ? 1 : 2)}` },
  { re: /\bFAC-P\/PM\b/, name: "Federal Acquisition Certification for Program and Project Managers (FAC-P/PM)" },
  { re: /\bDAWIA\b(?:[^.]{0,40}?Level\s*(I{1,3}|[123]))?/, name: (m) => `Defense Acquisition Workforce Improvement Act (DAWIA) certification${level(m)}` },
  { re: /\bunlimited warrant\b|\bwarranted contracting officer\b|\bcontracting officer(?:'s)? warrant\b|\bwarrant (?:authority )?(?:of|up to) \$/i, name: (_m, all) => {
    const amount = /\bwarrant (?:authority )?(of|up to) (\$[\d,.]+(?: (?:million|thousand))?)/i.exec(all);
    if (amount) return `Contracting officer warrant (${amount[1].toLowerCase() === "up to" ? "up to " : ""}${amount[2]})`;
    return `Contracting officer warrant${/unlimited warrant/i.test(all) ? " (unlimited)" : ""}`;
  } },
  { re: /\bPMP\b|Project Management Professional/, name: "Project Management Professional (PMP)" },
  { re: /\bCISSP\b/, name: "Certified Information Systems Security Professional (CISSP)" },
  { re: /\bCISM\b/, name: "Certified Information Security Manager (CISM)" },
  { re: /Certified Information Systems Auditor|\bCISA\b(?= certif| credential)|\bCISA-certified/, name: "Certified Information Systems Auditor (CISA)" },
  { re: /\bCCSP\b/, name: "Certified Cloud Security Professional (CCSP)" },
  { re: /\bCASP\+?(?![A-Za-z])|CompTIA Advanced Security Practitioner/, name: "CompTIA Advanced Security Practitioner (CASP+)" },
  { re: /Security\+/, name: "CompTIA Security+" },
  { re: /Network\+/, name: "CompTIA Network+" },
  { re: /CompTIA A\+|\bA\+ certif/, name: "CompTIA A+" },
  { re: /\bCEH\b|Certified Ethical Hacker/, name: "Certified Ethical Hacker (CEH)" },
  { re: /\bCCNA\b/, name: "Cisco Certified Network Associate (CCNA)" },
  { re: /\bCCNP\b/, name: "Cisco Certified Network Professional (CCNP)" },
  { re: /\bGSEC\b/, name: "GIAC Security Essentials (GSEC)" },
  { re: /\bITIL\b[^.]{0,20}?(?:Foundation|certif)/, name: "ITIL Foundation certification" },
  { re: /\bAWS Certified [A-Z][A-Za-z -]{3,40}?(?=[,.;]|$| and )/, name: (m) => m[0].trim() },
  { re: /\bCPA\b|Certified Public Accountant/, name: "Certified Public Accountant (CPA)" },
  { re: /\bCFE\b|Certified Fraud Examiner/, name: "Certified Fraud Examiner (CFE)" },
  { re: /Certified Internal Auditor/, name: "Certified Internal Auditor (CIA)" },
  { re: /\bCGFM\b|Certified Government Financial Manager/, name: "Certified Government Financial Manager (CGFM)" },
  { re: /\bCDFM\b|Certified Defense Financial Manager/, name: "Certified Defense Financial Manager (CDFM)" },
  { re: /\bCPM\b|Certified Public Manager/, name: "Certified Public Manager (CPM)" },
  { re: /\bSHRM-SCP\b/, name: "SHRM Senior Certified Professional (SHRM-SCP)" },
  { re: /\bSHRM-CP\b/, name: "SHRM Certified Professional (SHRM-CP)" },
  { re: /\bSPHR\b/, name: "Senior Professional in Human Resources (SPHR)" },
  { re: /\bPHR\b/, name: "Professional in Human Resources (PHR)" },
  { re: /\b(?:Lean )?Six Sigma (Yellow|Green|Black) Belt/i, name: (m) => `${/lean/i.test(m[0]) ? "Lean " : ""}Six Sigma ${m[1][0].toUpperCase()}${m[1].slice(1).toLowerCase()} Belt` },
  { re: /\bRN license\b|\bregistered nurse licen[sc]e\b|\blicensed (?:as a )?registered nurse\b|\bRN licensure\b/i, name: "Registered Nurse (RN) license" },
  { re: /\bBLS\b(?= certif|\/| and )|Basic Life Support/, name: "Basic Life Support (BLS)" },
  { re: /\bACLS\b|Advanced Cardiovascular Life Support/, name: "Advanced Cardiovascular Life Support (ACLS)" },
  { re: /\bPALS\b|Pediatric Advanced Life Support/, name: "Pediatric Advanced Life Support (PALS)" },
  { re: /\bCPR\b(?=[^.]{0,20}certif)|CPR\/First Aid/, name: "CPR and First Aid certification" },
  { re: /\bPOST[- ]certifi\w+|Peace Officer Standards and Training/, name: "Peace Officer Standards and Training (POST) certification" },
  { re: /\b(?:certified|licensed|current|state) (?:as an? )?(?:EMT|Emergency Medical Technician)\b|\bEMT(?:-B|-Basic)? certif\w+/i, name: "Emergency Medical Technician (EMT) certification" },
  { re: /\b(?:certified|licensed) paramedic\b|\bparamedic licen[sc]e\b/i, name: "Paramedic license" },
  { re: /\bProfessional Engineer\b|\bP\.E\. licen|\bPE licen[sc]e\b|\blicensed PE\b/, name: "Professional Engineer (PE) license" },
  { re: /\bEngineer[- ]in[- ]Training\b|\bEIT\b/, name: "Engineer in Training (EIT)" },
  { re: /\bAICP\b/, name: "American Institute of Certified Planners (AICP) certification" },
  { re: /\bLCSW\b|Licensed Clinical Social Worker/, name: "Licensed Clinical Social Worker (LCSW)" },
  { re: /\bLMSW\b|Licensed Master Social Worker/, name: "Licensed Master Social Worker (LMSW)" },
  { re: /\bCHES\b|Certified Health Education Specialist/, name: "Certified Health Education Specialist (CHES)" },
  { re: /\bteaching (?:certificate|certification|license|credential)\b|\bcertified teacher\b|\bteacher certification\b/i, name: "Teaching certification" },
  { re: /\bCDL\b|Commercial Driver'?s License/, name: "Commercial Driver's License (CDL)" },
  { re: /\bICS[- ]?(100|200|300|400|700|800)\b/g, name: "Incident Command System (ICS) training" },
  { re: /\bCertified Floodplain Manager\b|\bCFM\b/, name: "Certified Floodplain Manager (CFM)" },
  { re: /\bTS\/SCI\b|Top Secret\/SCI|Top Secret\/Sensitive Compartmented/, name: "Top Secret/Sensitive Compartmented Information (TS/SCI) security clearance" },
  { re: /\bTop Secret (?:security )?clearance\b/i, name: "Top Secret security clearance" },
  { re: /(?<!Top )\bSecret (?:security )?clearance\b/, name: "Secret security clearance" },
];

/** Certifications named in the texts, in rule order, without duplicates. */
export function findCertifications(texts: readonly string[]): string[] {
  const all = texts.join("\n");
  const out: string[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    const m = rule.re.exec(all);
    if (!m) continue;
    const name = typeof rule.name === "string" ? rule.name : rule.name(m, all);
    if (!out.includes(name)) out.push(name);
  }
  // A TS/SCI clearance already says Top Secret.
  return out.filter((c) => !(c === "Top Secret security clearance" && out.some((o) => o.startsWith("Top Secret/"))));
}
