import { describe, expect, it } from "vitest";
import { classMembersDuty, splitLeadingLabel } from "./boilerplate";
import { classProseDuty, isAchievement, nominalListDuties, ownTitleSubject, plainStatement, rewriteDuty, splitProseDuty, trailingNominal } from "./bullets";
import { jargonContext } from "./jargon";

const ctx = () => jargonContext("contract procurement vendor budget appropriation network system");
const past = (s: string) => rewriteDuty(s, "past", ctx());
const present = (s: string) => rewriteDuty(s, "present", ctx());

describe("rewriteDuty", () => {
  it("starts with an action verb in the right tense, without the incumbent", () => {
    expect(past("The incumbent plans, organizes, and directs the agency's IT security program.")).toBe("Planned, organized, and directed the organization's IT security program");
    expect(present("Plans, organizes, and directs the agency's IT security program.")).toBe("Plan, organize, and direct the organization's IT security program");
    expect(past("The Contract Specialist independently negotiates and administers contracts.")).toBe("Negotiated and administered contracts");
    expect(present("I managed a team of 5 analysts.")).toBe("Manage a team of 5 analysts");
  });

  it("turns 'serves as ... with responsibility for' and 'serves as advisor to' into the duty itself", () => {
    expect(past("The incumbent serves as a Senior Specialist with responsibility for developing and overseeing key office programs.")).toBe("Developed and oversaw key office programs");
    expect(present("Serves as the principal advisor to senior leaders on workforce planning.")).toBe("Advise senior leaders on workforce planning");
    expect(past("Serves as team lead for the records unit.")).toMatch(/^Served as team lead/);
  });

  it("keeps the means of 'serve X as a Y by doing Z' as the duty", () => {
    expect(present("The primary purpose of this position is to serve the United States Congress as a public policy analyst by locating and interpreting factual information; conducting research.")).toBe("Locate and interpret factual information; conduct research");
    expect(past("Serves the program office as the liaison by coordinating schedules with vendors.")).toBe("Coordinated schedules with vendors");
  });

  it("drops class-specification prose that describes the class, not a duty", () => {
    expect(present("This is the entry-level class in the Librarian series.")).toBeNull();
    expect(present("Employees at this level are not expected to perform with the same independence.")).toBeNull();
    expect(present("Work normally consists of routine park operations tasks.")).toBeNull();
    expect(present("Work is reviewed by a technical supervisor.")).toBeNull();
    expect(present("Receives general direction from the Chief, Purchasing Bureau.")).toBeNull();
    expect(present("Performs related or other work as required in accordance with Rule 3.")).toBeNull();
    expect(present("Under general supervision, to perform office support work using standard office machines.")).toBe("Perform office support work using standard office machines");
    expect(present("Registered Nurse gives direct patient care to inmates.")).toBe("Give direct patient care to inmates");
  });

  it("keeps a gerund list that a preposition opens, and upgrades a weak verb after 'responsible for'", () => {
    const d = "Responsible for participating fully with the Section Supervisor for planning, organizing, developing, coordinating, and directing all activities of the motor pool.";
    expect(rewriteDuty(d, "past", ctx())).toBe("Collaborated with the Section Supervisor for planning, organizing, developing, coordinating, and directing all activities of the motor pool");
    expect(rewriteDuty("Responsible for planning, organizing, and directing the work of the unit.", "past", ctx())).toBe("Planned, organized, and directed the work of the unit");
    // The last gerund of a series whose items each open with one is a verb too; a noun list's is not.
    expect(rewriteDuty("Responsible for interviewing, recommending for hire, and training; planning, assigning, and directing work.", "past", ctx())).toBe("Interviewed, recommended for hire, and trained; planned, assigned, and directed work");
    expect(rewriteDuty("Responsible for reviewing reports, budgets, and training.", "past", ctx())).toBe("Reviewed reports, budgets, and training");
    expect(rewriteDuty("Responsible for providing guidance to staff on travel rules.", "present", ctx())).toBe("Advise staff on travel rules");
  });

  it("puts the duty before a means or basis phrase written first", () => {
    expect(rewriteDuty("Using teaching principles and standards-based instruction. the Teacher instructs assigned subjects in a classroom setting.", "past", ctx())).toBe(
      "Instructed assigned subjects in a classroom setting using teaching principles and standards-based instruction",
    );
    expect(rewriteDuty("Based upon knowledge of subject matter, the Teacher plans and organizes long-range lesson plans.", "past", ctx())).toBe("Planned and organized long-range lesson plans");
    expect(rewriteDuty("Using GIS software, prepares maps of the service area.", "present", ctx())).toBe("Prepare maps of the service area using GIS software");
  });

  it("turns 'responsible for' into a verb", () => {
    expect(past("Responsible for reviewing proposals and negotiating prices with offerors.")).toBe("Reviewed proposals and negotiated prices with bidders");
    expect(past("Responsible for the development of acquisition strategies.")).toBe("Developed procurement strategies");
    expect(past("Is responsible for all aspects of budget formulation and execution.")).toBe("Managed all aspects of budget planning and execution");
    expect(past("Serves in the Accounting Directorate responsible for general ledger accounting.")).toBe("Served in the Accounting Directorate, handling general ledger accounting");
  });

  it("keeps the duty of 'demonstrate the ability to'", () => {
    expect(present("Demonstrate the ability to maintain positive working relationships with co-workers and the public")).toBe("Maintain positive working relationships with co-workers and the public");
  });

  it("keeps the duty of a trainee class, not its 'assists with and learns to'", () => {
    expect(present("Assists with and learns to collect water samples and analyze for physical and chemical dosages")).toBe("Collect water samples and analyze for physical and chemical dosages");
    expect(past("Learns to use computer technology to record water sample data")).toBe("Used computer technology to record water sample data");
  });

  it("conjugates the second verb of an opening pair, whatever form the PD wrote it in", () => {
    const ctx = jargonContext("", new Map());
    expect(rewriteDuty("Prepares and forwards records for review by higher courts.", "past", ctx)).toBe("Prepared and forwarded records for review by higher courts");
    expect(rewriteDuty("Collects and counts fares, issues transfer tickets.", "present", ctx)).toBe("Collect and count fares, issue transfer tickets");
    expect(rewriteDuty("Research and assembles information on program areas.", "past", ctx)).toBe("Researched and assembled information on program areas");
    expect(rewriteDuty("Transmits and enters case data.", "past", ctx)).toBe("Transmitted and entered case data");
    expect(rewriteDuty("Registers park visitors; collects and accounts for fees.", "past", ctx)).toBe("Registered park visitors; collected and accounted for fees");
    expect(rewriteDuty("Reconciles accounts payable.", "past", ctx)).toBe("Reconciled accounts payable");
    expect(rewriteDuty("Supports organizations and handles payments and accounts involving diverse programs.", "past", ctx)).toBe("Supported organizations and handled payments and accounts involving diverse programs");
    expect(rewriteDuty("Reviews purchase requests, develops new contracts and/or prepares product specifications.", "past", ctx)).toBe("Reviewed purchase requests, developed new contracts and prepared product specifications");
  });

  it("conjugates every verb of a series, trade and care verbs included, and leaves a noun list alone", () => {
    expect(present("Administers network and server security, and trains, assigns, directs, supervises, evaluates, and disciplines staff.")).toBe("Administer network and server security, and train, assign, direct, supervise, evaluate, and discipline staff");
    expect(past("Determines amount and counts, pours, or measures medications; affixes label.")).toMatch(/poured, or measured medications; affixed label$/);
    expect(past("Marks files and notifies the clerk of the disposition of assigned matters.")).toMatch(/^Marked files and notified/);
    expect(present("Prepares budgets, reports, and evaluates programs.")).toBe("Prepare budgets, reports, and evaluate programs");
    expect(present("Reviews budgets and reports, and evaluates programs.")).toBe("Review budgets and reports, and evaluate programs");
  });

  it("converts the gerunds of a series the verb list does not know, and their 'of'", () => {
    expect(present("Responsible for posting and journalizing ledgers and preparing financial accounts reports.")).toBe("Post and journalize ledgers and prepare financial accounts reports");
    expect(present("Plowing, clearing, and sanding of county plow routes.")).toBe("Plow, clear, and sand county plow routes");
    expect(past("Responsible for planning and directing of the work of the unit.")).toBe("Planned and directed the work of the unit");
    // A preposition in -ing is no verb of the series.
    expect(present("Issuing, including selling, documents to the public.")).not.toMatch(/\binclude\b/);
  });

  it("reads class prose that assigns or includes a duty ('This includes maintenance of ...'), and works with things without 'collaborating'", () => {
    expect(present("Positions in the Accounting Technician job family are assigned responsibility for performing technical work involving financial accounting data.")).toBe("Perform technical work involving financial accounting data");
    expect(present("This includes maintenance of accounts, ledgers and journals.")).toBe("Maintain accounts, ledgers and journals");
    expect(present("Works with large amounts of numerical data.")).toBe("Work with large amounts of numerical data");
    expect(present("Works closely with vendors on invoices.")).toBe("Collaborate closely with vendors on invoices");
  });

  it("drops 'serves as <the title>' and turns a member's or expert's role into what they did", () => {
    // The title alone says nothing the resume's heading does not.
    expect(present("Serves as Contract Specialist.")).toBeNull();
    expect(past("Serves as entry level contract specialist.")).toBeNull();
    expect(past("Serves as Weights and Measures Inspector.")).toBeNull();
    // A place on a committee, a lead's or a liaison's role is more than the title.
    expect(past("Serves as Chair of the State Technical Guide Committee.")).toMatch(/^Served as Chair/);
    expect(past("Serves as first and second level supervisor.")).toMatch(/^Served as first and second level supervisor/);
    expect(present("Serves as liaison to the media.")).toBe("Serve as liaison to the media");
    expect(present("Serves as a member of the Forest Leadership Team to formulate plans and goals.")).toBe("Contribute to the Forest Leadership Team to formulate plans and goals");
    expect(past("Serves as part of the systems analysis team to run studies of vehicle configurations.")).toMatch(/^Contributed to (?:the )?systems analysis team to run studies/);
    expect(present("Serves as resident technical expert for contracting issues when developing negotiation strategy.")).toBe("Provide technical guidance for contracting issues when developing negotiation strategy");
    expect(past("Serves as the administrative resource on administrative issues for managers and staff.")).toMatch(/^Provided administrative guidance on administrative issues for managers and staff/);
  });

  it("turns 'serves as <title>, <doing something>' into the thing done", () => {
    expect(past("Serves as Deputy Fire Chief, assisting the Fire Chief in management of the fire department.")).toMatch(/^Assisted the Fire Chief in (?:the )?management of/);
    expect(past("Serves as Deputy Fire Chief, responsible for assisting the Fire Chief in the management of the fire department.")).toMatch(/^Assisted the Fire Chief in (?:the )?management of/);
    expect(past("Serves as a Technical Writer-Editor, developing accident reports that describe the facts.")).toMatch(/^Developed accident reports/);
    expect(past("Serves as expert counsel on trends, planning and developments in the National Airspace System.")).not.toMatch(/^Plan/);
  });

  it("reads USAJOBS duties written to 'you'", () => {
    expect(past("You will conduct job analyses by reviewing position descriptions.")).toBe("Conducted job analyses by reviewing job descriptions");
    expect(past("As a Contract Specialist, you will negotiate prices with vendors.")).toMatch(/^Negotiated prices with vendors/);
    expect(past("You'll analyze position descriptions to determine competencies.")).toMatch(/^Analyzed job descriptions/);
  });

  it("keeps the work done with others as the duty when the sentence is too long for a bullet", () => {
    const long =
      "He/she will join a team of investigators and work with the unit's management to conduct criminal, civil, and administrative investigations primarily focused on suspected fraud and potential violations impacting the agency's energy and mineral related regulatory and oversight programs.";
    expect(present(long)).toMatch(/^Conduct criminal, civil, and administrative investigations primarily focused on suspected fraud/);
    // A short one keeps its partner.
    expect(present("Works with program managers to develop annual budget estimates.")).toBe("Collaborate with program managers to develop annual budget estimates");
    // "The incumbent works with …" is a duty; "the incumbent works in a field office" is not.
    expect(past("The incumbent works with program managers to develop annual budget estimates.")).toBe("Collaborated with program managers to develop annual budget estimates");
    expect(past("The incumbent works in a field office.")).toBeNull();
  });

  it("reads the duties 'performs duties such as' names", () => {
    expect(present("Performs a variety of tasks including reconciling accounts and preparing reports.")).toBe("Reconcile accounts and prepare reports");
  });

  it("strengthens weak openings", () => {
    expect(past("Keeps the City Council advised of the financial condition of the City.")).toMatch(/^Kept the City Council advised/);
    expect(past("Participates and engages in company programs such as pre-fire planning and fire prevention.")).toMatch(/^Contributed to company programs/);
    expect(past("Provides expert advice and guidance to program managers on acquisition planning.")).toBe("Advised program managers on procurement planning");
    // The person helped: the bullet says so ("Assisted with"), with a verb every reader counts as an action.
    expect(past("Assists in preparing the annual budget submission.")).toBe("Assisted with preparing the annual budget submission");
    expect(past("Inspects and tests breathing equipment; fills air cylinders.")).toBe("Inspected and tested breathing equipment; filled air cylinders");
    expect(past("Conducts investigations, and enforces, controls and directs traffic.")).toBe("Conducted investigations, and enforced, controlled and directed traffic");
    expect(past("Works under a technical superior to use and operate geographic information system software.")).toMatch(/^Used and operated /);
    expect(past("Services as expert counsel on trends and developments in airspace use.")).not.toMatch(/^Service/);
    // Nouns in a list after an object stay nouns: "reads bulletins, reports, orders and implements".
    expect(past("Writes reports, reads bulletins, reports, orders and implements indicated changes.")).toMatch(/bulletins, reports, orders and implemented indicated changes$/);
    expect(present("Conducts zoning projects, and reviews and analyzes zoning data.")).toBe("Conduct zoning projects, and review and analyze zoning data");
    expect(past("Receives, reviews, and processes purchase requests.")).toBe("Reviewed and processed purchase requests");
    expect(past("Works closely with DCMA to resolve audit findings.")).toBe("Collaborated closely with the Defense Contract Management Agency to resolve audit findings");
    expect(past("Performs detailed analyses of program operations.")).toBe("Conducted detailed analyses of program operations");
    expect(past("The purpose of this position is to evaluate programs and to recommend improvements.")).toBe("Evaluated programs and recommended improvements");
  });

  it("converts later verbs but not nouns that look like verbs", () => {
    expect(past("Analyzes data, identifies trends, and recommends improvements to management.")).toBe("Analyzed data, identified trends, and recommended improvements to management");
    expect(present("Assigns beats, reviews reports and approves overtime.")).toBe("Assign beats, review reports and approve overtime");
    expect(past("Designs workshops for teachers, coaches and administrators.")).toBe("Designed workshops for teachers, coaches and administrators");
    expect(past("Reviews logs and responds to security incidents.")).toBe("Reviewed logs and responded to security incidents");
    expect(past("Processes allotments and funds transfers.")).toBe("Processed budget allocations and funds transfers");
  });

  it("drops filler and keeps numbers exactly", () => {
    expect(past("Trains more than 3,000 employees annually in accordance with applicable regulations and policies, as required.")).toBe("Trained more than 3,000 employees annually");
  });

  it("rejects statements about how the work is supervised or what it requires", () => {
    expect(past("Works under immediate supervision while learning job assignments, progressing to general supervision.")).toBeNull();
    expect(past("Work assignments may require knowledge and judgment.")).toBeNull();
    expect(past("Employees in this position work under immediate supervision while learning job tasks.")).toBeNull();
    expect(past("Works under the administrative guidance of the Observatory Director, running technical management work.")).toBeNull();
    expect(past("Performs duties under close supervision at times and under general supervision at other times.")).toBeNull();
  });

  it("rejects where the job is, where the work is done and pointers to the duties listed", () => {
    expect(past("Located at a medical treatment facility.")).toBeNull();
    expect(past("Located on the western shore of Lake Michigan, Milwaukee is an urban hub.")).toBeNull();
    expect(past("Work will be in an office setting and on-the-job inspecting the areas of concern, both indoors and outdoors.")).toBeNull();
    expect(past("Work may be performed under dangerous circumstances.")).toBeNull();
    expect(past("Performs the duties shown below with members of the English language-speaking populations.")).toBeNull();
    expect(past("Performs the tasks listed below such as the ability to supervise staff.")).toBeNull();
    expect(past("Work must be performed in the City Representative's Office or the Airport.")).toBeNull();
    expect(past("To perform this job successfully, an individual must be able to perform each essential function satisfactorily.")).toBeNull();
    expect(past("Arrange this list of tasks in order of importance.")).toBeNull();
  });

  it("rejects a noun and its verb once the person's own subject is gone, but reads a passive duty", () => {
    expect(past("Staff is tiered by grade progression, each level reflecting increasing independence.")).toBeNull();
    expect(past("Program will include different goal oriented programs depending upon background.")).toBeNull();
    expect(past("The incumbent will conduct inspections of restaurants.")).toBe("Conducted inspections of restaurants");
    expect(past("Inspections are conducted at restaurants and food trucks.")).toBe("Conducted inspections at restaurants and food trucks");
  });

  it("drops 'serves as' a title and the office it serves, and nothing else", () => {
    expect(present("You will serve as an Information Technology Customer Support for the Small Business Administration, Office of Capital Access (OCA), Disaster Lending Division (DLD).")).toBeNull();
    expect(present("Serve as the Regional Special Agent in Charge (RSAC).")).toBeNull();
    expect(present("Serves as Traditional Health Worker I, II or III.")).toBeNull();
    expect(present("Serves as contracting officer for the Department on construction projects.")).toBe("Serve as contracting officer for the Department on construction projects");
    expect(present("Serves as team leader for the Division of Water Resources.")).toBe("Serve as team leader for the Division of Water Resources");
  });

  it("rejects sentences that are not duties", () => {
    expect(past("The Office of Acquisition Management is responsible for all agency procurement.")).toBeNull();
    expect(past("This position is located in the Office of the CIO.")).toBeNull();
    expect(past("Knowledge of the FAR.")).toBeNull();
  });
});

