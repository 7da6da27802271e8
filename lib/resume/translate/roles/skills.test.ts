import { describe, expect, it } from "vitest";
import { buildRoleMap } from "./role-map";
import { fullyNamedInText, namedInText, namedSkillsAcrossMap, productWords, stems, supportedSkills } from "./skills";

const map = buildRoleMap({
  federal: [],
  local: [
    {
      entries: [
        { key: "hr", name: "HR", family: "human-resources", codes: [], match: ["hr"], keywords: [], ladder: { specialist: ["HR Specialist"] }, skills: [{ name: "Program Evaluation", evidence: ["evaluat"] }, { name: "Workforce Planning", evidence: ["workforce"] }] },
        { key: "ops", name: "Ops", family: "operations-program", codes: [], match: ["ops"], keywords: [], ladder: { specialist: ["Operations Analyst"] }, skills: [{ name: "Resource Management", evidence: ["resource"] }, { name: "Program Evaluation", evidence: ["program"] }] },
        { key: "teach", name: "Teacher", family: "education-training", codes: [], match: ["teacher"], keywords: [], ladder: { specialist: ["Teacher"] }, skills: [{ name: "Classroom Instruction", evidence: ["instruction"] }] },
      ],
    },
  ],
});

describe("skills named in a thin PD", () => {
  it("needs every content word of the name, compared on six letters", () => {
    expect(fullyNamedInText("Program Evaluation", "evaluates the program")).toBe(true);
    expect(fullyNamedInText("Classroom Instruction", "classification instruction")).toBe(false);
    expect(fullyNamedInText("Resource Management", "manages resources")).toBe(true);
  });

  it("does not take one word's opening for another's ('procedural' does not name 'Process')", () => {
    const text = stems("Identifies procedural problems in program operations; evaluation of programs.");
    expect(namedInText("Process Improvement", text)).toBe(false);
    expect(namedInText("Program Evaluation", text)).toBe(true);
    expect(namedInText("Process Improvement", stems("Improves work processes."))).toBe(true);
  });

  it("borrows skills the PD names and supports from any entry, the PD's own families first", () => {
    const text = "Manages resources for office programs; evaluates program results; gives instruction to classification staff.";
    expect(namedSkillsAcrossMap(map.entries, new Set(["human-resources"]), text)).toEqual(["Program Evaluation", "Resource Management"]);
    expect(namedSkillsAcrossMap(map.entries, new Set(["human-resources"]), "Writes things.")).toEqual([]);
  });
});

describe("product and standard skills", () => {
  const entry = buildRoleMap({
    federal: [],
    local: [
      {
        entries: [
          {
            key: "civ", name: "Civil", family: "engineering", codes: [], match: ["civil engineer"], keywords: [], ladder: { specialist: ["Civil Engineer"] },
            skills: [
              { name: "AutoCAD Civil 3D", evidence: ["civil 3d", "autocad", "cad"] },
              { name: "ISO 9001 Quality Systems", evidence: ["quality system"] },
              { name: "Structural Design", evidence: ["structural"] },
            ],
          },
        ],
      },
    ],
  }).entries[0];

  it("finds the words that name a product or standard", () => {
    expect(productWords("AutoCAD Civil 3D")).toEqual(["AutoCAD", "3D"]);
    expect(productWords("ArcGIS Pro")).toEqual(["ArcGIS"]);
    expect(productWords("Revit and BIM")).toEqual(["Revit"]);
    expect(productWords("Structural Design")).toEqual([]);
  });

  it("claims a product only when the PD names it, not on general evidence", () => {
    const general = "Develops drawings with CADD and BIM software; structural analysis; maintains the quality system.";
    expect(supportedSkills(entry, general).map((s) => s.name)).toEqual(["Structural Design"]);
    const named = "Designs grading in AutoCAD Civil 3D; structural review; ISO 9001 quality system audits.";
    expect(supportedSkills(entry, named).map((s) => s.name).sort()).toEqual(["AutoCAD Civil 3D", "ISO 9001 Quality Systems", "Structural Design"]);
  });
});
