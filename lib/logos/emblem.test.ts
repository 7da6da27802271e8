import { describe, expect, it } from "vitest";
import { AGENCY_SEEDS, VARIANT_C_AGENCIES } from "./agencies";
import { LEVEL_COLORS, LOGO_LEVELS, initialsOf, renderEmblemSvg } from "./emblem";

describe("agency emblems", () => {
  it("takes the initials of the significant words, at most three", () => {
    expect(initialsOf("Department of Homeland Security")).toBe("DHS");
    expect(initialsOf("City of New York")).toBe("CNY");
    expect(initialsOf("Los Angeles County")).toBe("LAC");
    expect(initialsOf("Department of Health and Human Services")).toBe("DHH");
    expect(initialsOf("of the")).toBe("?");
  });

  it("colours by level: navy, green, purple, teal", () => {
    expect(LEVEL_COLORS).toEqual({ Federal: "#1e3a8a", State: "#166534", County: "#6b21a8", City: "#115e59" });
    for (const level of LOGO_LEVELS) {
      expect(renderEmblemSvg({ name: "Test Agency", level })).toContain(`fill="${LEVEL_COLORS[level]}"`);
    }
  });

  it("is an accessible, self-contained svg with a title naming the agency", () => {
    const svg = renderEmblemSvg({ name: "Internal Revenue Service", level: "Federal" });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain("<title id=\"t\">Internal Revenue Service (Federal)</title>");
    expect(svg).toContain(">IRS</text>");
    expect(svg).not.toMatch(/<style|<script|href=|url\(/i);
  });

  it("escapes markup in names", () => {
    const svg = renderEmblemSvg({ name: "A&B <script>", level: "City" });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("A&amp;B &lt;script&gt; (City)");
  });

  it("seeds at least six agencies per level, including variant C's eight, with unique names", () => {
    for (const level of LOGO_LEVELS) {
      expect(AGENCY_SEEDS.filter((a) => a.level === level).length).toBeGreaterThanOrEqual(6);
    }
    const names = AGENCY_SEEDS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of VARIANT_C_AGENCIES) expect(names).toContain(name);
  });
});

describe("emblem initials override", () => {
  it("uses an agency's own acronym when given", () => {
    expect(renderEmblemSvg({ name: "Department of Defense", level: "Federal", initials: "DoD" })).toContain(">DoD</text>");
    expect(renderEmblemSvg({ name: "Department of Defense", level: "Federal" })).toContain(">DD</text>");
  });
});