describe("a noun phrase and its activity", () => {
  it("turns the activity into the verb and keeps the phrase as its object", () => {
    const ctx = jargonContext("");
    expect(rewriteDuty("and accounting reports and statements review to assure accurate reflection of fiscal conditions", "past", ctx)).toBe("Reviewed accounting reports and statements to assure accurate reflection of fiscal conditions");
    expect(rewriteDuty("accounting records production and maintenance", "past", ctx)).toBe("Produced and maintained accounting records");
    expect(trailingNominal("accounting and fiscal condition reports preparation, analysis, and interpretation")).toBe("prepare, analyze, and interpret accounting and fiscal condition reports");
  });
  it("leaves a duty that opens with its own verb, or a phrase with no activity", () => {
    expect(trailingNominal("Prepares the annual budget review")).toBeNull();
    expect(trailingNominal("Reviews reports and statements")).toBeNull();
    expect(trailingNominal("Annual budget to the council")).toBeNull();
    expect(trailingNominal("Responsible for the review of contracts")).toBeNull();
  });
});

describe("achievements", () => {
  it("recognises results with figures and awards, not contract awards", () => {
    expect(isAchievement("Reduced the closeout backlog from 210 to 35 contracts.")).toBe(true);
    expect(isAchievement("Received the Secretary's Award for Excellence.")).toBe(true);
    expect(isAchievement("Awards contracts up to $5 million.")).toBe(false);
    expect(isAchievement("Adjudicates claims, authorizes payments and inputs data necessary to generate the award and notification letters.")).toBe(false);
    expect(isAchievement("Processes disability awards and benefit award letters.")).toBe(false);
    expect(isAchievement("Reviews reports.")).toBe(false);
  });

  it("keeps a result that does not start with a verb", () => {
    expect(plainStatement("Cases resulted in 47 indictments and 39 convictions.", ctx())).toBe("Cases resulted in 47 indictments and 39 convictions");
    expect(plainStatement("The incumbent received awards.", ctx())).toBeNull();
  });
});

