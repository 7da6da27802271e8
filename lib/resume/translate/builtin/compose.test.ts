import { describe, expect, it } from "vitest";
import { isEntryLevelClass, isFirstLine, isSupervisory, namesSupervisedStaff, summaryLabel, translateTitle } from "./compose";
import { jargonContext } from "./jargon";

describe("isSupervisory", () => {
  it("takes a class's own 'supervision of others is not typical' and skips the next class's description", () => {
    const text = [
      "A Senior Budgeting Analyst may serve as a lead analyst on a project; supervision of others is not typical.",
      "Where the Senior is the highest budgeting position, the incumbent usually supervises a subordinate staff of clerical employees.",
      "In contrast an Associate Budgeting Analyst typically supervises a subordinate staff, including Senior Budgeting Analysts.",
    ].join(" ");
    expect(isSupervisory("Senior Budgeting Analyst", text)).toBe(false);
    const next = "Supervises clerical staff in budget preparation. In contrast an Associate Analyst typically supervises a subordinate staff of analysts.";
    expect(isSupervisory("Budget Analyst", next)).toBe(false);
    expect(isSupervisory("Budget Analyst", "Supervises clerical staff in budget preparation. Supervises a subordinate staff of analysts.")).toBe(true);
    // The class a series' description sets it apart from supervises; this one does not.
    const apart = "Operates the 911 console. The class of Dispatcher is distinguished from Dispatch Supervisor in that the employee in the latter class is a first line supervisor responsible for supervision of the 911 center staff.";
    expect(isSupervisory("Dispatcher (911)", apart)).toBe(false);
  });
  it("reads a case manager's caseload and 'exercises no supervision' as no staff supervised", () => {
    expect(isSupervisory("Social Services Case Manager", "Conducts investigations and manages a caseload of families.")).toBe(false);
    expect(isSupervisory("Care Manager", "Coordinates care plans.")).toBe(false);
    expect(isSupervisory("Case Management Supervisor", "Coordinates care plans.")).toBe(true);
    expect(isSupervisory("Deputy Probation Officer", "Exercises no supervision over other County employees; supervises offender case activity and progress.")).toBe(false);
    expect(isSupervisory("Deputy Probation Officer", "Exercises direct supervision over probation aides and clerical staff.")).toBe(true);
  });

  it("needs a supervisory title or a clear statement of supervising others", () => {
    expect(isSupervisory("Supervisory IT Specialist", "Manages the help desk.")).toBe(true);
    expect(isSupervisory("Electric Line Foreperson", "Directs line crews.")).toBe(true);
    expect(isSupervisory("Civil Engineering Project Manager I", "Manages design and construction projects and their budgets.")).toBe(false);
    expect(isSupervisory("Corrections Officer 3", "Supervises correctional officers. Supervises staff in the mail room.")).toBe(true);
    expect(isSupervisory("Analyst", "Serves as first-line supervisor of 6 analysts.")).toBe(true);
    expect(isSupervisory("Analyst", "Supervises a staff of 12 technicians.")).toBe(true);
  });

  it("reads one plain statement of supervising staff, as class specifications write it", () => {
    for (const text of [
      "This position exercises direct supervision over clerical and technical personnel in the collections office.",
      "This is supervisory and advanced auditing work in examining organization records.",
      "This position performs supervisory and technical duties in the administration of the networks.",
      "The employee directs, through subordinate supervisors, the planning of research studies.",
      "The Senior Planner position is the first-level management position in the division.",
      "Is responsible for the administration, supervision, training, and quality of work of subordinate personnel.",
      "Work normally involves the supervision of staff in the preparation of financial reports.",
    ])
      expect(isSupervisory("Analyst", text), text).toBe(true);
  });

  it("does not take a lead worker's 'may … subordinate staff' or supervising the people served", () => {
    expect(isSupervisory("Librarian", "May act as the lead worker for an area, overseeing the work of subordinate staff.")).toBe(false);
    expect(isSupervisory("Detention Officer II", "Exercises supervision over juveniles placed in the facility through constant observation.")).toBe(false);
    expect(isSupervisory("Analyst", "Receives general supervision from the division manager.")).toBe(false);
  });

  it("does not count working under supervision or one 'may supervise' in a journey-level class", () => {
    expect(isSupervisory("Civil Engineer 2", "Work is performed under the general supervision of an engineering superior. May assign and supervise the work of aides.")).toBe(false);
    expect(isSupervisory("Planner", "Works under close supervision. Receives supervision from the planning manager.")).toBe(false);
    // The hedge repeated in the definition and the examples is still a hedge.
    expect(isSupervisory("Deputy Clerk III", "May supervise the work of others. Prepares reports. May also lead or supervise clerical staff.")).toBe(false);
    // "Some limited" or "less than the full range of" supervisory duties hedge the same way.
    expect(isSupervisory("Eligibility Worker 3", "Performs quality control reviews; may perform some limited supervisory duties. May perform some, but less than the full range of supervisory functions.")).toBe(false);
    expect(isSupervisory("Analyst", "Has no supervisory responsibilities.")).toBe(false);
    expect(isSupervisory("Police Officer", "SUPERVISORY RESPONSIBILITIES: Receives general supervision from higher level supervisory and management staff. This job has no supervisory responsibilities.")).toBe(false);
    expect(isSupervisory("Police Officer", "Makes presentations to citizens.\nSUPERVISORY RESPONSIBILITIES\nReceives general supervision from the sergeant.")).toBe(false);
    // A negated duty and the supervisor's own class named in the text are not supervising.
    expect(isSupervisory("Budget Analyst I, Operating", "Employees in this classification do not supervise other positions. Employees in this classification receive moderate supervision from a Supervising Budget Examiner.")).toBe(false);
    expect(isSupervisory("Analyst", "Reports to a Supervising Engineer. Supervises clerical staff. Never supervises contractors.")).toBe(false);
    expect(isSupervisory("Analyst", "Exercises full supervisory authority over 4 analysts.")).toBe(true);
  });

  it("does not make the entry class of a series a supervisor for its lead work", () => {
    const duties = "Incumbents may serve as a supervisor or lead worker for less trained park employees. Supervises and works with subordinates on maintenance of park structures; supervises beach area and lifeguards.";
    expect(isSupervisory("Park Ranger 1", duties)).toBe(false);
    expect(isSupervisory("Social Worker I", duties)).toBe(false);
    expect(isSupervisory("Personnel Analyst Trainee", duties)).toBe(false);
    expect(isSupervisory("Park Ranger 2", duties)).toBe(true);
    expect(isSupervisory("Park Ranger Supervisor I", duties)).toBe(true);
    expect(isEntryLevelClass("Engineer 3")).toBe(false);
    expect(isEntryLevelClass("Budget Analyst II")).toBe(false);
    expect(isEntryLevelClass("Accounting Technician GS-0525-11")).toBe(false);
    expect(isEntryLevelClass("Network Administrator 1 (Job Code 01514)")).toBe(true);
    expect(isEntryLevelClass("Clerk 1 (6B03)")).toBe(true);
    expect(isEntryLevelClass("Clerk 2 (Class Code 00212)")).toBe(false);
  });

  it("does not take another class's supervision, or a task overseen, for supervising staff", () => {
    // The class a sentence sets this one apart from, and that class as the subject of "supervise".
    const apart = "Employees receive general supervision from a Lottery Security Supervisor. The Lottery Security Specialist is differentiated from Lottery Security Supervisor in that specialists work under general supervision while the Lottery Security Supervisor has supervisory responsibility for Lottery Security Specialists.";
    expect(isSupervisory("Lottery Security Specialist", apart)).toBe(false);
    expect(isSupervisory("GIS Technician", "Distinguished by routine mapping duties, minimal project management responsibilities, and the absence of supervisory responsibility.")).toBe(false);
    const subject = "Enforces hunting laws in a district. District Conservation Officer Supervisors supervise Conservation Officers assigned to a district. Regional Conservation Officer Supervisors supervise District Conservation Officer Supervisors.";
    expect(isSupervisory("Conservation Officer", subject)).toBe(false);
    // Supervising a task is not supervising people; supervising the crew that does it is.
    const tasks = "Determines grade elevations for construction crews. Supervises the setting of river gauges, benchmarks, etc. Supervises in the scheduling of testing activities of building materials.";
    expect(isSupervisory("Engineering Technician", tasks)).toBe(false);
    expect(isSupervisory("Engineering Technician", "Supervises the survey crew. Supervises the setting of river gauges by technicians.")).toBe(true);
  });

  it("reads a header naming the staff supervised", () => {
    expect(namesSupervisedStaff("REPORTS TO: Commission\n\nSUPERVISES: Administrative Assistant, EMS Specialist\n\nPURPOSE: ...")).toBe(true);
    expect(namesSupervisedStaff("Supervision Exercised: Exercises direct supervision over clerical staff.")).toBe(true);
    expect(namesSupervisedStaff("SUPERVISES: None")).toBe(false);
    expect(namesSupervisedStaff("Supervisory Responsibility: This position has no assigned supervisory responsibility.")).toBe(false);
    expect(namesSupervisedStaff("Supervision Exercised: None; this is not a supervisory position.")).toBe(false);
    expect(namesSupervisedStaff("SUPERVISORY RESPONSIBILITIES: Receives general supervision from higher level supervisory and management staff. This job has no supervisory responsibilities.")).toBe(false);
    expect(namesSupervisedStaff("Supervisory responsibilities: Reports to the director; exercises direct supervision over two clerks.")).toBe(true);
    expect(namesSupervisedStaff("SUPERVISION EXERCISED:\nMay lead/supervise professional and clerical employees as assigned.")).toBe(false);
    // The class's "may" after its name is the same hedge.
    expect(namesSupervisedStaff("SUPERVISION EXERCISED:\nPersonnel Analyst II may exercise functional and technical supervision over lower level positions.")).toBe(false);
    expect(namesSupervisedStaff("Supervision Received: Works under the general direction of the director.")).toBe(false);
    // An empty heading that runs into the next one names nobody.
    expect(namesSupervisedStaff("SUPERVISION EXERCISED:LOCATION OF WORK:May be used by all state agencies.")).toBe(false);
  });

  it("reads the head of an office ('-in-Charge'), seasonal help, other levels of a class and overseen maintenance", () => {
    expect(isSupervisory("Meteorologist-in-Charge", "Manages the weather forecast office.")).toBe(true);
    expect(isSupervisory("Officer in Charge", "Runs the station.")).toBe(true);
    // Seasonal and part-time help make a coordinator a lead, not a manager; full-time staff do not.
    const seasonal = "Directs the day-to-day operations of an aquatics facility; supervises and coordinates the work of aquatics staff. Trains, assigns, directs, schedules, supervises, and evaluates assigned seasonal and part-time personnel.";
    expect(isSupervisory("Recreation Coordinator", seasonal)).toBe(false);
    expect(isSupervisory("Road Agent", "Manages all municipal roads, supervising two full-time highway and seasonal employees. Supervises the highway crew.")).toBe(true);
    // A class specification's sentences about its supervisory levels are not the position's.
    expect(isSupervisory("Medicaid Special Agent", "Conducts criminal investigations of Medicaid provider fraud. At the lower supervisory level, incumbents supervise special agents conducting investigations. At the higher supervisory level, incumbents supervise first line supervisors.")).toBe(false);
    expect(isSupervisory("Forestry Technician", "Supervises maintenance of buildings and grounds. Supervises the harvesting of timber stands.")).toBe(false);
  });

  it("does not count supervising the people served (youths, inmates, patients) as supervising staff", () => {
    expect(isSupervisory("Juvenile Detention Counselor 2", "Monitoring and supervising the activities of a group of detained youths. Supervises conduct of youths in the living units.")).toBe(false);
    expect(isSupervisory("Counselor", "Supervises youths and supervises counselors on the evening shift. Supervises staff of 4 aides.")).toBe(true);
  });
});

