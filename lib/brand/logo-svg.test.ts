import { describe, expect, it } from "vitest";
import { escapeXml, logoDimensions, renderLogoSvg, splitWordmark } from "./logo-svg";

describe("brand logo svg", () => {
  it("splits a camel-case name at its last inner capital", () => {
    expect(splitWordmark("CivicShift")).toEqual(["Civic", "Shift"]);
    expect(splitWordmark("Acme")).toEqual(["Acme", ""]);
    expect(splitWordmark("Career Bridge")).toEqual(["Career Bridge", ""]);
  });

  it("escapes markup in the product name", () => {
    expect(escapeXml(`A&B <x> "q" 'a'`)).toBe("A&amp;B &lt;x&gt; &quot;q&quot; &apos;a&apos;");
    const svg = renderLogoSvg("Evil<script>alert(1)</script>");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });

  it("is a self-contained svg sized to the name, with no styles, scripts or external references", () => {
    const svg = renderLogoSvg("CivicShift");
    const { width, height } = logoDimensions("CivicShift");
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`)).toBe(true);
    expect(svg).toContain(">Civic</tspan>");
    expect(svg).toContain(">Shift</tspan>");
    expect(svg).not.toMatch(/<style|<script|href=|url\(/);
    expect(logoDimensions("A much longer product name").width).toBeGreaterThan(width);
  });
});
