import { describe, expect, it } from "vitest";
import { expandShortForms, stem, termsWithBigrams, tokens, words } from "./tokenize";

describe("tokenize", () => {
  it("stems word families to one form", () => {
    expect(new Set(["manage", "manages", "managing", "managed", "management", "manager"].map(stem))).toEqual(new Set(["manag"]));
    expect(new Set(["analyze", "analysis", "analyst", "analyzes"].map(stem)).size).toBe(1);
    expect(stem("contracting")).toBe(stem("contractor"));
    expect(stem("planning")).toBe(stem("plans"));
    expect(stem("police")).not.toBe(stem("policy"));
  });

  it("drops stop words and PD filler but keeps content words", () => {
    expect(words("The incumbent is responsible for the budget of the agency")).toEqual(["budget"]);
  });

  it("reads IT and HR as words, not the pronoun 'it'", () => {
    expect(expandShortForms("IT Specialist and HR staff; use it")).toBe("information technology Specialist and human resources staff; use it");
    expect(tokens("IT Specialist")).toContain(stem("technology"));
  });

  it("adds bigrams within a clause only", () => {
    const t = termsWithBigrams("contract administration. budget execution");
    expect(t).toContain(`${stem("contract")}_${stem("administration")}`);
    expect(t).not.toContain(`${stem("administration")}_${stem("budget")}`);
  });
});
