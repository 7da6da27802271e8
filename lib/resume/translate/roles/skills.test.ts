import { describe, expect, it } from "vitest";
import { buildRoleMap } from "./role-map";
import { fullyNamedInText, namedSkillsAcrossMap } from "./skills";

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

  it("borrows skills the PD names and supports from any entry, the PD's own families first", () => {
    const text = "Manages resources for office programs; evaluates program results; gives instruction to classification staff.";
    expect(namedSkillsAcrossMap(map.entries, new Set(["human-resources"]), text)).toEqual(["Program Evaluation", "Resource Management"]);
    expect(namedSkillsAcrossMap(map.entries, new Set(["human-resources"]), "Writes things.")).toEqual([]);
  });
});
