import { describe, expect, it } from "vitest";
import { classifyHeading, classMembersDuty, cleanInline, isDescriptiveSentence, normalizeCaps, splitLeadingLabel, stripBoilerplate, stripClassCode, writeEmergencyNumber } from "./boilerplate";
import { splitSentences } from "./sentences";

const PD = `Position Title: Budget Analyst
Series/Grade: GS-0560-12
PD Number: 12345

INTRODUCTION
The incumbent serves as a budget analyst in the Office of the CFO.

MAJOR DUTIES
Budget Execution (60%)
- Monitors obligations against spend plans and prepares monthly reports.
Budget Formulation: Prepares the annual budget submission for a $48 million budget.
Performs other duties as assigned.

Factor 1 - Knowledge Required by the Position (Level 1-7, 1250 points)
Knowledge of appropriations law.

FACTOR 2 - SUPERVISORY CONTROLS
The supervisor sets overall objectives.
Factor 8. Physical Demands: The work is sedentary.
Work Environment: Office.`;

describe("boilerplate", () => {
  it("recognises FES factor headings with levels and points", () => {
    expect(classifyHeading("Factor 1 - Knowledge Required by the Position (Level 1-7, 1250 points)")).toBe("knowledge");
    expect(classifyHeading("FACTOR 2 - SUPERVISORY CONTROLS")).toBe("drop");
    expect(classifyHeading("Scope and Effect")).toBe("drop");
    expect(classifyHeading("MAJOR DUTIES AND RESPONSIBILITIES")).toBe("duties");
    expect(classifyHeading("Monitors obligations against spend plans and prepares monthly reports.")).toBeNull();
  });

  it("keeps duties, drops header fields, factors and 'other duties as assigned'", () => {
    const c = stripBoilerplate(PD);
    expect(c.duties).toEqual([
      "The incumbent serves as a budget analyst in the Office of the CFO.",
      "Monitors obligations against spend plans and prepares monthly reports.",
      "Prepares the annual budget submission for a $48 million budget.",
    ]);
    expect(c.labels).toEqual(["Budget Execution", "Budget Formulation"]);
    expect(c.knowledge).toEqual(["Knowledge of appropriations law."]);
    expect(c.text).not.toMatch(/supervisor sets|sedentary|GS-0560|12345|Office\.$/);
  });

  it("drops a one-line field such as the organizational location, not the duties after it", () => {
    const text = "Responsibilities\n\nOrganizational Location: This position is with the Department of Homeland Security, within U.S. Customs and Border Protection, Big Bend Sector, Sanderson Station, Sanderson, TX.\n\nAs a first-line supervisor you will be responsible for:\n• Directing assignments of subordinate agents and station operations;\n• Seeking out and apprehending smugglers;";
    expect(stripBoilerplate(text).duties).toEqual(["As a first-line supervisor you will be responsible for:", "Directing assignments of subordinate agents and station operations;", "Seeking out and apprehending smugglers;"]);
    // A dropped section of several paragraphs still drops them.
    expect(stripBoilerplate("Duties\nReviews claims.\nSupervisory Controls: The supervisor assigns work.\nCompleted work is reviewed for accuracy.").duties).toEqual(["Reviews claims."]);
  });

  it("drops how to apply and the terms of employment run into a duty paragraph", () => {
    const text = "Duties\nThere are four roles available under this job posting. You may apply for up to two (2). Troubleshoots and repairs incidents.\nLoads and unloads trucks; and, Performs other duties as assigned. Work Schedule: Monday through Friday, 6:00 a.m. - 2:30 p.m. The person in the position may expect to work other than normal administrative hours. Recruitment & Relocation Incentives: Not authorized";
    const duties = stripBoilerplate(text).duties.join(" | ");
    expect(duties).toMatch(/Troubleshoots and repairs incidents/);
    expect(duties).toMatch(/Loads and unloads trucks/);
    expect(duties).not.toMatch(/apply for|Schedule|Incentives/);
  });

  it("keeps a USAJOBS duty whose grade label goes ('GS-11: Plans, designs …')", () => {
    expect(stripBoilerplate("Duties\n• GS-11: Plans, designs, and manages civil site projects including levees and dams.").duties).toEqual(["Plans, designs, and manages civil site projects including levees and dams."]);
  });

  it("keeps the duties of a sentence that closes with 'and perform other duties as assigned'", () => {
    const c = stripBoilerplate("Performs adjustments and repairs to plant equipment; collects and documents samples for laboratory testing; and perform other duties as assigned.\nPerforms other duties as assigned.");
    expect(c.duties).toEqual(["Performs adjustments and repairs to plant equipment; collects and documents samples for laboratory testing."]);
  });

  it("keeps sentences that describe the job, and the supervision received, out of the duties", () => {
    const c = stripBoilerplate(
      "This position involves unusual and difficult work at a subordinate level. Works under the general supervision of the Fire Chief, or assigned designee.\n\nWork primary involves the protection of life and property under dangerous conditions.\n\nWork outcomes are reviewed and questions of importance are discussed with a superior.\n\nMembers of the classification will perform individually or as a member of a firefighting team.\n\nResponds quickly to emergency and non-emergency alarms.\n\nWork with CADD technicians to develop drawings.",
    );
    expect(c.duties).toEqual(["Responds quickly to emergency and non-emergency alarms.", "Work with CADD technicians to develop drawings."]);
    expect(c.text).toMatch(/protection of life and property/);
    expect(isDescriptiveSentence("Works with vendors to resolve invoices.")).toBe(false);
    expect(isDescriptiveSentence("Receives general supervision from the Animal Control Supervisor.")).toBe(true);
  });

  it("treats a description with no headings as duties", () => {
    expect(stripBoilerplate("Managed a team of 5. Reduced costs by 10%.").duties).toEqual(["Managed a team of 5.", "Reduced costs by 10%."]);
  });

  it("removes the pay plan, series and grade of agencies with their own pay plans", () => {
    expect(cleanInline("Examination Specialist (Large Bank Supervision), CG-570-13/14")).toBe("Examination Specialist (Large Bank Supervision),");
    expect(cleanInline("Supervisory Engineer, IS-0801-15 (Manager of Central Engineering)")).toBe("Supervisory Engineer (Manager of Central Engineering)");
    expect(cleanInline("Forestry Tech- GS 6")).toBe("Forestry Tech-");
    expect(cleanInline("DevOps/Site Reliability Supervisory Engineer GS15")).toBe("DevOps/Site Reliability Supervisory Engineer");
  });

  it("drops minimum qualifications that run into the duties", () => {
    const text = [
      "Conducts complex land use studies and prepares development plans.",
      "Master's degree with coursework in urban/city planning, urban studies, community planning, or geography, 4 years of progressively responsible professional urban/city planning experience.",
      "NOTE: Qualifying education, training and experience that provide the requisite knowledge, skills and abilities to perform the job will be considered.",
      "Bachelor's degree in accounting and two years of experience; or an equivalent combination of education and experience.",
    ].join(" ");
    expect(stripBoilerplate(text).duties).toEqual(["Conducts complex land use studies and prepares development plans."]);
  });

  it("removes the class codes state and local employers file titles under", () => {
    expect(stripClassCode("Attorney 1 (Class Code 079441)")).toBe("Attorney 1");
    expect(stripClassCode("Network Administrator 1 (Job Code 01514)")).toBe("Network Administrator 1");
    expect(stripClassCode("Unemployment Insurance Claims Examiner I (Class No. 3151)")).toBe("Unemployment Insurance Claims Examiner I");
    expect(stripClassCode("Highway Maintenance Supervisor 2 (Occ. Code 6933700)")).toBe("Highway Maintenance Supervisor 2");
    expect(stripClassCode("Epidemiologist II (#006164)")).toBe("Epidemiologist II");
    expect(stripClassCode("Corrections Sergeant (Class 72014)")).toBe("Corrections Sergeant");
    expect(stripClassCode("Environmental Trainee (Job Spec 16001)")).toBe("Environmental Trainee");
    expect(stripClassCode("Fire Lieutenant (6B03)")).toBe("Fire Lieutenant");
    expect(stripClassCode("Purchasing Agent (0343)")).toBe("Purchasing Agent");
    expect(stripClassCode("Database Administrator III (32005576)")).toBe("Database Administrator III");
    expect(stripClassCode("Clerk Typist, class code 285F")).toBe("Clerk Typist");
    expect(stripClassCode("Grants Coordinator (Classification 0430)")).toBe("Grants Coordinator");
    expect(stripClassCode("Rehabilitation Counselor I (7615-19)")).toBe("Rehabilitation Counselor I");
    expect(stripClassCode("Elections Specialist II (2.208.1), SR-20")).toBe("Elections Specialist II");
    expect(stripClassCode("Mental Health Specialist 3 (7370), Pay Range GC21")).toBe("Mental Health Specialist 3");
    expect(stripClassCode("Office Assistant, Salary Grade 14")).toBe("Office Assistant");
    expect(stripClassCode("Planner (Pay Grade: 27)")).toBe("Planner");
    // A pay grade of several letters, and a position description's number.
    expect(stripClassCode("Health Records Technician I, Grade ASTD8")).toBe("Health Records Technician I");
    expect(stripClassCode("Cook (Temporary), PD# 07564A")).toBe("Cook");
    expect(stripClassCode("Clerk (PD No. 12345)")).toBe("Clerk");
    expect(stripClassCode("PD Analyst")).toBe("PD Analyst");
    expect(stripClassCode("Police Records Clerk (SR-11, BU-03)")).toBe("Police Records Clerk");
    // A parenthetical of several codes, and a county's grade letter.
    expect(stripClassCode("Video Specialist (Job Code 07564, Pay Grade C23)")).toBe("Video Specialist");
    expect(stripClassCode("Curator I (Class No. 7466, Salary Group B16)")).toBe("Curator I");
    expect(stripClassCode("Case Supervisor Grade B")).toBe("Case Supervisor");
    expect(stripClassCode("Grade A Inspector")).toBe("Grade A Inspector");
    expect(stripClassCode("Human Resources Specialist II (SR-20)")).toBe("Human Resources Specialist II");
    expect(stripClassCode("Child Welfare Specialist (H23)")).toBe("Child Welfare Specialist");
    expect(stripClassCode("Human Resource Analyst 4 (General, 0504A)")).toBe("Human Resource Analyst 4 (General)");
    expect(stripClassCode("Facility Maintenance Supervisor (37.5 Hour) (3620TC)")).toBe("Facility Maintenance Supervisor");
    expect(stripClassCode("Budget Analyst (Operating, Capital)")).toBe("Budget Analyst (Operating, Capital)");
    expect(stripClassCode("Librarian I - 8030, Grade 110")).toBe("Librarian I");
    expect(stripClassCode("Supervisory Wildland Firefighter - Direct Hire Authority")).toBe("Supervisory Wildland Firefighter");
    expect(stripClassCode("PS: Hum Res Specialist (AL), Job Code 16011")).toBe("Hum Res Specialist (AL)");
    expect(stripClassCode("Associate Human Resources Analyst (VE6/4)")).toBe("Associate Human Resources Analyst");
    expect(stripClassCode("Safety Manager (Diego Garcia Vacancy Announcement No.: DG-002-2023)")).toBe("Safety Manager");
    expect(stripClassCode("Health Systems Administrator (Associate Director) Detail/Temporary Promotion")).toBe("Health Systems Administrator (Associate Director)");
    // Specialties in parentheses stay.
    expect(stripClassCode("IT Specialist (INFOSEC)")).toBe("IT Specialist (INFOSEC)");
    expect(stripClassCode("Nurse (RN)")).toBe("Nurse (RN)");
    // Specialties, levels and series codes are not class codes.
    expect(stripClassCode("Nurse (RN) II")).toBe("Nurse (RN) II");
    expect(stripClassCode("Civil Engineer (Structural), GS-0810-12")).toBe("Civil Engineer (Structural), GS-0810-12");
  });

  it("removes the hours and terms of a post from its title", () => {
    expect(stripClassCode("Information Technology Analyst 2 (40 Hour)")).toBe("Information Technology Analyst 2");
    expect(stripClassCode("Nutrition Aide (PT)")).toBe("Nutrition Aide");
    expect(stripClassCode("Lifeguard (Seasonal)")).toBe("Lifeguard");
  });

  it("writes the emergency number as the industry does, which is not a code", () => {
    expect(writeEmergencyNumber("911 Public Safety Center Supervisor 1")).toBe("9-1-1 Public Safety Center Supervisor 1");
    expect(writeEmergencyNumber("Sheriff's 9-1-1 Dispatcher")).toBe("Sheriff's 9-1-1 Dispatcher");
    expect(writeEmergencyNumber("Clerk 19110")).toBe("Clerk 19110");
  });

  it("removes grade codes, weights and FPL from a sentence", () => {
    expect(cleanInline("Supervises 3 GS-13 analysts (40%)")).toBe("Supervises 3 analysts");
    expect(cleanInline("IT Specialist, GS-2210-12/13 (FPL 13)")).toBe("IT Specialist,");
    expect(cleanInline("30% - Develops curriculum")).toBe("Develops curriculum");
  });

  it("splits sentences whose space after the full stop was lost", () => {
    expect(splitSentences("Create book displays monthly to increase circulation.Contacts patrons about holds.")).toEqual(["Create book displays monthly to increase circulation.", "Contacts patrons about holds."]);
    expect(splitSentences("Serves the U.S.Army and the Corps of Engineers.")).toHaveLength(1);
  });

  it("does not split sentences at abbreviations or decimals", () => {
    expect(splitSentences("Works with the U.S. Army on $4.2 million in contracts, e.g. IDIQs. Next one.")).toEqual([
      "Works with the U.S. Army on $4.2 million in contracts, e.g. IDIQs.",
      "Next one.",
    ]);
  });

  it("splits 'Duty 1: … Duty 2: …' pasted as one paragraph and keeps the labels", () => {
    const c = stripBoilerplate("Duty 1: Program Coordination (50%) - Coordinates the grant program. Duty 2: Outreach (30%) - Plans outreach events.");
    expect(c.labels).toEqual(["Program Coordination", "Outreach"]);
    expect(c.duties).toEqual(["Coordinates the grant program.", "Plans outreach events."]);
    expect(splitLeadingLabel("Reviews plans - then files them")).toEqual({ label: null, rest: "Reviews plans - then files them" });
  });

  it("calms text typed in capitals but keeps acronyms", () => {
    expect(normalizeCaps("PROCESSES PURCHASE ORDERS IN SAP FOR THE FBI.")).toBe("Processes purchase orders in SAP for the FBI.");
    expect(normalizeCaps("Uses SAP daily.")).toBe("Uses SAP daily.");
  });
});

