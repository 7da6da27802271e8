import { describe, expect, it } from "vitest";
import { groupLogosByLevel, parseLogoList, type AgencyLogo } from "./logos";

const logos: AgencyLogo[] = [
  { id: 7, name: "City of Chicago", level: "City" },
  { id: 1, name: "Department of Defense", level: "Federal" },
  { id: 4, name: "Los Angeles County", level: "County" },
  { id: 2, name: "Internal Revenue Service", level: "Federal" },
];

describe("groupLogosByLevel", () => {
  it("orders Federal, State, County, City, skips empty levels and keeps the API's order", () => {
    expect(groupLogosByLevel(logos)).toEqual([
      { level: "Federal", logos: [logos[1], logos[3]] },
      { level: "County", logos: [logos[2]] },
      { level: "City", logos: [logos[0]] },
    ]);
  });

  it("gives no groups for no logos", () => {
    expect(groupLogosByLevel([])).toEqual([]);
  });
});

describe("parseLogoList", () => {
  it("keeps well-formed entries only", () => {
    expect(
      parseLogoList([
        { id: 3, name: "State of Texas", level: "State" },
        { id: "3", name: "x", level: "State" },
        { id: 0, name: "x", level: "State" },
        { id: 5, name: "x", level: "Galactic" },
        null,
      ]),
    ).toEqual([{ id: 3, name: "State of Texas", level: "State" }]);
  });

  it("rejects anything but an array", () => {
    expect(() => parseLogoList({ error: "x" })).toThrow();
  });
});
