import { describe, expect, it } from "vitest";
import { buildRoleMap } from "./role-map";
import { blendLevel, chooseEntry, gsEquivalent, payBand, specialtyOf, demoteUnlikely, entriesByTitle, entriesByTitleDomain, entryByTitle, ladderTitles, levelAndBlend, ownTitle, rankEntriesByText, rolesForPositions, seniorityOf } from "./select";

const map = buildRoleMap({
  federal: [
    {
      entries: [
        {
          key: "1102", name: "Contracting", family: "procurement", codes: ["13-1023.00"],
          match: ["contract specialist", "contracting officer"],
          keywords: ["solicitation", "contract award", "price analysis", "contractor", "procurement"],
          ladder: {
            associate: ["Procurement Coordinator", "Contract Administrator"],
            specialist: ["Contract Specialist", "Procurement Specialist", "Buyer"],
            senior: ["Senior Contract Specialist", "Contracts Manager"],
            manager: ["Contracts Manager", "Director of Contracts"],
          },
          skills: [{ name: "Contract Negotiation", evidence: ["negotiat"] }],
        },
        {
          key: "0560", name: "Budget Analysis", family: "finance-accounting", codes: ["13-2031.00"],
          match: ["budget analyst"], keywords: ["budget", "appropriation", "obligation", "fiscal year", "funds"],
          ladder: { specialist: ["Budget Analyst", "Financial Analyst"], senior: ["Senior Budget Analyst"] }, skills: [],
        },
      ],
    },
  ],
  local: [
    {
      entries: [
        {
          key: "police-officer", name: "Police officer", family: "security-investigations", codes: ["33-9021.00"],
          match: ["police officer", "deputy sheriff"], keywords: ["patrol", "arrest", "traffic", "citation"],
          ladder: { specialist: ["Security Officer", "Loss Prevention Specialist"], manager: ["Security Manager"] }, skills: [],
        },
        { key: "broken", family: "not-a-family", ladder: { specialist: ["X"] } },
      ],
    },
  ],
});

