import { beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "../data/tools";
import { loadOnetIndex, type OnetIndex } from "./onet-index";
import { cleanTechName, findTools } from "./tools";

let index: OnetIndex;
beforeAll(async () => {
  index = await loadOnetIndex();
}, 60_000);

const names = (text: string) => findTools(index, text).map((t) => t.display);

describe("tools", () => {
  it("finds tools the text names, hot technologies first", () => {
    const found = names("Tracks findings in eMASS, scans with ACAS, queries Splunk and builds Excel spreadsheets and Kubernetes clusters.");
    expect(found).toEqual(expect.arrayContaining(["Splunk", "Microsoft Excel", "Kubernetes", "Tenable Nessus", "Enterprise Mission Assurance Support Service (security compliance tracking)"]));
    expect(found.indexOf("Splunk")).toBeLessThan(found.indexOf("Tenable Nessus"));
    expect(found.at(-1)).toBe("Spreadsheet software");
  });

  it("adds nothing the text does not mention", () => {
    expect(names("Supervises staff and prepares reports for management.")).toEqual([]);
    expect(names("The agency's outlook is to excel at its mission.")).toEqual([]);
    // A title in capitals is no product ("Adobe AIR"); "ADP" alone is automated data processing.
    expect(names("SUPERVISORY AIR TRAFFIC CONTROL SPECIALIST (TERMINAL)")).toEqual([]);
    expect(names("Knowledge of ADP security regulations.")).toEqual([]);
    expect(names("Processes biweekly payroll in ADP Workforce Now.")).toContain("ADP");
  });

  it("does not repeat a tool under two names", () => {
    expect(names("Uses IBM i2 Analyst's Notebook; i2 Analyst's Notebook charts.")).toEqual(["IBM i2 Analyst's Notebook"]);
    expect(names("Microsoft SQL Server and Oracle PeopleSoft")).toEqual(["Microsoft SQL Server", "Oracle PeopleSoft"]);
  });

  it("cleans O*NET example names", () => {
    expect(cleanTechName("Structured query language SQL")).toBe("SQL");
    expect(cleanTechName("Amazon Web Services AWS software")).toBe("Amazon Web Services");
    expect(cleanTechName("The MathWorks MATLAB")).toBe("MathWorks MATLAB");
  });

  it("shows no digit its pattern does not require", () => {
    for (const t of TOOLS) for (const d of t.display.match(/\d/g) ?? []) expect(t.pattern, t.display).toContain(d);
  });
});
