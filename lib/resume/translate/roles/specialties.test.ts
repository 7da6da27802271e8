import { describe, expect, it } from "vitest";
import { buildRoleMap } from "./role-map";
import { evidencedSpecialties, specialtyEvidence, withSpecialties } from "./specialties";
import { rolesForPositions } from "./select";

const map = buildRoleMap({
  federal: [],
  local: [
    {
      entries: [
        {
          key: "civil-engineer", name: "Civil Engineer", family: "engineering", codes: [], match: ["civil engineer"], keywords: ["road"],
          ladder: { specialist: ["Civil Engineer", "Project Engineer", "Design Engineer", "Staff Engineer"], manager: ["Engineering Manager", "Director of Engineering"] },
          skills: [],
          specialties: [
            { title: "Structural Engineer", cues: ["bridge", "structural"] },
            { title: "Traffic Engineer", cues: ["traffic signal", "pavement marking", "traffic"] },
            { title: "Water Resources Engineer", cues: ["storm water", "sewer", "hydrology"] },
            { title: "Capital Projects Manager", cues: ["capital project", "capital improvement"], levels: ["manager", "executive"] },
            { title: "Broken" },
            { title: "Also Broken", cues: [] },
          ],
        },
      ],
    },
  ],
});
const entry = map.entries[0];

describe("specialty titles", () => {
  it("keeps well-formed specialties, individual-contributor levels unless the data names others", () => {
    expect(entry.specialties.map((s) => s.title)).toEqual(["Structural Engineer", "Traffic Engineer", "Water Resources Engineer", "Capital Projects Manager"]);
    expect(entry.specialties[0].levels).toEqual(["associate", "specialist", "senior"]);
    expect(entry.specialties[3].levels).toEqual(["manager", "executive"]);
  });

  it("needs two mentions, counts a job-title word twice and caps one word at three", () => {
    const traffic = entry.specialties[1];
    expect(specialtyEvidence(traffic, " civil engineer ", " review traffic study ")).toBe(1);
    expect(specialtyEvidence(traffic, " civil engineer ", " review traffic signal plan and traffic study ")).toBe(3);
    expect(specialtyEvidence(traffic, " traffic engineer ", " design road ")).toBe(2);
    expect(specialtyEvidence(traffic, " civil engineer ", " traffic traffic traffic traffic traffic ")).toBe(3);
    expect(evidencedSpecialties(entry, "specialist", "Civil Engineer", "Reviews a traffic impact study.")).toEqual([]);
  });

  it("lists the specialties the duties show, strongest first, at the person's level only", () => {
    const duties = "Designs storm water and sanitary sewer lines; reviews traffic signal plans; inspects sewers and storm water outfalls. Manages capital improvement projects.";
    expect(evidencedSpecialties(entry, "specialist", "Civil Engineer 2", duties)).toEqual(["Water Resources Engineer", "Traffic Engineer"]);
    expect(evidencedSpecialties(entry, "specialist", "Civil Engineer 2", `${duties} Inspects bridge decks and structural members.`)).toHaveLength(2);
    expect(evidencedSpecialties(entry, "manager", "Civil Engineer 2", duties)).toEqual([]);
    expect(evidencedSpecialties(entry, "manager", "Civil Engineer 2", `${duties} Leads the capital project program.`)).toEqual(["Capital Projects Manager"]);
  });

  it("lets the specialties take turns with the ladder after its leading titles", () => {
    expect(withSpecialties(["A", "B", "C", "D"], ["S1", "S2"], 5, 1)).toEqual(["A", "S1", "B", "S2", "C"]);
    expect(withSpecialties(["A", "B", "C"], ["B", "S2"], 8, 1)).toEqual(["A", "B", "S2", "C"]);
    expect(withSpecialties(["A", "B"], [], 8)).toEqual(["A", "B"]);
    // By default the ladder's first six lead and the specialties come seventh and eighth.
    expect(withSpecialties(["A", "B", "C", "D", "E", "F", "G", "H"], ["S1", "S2"])).toEqual(["A", "B", "C", "D", "E", "F", "S1", "G"]);
  });

  it("puts the lead position's specialties into the suggested roles", () => {
    const { roles } = rolesForPositions([{ entry, level: "specialist", weight: 1, specialties: ["Traffic Engineer"] }]);
    // Four specialist titles, then the nearest level's (manager), then the specialty.
    expect(roles).toEqual(["Civil Engineer", "Project Engineer", "Design Engineer", "Staff Engineer", "Engineering Manager", "Director of Engineering", "Traffic Engineer"]);
  });
});

describe("specialty titles in the role map's title families", () => {
  it("gives a specialty title its entry's family", async () => {
    const { mappedFamilyOfTitle } = await import("./role-map");
    expect(mappedFamilyOfTitle(map, "Water Resources Engineer")).toBe("engineering");
    expect(mappedFamilyOfTitle(map, "Capital Projects Manager")).toBe("engineering");
  });
});