describe("role map selection", () => {
  it("drops malformed entries", () => {
    expect(map.entries.map((e) => e.key)).toEqual(["1102", "0560", "police-officer"]);
  });

  it("prefers the series, then the title, then the duty text", () => {
    expect(chooseEntry(map, { series: "0560", jobTitle: "Contract Specialist", text: "", supervisory: false })?.entry.key).toBe("0560");
    expect(chooseEntry(map, { jobTitle: "Police Officer II", text: "budget budget", supervisory: false })).toMatchObject({ via: "title", entry: { key: "police-officer" } });
    const byText = chooseEntry(map, { jobTitle: "Analyst", text: "Prepares budget estimates, tracks obligations of funds for the fiscal year and reviews appropriation requests.", supervisory: false });
    expect(byText).toMatchObject({ via: "text", entry: { key: "0560" } });
    expect(chooseEntry(map, { jobTitle: "Analyst", text: "Writes things.", supervisory: false })).toBeNull();
  });

  it("lets the duties pick a specific kind of a job named only by its head noun", () => {
    const eng = buildRoleMap({
      federal: [],
      local: [
        {
          entries: [
            { key: "eng", name: "General Engineering", family: "engineering", codes: [], match: ["engineer"], keywords: ["engineering", "design"], ladder: { senior: ["Senior Engineer"] }, skills: [] },
            { key: "civil", name: "Civil Engineering", family: "engineering", codes: [], match: ["civil engineer"], keywords: ["roadway", "bridge", "culvert", "pavement", "storm drainage"], ladder: { senior: ["Senior Civil Engineer"] }, skills: [] },
          ],
        },
      ],
    });
    const roads = "Designs roadway and bridge repairs; inspects culvert and pavement work; plans storm drainage for roadway projects and bridge decks.";
    expect(chooseEntry(eng, { jobTitle: "Engineer 3", text: roads, supervisory: false })?.entry.key).toBe("civil");
    expect(chooseEntry(eng, { jobTitle: "Engineer 3", text: "Performs engineering design reviews.", supervisory: false })?.entry.key).toBe("eng");
  });

  it("lets duties that overwhelmingly show another entry overrule a title's field words", () => {
    const m = buildRoleMap({
      federal: [],
      local: [
        {
          entries: [
            { key: "eligibility", name: "Eligibility", family: "claims-benefits", codes: [], match: ["human services specialist"], keywords: ["eligibility", "benefits", "applicants"], ladder: { specialist: ["Eligibility Specialist"] }, skills: [] },
            { key: "bht", name: "Behavioral health technicians", family: "healthcare", codes: [], match: ["psychiatric technician"], keywords: ["patients", "medications", "vital signs", "grooming", "feeding", "charting", "bathing", "dressing", "treatment plan"], ladder: { specialist: ["Psychiatric Technician"] }, skills: [] },
            ...["budget", "payroll", "zoning", "contracts"].map((k) => ({ key: k, name: k, family: "finance-accounting", codes: [], match: [`${k} analyst`], keywords: [k, `${k} review`], ladder: { specialist: ["Analyst"] }, skills: [] })),
          ],
        },
      ],
    });
    const ward = "Observes patients for changes in vital signs; administers medications to patients; charting; grooming, bathing, dressing and feeding of patients; carries out each patient's treatment plan.";
    expect(chooseEntry(m, { jobTitle: "Human Services Worker II", text: ward, supervisory: false })?.entry.key).toBe("bht");
    expect(chooseEntry(m, { jobTitle: "Human Services Worker II", text: "Determines eligibility of applicants for benefits; interviews applicants.", supervisory: false })?.entry.key).toBe("eligibility");
  });

  it("finds the field a title names when no title phrase matches it whole", () => {
    const it = buildRoleMap({
      federal: [],
      local: [
        {
          entries: [
            { key: "it", name: "Information Technology Systems", family: "information-technology", codes: [], match: ["it specialist"], keywords: ["network"], ladder: { manager: ["IT Manager"] }, skills: [] },
            { key: "rec", name: "Recreation", family: "environmental", codes: [], match: ["recreation supervisor", "parks and recreation director"], keywords: ["recreation"], ladder: { manager: ["Recreation Manager"] }, skills: [] },
            { key: "ops", name: "Program Management", family: "operations-program", codes: [], match: ["program manager"], keywords: ["program", "manage", "staff", "budget"], ladder: { manager: ["Program Director"] }, skills: [] },
          ],
        },
      ],
    });
    expect(entriesByTitleDomain(it, "Information Technology Manager I").map((e) => e.key)).toEqual(["it"]);
    expect(entriesByTitleDomain(it, "Director of Parks & Recreation").map((e) => e.key)).toEqual(["rec"]);
    // One field word is not enough, nor a third of them.
    expect(entriesByTitleDomain(it, "Recreation Director")).toEqual([]);
    expect(entriesByTitleDomain(it, "Information Systems Security Officer Telecommunications Liaison")).toEqual([]);
    const text = "Manages the program budget and staff; manages the program and its budget; directs staff.";
    expect(chooseEntry(it, { jobTitle: "Information Technology Manager I", text, supervisory: true })?.entry.key).toBe("it");
  });

  it("matches title phrases in the plural and in any case, and spelled-out acronyms", () => {
    expect(entryByTitle(map, "DEPUTY SHERIFFS")?.key).toBe("police-officer");
    const gis = buildRoleMap({ federal: [], local: [{ entries: [{ key: "gis", name: "GIS", family: "planning-community", codes: [], match: ["gis specialist"], keywords: [], ladder: { specialist: ["GIS Specialist"] }, skills: [] }] }] });
    expect(entryByTitle(gis, "Geographic Information Systems Specialist Trainee")?.key).toBe("gis");
    expect(rankEntriesByText(map, "contractor solicitation and price analysis")[0].entry.key).toBe("1102");
  });

  it("sets seniority from grade, title words and supervision", () => {
    expect(seniorityOf({ payPlan: "GS", grade: "7", jobTitle: "Contract Specialist", supervisory: false })).toBe("associate");
    // A court's or an election office's administrator and a corrections major run an organisation.
    for (const jobTitle of ["Court Administrator", "Assistant Registrar of Voters", "Corrections Major", "DOC Major", "Building Official", "Warden", "Human Service Administrator I", "State Service Center Administrator", "Assistant Harbormaster", "Harbor Master"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("manager");
    expect(seniorityOf({ jobTitle: "Data Center Administrator", supervisory: false })).not.toBe("manager");
    // "Sr" is senior; Hawaii's salary range "SR-11" is not.
    expect(seniorityOf({ jobTitle: "Police Records Clerk (SR-11, BU-03)", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Sr Accountant", supervisory: false })).toBe("senior");
    // A case and resource manager manages cases, not staff.
    expect(seniorityOf({ jobTitle: "Case/Resource Manager Trainee", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Library Page", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Information Technology Director II", supervisory: true })).toBe("executive");
    // The head of a police, sheriff's or fire department, and the sheriff's second in command.
    for (const jobTitle of ["Undersheriff", "Sheriff", "Police Chief", "Chief of Police", "Fire Chief", "Town Manager", "County Executive"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("executive");
    for (const jobTitle of ["Sheriff's Service Technician", "Deputy Sheriff", "Assistant Fire Chief"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).not.toBe("executive");
    // An office of inspector general's heads, and the physician who heads a county health department.
    for (const jobTitle of ["Assistant Inspector General for Audit Services", "Deputy Inspector General for Investigations", "Medical Health Officer", "County Health Officer"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("executive");
    for (const jobTitle of ["Environmental Health Officer", "Health Officer Assistant"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).not.toBe("executive");
    // A staff nurse who directs the aides assisting with care leads a shift; a nurse supervisor manages.
    expect(seniorityOf({ jobTitle: "Registered Nurse II", supervisory: true })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Registered Nurse (8165)", supervisory: true })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Supervising Registered Nurse", supervisory: true })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Nurse Manager", supervisory: true })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Maintenance Mechanic Leader", supervisory: false })).toBe("senior");
    // Parks and recreation's entry class leads children's activities, not a crew.
    expect(seniorityOf({ jobTitle: "Recreation Leader – Community Centers", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Youth Leader", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Senior Recreation Leader", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Electric Foreperson", supervisory: false })).toBe("manager");
    // A project manager runs projects, not people.
    expect(seniorityOf({ jobTitle: "Civil Engineering Project Manager I", supervisory: false })).toBe("senior");
    expect(seniorityOf({ payPlan: "GS", grade: "14", jobTitle: "IT Project Manager", supervisory: false })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Supervisory General Engineer (Project Manager)", supervisory: true })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Network Administrator", supervisory: false })).toBe("specialist");
    // A case, care or stage manager manages a caseload, a patient's care or a production, not staff.
    for (const jobTitle of ["Case Manager", "Specialty Court Case Manager II", "Care Manager", "Stage Manager"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Senior Case Manager", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Case Manager Supervisor", supervisory: false })).toBe("manager");
    // Lead the metal is no rank; a lead inspector is.
    for (const jobTitle of ["Lead Hazard Inspector", "Lead-Based Paint Inspector", "Lead Abatement Specialist"]) expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Lead Building Inspector", supervisory: false })).toBe("senior");
    // ... and their manager titles lead: no senior blend as for a grade alone.
    expect(levelAndBlend({ jobTitle: "Court Administrator", supervisory: false })).toEqual({ level: "manager" });
    expect(seniorityOf({ payPlan: "GS", grade: "11", jobTitle: "Contract Specialist", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ payPlan: "GS", grade: "12/13", jobTitle: "Contract Specialist", supervisory: false })).toBe("senior");
    expect(seniorityOf({ payPlan: "GS", grade: "14", jobTitle: "Contract Specialist", supervisory: false })).toBe("manager");
    expect(seniorityOf({ payPlan: "GS", grade: "11", jobTitle: "Contract Specialist", supervisory: true })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Supervisory Budget Analyst", supervisory: false })).toBe("manager");
    expect(seniorityOf({ jobTitle: "Planner III", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Police Officer I", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Librarian", supervisory: false })).toBe("specialist");
  });

  it("reads entry classes, trainees, crew leads, field wardens and department directors", () => {
    // Classes hired at entry level, and people in training.
    for (const jobTitle of ["Maintenance Worker", "Buildings and Parks Maintenance Worker", "Utility Laborer", "Animal Care Attendant", "Zookeeper", "Trash/Refuse Collector", "Water Meter Reader", "Lifeguard", "Detention Officer", "Correctional Officer", "Land Surveyor-In-Training", "Water Plant Operator-in-Training"]) {
      expect(seniorityOf({ jobTitle, supervisory: false }), jobTitle).toBe("associate");
    }
    expect(seniorityOf({ jobTitle: "income maintenance worker", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Correctional Officer", supervisory: true })).toBe("manager");
    // A trainee is below the grade the posting says the position leads to.
    expect(seniorityOf({ payPlan: "GS", grade: "12", jobTitle: "Meteorologist (Trainee General Forecaster)", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ payPlan: "GS", grade: "12", jobTitle: "Meteorologist", supervisory: false })).toBe("senior");
    // The lead of technicians or assistants is one step up from them; "lead" as a program is no rank.
    expect(seniorityOf({ jobTitle: "Lead Forestry Technician (Helitack)", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Lead Medical Support Assistant", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Lead Transportation Specialist", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Environmental Health Specialist (Food & Lodging/Lead)", supervisory: false })).toBe("specialist");
    // A fish and game warden is a field officer; a prison's warden runs it.
    expect(seniorityOf({ jobTitle: "Fish and Game Warden", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Game Warden", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Associate Warden", supervisory: false })).toBe("manager");
    // The director of a department or division is an executive; of a program, site or bureau, a manager.
    for (const jobTitle of ["Director of Transit", "Public Works Director", "Director, Information Technology", "Division Director State Parks", "Deputy Public Health Director"]) {
      expect(seniorityOf({ jobTitle, supervisory: true }), jobTitle).toBe("executive");
    }
    for (const jobTitle of ["Community Center Director", "Program Manager (Deputy Director)", "Director Bureau of Budget Analysis", "School Nutrition Director", "Assistant Director of Finance"]) {
      expect(seniorityOf({ jobTitle, supervisory: true }), jobTitle).toBe("manager");
    }
  });

  it("reads pay bands as the GS grades they span", () => {
    expect(payBand("ZP", "5")).toBe(5);
    expect(payBand("NH", "IV")).toBe(4);
    expect(payBand("GS", "12")).toBeUndefined();
    expect(gsEquivalent("ZA", 5)).toBe(15);
    expect(gsEquivalent("YA", 2)).toBe(12);
    expect(seniorityOf({ payPlan: "ZP", grade: "4", jobTitle: "Physical Scientist", supervisory: false })).toBe("manager");
    expect(seniorityOf({ payPlan: "ZP", grade: "3", jobTitle: "Physical Scientist", supervisory: false })).toBe("senior");
    expect(seniorityOf({ payPlan: "NH", grade: "II", jobTitle: "Logistics Specialist", supervisory: false })).toBe("specialist");
  });

  it("reads class levels written as digits, journey-level 'Associate' classes and secretaries", () => {
    expect(seniorityOf({ jobTitle: "Civil Engineer 2", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Corrections & Custody Officer 3", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Environmental Health Specialist 1", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Sheriff's 9-1-1 Dispatcher", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Associate Budget Analyst", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ payPlan: "GS", grade: "5", jobTitle: "Secretary (Office Automation)", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Deputy Secretary of Commerce", supervisory: false })).toBe("executive");
    // A special assistant advises an executive; an office assistant is an associate.
    expect(seniorityOf({ jobTitle: "Program Specialist (Special Assistant)", supervisory: false })).toBe("senior");
    expect(seniorityOf({ jobTitle: "Office Assistant", supervisory: false })).toBe("associate");
    // A class series written as one title ("I/II/III") is its first level.
    expect(seniorityOf({ jobTitle: "Environmental Health Specialist I/II/III", supervisory: false })).toBe("associate");
    expect(seniorityOf({ jobTitle: "Planner II/III", supervisory: false })).toBe("specialist");
    expect(seniorityOf({ jobTitle: "Accounting Technician I/II/Senior", supervisory: false })).toBe("associate");
    // Entry-level people also get the journey titles.
    expect(blendLevel({ payPlan: "GS", grade: "7", jobTitle: "Auditor", supervisory: false }, "associate")).toBe("specialist");
  });

  it("reads the occupation from the title outside its parentheses first", () => {
    expect(entryByTitle(map, "Police Officer (Contract Specialist)")?.key).toBe("police-officer");
    expect(entryByTitle(map, "Nurse (Contract Specialist)")?.key).toBe("1102");
  });

  it("finds an entry when the title's words come in another order", () => {
    expect(entryByTitle(map, "Specialist, Contract")?.key).toBe("1102");
    expect(entryByTitle(map, "Officer, Police")?.key).toBe("police-officer");
    expect(entryByTitle(map, "Specialist")).toBeNull();
  });

  it("takes the specialty a title names over its series' broad entry", () => {
    const it = (key: string, match: string[], title: string, family = "information-technology") => ({
      key, name: key, family, codes: ["15-1212.00"], match, keywords: ["system"], ladder: { specialist: [title] }, skills: [],
    });
    const m = buildRoleMap({
      federal: [{ entries: [it("2210", ["it specialist", "information technology specialist"], "IT Specialist"), it("0301", ["program specialist"], "Program Manager", "operations-program")] }],
      local: [
        {
          entries: [
            it("cybersecurity", ["cybersecurity specialist", "information security specialist"], "Cybersecurity Analyst"),
            it("it-support", ["help desk specialist"], "Help Desk Analyst"),
            it("network", ["network administrator"], "Network Administrator"),
            it("emergency", ["emergency management specialist"], "Emergency Manager", "emergency-services"),
            it("ops", ["operations analyst"], "Operations Analyst", "operations-program"),
            it("stats", ["statistician"], "Statistician", "data-research"),
          ],
        },
      ],
    });
    const facts = (jobTitle: string, series = "2210") => ({ series, jobTitle, text: "Maintains systems.", supervisory: false });
    expect(chooseEntry(m, facts("IT Specialist (INFOSEC), GS-2210-12"))?.entry.key).toBe("cybersecurity");
    expect(chooseEntry(m, facts("Information Technology Specialist (Security)"))?.entry.key).toBe("cybersecurity");
    expect(chooseEntry(m, facts("IT Specialist (SYSADMIN/NETWORK)"))?.entry.key).toBe("network");
    expect(chooseEntry(m, facts("IT Cybersecurity Specialist"))?.entry.key).toBe("cybersecurity");
    expect(chooseEntry(m, facts("Information Technology Specialist (Customer Support)", ""))?.entry.key).toBe("it-support");
    // A specialty's name written into the title without parentheses; a one-word code is not enough.
    expect(chooseEntry(m, facts("Information Technology Customer Support"))?.entry.key).toBe("it-support");
    expect(chooseEntry(m, facts("IT Specialist Information Security"))?.entry.key).toBe("cybersecurity");
    expect(chooseEntry(m, facts("IT Specialist Security"))?.entry.key).toBe("2210");
    // The series' own title, and parentheticals that are not specialties, keep the series' entry.
    expect(chooseEntry(m, facts("Information Technology Specialist"))?.entry.key).toBe("2210");
    expect(chooseEntry(m, facts("IT Specialist (Office Automation)"))?.entry.key).toBe("2210");
    // A generalist series moves to another field, never to its own field's other entries.
    expect(chooseEntry(m, facts("Program Specialist (Emergency Management)", "0301"))?.entry.key).toBe("emergency");
    expect(chooseEntry(m, facts("Operations Analyst", "0301"))?.entry.key).toBe("0301");
    // At most four specialties of a parenthetical are read (a title is not a list).
    expect(chooseEntry(m, facts("IT Specialist (A/B/C/D/INFOSEC)"))?.entry.key).toBe("2210");
    // A parenthetical must name the specialty itself, not lean on the title's head noun.
    expect(specialtyOf(m, m.bySeries.get("2210")!, "IT Specialist (Economics)")).toBeNull();
  });

  it("gives a broad series the specialty its duties clearly show when the title names none", () => {
    const e = (key: string, family: string, match: string[], keywords: string[]) => ({ key, name: key, family, codes: ["15-1252.00"], match, keywords, ladder: { specialist: [key] }, skills: [] });
    const m = buildRoleMap({
      federal: [{ entries: [e("2210", "information-technology", ["it specialist"], ["information technology", "systems", "users"])] }],
      local: [{ entries: [e("software", "information-technology", ["software developer"], ["code", "coding", "debug", "program", "applications", "testing"]), e("stats", "data-research", ["statistician"], ["code", "coding", "debug", "program"])] }],
    });
    const facts = (text: string) => ({ series: "2210", jobTitle: "Information Technology Specialist, GS-2210-11", text, supervisory: false });
    expect(chooseEntry(m, facts("Writes code for applications; debugs and tests each program; coding standards."))?.entry.key).toBe("software");
    // Duties that show no specialty (or only another family's) keep the series' entry.
    expect(chooseEntry(m, facts("Supports users of information technology systems."))?.entry.key).toBe("2210");
  });

  it("puts the person's own title first only when private employers use it", () => {
    expect(ownTitle(map, "Contract Specialist, GS-1102-12", "procurement")).toBe("Contract Specialist");
    expect(ownTitle(map, "Associate Budget Analyst", "finance-accounting")).toBe("Budget Analyst");
    expect(ownTitle(map, "Nurse (Budget Analyst)", "procurement")).toBe("Budget Analyst");
    // Government-only titles, titles from unrelated families and field names are never offered.
    expect(ownTitle(map, "Police Officer II", "security-investigations", () => true)).toBeNull();
    expect(ownTitle(map, "Budget Analyst", "security-investigations")).toBeNull();
    expect(ownTitle(map, "Supervisory Economist (Economics)", "data-research", () => true)).toBeNull();
    expect(ownTitle(map, "Widget Wrangler", "procurement")).toBeNull();
    // Insurers hire claims examiners; only banks' and tax offices' examiners are government posts.
    expect(ownTitle(map, "Claims Examiner I", "claims-benefits", () => true)).toBe("Claims Examiner");
    expect(ownTitle(map, "Bank Examiner", "finance-accounting", () => true)).toBeNull();
    expect(ownTitle(map, "Widget Wrangler", "procurement", (t) => t === "Widget Wrangler")).toBe("Widget Wrangler");
    // Function words inside the title stay small, whatever case the PD wrote them in.
    expect(ownTitle(map, "MARRIAGE AND FAMILY THERAPIST", "social-services", () => true)).toBe("Marriage and Family Therapist");
  });

  it("treats a grade-only GS-14 as a senior expert with manager titles blended in", () => {
    expect(levelAndBlend({ payPlan: "GS", grade: "14", jobTitle: "Attorney-Advisor", supervisory: false })).toEqual({ level: "senior", blend: "manager" });
    expect(levelAndBlend({ payPlan: "GS", grade: "14", jobTitle: "Supervisory Attorney", supervisory: true })).toEqual({ level: "manager", blend: undefined });
    expect(levelAndBlend({ payPlan: "GS", grade: "12", jobTitle: "Accountant", supervisory: false })).toEqual({ level: "senior", blend: "specialist" });
  });

  it("offers the senior form of the own title to a senior expert, and none to a manager", () => {
    expect(ownTitle(map, "Contract Specialist, GS-1102-13", "procurement", undefined, "senior")).toBe("Senior Contract Specialist");
    expect(ownTitle(map, "Budget Analyst", "finance-accounting", undefined, "senior")).toBe("Senior Budget Analyst");
    expect(ownTitle(map, "Security Officer", "security-investigations", undefined, "senior")).toBe("Security Officer");
    expect(ownTitle(map, "Contract Specialist", "procurement", undefined, "manager")).toBeNull();
  });

  it("keeps an unknown title in O*NET's family when a far catch-all entry wins on broad words alone", () => {
    const entries = (generic: string) => [
      { key: "ops", name: "Program management", family: generic, codes: [], match: ["program manager"], keywords: ["program", "coordinate", "operations", "budget", "staff", "schedule", "policy", "reports"], ladder: { manager: ["Program Manager"] }, skills: [] },
      { key: "nurse", name: "Nursing", family: "healthcare", codes: [], match: ["nurse"], keywords: ["patient", "nursing", "clinical", "care plan", "medication"], ladder: { manager: ["Nurse Manager"] }, skills: [] },
    ];
    const text = [
      "Manages the program budget and coordinates program operations.",
      "Schedules staff, sets operations policy and prepares program reports and budget reports.",
      "Reviews patient care plans, nursing practice and clinical medication records with each patient.",
    ].join(" ");
    const facts = (onetCodes: string[]) => ({ jobTitle: "Unit Chief", text, supervisory: true, onetCodes });
    const far = buildRoleMap({ federal: [], local: [{ entries: entries("operations-program") }] });
    const ranked = rankEntriesByText(far, `Unit Chief\nUnit Chief\n${text}`);
    expect(ranked[0]?.entry.key).toBe("ops");
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(4);
    expect(chooseEntry(far, facts(["29-1141.00"]))?.entry.key).toBe("nurse");
    // Without O*NET's word, or with a far entry of a family near O*NET's, the text ranking stands.
    expect(chooseEntry(far, facts([]))?.entry.key).toBe("ops");
    const near = buildRoleMap({ federal: [], local: [{ entries: entries("administrative") }] });
    expect(chooseEntry(near, facts(["29-1141.00"]))?.entry.key).toBe("ops");
    // Broad words at well over twice the field's evidence (4.1 against 1.55) still yield to it.
    const thin = "Manages the program budget and coordinates program operations. Schedules staff, sets operations policy and prepares program reports and budget reports. Reviews patient care plans, nursing practice and clinical records.";
    const scores = rankEntriesByText(far, `Unit Chief\nUnit Chief\n${thin}`).map((r) => r.score);
    expect(scores[0] / scores[1]).toBeGreaterThan(2.5);
    expect(chooseEntry(far, { jobTitle: "Unit Chief", text: thin, supervisory: true, onetCodes: ["29-1141.00"] })?.entry.key).toBe("nurse");
  });

  it("moves a forestry technician who fights wildland fire, and a court's general clerk, to the occupation employers file them under", () => {
    const e = (key: string, family: string, match: string[], keywords: string[]) => ({ key, name: key, family, codes: ["45-4011.00"], match, keywords, ladder: { specialist: [key] }, skills: [] });
    const m = buildRoleMap({
      federal: [{ entries: [e("0462", "environmental", ["forestry technician"], ["timber", "forest"]), e("0456", "emergency-services", ["wildland firefighter"], ["engine"])] }],
      local: [{ entries: [e("clerk", "administrative", ["clerk", "deputy clerk", "records clerk"], ["filing", "mail"]), e("court-services", "legal", ["court clerk"], ["docket"])] }],
    });
    const fire = "Lead wildland firefighter on a prescribed fire crew and on a wildland fire engine. Operates crawler tractors with fire plows during fire suppression.";
    expect(chooseEntry(m, { series: "0462", jobTitle: "Forestry Technician", text: fire, supervisory: false })?.entry.key).toBe("0456");
    const timber = "Conducts timber cruises, marks trees and prepares reports on forest stands; fuels management considered in unit layout.";
    expect(chooseEntry(m, { series: "0462", jobTitle: "Forestry Technician", text: timber, supervisory: false })?.entry.key).toBe("0462");
    const court = "Processes civil suits for the court, issues court dates, prepares the courtroom for hearings and answers questions on court business. Opens mail.";
    expect(chooseEntry(m, { jobTitle: "Deputy Clerk", text: court, supervisory: false })?.entry.key).toBe("court-services");
    expect(chooseEntry(m, { jobTitle: "Deputy Clerk", text: "Opens mail and keeps filing current for the court.", supervisory: false })?.entry.key).toBe("clerk");
    // A title naming its own occupation keeps it: a court's records clerk is a records clerk.
    expect(chooseEntry(m, { jobTitle: "Records Clerk", text: court, supervisory: false })?.entry.key).toBe("clerk");
  });

  it("gives a worker whose duties match an office head's entry the office's working occupation", () => {
    const e = (key: string, ladder: Record<string, string[]>, keywords: string[]) => ({ key, name: key, family: "facilities-construction", codes: ["47-2073.00"], match: [key.replace(/-/g, " ")], keywords, ladder, skills: [] });
    const m = buildRoleMap({ federal: [], local: [{ entries: [
      e("highway-maintenance-manager", { senior: ["Roadway Maintenance Manager"], manager: ["Roadway Maintenance Manager"] }, ["roadways", "snow", "ice", "highway", "maintenance"]),
      e("equipment-operator", { associate: ["Equipment Operator"], specialist: ["Heavy Equipment Operator"] }, ["operate", "loader"]),
    ] }] });
    const text = "Maintains roadways for snow and ice control; removes snow from highway shoulders; highway maintenance.";
    expect(chooseEntry(m, { jobTitle: "Transportation Generalist", text, supervisory: false })?.entry.key).toBe("equipment-operator");
    expect(chooseEntry(m, { jobTitle: "Transportation Generalist", text, supervisory: true })?.entry.key).toBe("highway-maintenance-manager");
    expect(chooseEntry(m, { jobTitle: "Senior Transportation Generalist", text, supervisory: false })?.entry.key).toBe("highway-maintenance-manager");
  });

  it("keeps a series whose title is its own bare head noun, and reads 'Budgeting Analyst' as a budget analyst", () => {
    const e = (key: string, family: string, match: string[]) => ({ key, name: key, family, codes: ["13-1041.00"], match, keywords: ["case"], ladder: { specialist: [key] }, skills: [] });
    const m = buildRoleMap({ federal: [{ entries: [e("1811", "security-investigations", ["criminal investigator", "investigator"]), e("1810", "security-investigations", ["administrative investigator", "general investigator"])] }], local: [] });
    expect(specialtyOf(m, m.bySeries.get("1810")!, "Supervisory Investigator - Investigations Division")).toBeNull();
    expect(specialtyOf(m, m.bySeries.get("1810")!, "Criminal Investigator")?.key).toBe("1811");
    expect(entriesByTitle(map, "Senior Budgeting Analyst").map((x) => x.key)).toEqual(["0560"]);
  });

  it("breaks a tie between entries sharing a title phrase by the duties", () => {
    const tie = buildRoleMap({
      federal: [],
      local: [
        { entries: [
          { key: "it-a", name: "IT A", family: "information-technology", codes: [], match: ["systems analyst"], keywords: ["network", "server", "firewall"], ladder: { specialist: ["Network Administrator"] }, skills: [] },
          { key: "it-b", name: "IT B", family: "information-technology", codes: [], match: ["systems analyst"], keywords: ["requirements", "user", "software", "specifications"], ladder: { specialist: ["Business Systems Analyst"] }, skills: [] },
        ] },
      ],
    });
    expect(entriesByTitle(tie, "Systems Analyst").map((e) => e.key)).toEqual(["it-a", "it-b"]);
    expect(chooseEntry(tie, { jobTitle: "Systems Analyst", text: "Writes software requirements and user specifications.", supervisory: false })?.entry.key).toBe("it-b");
  });

  it("gives a shared title phrase to the entry whose own name it is before the duties decide", () => {
    const tie = buildRoleMap({
      federal: [
        { entries: [
          { key: "0801", name: "General Engineering", family: "engineering", codes: [], match: ["general engineer", "engineer", "civil engineer"], keywords: ["engineering", "design", "mechanical", "systems", "facility", "drawings", "specifications"], ladder: { specialist: ["Engineer", "Systems Engineer"] }, skills: [] },
        ] },
      ],
      local: [
        { entries: [
          { key: "civil-engineer", name: "Civil Engineer", family: "engineering", codes: [], match: ["civil engineer", "traffic engineer"], keywords: ["road", "sewer"], ladder: { specialist: ["Civil Engineer", "Project Engineer"] }, skills: [] },
        ] },
      ],
    });
    const text = "Prepares engineering designs, drawings and specifications for facility systems and mechanical equipment.";
    expect(chooseEntry(tie, { jobTitle: "Civil Engineer 2", text, supervisory: false })?.entry.key).toBe("civil-engineer");
    expect(chooseEntry(tie, { jobTitle: "General Engineer", text, supervisory: false })?.entry.key).toBe("0801");
  });

  it("moves every 'Senior' title after the first behind the first six", () => {
    const roles = ["Senior Accountant", "Accountant", "Senior General Ledger Accountant", "General Ledger Accountant", "Senior Cost Accountant", "Cost Accountant", "Staff Accountant", "Tax Accountant"];
    expect(demoteUnlikely(roles, { firstLine: false })).toEqual(["Senior Accountant", "Accountant", "General Ledger Accountant", "Cost Accountant", "Staff Accountant", "Tax Accountant", "Senior General Ledger Accountant", "Senior Cost Accountant"]);
  });

  it("moves 'Lead' titles, and director titles for a first-line supervisor, behind the first six", () => {
    const roles = ["IT Manager", "IT Director", "Lead Engineer", "IT Operations Manager", "Infrastructure Manager", "IT Support Manager", "Service Desk Manager", "Systems Manager"];
    expect(demoteUnlikely(roles, { firstLine: true }).slice(0, 6)).toEqual(["IT Manager", "IT Operations Manager", "Infrastructure Manager", "IT Support Manager", "Service Desk Manager", "Systems Manager"]);
    expect(demoteUnlikely(roles, { firstLine: false }).slice(0, 2)).toEqual(["IT Manager", "IT Director"]);
    // A GS-14 expert who supervises no one is not hired as a director either.
    expect(demoteUnlikely(roles, { firstLine: false, expert: true }).slice(0, 2)).toEqual(["IT Manager", "IT Operations Manager"]);
    // A GS-15 supervisor runs an organisation: director titles lead.
    expect(demoteUnlikely(roles, { firstLine: false, seniorLeader: true }).slice(0, 2)).toEqual(["IT Director", "IT Manager"]);
  });

  it("leads with supervisor and foreman titles for a first-line supervisor", () => {
    const roles = ["Security Manager", "Security Operations Manager", "Security Supervisor", "Director of Security", "Security Shift Supervisor", "Construction Foreman", "General Superintendent"];
    expect(demoteUnlikely(roles, { firstLine: true }).slice(0, 4)).toEqual(["Security Supervisor", "Security Shift Supervisor", "Construction Foreman", "Security Manager"]);
    expect(demoteUnlikely(roles, { firstLine: false }).slice(0, 2)).toEqual(["Security Manager", "Security Operations Manager"]);
    // A construction superintendent runs one site, as a foreman does.
    expect(demoteUnlikely(["Roadway Maintenance Manager", "Construction Superintendent", "General Superintendent"], { firstLine: true })[0]).toBe("Construction Superintendent");
  });

  it("counts captain, lieutenant and sergeant titles as a first-line supervisor's", () => {
    const roles = ["Fire Safety Manager", "EHS Manager", "Emergency Response Supervisor", "Fire Captain", "Fire Lieutenant"];
    expect(demoteUnlikely(roles, { firstLine: true }).slice(0, 3)).toEqual(["Emergency Response Supervisor", "Fire Captain", "Fire Lieutenant"]);
  });

  it("gives the blended level two of the first six titles, the level's own four", () => {
    const e = { ...map.entries[0], ladder: { senior: ["S1", "S2", "S3", "S4", "S5"], manager: ["M1", "M2", "M3"] } };
    expect(ladderTitles(e, "senior", 6, "manager")).toEqual(["S1", "M1", "S2", "S3", "M2", "S4"]);
    // Without executive titles, a department head gets the directors of the managers' list first.
    const noExec = { ...e, ladder: { manager: ["Recreation Manager", "Recreation Supervisor", "Recreation Director", "Program Manager"] } } as typeof e;
    expect(ladderTitles(noExec, "executive", 4)).toEqual(["Recreation Director", "Recreation Manager", "Program Manager", "Recreation Supervisor"]);
  });

  it("lists the level's titles first, then the nearest levels", () => {
    const e = map.entries[0];
    expect(ladderTitles(e, "senior", 5)).toEqual(["Senior Contract Specialist", "Contracts Manager", "Contract Specialist", "Procurement Specialist", "Buyer"]);
    const { roles, families } = rolesForPositions([
      { entry: map.entries[1], level: "specialist", weight: 0.7 },
      { entry: e, level: "specialist", weight: 1 },
    ]);
    expect(roles[0]).toBe("Contract Specialist");
    expect(roles).toContain("Budget Analyst");
    expect(families).toEqual(["procurement", "finance-accounting"]);
  });
});
