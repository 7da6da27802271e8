import { beforeAll, describe, expect, it } from "vitest";
import { lookupSeries } from "./crosswalk";
import { loadOnetIndex, type OnetIndex } from "./onet-index";
import { rankRoles } from "./roles";
import { domainSkills, onetSkills, phraseSkills, selectSkills, weightedDomainSkills } from "./skills";

let index: OnetIndex;
beforeAll(async () => {
  index = await loadOnetIndex();
}, 60_000);

describe("skills", () => {
  it("recognises domain skills from duty wording, specific before generic", () => {
    const labels = domainSkills("Negotiates prices with contractors and administers contracts; ensures compliance with regulations; conducts cost and price analysis.").map((s) => s.label);
    expect(labels.slice(0, 3)).toEqual(expect.arrayContaining(["Contract Negotiation", "Contract Administration", "Cost and Price Analysis"]));
    expect(labels.indexOf("Regulatory Compliance")).toBeGreaterThan(labels.indexOf("Contract Negotiation"));
  });

  it("claims an O*NET skill only when the text supports it", () => {
    const ranked = rankRoles(index, [{ title: "Contract Specialist", text: "purchasing", crosswalk: lookupSeries("1102"), weight: 1 }]).overall;
    expect(onetSkills(index, ranked, "Negotiates prices with vendors.")).toContain("Negotiation");
    expect(onetSkills(index, ranked, "Files folders.")).not.toContain("Negotiation");
    expect(onetSkills(index, ranked, "anything")).not.toContain("Reading Comprehension");
  });

  it("selects distinct skills with a cap, never empty", () => {
    const ranked = rankRoles(index, [{ title: "Budget Analyst", text: "budget", crosswalk: lookupSeries("0560"), weight: 1 }]).overall;
    const skills = selectSkills({ index, ranked, text: "Prepares the budget submission, monitors budget execution, forecasts spending and analyzes variances.", max: 8 });
    expect(skills[0]).toBe("Budget Planning and Execution");
    expect(skills.length).toBeLessThanOrEqual(8);
    expect(new Set(skills).size).toBe(skills.length);
    expect(skills).not.toContain("Budget Management");
    expect(selectSkills({ index, ranked, text: "zzz" }).length).toBeGreaterThan(0);
  });

  it("favours the recent position's skills across a resume", () => {
    const parts = [
      { text: "Leads program evaluation and develops the strategic plan.", weight: 1 },
      { text: "Reconciles accounts; reconciliation of ledgers; reconciles balances.", weight: 0.5 },
    ];
    expect(weightedDomainSkills(parts).map((s) => s.label).slice(0, 2)).toEqual(["Program Evaluation", "Strategic Planning"]);
  });
});

describe("skill phrases written in the PD", () => {
  it("keeps plain modifiers before a skill noun, most frequent first, and nothing else", () => {
    const text =
      "Performs wildland fire suppression and search and rescue. Conducts interpretive programs and environmental education for visitors. " +
      "Leads environmental education walks. Conducting unusual assessments. Provides first-aid treatment and on-the-job training. Works for the Portland Health Care System.";
    const skills = phraseSkills(text);
    expect(skills[0]).toBe("Environmental Education");
    expect(skills).toContain("Wildland Fire Suppression");
    // Verbs, evaluative adjectives, names and the tails of hyphenated words are not skills.
    expect(skills.join("|")).not.toMatch(/Conducting|Unusual|Portland|Aid Treatment|Job Training/);
  });

  it("finds office, processing and specification phrases, and weak heads only after a fitting word", () => {
    const text =
      "Performs office support work and learns basic office procedures; operates office equipment. Monitors high-volume loan processing and translates user requirements into software specifications. Provides direct support and meets performance requirements; replaces inadequate specifications.";
    const skills = phraseSkills(text, 12);
    expect(skills).toEqual(expect.arrayContaining(["Office Support", "Office Procedures", "Office Equipment", "Loan Processing", "User Requirements", "Software Specifications"]));
    expect(skills.join("|")).not.toMatch(/Direct Support|Performance Requirements|Inadequate/);
  });

  it("reads praise, manner and program names as no field", () => {
    const skills = phraseSkills("Applies best training practices and quick response procedures to the principle operations of the agency. Verifies Social Security numbers. Plans training operations.", 12);
    expect(skills.join("|")).not.toMatch(/Best|Quick|Principle|Social Security/);
    expect(skills).toContain("Training Operations");
  });

  it("takes gerunds that name a field as modifiers, and no other gerund", () => {
    const skills = phraseSkills("Examines accounting documents for proper accounting classification. Conducts housing inspections. Performing reconciliations and conducting assessments.", 12);
    expect(skills).toEqual(expect.arrayContaining(["Accounting Classification", "Housing Inspections"]));
    expect(skills.join("|")).not.toMatch(/Performing|Conducting/);
  });

  it("makes a 'control' skill only of a kind of control ('Quality Control', not 'Telephone Control')", () => {
    const skills = phraseSkills("Calls the telephone control center. Performs quality control checks. Reports to the telephone control center.", 12);
    expect(skills).toContain("Quality Control");
    expect(skills.join("|")).not.toMatch(/Telephone Control/);
  });

  it("drops words that only date a thing ('existing', 'proposed') from the front of a skill", () => {
    const skills = phraseSkills("Plans and evaluates new and existing patient care programs. Reviews existing patient care programs and proposed patient care programs.", 12);
    expect(skills).toContain("Patient Care");
    expect(skills.join("|")).not.toMatch(/Existing|Proposed/);
  });

  it("claims classroom teaching only from teaching words, not from 'instruction' to staff", () => {
    const labels = (t: string) => domainSkills(t).map((s) => s.label);
    expect(labels("Provides budget information, instruction and assistance to department staff.")).not.toContain("Classroom Instruction");
    expect(labels("Teaches evening classes and instructs students in the classroom.")).toContain("Classroom Instruction");
  });
});

describe("skill phrases shared through coordination (ninth session)", () => {
  it("gives each adjective of a coordinated list its noun, and the first noun's modifier to a second noun", () => {
    const known = (p: string) => ["criminal investigations", "emergency preparedness"].includes(p);
    const found = phraseSkills("Conducts criminal, civil, and administrative investigations of suspected fraud. Performs substantive work in emergency planning and preparedness.", 10, known);
    expect(found).toEqual(expect.arrayContaining(["Criminal Investigations", "Civil Investigations", "Emergency Planning", "Emergency Preparedness"]));
    // Only a phrase a skill list knows: "accurate and timely maintenance" makes no "Accurate Maintenance".
    expect(phraseSkills("Ensures accurate, valid and timely maintenance of records.", 10, known)).not.toContain("Accurate Maintenance");
    expect(phraseSkills("Conducts criminal, civil, and administrative investigations.", 10)).not.toContain("Civil Investigations");
    // Nouns joined by "and" are two things: "guidance and policy interpretation" is no "Guidance Interpretation".
    const nouns = phraseSkills("Provides guidance and policy interpretation to bureaus and offices and integrates planning and response activities.", 10, () => true);
    expect(nouns).not.toContain("Guidance Interpretation");
    expect(nouns).not.toContain("Offices Planning");
  });
});