describe("passive duties", () => {
  it("makes the passive's subject the object", () => {
    expect(present("Patch testing and upgrades are performed in a computer lab that mirrors production systems.")).toBe("Perform patch testing and upgrades in a computer lab that mirrors production systems");
    expect(past("Monthly reconciliations are prepared for each account.")).toBe("Prepared monthly reconciliations for each account");
    // Conditions of the work stay out, and so does work someone else does.
    expect(present("Work is performed in an office setting.")).toBeNull();
    expect(present("Monthly reconciliations are prepared by the accounting clerks.") ?? "").not.toMatch(/^Prepare monthly/);
  });
});

describe("work with", () => {
  it("uses tools and collaborates with people", () => {
    expect(present("Works with hand tools, string trimmers and mowers to maintain park grounds.")).toMatch(/^Use hand tools/);
    expect(present("Works closely with program managers to resolve contract issues.")).toMatch(/^Collaborate closely with program managers/);
  });
});

describe("class members as the subject", () => {
  it("turns 'Employees in this classification conduct ...' into the duty", () => {
    expect(past("Employees in this classification conduct regulatory inspections and respond to consumer complaints.")).toBe("Conducted regulatory inspections and responded to consumer complaints");
    expect(past("Employees in this classification receive moderate supervision.")).toBeNull();
  });
});

