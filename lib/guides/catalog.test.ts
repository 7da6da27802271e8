import { describe, expect, it } from "vitest";
import { GUIDE_CATALOG, guideWords, readTimeFor } from "./catalog";
import { PRACTICE, PRACTICE_HEADING } from "./content/practice";
import { FREE_CATEGORY, PREMIUM_CATEGORIES } from "./types";

const free = GUIDE_CATALOG.filter((g) => !g.isPremium);
const premium = GUIDE_CATALOG.filter((g) => g.isPremium);

describe("guide catalog", () => {
  it("has 3 free guides and 45 premium ones, 12/15/8/10 by category (spec 02)", () => {
    expect(free).toHaveLength(3);
    expect(free.every((g) => g.category === FREE_CATEGORY)).toBe(true);
    expect(premium).toHaveLength(45);
    const byCategory = Object.fromEntries(Object.keys(PREMIUM_CATEGORIES).map((c) => [c, 0]));
    for (const g of premium) byCategory[g.category] = (byCategory[g.category] ?? -100) + 1;
    expect(byCategory).toEqual({ "Resume Writing": 12, "Job Search": 15, Interviewing: 8, "Career Growth": 10 });
  });

  it("has unique names and unique descriptions", () => {
    expect(new Set(GUIDE_CATALOG.map((g) => g.name)).size).toBe(48);
    expect(new Set(GUIDE_CATALOG.map((g) => g.description)).size).toBe(48);
  });

  it("gives every guide a short description and a real body: at least 900 words of its own (issue 13), checklist aside", () => {
    for (const g of GUIDE_CATALOG) {
      const sentences = g.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1);
      expect(sentences.length, g.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, g.name).toBeLessThanOrEqual(2);
      expect(g.sections.length, g.name).toBeGreaterThanOrEqual(4);
      const own = guideWords({ ...g, sections: g.sections.filter((x) => x.heading !== PRACTICE_HEADING) });
      expect(own, g.name).toBeGreaterThanOrEqual(900);
      expect(own, g.name).toBeLessThanOrEqual(3000);
      for (const s of g.sections) {
        expect(s.heading.trim(), g.name).not.toBe("");
        expect((s.paragraphs?.length ?? 0) + (s.bullets?.length ?? 0), `${g.name} / ${s.heading}`).toBeGreaterThan(0);
      }
      expect(JSON.stringify(g)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });

  it("does not reuse a paragraph or bullet between guides", () => {
    const seen = new Map<string, string>();
    for (const g of GUIDE_CATALOG) {
      for (const text of g.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])) {
        expect(seen.get(text), `"${text}" in ${g.name}`).toBeUndefined();
        seen.set(text, g.name);
      }
    }
  });

  it("ends every guide with its own practice checklist and has no orphaned checklist", () => {
    for (const g of GUIDE_CATALOG) {
      const last = g.sections.at(-1)!;
      expect(last.heading).toBe(PRACTICE_HEADING);
      expect(last.bullets, g.name).toEqual(PRACTICE[g.name]);
    }
    expect(Object.keys(PRACTICE).sort()).toEqual(GUIDE_CATALOG.map((g) => g.name).sort());
  });

  it("states the read time from the word count", () => {
    for (const g of GUIDE_CATALOG) expect(g.readTime).toMatch(/^\d+ min read$/);
    const section = (words: number) => ({ heading: "H", paragraphs: [Array(words).fill("word").join(" ")] });
    const guide = (words: number) => ({ name: "N", description: "D", category: "C", sections: [section(words)] });
    expect(readTimeFor(guide(197))).toBe("1 min read"); // + name, description, heading = 200 words
    expect(readTimeFor(guide(198))).toBe("2 min read");
    expect(readTimeFor(guide(1597))).toBe("8 min read");
  });
});