describe("summaryLabel", () => {
  it("names the person by the job when private employers use that name, else by the role family", () => {
    expect(summaryLabel("Park Ranger", "environmental")).toBe("park ranger");
    expect(summaryLabel("Economist", "data-research")).toBe("economist");
    expect(summaryLabel("Police Officer", "security-investigations")).toBe("security and investigations professional");
    expect(summaryLabel("Miscellaneous Administration and Program", "operations-program")).toBe("program and operations professional");
    expect(summaryLabel("Information Technology Management", "information-technology")).toBe("IT professional");
  });
});

describe("isFirstLine", () => {
  it("takes a supervising manager at GS-13 or below for a team's supervisor, unless the title names a leader", () => {
    expect(isFirstLine("manager", true, 9, "Supervisory Firefighter")).toBe(true);
    expect(isFirstLine("manager", true, undefined, "Water Distribution Supervisor I")).toBe(true);
    expect(isFirstLine("manager", true, 13, "Supervisory Firefighter (Deputy Fire Chief)")).toBe(false);
    expect(isFirstLine("manager", true, undefined, "Corrections Major")).toBe(false);
    expect(isFirstLine("manager", true, 15, "Supervisory Program Analyst")).toBe(false);
    expect(isFirstLine("manager", false, 14, "Program Analyst")).toBe(false);
  });
});

describe("translateTitle", () => {
  it("removes the pay plan, series and grade of a title written in capitals before it is re-cased", () => {
    expect(translateTitle("AUDITOR, GS-0511-9/11/12", jargonContext(""))).toBe("Auditor");
    // A civil service's class code before the title ("1244 Senior Human Resources Analyst").
    expect(translateTitle("1244 Senior Human Resources Analyst", jargonContext(""))).toBe("Senior Human Resources Analyst");
    expect(translateTitle("0922-Manager I", jargonContext(""))).not.toMatch(/\d{3}/);
    expect(translateTitle("ADMINISTRATIVE ASSISTANT", jargonContext(""))).toBe("Administrative Assistant");
    expect(translateTitle("Contract Specialist, GS-1102-12", jargonContext(""))).toBe("Contract Specialist");
  });
});