describe("classProseDuty", () => {
  const bullet = (s: string) => {
    const d = classProseDuty(s);
    return d && rewriteDuty(d, "past", ctx());
  };
  it("finds the duty in class-specification prose", () => {
    expect(bullet("This is skilled, supervisory work directing fire company operations in the Suppression Division.")).toBe("Directed fire company operations in the Suppression Division");
    expect(bullet("Work involves interpreting technical guidelines and revising procedures.")).toBe("Interpreted technical guidelines and revised procedures");
    expect(bullet("Captains command a company and are responsible for enforcing department rules.")).toBe("Enforced department rules");
    // A class's level, then its work.
    expect(bullet("An Environmental Health Specialist Trainee is the entry level of work at a local health department performing inspections and investigations.")).toBe("Conducted inspections and investigations");
    expect(classProseDuty("Planner II is the journey level of the series.")).toBeNull();
    // "Work assignments in the series involve …".
    expect(bullet("Work assignments in the series involve administering and enforcing wildlife protection laws.")).toBe("Administered and enforced wildlife protection laws");
  });
  it("leaves other sentences alone", () => {
    expect(classProseDuty("This is the second level of the series.")).toBeNull();
    expect(classProseDuty("Prepares monthly budget reports.")).toBeNull();
    expect(classProseDuty("This is responsible work in the accounting office.")).toBeNull();
    // An organisation's charter is not the person's duty; a person named by a unit's word still is.
    expect(classProseDuty("The Office of Strategic Communication is responsible for using communication to help the agency meet its mission.")).toBeNull();
    expect(classProseDuty("This division is responsible for processing claims.")).toBeNull();
    expect(bullet("The Service Desk Technician is responsible for resolving user tickets.")).toBe("Resolved user tickets");
  });
});

