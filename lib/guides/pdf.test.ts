import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { GUIDE_CATALOG } from "./catalog";
import { buildGuidePdf } from "./pdf";
import type { CatalogGuide } from "./types";

const squash = (s: string) => s.replace(/\s+/g, " ");

/** The text of all pages, each page's footer removed so text running across a page break reads on. */
async function read(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: false });
  const footer = /CivicShift Career Guide \| [^\n]*Page \d+ of \d+\s*$/;
  const footers = text.map((page) => footer.exec(page)?.[0] ?? "");
  const body = text.map((page, i) => page.slice(0, page.length - footers[i]!.length)).join(" ");
  return { text: squash(body), totalPages, footers: footers.map(squash) };
}

describe("buildGuidePdf", () => {
  it("writes a PDF that parses back with the guide's title, headings and every line of text", async () => {
    const guide = GUIDE_CATALOG[0]!;
    const pdf = buildGuidePdf(guide);
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    const { text, totalPages, footers } = await read(pdf);
    expect(text).toContain(guide.name);
    expect(text).toContain(`${guide.category} | ${guide.readTime}`);
    expect(text).toContain(guide.description);
    for (const section of guide.sections) {
      expect(text).toContain(section.heading);
      for (const p of [...(section.paragraphs ?? []), ...(section.bullets ?? [])]) expect(text).toContain(squash(p));
    }
    expect(footers).toEqual([...Array(totalPages).keys()].map((i) => `CivicShift Career Guide | ${guide.category} Page ${i + 1} of ${totalPages}`));
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe(guide.name);
  });

  it("breaks long guides onto further pages, US Letter, keeping every bullet", async () => {
    const bullets = Array.from({ length: 120 }, (_, i) => `Step ${i + 1}: ${"a long and specific piece of advice ".repeat(3)}`);
    const guide: CatalogGuide = {
      ...GUIDE_CATALOG[5]!,
      sections: [{ heading: "A Very Long Checklist", bullets }, { heading: "Afterword", paragraphs: ["The end."] }],
    };
    const pdf = buildGuidePdf(guide);
    const { text, totalPages } = await read(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    for (const b of bullets) expect(text).toContain(squash(b).trim());
    expect(text).toContain("Afterword The end.");
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect((await doc.getPage(totalPages)).view).toEqual([0, 0, 612, 792]);
    await doc.destroy();
  });

  it("renders every catalog guide", async () => {
    for (const guide of GUIDE_CATALOG) {
      const { text } = await read(buildGuidePdf(guide));
      expect(text, guide.name).toContain(squash(guide.name));
      expect(text, guide.name).toContain(guide.sections[1]!.heading);
    }
  });
});