describe("class specifications", () => {
  it("reads a state classification standard from its top, and keeps the class members' duties", () => {
    const spec = [
      "Classification Standard",
      "Public Information Specialists draft, edit and disseminate written materials.",
      "Employees in this classification conduct regulatory inspections and respond to consumer complaints.",
      "Employees in this classification receive moderate supervision from a program manager.",
      "Writes, edits, and distributes press releases and brochures.",
    ].join("\n");
    const out = stripBoilerplate(spec);
    expect(out.duties).toContain("Writes, edits, and distributes press releases and brochures.");
    expect(out.duties).toContain("Employees in this classification conduct regulatory inspections and respond to consumer complaints.");
    expect(out.knowledge).toContain("Employees in this classification receive moderate supervision from a program manager.");
    // A federal PD's closing "Classification Standards" section is still dropped.
    expect(stripBoilerplate("Major Duties\nReviews contracts.\nClassification Standard\nOPM PCS for GS-1102, dated 1983.").duties).toEqual(["Reviews contracts."]);
  });

  it("drops an announcement's invitation to join a team", () => {
    const out = stripBoilerplate("Join a dedicated mission-focused team supporting the Deputy Director.\nAnalyzes internal controls and recommends improvements.");
    expect(out.duties).toEqual(["Analyzes internal controls and recommends improvements."]);
  });

  it("reads class specification headings it had missed, and an FLSA field is no section", () => {
    const spec = "FLSA Designation: Non-Exempt\nSUMMARY DESCRIPTION\nUnder direction of the City Engineer, oversees the acquisition of real property and provides relocation assistance to tenants.\nEDUCATION AND EXPERIENCE\nAny combination of experience and training equivalent to a bachelor's degree.\nEXAMPLES OF ESSENTIAL DUTIES\nNegotiates easements with property owners.\nLICENSES AND CERTIFICATES\nPossession of a valid driver's license.";
    const out = stripBoilerplate(spec);
    expect(out.duties).toEqual(["Under direction of the City Engineer, oversees the acquisition of real property and provides relocation assistance to tenants.", "Negotiates easements with property owners."]);
    expect(stripBoilerplate("Class specifications are intended to present a descriptive list of the range of duties performed by employees in the class.\nInspects buildings.").duties).toEqual(["Inspects buildings."]);
  });

  it("drops a USAJOBS page's own lines pasted with the duties", () => {
    const out = stripBoilerplate("This job announcement has closed\nHelp\nReviewing applications\nLearn more about this agency\nProvides guidance and policy interpretation to bureaus and offices.");
    expect(out.duties).toEqual(["Provides guidance and policy interpretation to bureaus and offices."]);
    expect(out.text).not.toMatch(/announcement/i);
    expect(stripBoilerplate("Hiring complete\n1 vacancy\nInspects elevators.").duties).toEqual(["Inspects elevators."]);
  });

  it("keeps what a class requires and how positions vary out of the duties, but not a duty list that follows", () => {
    const out = stripBoilerplate("Maintains ledgers. Work specialization may depend on the specific position. Knowledge of government financial record keeping would be a plus. Person selected should know spreadsheets.");
    expect(out.duties).toEqual(["Maintains ledgers."]);
    expect(out.knowledge).toContain("Knowledge of government financial record keeping would be a plus.");
    expect(stripBoilerplate("Responsibilities may vary by assignment and can include conducting plat review.").duties).toHaveLength(1);
  });

  it("takes a program's name in Title Case above its duties for a label, not a duty", () => {
    const out = stripBoilerplate("Essential Functions\nEmpowering Families of Milwaukee (EFM)\n• Conducts home visits to pregnant women and new mothers.");
    expect(out.duties).toEqual(["Conducts home visits to pregnant women and new mothers."]);
    expect(out.labels).toContain("Empowering Families of Milwaukee (EFM)");
  });

  it("tells the class members' duty from their conditions", () => {
    expect(classMembersDuty("Employees in this classification conduct regulatory inspections.")).toBe("conduct regulatory inspections.");
    expect(classMembersDuty("Incumbents in this class review permit applications.")).toBe("review permit applications.");
    expect(classMembersDuty("Employees in this class receive general supervision.")).toBeNull();
    // Positions as the subject, a clause before it, and what they are authorized to do.
    expect(classMembersDuty("After it has been determined elsewhere that these accounts are delinquent and other avenues to collect have proved unsatisfactory, positions in this class contact the taxpayer to collect taxes.")).toBe("contact the taxpayer to collect taxes.");
    expect(classMembersDuty("Positions in this class are authorized to seize assets, file liens, and secure funds.")).toBe("seize assets, file liens, and secure funds.");
    expect(classMembersDuty("A position in this class reviews permit applications.")).toBe("reviews permit applications.");
    expect(classMembersDuty("Positions in this classification are evaluated using the Classification Job Evaluation Methodology.")).toBeNull();
    expect(classMembersDuty("Employees in this class may be assigned to any shift.")).toBeNull();
    // Without "in this class" too; working with others to do something is a duty, the class's
    // hardest "types of duties" are not.
    expect(classMembersDuty("Employees interpret and apply park rules and regulations.")).toBe("interpret and apply park rules and regulations.");
    expect(classMembersDuty("Employees in this classification work closely with the federal Veterans Administration to verify the status of claims.")).toMatch(/^work closely with/);
    expect(classMembersDuty("Employees work evenings and weekends.")).toBeNull();
    expect(classMembersDuty("Incumbents perform the most difficult and accountable types of duties assigned to classes within this series.")).toBeNull();
    expect(classMembersDuty("Employees in this class perform a variety of accounting tasks in processing the payroll.")).toBeNull();
  });

  it("keeps the examples of duties after 'distinguishing characteristics' and the examples note", () => {
    const spec = [
      "DISTINGUISHING CHARACTERISTICS",
      "Work normally consists of routine park operations tasks.",
      "Any one position may not include all the duties listed nor do the examples cover all of the duties which may be performed:",
      "• Provides information to the public and responds to visitor complaints.",
      "• Performs search and rescue and wildland fire suppression activities.",
      "PHYSICAL DEMANDS",
      "Lifting up to 50 pounds.",
      "• Patrols parks and trails on foot and by vehicle.",
    ].join("\n");
    const out = stripBoilerplate(spec);
    expect(out.duties).toContain("Performs search and rescue and wildland fire suppression activities.");
    expect(out.duties).toContain("Patrols parks and trails on foot and by vehicle.");
    expect(out.duties.join(" ")).not.toMatch(/may not include|Lifting/);
  });
});
