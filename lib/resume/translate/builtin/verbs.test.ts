import { describe, expect, it } from "vitest";
import { conjugate, lookupVerb, unlistedGerund } from "./verbs";

describe("verbs", () => {
  it("reads a gerund the verb list lacks, but not a preposition or a noun in -ing", () => {
    expect(unlistedGerund("journalizing")).toMatchObject({ base: "journalize", past: "journalized", third: "journalizes" });
    expect(unlistedGerund("sanding")).toMatchObject({ base: "sand", past: "sanded" });
    for (const w of ["including", "regarding", "building", "planning", "table"]) expect(unlistedGerund(w), w).toBeUndefined();
  });

  it("recognises every form of a verb", () => {
    for (const w of ["manage", "manages", "managing", "managed"]) expect(lookupVerb(w)?.base).toBe("manage");
    expect(lookupVerb("Oversees")?.base).toBe("oversee");
    expect(lookupVerb("led")?.base).toBe("lead");
    expect(lookupVerb("analyzes")?.form).toBe("third");
    expect(lookupVerb("table")).toBeUndefined();
    // Office and clinic verbs: "Prepares and prints final notices", "Dispenses medications".
    expect(lookupVerb("prints")?.base).toBe("print");
    expect(lookupVerb("dispensed")?.base).toBe("dispense");
    expect(lookupVerb("winterizes")?.base).toBe("winterize");
    // "Assists with running wildlife censuses": a doubled consonant before -ing.
    expect(lookupVerb("running")?.base).toBe("run");
    expect(lookupVerb("setting")?.base).toBe("set");
  });

  it("conjugates regular and irregular verbs", () => {
    const past = (w: string) => conjugate(lookupVerb(w)!, "past");
    expect(["plan", "submit", "supply", "oversee", "lead", "model", "patrol", "analyze", "deploy"].map(past)).toEqual([
      "planned", "submitted", "supplied", "oversaw", "led", "modeled", "patrolled", "analyzed", "deployed",
    ]);
    expect(conjugate(lookupVerb("negotiates")!, "present")).toBe("negotiate");
    // Irregular pasts a PD's duties use: never "drived", "sweeped", "payed".
    expect(["drive", "sweep"].map(past)).toEqual(["drove", "swept"]);
  });
});