describe("duties a PD states in narrative prose", () => {
  const own = (s: string, title: string) => present(ownTitleSubject(s, title));

  it("reads the PD's own class title as the subject, whatever the title's noun", () => {
    expect(own("The Telecommunicator's primary responsibility is to answer emergency and non-emergency calls for service.", "Telecommunicator")).toBe("Answer emergency and non-emergency calls for service");
    expect(own("Based on the information secured, the Telecommunicator determines the nature of the call.", "Telecommunicator")).toBe("Determine the nature of the call");
    expect(own("The Deputy City Clerk prepares council meeting agendas and minutes.", "Deputy City Clerk II")).toBe("Prepare council meeting agendas and minutes");
    // Another person named by the title's noun later in the sentence stays.
    expect(ownTitleSubject("Assists the City Clerk with elections.", "Deputy City Clerk")).toBe("Assists the City Clerk with elections.");
    expect(ownTitleSubject("The Communications Authority serves all of the county.", "Telecommunicator")).toBe("The Communications Authority serves all of the county.");
  });

  it("moves a short occasion behind the duty and drops a long one", () => {
    expect(present("When a vacancy occurs, the specialist posts the announcement.")).toBe("Post the announcement when a vacancy occurs");
    expect(present("For emergency calls requiring law enforcement, fire or emergency medical response, the employee dispatches response units to the scene.")).toBe("Dispatch response units to the scene");
  });

  it("reads 'is additionally responsible for' and an adverb inside a verb series", () => {
    expect(present("The employee is additionally responsible for retrieving and accurately relaying criminal history information.")).toBe("Retrieve and accurately relay criminal history information");
  });

  it("takes the list after 'The primary function of the X includes but is not limited to:'", () => {
    expect(present("The primary function of the Economic Self-Sufficiency Specialist II includes but is not limited to: reviews and approves case work processed for eligibility.")).toBe("Review and approve case work processed for eligibility");
  });

  it("reads an ampersand between verbs as 'and'", () => {
    expect(present("Installs & repairs guardrails.")).toBe("Install and repair guardrails");
  });

  it("drops the class's difficulty and the training the person receives", () => {
    // A passive clause after another subject's duty is no passive duty ("Conduct appraiser assigns work …").
    expect(present("The Chief Appraiser assigns work and checks results, but appraisals are conducted with considerable independence.")).toBeNull();
    expect(past("Performs work of considerable complexity and difficulty.")).toBeNull();
    expect(past("Receives on-the-job training in construction inspection.")).toBeNull();
  });

  it("reads 'the fundamental reason this job exists is to' and a list of responsibilities given as nouns", () => {
    expect(present("The fundamental reason this job exists is to supervise corrections officers engaged in the security of inmates.")).toBe("Supervise corrections officers engaged in the security of inmates");
    expect(present("Responsibilities include installation, configuration, tuning and backup of computer systems and networks.")).toBe("Manage installation, configuration, tuning and backup of computer systems and networks");
    expect(present("Responsibilities include reviewing claims and answering inquiries from providers.")).toBe("Review claims and answer inquiries from providers");
  });

  it("reads 'Employees interpret and apply …' and 'The purpose of the Nutritionist II position is to'", () => {
    expect(present("An employee in this class performs analysis of programs or program processes to draft procedures.")).toBe("Analyze programs or program processes to draft procedures");
    // A light verb before a noun of action takes the noun's own verb ("ensures the proper maintenance of").
    expect(present("Ensures the proper maintenance of ledgers and records, trial balances and reconciliations.")).toBe("Maintain ledgers and records, trial balances and reconciliations");
    expect(present("Provides oversight of the regional budget process.")).toBe("Oversee the regional budget process");
    expect(present("Performs in the role of Project Engineer in design by coordinating the efforts of multi-disciplined teams.")).toBe("Coordinate the efforts of multi-disciplined teams");
    expect(present("An employee in this class performs the full range of duties under general supervision.")).toBeNull();
    expect(present("Under general supervision; to provide nursing services in homes and clinics.")).toBe("Provide nursing services in homes and clinics");
    expect(present("Employees interpret and apply park rules and regulations, and inform visitors of park resources.")).toBe("Interpret and apply park rules and regulations, and inform visitors of park resources");
    expect(present("Employees receive general supervision from a State Park Ranger Supervisor.")).toBeNull();
    expect(present("The purpose of the Nutritionist II position is to provide nutrition services to program participants.")).toBe("Provide nutrition services to program participants");
  });

  it("reads a supervision lead with the levels in parentheses, and a USAJOBS 'some of your typical work assignments may include:'", () => {
    expect(present("Under supervision (Building Inspector I) or general supervision (Building Inspector II) of the Chief Building Official, performs building inspections at various stages of construction.")).toBe("Conduct building inspections at various stages of construction");
    expect(present("As a PUBLIC AFFAIRS SPECIALIST at the GS-1035-11 some of your typical work assignments may include: Conducts the public affairs program for the organization.")).toBe("Conduct the public affairs program for the organization");
    expect(classProseDuty("Employees in this classification, as first-line adjudicators of the law, are responsible for obtaining and evaluating facts.")).toBe("Responsible for obtaining and evaluating facts.");
    expect(classProseDuty("Inspection work also includes reviewing plans for code compliance.")).toBe("Responsible for reviewing plans for code compliance.");
  });

  it("splits a class-prose list of duties into one duty per clause", () => {
    expect(splitProseDuty(classProseDuty("Work involves supervising corrections officers in assigned duties, ensuring inmates conduct daily work assignments, completing department forms, and planning and directing daily jail activities.")!)).toEqual([
      "Responsible for supervising corrections officers in assigned duties",
      "Responsible for ensuring inmates conduct daily work assignments, and completing department forms",
      "Responsible for planning and directing daily jail activities",
    ]);
    expect(splitProseDuty("Responsible for reviewing claims")).toEqual(["Responsible for reviewing claims"]);
  });

  it("turns 'participating as a team member on' into contributing to the team", () => {
    expect(past("Participating as a team member on an Acquisition Management Review Team.")).toMatch(/^Contributed to an? /);
  });
});

