import { describe, expect, it } from "vitest";
import occupations from "../data/onet/occupations.json" with { type: "json" };
import { isRoleFamily, SENIORITY_LEVELS } from "./families";
import { getRoleMap, replaceRoleMapForEval } from "./index";
import { buildRoleMap, mappedFamiliesOfTitle, mappedFamilyOfTitle, parseEntry } from "./role-map";
import { roleMapFiles } from "./role-map-data";
import { chooseEntry, entriesByTitle, entriesByTitleDomain, entryByTitle, ownTitle } from "./select";

const codes = new Set((occupations as { code: string }[]).map((o) => o.code));
const GOVERNMENT = /\b(?:federal|government|gs|agency|county|city|state|municipal|public sector|police department|sheriff|military|army|navy|dmv)\b/i;

describe("curated role map data", () => {
  const map = getRoleMap();
  const raw = [...roleMapFiles.federal, ...roleMapFiles.local].flatMap((f) => f.entries);
  /** The entry a position goes to, by title, duties and (when given) series. */
  const key = (jobTitle: string, text: string, series?: string) => chooseEntry(map, { series, jobTitle, text, supervisory: false })?.entry.key;

  it("maps common titles no series names to their own entries", () => {
    const keyOf = (title: string) => entriesByTitle(map, title).map((e) => e.key);
    expect(keyOf("Court Interpreter")).toContain("court-interpreter");
    expect(keyOf("Utility Account Clerk")).toContain("utility-billing");
    expect(keyOf("Police Communications Manager")).toContain("dispatcher");
    expect(keyOf("Food Service Worker")).toEqual(["WG-7408"]);
    expect(keyOf("Statistical Assistant")).toEqual(["1531"]);
    expect(keyOf("International Trade Specialist")).toEqual(["1140"]);
    expect(keyOf("Psychiatric Technician")).toEqual(["behavioral-health-technician"]);
    expect(keyOf("Direct Support Professional")).toEqual(["behavioral-health-technician"]);
    // Library technicians and assistants are their own occupation, not librarians.
    expect(keyOf("Supervisory Library Technician")).toEqual(["1411"]);
    expect(keyOf("Library Assistant II")).toEqual(["1411"]);
    expect(keyOf("Maintenance Worker")).toEqual(["facilities-maintenance"]);
    expect(keyOf("Instructional Systems Specialist")).toEqual(["1750"]);
    // Occupations the map lacked until the fifth session: an air conditioning equipment mechanic is
    // an HVAC technician, not a diesel mechanic; a town's highway superintendent runs road
    // maintenance, not the whole public works; HR technicians are HR assistants.
    const fifth: [string, string][] = [
      ["Primary Patent Examiner", "1224"],
      ["Administrative Law Judge", "0935"],
      ["Supervisory Nuclear Engineer", "0840"],
      ["Range Technician", "0455"],
      ["Voucher Examiner", "0540"],
      ["Enterprise Architect", "enterprise-architect"],
      ["Air Conditioning Equipment Mechanic", "WG-5306"],
      ["HVAC Technician", "WG-5306"],
      ["Data Analyst", "research-analyst"],
      ["Special Events Coordinator", "marketing-events"],
      ["Building Official", "building-inspector"],
      ["Town Highway Superintendent", "highway-maintenance-manager"],
      ["Vector Control Specialist", "vector-control"],
      ["Accounting Analyst III", "accountant"],
      ["Golf Course Superintendent 3", "golf-course"],
      ["Sustainability Program Coordinator", "sustainability"],
      ["Elevator Inspector", "elevator-inspector"],
      ["School Nutrition Director", "1667"],
      ["Director of Traffic Management", "civil-engineer"],
      ["Human Resources Technician", "0203"],
      ["Register of Deeds", "records-management"],
      ["Disease Intervention Specialist", "community-health-worker"],
      ["Treasury Analyst", "1160"],
      ["Deputy Coroner", "death-investigator"],
      ["Electric Line Foreperson", "lineworker"],
      // The sixth session: sterile processing, utility laborers, trail crews, stormwater programs.
      ["Supervisory Medical Supply Technician (Sterile Processing)", "0622"],
      ["Sterile Processing Technician", "0622"],
      ["Utility Laborer I & II", "water-distribution"],
      ["Trail Crew Supervisor", "parks-maintenance"],
      ["Pretreatment Coordinator", "environmental-regulatory"],
      ["Water Resources Program Coordinator", "environmental-regulatory"],
      ["Radio System Communications Technician", "radio-technician"],
      ["Painter", "WG-4102"],
      ["Deputy Public Health Director", "public-health-director"],
      ["Stormwater Management Engineer", "civil-engineer"],
      ["Director of Transit", "transit-manager"],
      ["Historic Preservation Officer", "historic-preservation"],
      ["Child and Family Services Specialist", "caseworker"],
      ["Instructional Assistant II", "paraeducator"],
      ["Transportation Security Officer (TSO)", "security-screener"],
      ["Nurse Practitioner (Family)", "nurse-practitioner"],
    ];
    for (const [title, key] of fifth) expect(keyOf(title), title).toEqual([key]);
    expect(keyOf("Service Planner/Scheduler")).toContain("transit-planning");
    expect(keyOf("Supervisory Legal Administrative Specialist")).toEqual(["0950"]);
    expect(keyOf("Parks Superintendent")).toContain("parks-maintenance");
    expect(keyOf("Sheriff's Service Technician")).toEqual(["law-enforcement-support"]);
    expect(keyOf("Manager of Technical Support and Operations")).toEqual(["it-support"]);
    expect(keyOf("Supervisory Wildland Firefighter")).toEqual(["0456"]);
    expect(keyOf("Zoning Officer, Senior")).toEqual(["zoning"]);
    expect(keyOf("Zoning Administrator")).toEqual(["zoning"]);
    expect(keyOf("Planning Associate")).toEqual(["planner"]);
    expect(keyOf("Road Supervisor (Road Department)")).toEqual(["equipment-operator"]);
    // A city's or town's clerk keeps the council's records and minutes: not an office clerk.
    for (const jobTitle of ["Deputy City Clerk", "Assistant Town Clerk"]) {
      expect(chooseEntry(getRoleMap(), { jobTitle, text: "Prepares council agendas and minutes, processes public records requests and administers municipal elections.", supervisory: false })?.entry.key, jobTitle).toBe("municipal-clerk");
    }
    expect(keyOf("Records Clerk")).not.toContain("municipal-clerk");
    // A state survey agency's facility surveyor inspects health facilities, not land.
    expect(keyOf("Facility Surveyor II")).toEqual(["health-facility-surveyor"]);
    expect(keyOf("Land Surveyor")).not.toContain("health-facility-surveyor");
    // A title offering two names gives both entries; the duties then decide.
    expect(keyOf("Communications Specialist / 9-1-1 Dispatcher")).toEqual(expect.arrayContaining(["dispatcher"]));
    const dispatch = "Answers 9-1-1 emergency calls, dispatches police, fire and ambulance units, operates radio consoles and CAD, and relays calls to responding units.";
    expect(chooseEntry(map, { jobTitle: "Communications Specialist / 9-1-1 Dispatcher", text: dispatch, supervisory: false })?.entry.key).toBe("dispatcher");
    // Two names of one occupation are one title: the duties still pick the kind of engineer.
    const roads = "Designs public works projects: roadway, storm drain and sewer improvements; plan checking; construction inspection of streets and pavement; prepares bid summaries for civil engineering projects.";
    expect(chooseEntry(map, { jobTitle: "Junior Engineer / Assistant Engineer", text: roads, supervisory: false })?.entry.key).toBe("civil-engineer");
    // "Public" in a field's name is not a government word.
    expect(ownTitle(map, "Public Health Program Manager (Class 14C48)", "public-health", undefined, "specialist")).toBe("Public Health Program Manager");
    // "Service" names no field: "Sheriff's Service Technician" is not a human services technician.
    expect(entriesByTitleDomain(map, "Sheriff's Service Technician").map((e) => e.key)).not.toContain("behavioral-health-technician");
    // A roads superintendent runs road maintenance: the highway maintenance entry, whose titles are
    // road maintenance and construction superintendents (public works until the fifth session).
    expect(keyOf("Roads Superintendent")).toEqual(["highway-maintenance-manager"]);
    expect(entriesByTitle(map, "Hum Res Specialist (AL)").map((e) => e.family)).toContain("human-resources");
    expect(ownTitle(map, "AUDITOR, GS-0511-9/11/12", "finance-accounting")).toBe("Auditor");
    // A revenue auditor audits: the auditors' entry, not collections.
    expect(keyOf("Revenue Auditor Trainee")).not.toContain("revenue-collections");
    expect(map.entries.find((e) => e.key === "0675")?.family).toBe("healthcare");
  });

  it("reads a transportation specialist in planning as a transportation planner, and keeps a pilot's own title", () => {
    const facts = (jobTitle: string) => ({ series: "2101", jobTitle, text: "Coordinates projects.", supervisory: false });
    expect(chooseEntry(map, facts("Lead Transportation Specialist (Planning & Environment)"))?.entry.key).toBe("planner");
    expect(chooseEntry(map, facts("Transportation Specialist"))?.entry.key).toBe("2101");
    expect(ownTitle(map, "Helicopter Pilot", "transportation")).toBe("Helicopter Pilot");
  });

  it("parses every entry (none dropped as malformed)", () => {
    const bad = raw.filter((e) => parseEntry(e, "federal") === null).map((e) => (e as { key?: string }).key);
    expect(bad).toEqual([]);
  });

  it("covers at least 150 federal series and 50 state and local job families", () => {
    expect(map.entries.filter((e) => e.source === "federal").length).toBeGreaterThanOrEqual(150);
    expect(map.entries.filter((e) => e.source === "local").length).toBeGreaterThanOrEqual(50);
    for (const s of ["0301", "0343", "0560", "0201", "1102", "2210", "1811", "0083", "0081", "0610", "0905", "0801", "1101", "0501", "0510", "1035", "0340", "0185", "0401", "1301", "0080", "1712", "0346", "2010", "0303"]) {
      expect(map.bySeries.has(s), s).toBe(true);
    }
  });

  it("uses known families and O*NET codes", () => {
    for (const e of map.entries) {
      expect(isRoleFamily(e.family), e.key).toBe(true);
      for (const c of e.codes) expect(codes.has(c), `${e.key}: ${c}`).toBe(true);
    }
  });

  it("writes posting-style titles: no government words, codes or slashes, at most 5 words, at least 4 per level", () => {
    const problems: string[] = [];
    for (const e of map.entries) {
      const levels = SENIORITY_LEVELS.filter((l) => e.ladder[l]?.length);
      if (levels.length < 3) problems.push(`${e.key}: ${levels.length} levels`);
      for (const l of levels) {
        const titles = e.ladder[l] ?? [];
        if (titles.length < 4) problems.push(`${e.key}.${l}: ${titles.length} titles`);
        for (const t of titles) {
          if (GOVERNMENT.test(t) || /[\d/()]/.test(t) || t.split(/\s+/).length > 5) problems.push(`${e.key}.${l}: ${t}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every entry title phrases, duty vocabulary and evidenced skills", () => {
    for (const e of map.entries) {
      expect(e.match.length, e.key).toBeGreaterThan(0);
      expect(e.keywords.length, e.key).toBeGreaterThanOrEqual(8);
      expect(e.skills.length, e.key).toBeGreaterThanOrEqual(6);
      for (const s of e.skills) expect(s.evidence.length, `${e.key}: ${s.name}`).toBeGreaterThan(0);
    }
  });

  it("gives every entry specialty titles in posting style, with specific lower-case cues", () => {
    const problems: string[] = [];
    const rawSpecialties = new Map(raw.map((e) => [(e as { key: string }).key, ((e as { specialties?: unknown[] }).specialties ?? []).length]));
    for (const e of map.entries) {
      if (e.specialties.length < 4) problems.push(`${e.key}: ${e.specialties.length} specialties`);
      if (e.specialties.length !== rawSpecialties.get(e.key)) problems.push(`${e.key}: a malformed specialty was dropped`);
      for (const s of e.specialties) {
        if (GOVERNMENT.test(s.title) || /[\d/()]/.test(s.title) || s.title.split(/\s+/).length > 5) problems.push(`${e.key}: ${s.title}`);
        for (const c of s.cues) if (c.length < 3 || c.split(/\s+/).length > 4) problems.push(`${e.key}: ${s.title}: cue "${c}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("knows every family of a generic title, and the one whose ladders put it highest", () => {
    const families = mappedFamiliesOfTitle(map, "Program Manager");
    expect(families.length).toBeGreaterThan(1);
    expect(families).toContain("operations-program");
    expect(mappedFamilyOfTitle(map, "Contract Specialist")).toBe("procurement");
  });

  it("recognises common state and local job titles by their field", () => {
    const cases: [string, string][] = [
      ["Health Educator", "public-health"], ["Receptionist", "administrative"], ["Mechanic", "skilled-trades"],
      ["Fleet Service Advisor", "transportation"], ["IT Director", "information-technology"], ["Information Security Analyst", "information-technology"],
      ["Surveyor", "planning-community"], ["Zoning Administrator", "planning-community"], ["Community Development Specialist", "planning-community"],
      ["Water Treatment Plant Operator", "skilled-trades"], ["Parking Enforcement Officer", "security-investigations"], ["Account Clerk", "finance-accounting"],
      ["Storekeeper", "supply-chain-logistics"], ["Tree Trimmer", "skilled-trades"], ["Court Administrator", "operations-program"], ["Parks Director", "operations-program"],
      ["Medical Assistant", "healthcare"], ["Program Coordinator", "operations-program"], ["Recreation Coordinator", "operations-program"],
      ["Secretary", "administrative"], ["Staff Services Analyst", "business-analysis"], ["Compliance Officer", "compliance-regulatory"],
      ["Licensing Specialist", "compliance-regulatory"], ["Maintenance Supervisor", "skilled-trades"], ["Carpenter", "skilled-trades"],
      ["Truck Driver", "transportation"], ["Warehouse Supervisor", "supply-chain-logistics"], ["Fleet Manager", "skilled-trades"],
      ["Training Coordinator", "education-training"], ["Project Manager", "operations-program"],
      ["Police Records Supervisor", "library-records"], ["Records Manager", "library-records"], ["Fire Safety Inspector", "compliance-regulatory"],
      ["Fire Marshal", "compliance-regulatory"], ["Police Detective", "security-investigations"], ["Public Health Nurse", "healthcare"],
      ["Emergency Planning Coordinator", "emergency-services"],
    ];
    for (const [title, family] of cases) expect(entriesByTitle(map, title)[0]?.family, title).toBe(family);
  });

  it("knows the wage-grade trades, the smaller GS series and the state and local classes added in the eleventh session", () => {
    const map = getRoleMap();
    // A series number finds its own entry: trades whose titles fell to a generic "mechanic" or
    // "operator" phrase ("Telecommunications Mechanic" was a diesel mechanic, "Small Craft
    // Operator" a graphic designer), and GS series that had none.
    const bySeries: [string, string, string][] = [
      ["Telecommunications Mechanic", "WG", "2502"], ["Small Craft Operator", "WG", "5786"], ["Explosives Operator", "WG", "6502"],
      ["Carpenter", "WG", "4607"], ["Rigger", "WG", "5210"], ["Instrument Mechanic", "WG", "3359"], ["Laborer", "WG", "3502"],
      ["Nurse Anesthetist", "GS", "0605"], ["Radiation Therapist", "GS", "0648"], ["Psychology Technician", "GS", "0181"],
      ["Sports Specialist", "GS", "0030"], ["Law Clerk", "GS", "0904"], ["Petroleum Engineer", "GS", "0881"],
      ["Distribution Facilities Manager", "GS", "2030"], ["Sales Store Checker", "GS", "2091"], ["Budget Technician", "GS", "0561"],
    ];
    for (const [jobTitle, payPlan, series] of bySeries) {
      const key = payPlan === "WG" ? `WG-${series}` : series;
      expect(chooseEntry(map, { jobTitle, text: "", supervisory: false, payPlan, series })?.entry.key, jobTitle).toBe(key);
    }
    // Titles alone, as state and city classes are written.
    const byTitle: [string, string][] = [
      ["Telecommunications Mechanic Leader", "WG-2502"], ["Crane Operator", "WG-5725"], ["Carpenter", "WG-4607"], ["Plumber", "WG-4206"],
      ["Certified Registered Nurse Anesthetist", "0605"], ["Radiation Therapist", "0648"], ["Physical Therapy Supervisor", "0633"],
      ["Plant Inspector", "agricultural-inspector"], ["Wastewater Collection Operator II", "wastewater-collection"], ["Backflow Inspector", "cross-connection-control"],
      ["Parking Attendant", "parking-operations"], ["Toll Collector", "toll-collector"], ["Bridge Inspector", "bridge-inspector"],
      ["Sign Language Interpreter", "sign-language-interpreter"], ["Legislative Aide", "legislative-staff"], ["Conservation Officer", "game-warden"],
      ["Preschool Teacher", "early-childhood"], ["Warrant Clerk", "law-enforcement-support"], ["Tax Map Technician", "gis-analyst"],
    ];
    for (const [title, key] of byTitle) expect(entriesByTitle(map, title)[0]?.key, title).toBe(key);
    // The duties decide what a bare title leaves open.
    const sewer = "Maintains and repairs pump stations and sewer lines; drives a flush truck and operates a power rodder to clean sewer lines; inspects manholes.";
    expect(chooseEntry(map, { jobTitle: "Sanitation Maintenance Worker II", text: sewer, supervisory: false })?.entry.key).toBe("wastewater-collection");
    const signing = "Interprets between deaf or hard of hearing consumers and hearing staff using American Sign Language; arranges interpreters for deaf clients.";
    expect(chooseEntry(map, { jobTitle: "Interpreter", text: signing, supervisory: false })?.entry.key).toBe("sign-language-interpreter");
    // A maintenance mechanic of several trades is a general maintenance mechanic; of one, that trade.
    const mechanic = (jobTitle: string) => chooseEntry(map, { jobTitle, text: "", supervisory: false, payPlan: "WG", series: "4749" })?.entry.key;
    expect(["WG-4749", "facilities-maintenance"]).toContain(mechanic("Maintenance Mechanic (Carpenter/Painter)"));
    expect(mechanic("Maintenance Mechanic (Carpenter)")).toBe("WG-4607");
    // A medical instrument technician's parenthetical names the specialty: a GI lab's technician.
    expect(chooseEntry(map, { jobTitle: "Medical Instrument Technician (GI Technician)", text: "", supervisory: false, payPlan: "GS", series: "0649" })?.entry.key).toBe("endoscopy-technician");
    // A city's parks manager who runs mowing, medians and cemeteries manages grounds, not a park's visitors.
    const grounds = "Directs the maintenance operations of the parks division: parks, roadways, medians, right-of-ways, cemeteries and other public grounds maintenance; mowing contracts and irrigation.";
    expect(chooseEntry(map, { jobTitle: "Parks Manager", text: grounds, supervisory: true })?.entry.key).toBe("parks-maintenance");
    expect(chooseEntry(map, { jobTitle: "Park Manager", text: "Manages a state park: campgrounds, visitor programs, interpretive services, trails and natural resources.", supervisory: true })?.entry.key).toBe("park-ranger");
    // A benefits specialist of an employer's plans is in employee benefits, of public assistance in eligibility.
    const plans = "Advises employees on the city's benefits plans, runs the annual open enrollment, works with benefits vendors and tracks retirement and health plan costs.";
    expect(chooseEntry(map, { jobTitle: "Benefits Specialist", text: plans, supervisory: false })?.entry.key).toBe("employee-benefits");
    expect(chooseEntry(map, { jobTitle: "Benefits Specialist", text: "Determines eligibility for SNAP, TANF and Medicaid; interviews applicants and verifies income.", supervisory: false })?.entry.key).toBe("eligibility");
    // Pensions, retirement income, health plans and life insurance are an applicant's income and resources.
    const resources = "Determines Medicaid eligibility: verifies income from wages, pensions and retirement, other health plans and life insurance policies.";
    expect(chooseEntry(map, { jobTitle: "Benefits Specialist", text: resources, supervisory: false })?.entry.key).toBe("eligibility");
  });

  it("knows driver license examiners, insurance examiners, tax auditors, traffic technicians and weights and measures inspectors", () => {
    const cases: [string, string][] = [
      ["Motor Vehicle Examiner I", "driver-license-examiner"],
      ["Driver License Examiner", "driver-license-examiner"],
      ["Supervising Insurance Examiner", "insurance-examiner"],
      ["Tax Auditor I", "tax-auditor"],
      ["Weights and Measures Inspector", "weights-measures"],
      // The field after a comma is more specific than the generic title before it.
      ["Compliance Inspector II, Weights and Measures", "weights-measures"],
      ["Transportation Chief of Maintenance and Highway Operations", "highway-maintenance-manager"],
    ];
    for (const [title, key] of cases) expect(entriesByTitle(map, title)[0]?.key, title).toBe(key);
    const more: [string, string][] = [
      ["Risk/Claims Specialist II", "liability-claims"],
      ["Storekeeper I", "storekeeper"],
      ["Housing Codes Inspector", "code-enforcement"],
      ["Forensic Scientist 2", "forensic-scientist"],
      ["Veterans Service Officer II", "veterans-service-officer"],
      ["Veterans Service Program Area Supervisor", "veterans-service-officer"],
      ["Electrician", "WG-2805"],
      ["Crime Scene Specialist III", "forensic-technician"],
      ["Construction Specialist 1 (Transportation)", "0809"],
      ["Archaeologist Environmental Manager 2", "0193"],
      ["Server Administrator", "systems-administrator"],
      ["Hydrologic Technician", "1316"],
      ["Hydrographer", "1316"],
      ["Corrections Major", "corrections"],
      ["Assistant Registrar of Voters", "elections"],
      ["Court Administrator", "court-administrator"],
      ["Court Services Specialist", "court-services"],
      ["Dental Hygienist", "0682"], ["Locksmith", "WG-4804"], ["Actuary V", "1510"], ["Lifeguard", "aquatics"],
      ["Volunteer Coordinator", "volunteer-coordinator"], ["Animal Care Attendant", "animal-care"], ["Fish Hatchery Technician", "fisheries-technician"],
      ["Welder", "WG-3703"], ["Machinist", "WG-3414"], ["Boiler Operator", "WG-5402"], ["Photographer", "1060"], ["Chaplain", "0060"],
      ["Recreation Therapist", "0638"], ["CAD Drafter", "0818"], ["Pilot", "2181"], ["Title Examiner", "0963"], ["Museum Curator", "1015"], ["Museum Technician", "1016"],
      ["Undersheriff", "police-supervisor"], ["Peer Support Specialist", "substance-abuse-counselor"], ["Sign Technician", "traffic-signs-markings"],
      ["Utility Locator", "utility-locator"], ["Cemetery Sexton", "cemetery"], ["Cooperative Extension Agent", "extension-agent"], ["Zookeeper", "zookeeper"],
      ["Weed Control Officer", "weed-control"], ["Senior Center Director", "senior-center"],
      ["Harbor Officer", "harbor"], ["Landfill Laborer", "solid-waste"], ["Examination Specialist", "0570"], ["Park Superintendent", "parks-maintenance"],
      ["Traffic Signal Technician", "traffic-signal"], ["Site Reliability Engineer", "devops-engineer"], ["Cloud Engineer", "devops-engineer"], ["Safety Standards Inspector I", "elevator-inspector"], ["Director of Maintenance and Custodial Services", "facilities-maintenance"], ["DOC Major", "corrections"], ["Youth Care Specialist III", "juvenile-justice"], ["Communications Director, 911", "dispatcher"], ["9-1-1 Communications Director", "dispatcher"], ["Correctional Administrative Services Classification Coordinator", "probation-officer"], ["Personnel Administrator", "0201"], ["Information Technology Security Analyst III", "cybersecurity"],
    ];
    for (const [title, key] of more) expect(entriesByTitle(map, title)[0]?.key, title).toBe(key);
    // A slash with a space on one side separates two names: the duties decide between them.
    expect(entriesByTitle(map, "Maintenance Worker I/ Snowplow Driver").map((e) => e.key)).toContain("equipment-operator");
    expect(entriesByTitle(map, "Accounting Technician I/II").map((e) => e.key)).not.toContain("equipment-operator");
    // A city's park technician maintains grounds as often as a park service's guides visitors: both entries, the duties decide.
    expect(entriesByTitle(map, "Park Technician").map((e) => e.key).sort()).toEqual(["park-ranger", "parks-maintenance"]);
    // A city's traffic technician maintains signals as often as it counts traffic: the duties decide.
    expect(entriesByTitle(map, "Traffic Technician").map((e) => e.key).sort()).toEqual(["traffic-signal", "traffic-technician"]);
    expect(entriesByTitle(map, "Traffic Technician II").map((e) => e.key)).toContain("traffic-technician");
    const signals = "Installs, maintains and repairs traffic signals, signs and pavement markings; services signal cabinets, controllers and street lights from a bucket truck; locates underground conduit.";
    expect(chooseEntry(map, { jobTitle: "Traffic Technician", text: signals, supervisory: false })?.entry.key).toBe("traffic-signal");
    const counts = "Conducts traffic counts and speed studies, prepares traffic control plans and collision diagrams for the traffic engineer.";
    expect(chooseEntry(map, { jobTitle: "Traffic Technician", text: counts, supervisory: false })?.entry.key).toBe("traffic-technician");
    // A level after the comma is no field.
    expect(entriesByTitle(map, "Zoning Officer, Senior")[0]?.key).toBe(entriesByTitle(map, "Zoning Officer")[0]?.key);
    // An IT specialist whose parenthetical names server administration is a systems administrator.
    expect(chooseEntry(map, { series: "2210", jobTitle: "IT Specialist (Server Administrator)", text: "Administers Windows servers.", supervisory: false })?.entry.key).toBe("systems-administrator");
    expect(chooseEntry(map, { series: "2210", jobTitle: "IT Specialist (SYSADMIN)", text: "Administers servers.", supervisory: false })?.entry.key).toBe("systems-administrator");
    // Education services specialists (GS-1740) counsel service members on education: not trainers.
    expect(chooseEntry(map, { series: "1740", jobTitle: "Education Services Specialist", text: "Counsels soldiers on tuition assistance.", supervisory: false })?.entry.key).toBe("1740");
    // Hospital housekeeping management (GS-0673) has its own entry: environmental services, not program management.
    expect(chooseEntry(map, { series: "0673", jobTitle: "Hospital Housekeeping Officer", text: "Directs environmental services.", supervisory: true })?.entry.key).toBe("0673");
  });

  it("reads a generic post named after another family's field by that field", () => {
    const psych = "Provides clinical supervision to psychologists, oversees psychotherapy, psychological assessment and mental health treatment programs for veterans in the outpatient clinic.";
    expect(chooseEntry(map, { jobTitle: "Psychology Program Manager", text: psych, supervisory: true })?.entry.key).toBe("0180");
    // The parenthetical is a working title; the occupation outside it stands.
    expect(chooseEntry(map, { jobTitle: "Social Worker (Program Coordinator)", text: "Coordinates case management and counseling for veterans.", supervisory: false })?.entry.family).toBe("social-services");
    // A field of the generic post's own family keeps the broad entry.
    expect(chooseEntry(map, { jobTitle: "Voter Registration Program Specialist", text: "Coordinates voter registration programs and trains county staff.", supervisory: false })?.entry.family).toBe("operations-program");
  });

  it("reads a city forester as an urban forester and an IT department's security officer as cybersecurity", () => {
    const trees = "Manages the city's street trees and urban forest: tree canopy studies, pruning contracts and the tree ordinance.";
    expect(chooseEntry(map, { series: "0460", jobTitle: "Forester", text: trees, supervisory: false })?.entry.key).toBe("urban-forestry");
    expect(chooseEntry(map, { series: "0460", jobTitle: "Forester", text: "Prepares timber sales and silvicultural prescriptions.", supervisory: false })?.entry.key).toBe("0460");
    const cyber = "Leads cybersecurity policy; directs cybersecurity incident response and the cyber risk program.";
    expect(chooseEntry(map, { series: "0080", jobTitle: "Deputy Chief Security Officer", text: cyber, supervisory: true })?.entry.key).toBe("cybersecurity");
    expect(chooseEntry(map, { series: "0080", jobTitle: "Security Specialist", text: "Manages building access control and guard posts.", supervisory: false })?.entry.key).toBe("0080");
    // "(Principal Operations Inspector)" is the aviation safety inspector's own kind of inspector.
    expect(chooseEntry(map, { jobTitle: "Aviation Safety Inspector (Principal Operations Inspector)", text: "Oversees air carrier operations.", supervisory: false })?.entry.key).toBe("1825");
  });

  it("keeps an interpreter of court proceedings a court interpreter, and makes a diplomatic one a language professional", () => {
    expect(chooseEntry(map, { jobTitle: "Interpreter", text: "Interprets for defendants and witnesses in courtroom proceedings.", supervisory: false })?.entry.key).toBe("court-interpreter");
    expect(chooseEntry(map, { jobTitle: "Interpreter", text: "Provides simultaneous and consecutive interpretation for senior officials at diplomatic meetings.", supervisory: false })?.entry.key).toBe("1040");
  });

  it("puts a laboratory technician who tests wastewater in an environmental laboratory", () => {
    const text = "Performs analyses of wastewater influent and effluent samples for the treatment plant; tests drinking water quality.";
    expect(chooseEntry(map, { jobTitle: "Laboratory Technician", text, supervisory: false })?.entry.key).toBe("public-health-laboratory");
    expect(chooseEntry(map, { jobTitle: "Medical Laboratory Technician", text: "Draws blood and processes patient specimens.", supervisory: false })?.entry.key).toBe("0645");
  });

  it("takes the specialty an HR, IT or park title names over the series' broad entry", () => {
    const cases: [string, string, string][] = [
      ["0201", "Human Resources Specialist (Recruitment & Placement), GS-0201-09", "talent-acquisition"],
      ["0201", "HR Specialist (Recruit & Placement)", "talent-acquisition"],
      ["0201", "Human Resources Specialist (Information Systems)", "hris"],
      ["0201", "Human Resources Specialist (Employee Relations)", "employee-relations"],
      ["0201", "Human Resources Specialist (Classification)", "compensation-classification"],
      ["0201", "Human Resources Specialist (Employee Benefits)", "employee-benefits"],
      ["0201", "Human Resources Specialist", "0201"],
      ["2210", "IT Specialist (INFOSEC)", "cybersecurity"],
      ["2210", "IT Specialist (CUSTSPT)", "it-support"],
      ["2210", "Information Technology Customer Support", "it-support"],
      ["2210", "IT Specialist (PLCYPLN)", "it-policy-planning"],
      ["2210", "IT Specialist (Policy and Planning/Enterprise Architecture)", "it-policy-planning"],
      ["2210", "IT Specialist (ENTARCH)", "enterprise-architect"],
      ["2210", "IT Specialist (SYSANALYSIS)", "systems-analyst"],
      ["0180", "Personnel Psychologist, GS-0180-13", "io-psychologist"],
      ["0180", "Clinical Psychologist", "0180"],
      ["0462", "Forestry Technician (Fire Training Officer), GS-0462-09", "0456"],
      ["0025", "Supervisory Park Ranger (Protection)", "0083"],
      ["0025", "Park Ranger (Interpretation)", "0025"],
    ];
    for (const [series, jobTitle, key] of cases) {
      expect(chooseEntry(map, { series, jobTitle, text: "Advises managers.", supervisory: false })?.entry.key, jobTitle).toBe(key);
    }
  });

  it("has entries for child welfare, academic advising, biomedical equipment and a DMV's licensing counter", () => {
    expect(entryByTitle(map, "Academic Adviser")?.key).toBe("academic-advising");
    expect(entryByTitle(map, "Child Protection Specialist")?.key).toBe("child-welfare");
    expect(entryByTitle(map, "Biomedical Equipment Support Specialist")?.key).toBe("WG-4805");
    expect(entryByTitle(map, "Emergency Communications Specialist I - Recruit")?.key).toBe("dispatcher");
    expect(entryByTitle(map, "Licensing Services Representative 1")?.key).toBe("motor-vehicle-services");
    expect(entryByTitle(map, "Backup TB/CD Nurse")?.key).toBe("public-health-nurse");
    // A caseworker or social worker whose cases are abuse, neglect and foster care works in child welfare.
    const cps = "Investigates reports of child abuse and neglect, assesses child safety, arranges foster care placements and works toward reunification or adoption.";
    expect(key("Social Worker III", cps)).toBe("child-welfare");
    expect(key("Caseworker", cps)).toBe("child-welfare");
    expect(key("Caseworker", "Determines eligibility for food assistance and refers families to community resources.")).toBe("caseworker");
    // "&" is "and": the series' own title, not another entry's "safety specialist".
    expect(key("Safety & Occupational Health Specialist, GS-0018-11", "Inspects workplaces for hazards.", "0018")).toBe("0018");
    // A health technician's "(Laboratory)" is the medical laboratory's.
    expect(key("Health Technician (Laboratory)", "Collects and processes specimens.", "0640")).toBe("0645");
  });

  it("knows more county, city and federal titles: tax collection clerks, telecommunications officers, circulation assistants, economic development directors", () => {
    expect(key("Tax Collector Clerk I/II", "Accepts tax payments at the counter, balances the cash drawer and posts payments.")).toBe("tax-collection-clerk");
    expect(key("Deputy Collector I", "Collects current and delinquent taxes and issues receipts.")).toBe("tax-collection-clerk");
    expect(key("Telecommunications Officer", "Answers 911 calls, dispatches deputies, fire and EMS units, and monitors radio traffic.")).toBe("dispatcher");
    expect(key("Circulation Assistant", "Checks materials in and out and issues library cards.")).toBe("1411");
    expect(key("Director of Economic Development", "Recruits businesses and manages redevelopment incentives.")).toBe("economic-development");
    expect(key("Accounts Payable Specialist", "Processes vendor invoices and payments.")).toBe("0525");
    // A general enforcement officer who arrests, detains and guards prisoners is a law enforcement officer.
    const enforcement = "Protects the courthouse and federal judges, apprehends fugitives, serves warrants, and transports prisoners in custody; carries firearms.";
    expect(key("Federal Enforcement Officer", enforcement, "1801")).toBe("0083");
    expect(key("Compliance Investigator", "Investigates violations of export regulations and reviews company records.", "1801")).toBe("1801");
    // An equipment operator on garbage and recycling routes works in solid waste.
    expect(key("Equipment Operator III", "Operates a side-loader refuse truck on residential garbage and recycling collection routes.")).toBe("solid-waste");
    expect(key("Equipment Operator III", "Operates graders, loaders and backhoes on street repairs.")).toBe("equipment-operator");
    // "operations" names no field: "Manager, Maintenance Operations" is not a program manager.
    expect(key("Manager, Maintenance Operations", "Directs the maintenance division.")).not.toBe("0340");
  });

  it("knows the titles of the last blind batches: external affairs, DMV offices, meter services, animal shelters, library pages, fish biologists", () => {
    expect(key("Highway External Affairs Manager", "Directs media relations and public meetings for highway projects.")).toBe("1035");
    expect(key("Motor Vehicle Central Office Supervisor 2", "Supervises staff who process registrations and titles.")).toBe("motor-vehicle-services");
    expect(key("Maintenance Foreman (Meter Services)", "Supervises crews who install, test and repair water meters.")).toBe("meter-reader");
    expect(key("Animal Shelter Supervisor", "Supervises kennel staff and the care of sheltered animals.")).toBe("animal-services-management");
    expect(key("Animal Care Attendant", "Feeds animals and cleans kennels.")).toBe("animal-care");
    expect(key("Circulation Supervisor", "Supervises the circulation desk of the library.")).toBe("1411");
    expect(key("Library Page", "Shelves returned books.")).toBe("1411");
    expect(key("Fish Biologist (Marking Program), GS-0482-09", "Tags hatchery fish.", "0482")).toBe("0482");
    // An office after the comma is no field: "Librarian (Reference), Geography and Map Division".
    expect(chooseEntry(map, { series: "1410", jobTitle: "Librarian (Reference), Geography and Map Division", text: "Answers reference questions on maps and atlases.", supervisory: false })?.entry.family).toBe("library-records");
    for (const [title, duties, entry] of [
      // An office-wide post's parenthesis is the service whose office it runs.
      ["Administrative Officer (Nutrition & Food Service)", "Manages the budget, personnel actions and contracts of the service.", "0341"],
      ["Assistant Inspector General for Audit Services", "Directs audits of Medicare and Medicaid programs.", "0511"],
      ["Deputy Inspector General for Investigations", "Directs criminal investigations of fraud.", "1811"],
      ["Code Investigator", "Investigates violations of the city code.", "code-enforcement"],
      ["Highway Commissioner", "Directs the county highway department.", "public-works-director"],
      // "Communications Director" runs a press office or a 9-1-1 center: the duties say which.
      ["Communications Director", "Directs the 9-1-1 emergency communications center: dispatchers, call-taking, radio and CAD systems for police, fire and EMS.", "dispatcher"],
      ["Communications Director", "Directs media relations, press releases, the website and social media, and public information campaigns.", "1035"],
    ]) expect(key(title, duties), title).toBe(entry);
    // O*NET's reading of a bare title ("Branch Manager": banks) does not overrule a specific occupation's duties.
    const library = "Oversees the branch, ensuring high quality library service for library users. Supervises staff and volunteers. Identifies community needs and develops outreach efforts and community partnerships; represents the library in the community and at public events. Plans programs for patrons.";
    expect(chooseEntry(map, { jobTitle: "Branch Manager III", text: library, supervisory: true, onetCodes: ["11-3031.00", "41-1011.00", "11-2032.00"] })?.entry.key).toBe("librarian");
  });

  it("knows the health and office titles of the fourth round: respiratory therapists in 0601, lab scientists, ophthalmic technicians, emergency planners, accounting support, two fields in one title", () => {
    // General Health Science (0601) holds clinicians of other families' entries.
    expect(key("Supervisory Registered Respiratory Therapist, GS-0601-13", "Supervises respiratory therapists.", "0601")).toBe("0651");
    expect(key("Clinical Lab Scientist (Medical Technologist)", "Performs chemistry and hematology testing.")).toBe("0644");
    expect(key("Health Technician (Ophthalmology), GS-0640-8", "Measures visual acuity and intraocular pressure.", "0640")).toBe("ophthalmic-technician");
    expect(key("Emergency Services Planner", "Writes emergency operations plans and runs exercises.")).toBe("emergency-manager");
    expect(key("Accounting Support Specialist", "Processes invoices and reconciles accounts.")).toBe("0525");
    // "Records and Legislative Services Coordinator": the duties decide between the two fields.
    expect(key("Records and Legislative Services Coordinator", "Manages the records retention schedule, the records center and document imaging.")).toBe("records-management");
  });

  it("knows the titles of the fifth round: MWR, fitness, building equipment mechanics, Section 8, financial systems, a plant's laboratory technician", () => {
    expect(key("MWR Director", "Directs morale, welfare and recreation programs: fitness centers, youth sports, marinas.")).toBe("recreation");
    expect(key("Recreation Specialist (Fitness)", "Conducts fitness assessments and teaches group exercise classes.", "0188")).toBe("fitness-trainer");
    // A parenthetical naming several activities is recreation across them, not one specialty.
    expect(key("Recreation Assistant (Fitness, Sports and Aquatics)", "Checks patrons in and issues equipment.", "0188")).not.toBe("fitness-trainer");
    expect(key("Administration Assistant", "Types correspondence and maintains files.")).toBe("administrative-assistant");
    expect(key("Financial Systems Analyst, GS-11/12", "Analyzes payment system transactions and reconciles disbursements.")).toBe("0501");
    expect(key("Building Equipment Mechanic", "Maintains boilers, chillers, air handlers and building controls.")).toBe("WG-5306");
    expect(key("Section 8 Coordinator", "Administers the Housing Choice Voucher program.")).toBe("housing-specialist");
    // A treatment plant's laboratory technician tests water; its operators run the plant.
    const lab = "Performs laboratory analyses of wastewater treatment plant samples: titrations, coliform tests, biochemical oxygen demand and suspended solids; calibrates pH meters and prepares reagents for the sewage treatment plant.";
    expect(key("Sanitary Technician", lab)).toBe("public-health-laboratory");
    expect(key("Wastewater Treatment Plant Operator", lab)).toBe("water-operator");
  });

  it("reads the titles of this session's blind rounds: a working title in parentheses, two fields of one head, acronyms, a dash, electrical workers, juvenile detention", () => {
    // A generic post in parentheses is the occupation's working title, not a specialty.
    expect(key("MWR Supervisory Recreation Specialist (Single Sailor Program Manager)", "Plans recreation programs, trips and events for single sailors.")).not.toBe("0340");
    // "Budget/Policy Analyst": both titles' entries, and the budget duties decide.
    const budget = "Reviews agency budget requests, formulates budget proposals, monitors appropriations and expenditures, and analyzes the fiscal impact of proposed legislation on program budgets.";
    expect(entriesByTitle(map, "Budget/Policy Analyst I").map((e) => e.key)).toEqual(expect.arrayContaining(["0560", "management-analyst"]));
    expect(["0560", "budget-analyst"]).toContain(key("Budget/Policy Analyst I", budget));
    // "Project/Grants Manager": a generic post adds no entry.
    expect(entriesByTitle(map, "Project/Grants Manager").map((e) => e.key)).not.toContain("0340");
    // Acronyms of a field before a generic post.
    expect(key("Supervisory IT Program Manager", "Leads the museum's digital programs and IT infrastructure projects.")).toBe("2210");
    expect(key("HR Program Specialist", "Advises managers on recruitment, classification and employee relations.")).toBe("0201");
    // A dash after a generic post sets off the field; after an occupation, an assignment.
    expect(key("Project Manager - Economic Development", "Recruits businesses and manages business retention visits.")).toBe("economic-development");
    expect(key("Geographic Information Systems Technician - Transportation", "Maintains GIS layers of roads and signs.")).toBe("gis-analyst");
    // "Economic" is no economist.
    expect(key("Director, Governor's Action Team, Community and Economic Development", "Leads business attraction and site selection projects for the state.")).toBe("economic-development");
    expect(key("Seasonal Electrical Worker", "Repairs defective electrical wiring, controls and fixtures in visitor centers and campgrounds.")).toBe("WG-2805");
    // Coaches list youth care titles for a juvenile detention officer.
    expect(key("Juvenile Detention Officer", "Supervises detained youth in the juvenile detention center, conducts room checks and counsels residents.")).toBe("juvenile-justice");
    expect(key("Detention Officer", "Supervises inmates in the county jail, conducts cell checks and books arrestees.")).toBe("corrections");
  });

  it("reads the titles of the fifteenth session's blind rounds: registrars, patient representatives, health records, parole examiners, school transportation, grants directors", () => {
    // A university's registrar keeps student records; the registrar of voters and a museum's stay theirs.
    expect(key("Assistant Registrar (UCP VIII)", "Oversees registration, transcripts and degree audits; interprets FERPA for faculty.")).toBe("registrar");
    expect(key("Registrar", "Directs the office of records and registration, the academic calendar and commencement.")).toBe("registrar");
    expect(key("Registrar of Voters", "Conducts elections and maintains voter registration rolls.")).toBe("elections");
    expect(key("Museum Registrar", "Manages accession records and loans of museum objects.")).toBe("1016");
    expect(key("Patient Representative", "Receives and resolves patient complaints and grievances, and reports trends to hospital leadership.")).toBe("patient-relations");
    expect(key("Health Records Technician I", "Codes diagnoses, abstracts charts and releases health information on request.")).toBe("0675");
    // Not a patent classifier: a parole examiner hears parole cases.
    expect(key("Parole Examiner", "Interviews offenders, reviews case files and recommends release decisions to the parole board.")).toBe("probation-officer");
    expect(key("School Transportation Coordinator", "Plans bus routes, schedules drivers and contracts with bus companies for the district's pupils.")).toBe("2101");
    expect(key("Grants Program Administrative Director", "Directs pre-award and post-award administration of sponsored research grants.")).toBe("1109");
    // The office a post serves, after a dash or a comma, is no part of its title phrase.
    expect(key("Executive Assistant - City Manager", "Manages the city manager's calendar, correspondence and council agenda packets.")).toBe("executive-assistant");
    expect(key("Investigator I, Public Defender", "Locates and interviews witnesses, serves subpoenas and gathers evidence for the defense of clients.")).not.toBe("0905");
    expect(key("Assistant City Manager", "Directs city departments under the city manager.")).toBe("city-manager");
    // HVAC coordinators keep the trade; a WIC nutrition assistant is not a cafeteria worker, a hospital's is.
    expect(key("HVAC Coordinator", "Coordinates preventive maintenance of chillers, boilers and air handlers for the campus.")).toBe("WG-5306");
    expect(key("Nutrition Assistant", "Certifies WIC participants, measures height and weight, screens hemoglobin and provides breastfeeding support and nutrition education to families.")).toBe("dietitian-nutritionist");
    expect(key("Nutrition Assistant", "Prepares and serves patient trays, portions food on the tray line, and cleans the kitchen and dining room.")).toBe("WG-7408");
    // Webmasters and website managers build websites (a new entry); juvenile correctional
    // counselors care for detained youth; inspectors and compliance officers of their fields.
    expect(key("Webmaster I", "Designs and maintains the agency's web pages in the content management system and checks them for accessibility.")).toBe("web-development");
    expect(key("Website Manager", "Manages the county website, its content management system, analytics and web standards.")).toBe("web-development");
    expect(key("Juvenile Correctional Counselor", "Supervises and counsels detained youth in juvenile hall and leads group sessions.")).toBe("juvenile-justice");
    expect(key("Environmental Enforcement Inspector I", "Inspects construction sites for erosion and sediment control and stormwater permit compliance.")).toBe("environmental-regulatory");
    expect(key("Occupational Health Compliance Officer", "Inspects workplaces for exposure to noise and chemical hazards under occupational safety and health standards.")).toBe("0018");
    expect(key("Visual Communications Specialist", "Produces video, photography and graphic design for county communications.")).toBe("1084");
    expect(key("Code Compliance Coordinator", "Coordinates code enforcement cases, inspections of nuisance properties and abatement.")).toBe("code-enforcement");
    expect(key("Environmental Protection Compliance Specialist", "Inspects permitted facilities for compliance with air and water quality regulations.")).toBe("0028");
  });

  it("knows a benefits analyst and a facilities supervisor by title", () => {
    expect(entryByTitle(map, "Benefits Analyst")?.key).toBe("employee-benefits");
    expect(entryByTitle(map, "Airport Facilities Supervisor")?.key).toBe("facilities-maintenance");
  });
});

describe("replaceRoleMapForEval (eval:coverage's leave-one-out)", () => {
  it("makes the engine read another map until called without one", () => {
    const curated = getRoleMap();
    const reduced = buildRoleMap({ federal: [], local: [] });
    replaceRoleMapForEval(reduced);
    try {
      expect(getRoleMap()).toBe(reduced);
      expect(chooseEntry(getRoleMap(), { series: "1102", jobTitle: "Contract Specialist", text: "Awards contracts.", supervisory: false })).toBeNull();
    } finally {
      replaceRoleMapForEval();
    }
    expect(getRoleMap()).not.toBe(reduced);
    expect(getRoleMap().entries.length).toBe(curated.entries.length);
  });
});

describe("sibling occupations in the curated map", () => {
  it("moves a position to its sibling by the duties: classified information, state DOT snow plowing, funds, water lines, trails", () => {
    const key = (jobTitle: string, text: string, series?: string) => chooseEntry(getRoleMap(), { series, jobTitle, text, supervisory: false })?.entry.key;
    // Security administration's information security protects classified information, not networks.
    const classified = "Develops policies and procedures for identifying and protecting classified national security information and sensitive but unclassified information from unauthorized disclosure; reviews information security handling caveats for classified material.";
    expect(key("Information Security Specialist", classified, "0080")).toBe("0080");
    const cyber = "Monitors network security, analyzes vulnerabilities and intrusion alerts, leads incident response and maintains firewalls and encryption under NIST and FISMA.";
    expect(key("Information Security Specialist", cyber, "0080")).toBe("cybersecurity");
    // A state DOT's transportation technician plows snow and maintains highways.
    const plow = "Removes snow from state roadways using snowplows, graders and blowers; performs station and highway maintenance; repairs signs and fences.";
    expect(key("Seasonal Transportation Technician I", plow)).toBe("equipment-operator");
    expect(key("Transportation Assistant", "Arranges freight shipments, prepares bills of lading and books passenger travel.", "2102")).toBe("2102");
    // So does a DOT's "Highway Technician"; an engineering technician who inspects construction stays one.
    expect(key("Highway Technician 1", "Performs general highway maintenance: patches potholes and asphalt berm, installs and repairs guardrails, and performs snow and ice control by operation of snow plows on state roadways.")).toBe("equipment-operator");
    expect(key("Engineering Technician", "Inspects bridge construction for conformance with plans, performs surveys and prepares quantity estimates for asphalt paving.")).toBe("engineering-technician");
    // A program analyst who manages funds is a budget analyst; one named for a Budget office is not.
    const funds = "Provides information on funds use and availability for appropriations and reimbursable programs; monitors obligations and expenditures in the financial management system.";
    expect(key("Program Analyst", funds, "0343")).toBe("0560");
    expect(key("Program Analyst", "Analyzes programs of the Department of Budget and Management, evaluates budget processes and recommends improvements to workflows.", "0343")).toBe("0343");
    // A maintenance worker on water lines works for the utility; one on trails and grounds, for the parks.
    expect(key("Maintenance Worker", "Maintains and repairs water mains, fire hydrants and service taps, and performs meter change outs.")).toBe("water-distribution");
    expect(key("Maintenance Worker", "Maintains hiking trails, mows grounds, and repairs irrigation and landscaping in city parks.")).toBe("parks-maintenance");
    expect(key("Maintenance Worker", "Repairs doors, plumbing fixtures and lighting in city buildings; paints offices.")).toBe("facilities-maintenance");
    // A radiologic technologist whose parenthetical is ultrasound is a sonographer.
    expect(key("Diagnostic Radiologic Technologist (Ultrasound)", "Performs diagnostic ultrasound examinations of the abdomen and vascular system.", "0647")).toBe("0649");
  });
});
