import { describe, expect, it } from "vitest";
import { STATE_CODES, unexplainedAcronyms } from "./acronyms";

describe("unexplainedAcronyms", () => {
  it("flags acronyms not spelled out by their first use", () => {
    expect(unexplainedAcronyms("Prepared the IGCE and the PWS.")).toEqual(["IGCE", "PWS"]);
    expect(unexplainedAcronyms("Uses NIST. National Institute of Standards and Technology (NIST)")).toEqual(["NIST"]);
  });

  it("accepts explained, common and product acronyms, headings and roman numerals", () => {
    expect(unexplainedAcronyms("Applied National Institute of Standards and Technology (NIST) rules; NIST again.")).toEqual([]);
    expect(unexplainedAcronyms("PROFESSIONAL SUMMARY\nIT and HR work in SAP and SQL, Planner III")).toEqual([]);
    expect(unexplainedAcronyms("Alexandria, VA")).toEqual(["VA"]);
    expect(unexplainedAcronyms("Alexandria, VA", STATE_CODES)).toEqual([]);
  });
});