describe("the role before the duty (ninth session)", () => {
  it("reads 'As the Special Agent-in-Charge, directs …' as the duty, not a label", () => {
    expect(present("As the Special Agent-in-Charge, directs investigative and administrative operations independently.")).toBe("Direct investigative and administrative operations independently");
    expect(splitLeadingLabel("As the Special Agent-in-Charge, directs operations").label).toBeNull();
    expect(present("As a result, reports are submitted on time.")).toBeNull();
    expect(splitLeadingLabel("Program Coordination (50%) - Coordinates the grant program").label).toBe("Program Coordination");
  });

  it("drops 'serves as <title> assigned to <unit>': the title and where it sits", () => {
    expect(present("The incumbent of this position serves as a Criminal Investigator assigned to the Energy Investigations Unit in the Lakewood, CO office.")).toBeNull();
    expect(present("Serves as a Contract Specialist assigned to the Acquisition Division, responsible for negotiating contracts with vendors.")).toBe("Negotiate contracts with vendors");
  });

  it("reads a job class's members as the subject ('Employees in this job class supervise …')", () => {
    expect(classMembersDuty("Employees in this job class supervise and monitor the activities of juvenile residents.")).toBe("supervise and monitor the activities of juvenile residents.");
  });
});

describe("subjects and lists of a class's duties (ninth session)", () => {
  it("reads a title's plural, a title with its working title in parentheses and a heading run into the sentence as the subject", () => {
    expect(present("Claims Specialists conduct interviews with the public to obtain information.")).toBe("Conduct interviews with the public to obtain information");
    // A verb before the title makes it the object: "Supervises Police Officers assigned to …".
    expect(present("Supervises Police Officers assigned to the patrol division.")).toBe("Supervise Police Officers assigned to the patrol division");
    expect(present("Responsibilities The Social Insurance Specialist (Claims Specialist) reviews and authorizes claims for benefits.")).toBe("Review and authorize claims for benefits");
    // The class's own prose stays out.
    expect(present("Security Specialists perform the full range of duties and responsibilities.")).toBeNull();
    expect(present("Pharmacy Technicians typically carry out the full range of technical support functions described below.")).toBeNull();
    expect(present("Responsibilities This position performs a variety of routine and somewhat complex tasks.")).toBeNull();
    expect(present("The Veterans Service Representative (VSR) works as an employee in the Veterans Service Center (VSC).")).toBeNull();
  });

  it("turns a list of nouns of action into duties", () => {
    expect(nominalListDuties("The primary duties of VA police are the performance of law enforcement work in the preservation of the peace; the prevention, detection, and investigation of crimes occurring on VA property; the arrest of violators; the control of traffic.")).toEqual([
      "Performs law enforcement work in the preservation of the peace",
      "Prevents, detects, and investigates crimes occurring on VA property",
      "Arrests violators",
      "Controls traffic",
    ]);
    expect(nominalListDuties("The primary duties of the clerk are varied.")).toBeNull();
  });
});

