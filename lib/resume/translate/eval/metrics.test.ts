import { describe, expect, it } from "vitest";
import {
  firstWordIsActionVerb,
  inventedNumbers,
  numbersIn,
  isUnrelatedTitle,
  jargonIn,
  longestCopiedRun,
  normalizeTitle,
  precisionAtK,
  skillSupported,
  sourceGramIndex,
  stemSet,
  titleHasCode,
} from "./metrics";

describe("eval metrics", () => {
  it("compares titles without case or punctuation", () => {
    expect(normalizeTitle("Contracts Manager")).toBe(normalizeTitle("contracts-manager"));
    expect(precisionAtK(["Buyer", "Contract Specialist", "Grocery Buyer"], ["contract specialist", "buyer"], 6)).toEqual({ hits: 2, of: 6 });
  });

  it("flags titles of unrelated fields", () => {
    expect(isUnrelatedTitle("Grocery Buyer")).toBe(true);
    expect(isUnrelatedTitle("Ticket Taker")).toBe(true);
    expect(isUnrelatedTitle("Lobby Attendant")).toBe(true);
    expect(isUnrelatedTitle("Contract Specialist")).toBe(false);
    // Food safety and server administration are professional work; food service and serving are not.
    expect(isUnrelatedTitle("Food Safety Specialist")).toBe(false);
    expect(isUnrelatedTitle("Server Administrator")).toBe(false);
    expect(isUnrelatedTitle("Food Service Worker")).toBe(true);
    expect(isUnrelatedTitle("Restaurant Server")).toBe(true);
  });

  it("measures the longest run copied from the source", () => {
    const grams = sourceGramIndex("The incumbent plans and conducts market research and develops procurement strategies for complex requirements.");
    expect(longestCopiedRun("Plans and conducts market research and develops procurement strategies for complex requirements", grams)).toBe(12);
    expect(longestCopiedRun("Researched supplier markets to shape sourcing strategies", grams)).toBeLessThan(2);
  });

  it("finds government jargon and and/or", () => {
    expect(jargonIn("Served as COR on task orders")).toBe("COR");
    expect(jargonIn("Reviewed vendor proposals and/or quotes")).toBe("and/or");
    expect(jargonIn("The incumbent reviewed proposals")).toBe("incumbent");
    expect(jargonIn("Negotiated supplier contracts worth $40 million")).toBeNull();
    // A contextual term is jargon only in its context: a department's components, not an engine's.
    expect(jargonIn("Repaired engine components", "Repairs engines by replacing worn components.")).toBeNull();
    expect(jargonIn("Coordinated with components", "Coordinates with DoD components on policy.")).toBe("components");
  });

  it("recognises action verbs in any tense", () => {
    expect(firstWordIsActionVerb("Negotiated contracts").verb).toBe("negotiate");
    expect(firstWordIsActionVerb("Oversaw a team").verb).toBe("oversee");
    expect(firstWordIsActionVerb("Supervises 5 staff").verb).toBe("supervise");
    expect(firstWordIsActionVerb("Planned budgets").verb).toBe("plan");
    expect(firstWordIsActionVerb("Responsible for budgets").verb).toBeNull();
    expect(firstWordIsActionVerb("Knowledge of regulations").verb).toBeNull();
  });

  it("finds numbers the input does not contain", () => {
    const input = "Manages 85 contracts worth $140,000,000 as a GS-12 since 03/2019.";
    expect(inventedNumbers("Managed 85 contracts worth $140,000,000", input)).toEqual([]);
    expect(inventedNumbers("Managed 90 contracts, cutting costs 15%", input)).toEqual(["90", "15"]);
    expect(inventedNumbers("7+ years of experience", input, ["7"])).toEqual([]);
    expect(inventedNumbers("Grade 12 since 3/2019", input)).toEqual([]);
    // A comma after a number ends it: "6/3, and" in the input allows "6/3" in the output.
    expect(inventedNumbers("certified under directive 6/3", "Directive 6/3, and assists")).toEqual([]);
    expect(numbersIn("1,200 files, 3, 4,5")).toEqual(["1200", "3", "4", "5"]);
    expect(numbersIn("9-1-1 Dispatcher")).toEqual(["911"]);
  });

  it("spots class codes, series and grades in titles", () => {
    expect(titleHasCode("Contract Specialist, GS-1102-12")).toBe(true);
    expect(titleHasCode("Planner (class code 285F)")).toBe(true);
    expect(titleHasCode("Accounting Technician 4512")).toBe(true);
    expect(titleHasCode("Mental Health Specialist 3, Pay Range GC21")).toBe(true);
    expect(titleHasCode("Elections Specialist II, SR-20")).toBe(true);
    expect(titleHasCode("Police Officer II")).toBe(false);
    expect(titleHasCode("Contract Specialist")).toBe(false);
  });

  it("counts a skill as supported when its words appear in the PD", () => {
    const stems = stemSet("Negotiates contract prices and evaluates proposals; administers contracts.");
    expect(skillSupported("Contract Negotiation", stems)).toBe(true);
    expect(skillSupported("Proposal Evaluation", stems)).toBe(true);
    expect(skillSupported("Public Speaking", stems)).toBe(false);
    expect(skillSupported("Presentations", stems)).toBe(false);
  });
});