describe("more duty forms of short postings (ninth session)", () => {
  it("reads 'you will be responsible for', a long role before it, 'has responsibility for' and a single duty written as a noun", () => {
    expect(present("As a Special Agent assigned to the Southwest and Rocky Mountain Division within the OIG Office of Investigations, you will be responsible for conducting and reporting on criminal investigations.")).toBe("Conduct and report on criminal investigations");
    expect(present("An employee in this class has responsibility for identifying short circuits in a gas cathodic protection system, and for performing repairs to tracer wire.")).toBe("Identify short circuits in a gas cathodic protection system, and perform repairs to tracer wire");
    expect(nominalListDuties("The primary duty of these positions is the enforcement of the criminal laws of the United States through investigation and apprehension of violators.")).toEqual([
      "Enforces criminal laws of the United States through investigation and apprehension of violators",
    ]);
    expect(nominalListDuties("The primary duty of the position is to answer calls.")).toBeNull();
    // A series of nouns of action with one object: the verbs, in the bullet's tense.
    expect(present("The incumbent will be responsible for the installation, modification, troubleshooting, servicing and maintenance of electrical equipment.")).toBe("Install, modify, troubleshoot, service, and maintain electrical equipment");
    expect(past("Responsible for the planning, coordination, and evaluation of training programs.")).toBe("Planned, coordinated, and evaluated training programs");
    expect(present("The incumbent will be responsible for as a t reporting to the Director.")).toBeNull();
  });
});

describe("an 'etc.' inside a duty (fifteenth session)", () => {
  it("goes with its point, leaving no sentence break mid-bullet", () => {
    const out = past("Prepare vegetables, pastas, etc. according to standardized recipes with special emphasis on consistency, seasoning, etc., for modified diets.") ?? "";
    expect(out).not.toMatch(/\.\s+[a-z]/);
    expect(out).not.toMatch(/\betc\b/);
    expect(out).toMatch(/pastas according to standardized recipes/);
  });
});
