import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { sampleResume } from "@/lib/resume/docx/test-fixtures";
import { buildResumePdf } from "./build";
import { textWidth } from "./helvetica-metrics";
import { wrapRuns } from "./layout";
import { encodeWinAnsi } from "./winansi";
import { buildPdf, literalBytes, textOp } from "./writer";

const squash = (s: string) => s.replace(/\s+/g, " ");

async function pdfText(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text: squash(text), totalPages };
}

describe("buildResumePdf", () => {
  it("parses with unpdf and contains the whole resume", async () => {
    const resume = sampleResume({ roles: 3, bulletsPerRole: 4 });
    const { text } = await pdfText(buildResumePdf(resume));
    for (const expected of [
      resume.name,
      "jordan.rivera@example.com | (512) 555-0142 | Austin, TX | https://www.linkedin.com/in/jordan-rivera",
      resume.summary,
      `Core Skills: ${resume.skills.join(", ")}`,
      `Systems and Tools: ${resume.systemsAndTools.join(", ")}`,
      "U.S. Department of Agriculture | Austin, TX | 01/2020 - Present",
      ...resume.experience.flatMap((r) => [r.title, ...r.bullets]),
      ...resume.achievements,
      ...resume.certifications,
      "Summary",
      "Professional Experience",
      "Education",
    ]) {
      expect(text).toContain(squash(expected));
    }
  });

  it("flows onto as many pages as it needs, keeping every bullet", async () => {
    const resume = sampleResume({ roles: 8, bulletsPerRole: 6 });
    const pdf = buildResumePdf(resume);
    const { text, totalPages } = await pdfText(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    for (const bullet of resume.experience.flatMap((r) => r.bullets)) expect(text).toContain(bullet);
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const page = await doc.getPage(1);
    expect(page.view).toEqual([0, 0, 612, 792]); // US Letter
    await doc.destroy();
  });

  it("keeps typographic characters and replaces what Helvetica cannot show", async () => {
    const resume = {
      ...sampleResume({ roles: 1, bulletsPerRole: 1 }),
      name: "José Müller-Ørsted",
      summary: "“Quoted” — résumé, naïve café; 10–20% ≥ goal; emoji 🚀 and 漢字 here.",
    };
    const { text } = await pdfText(buildResumePdf(resume));
    expect(text).toContain("José Müller-Ørsted");
    expect(text).toContain("“Quoted” — résumé, naïve café; 10–20% >= goal; emoji ? and ?? here.");
    const { info } = await getMeta(new Uint8Array(buildResumePdf(resume)));
    expect(info.Title).toBe("José Müller-Ørsted - Resume");
  });
});

describe("PDF writer pieces", () => {
  it("escapes string delimiters and writes non-ASCII bytes in octal", () => {
    expect(literalBytes(encodeWinAnsi("a(b)c\\d’é"))).toBe("(a\\(b\\)c\\\\d\\222\\351)");
  });

  it("wraps within the width and breaks words longer than a line", () => {
    const width = 200;
    const lines = wrapRuns([{ text: `Short words here ${"x".repeat(120)} end`, font: "Helvetica" }], 10, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(width + 0.001);
    const bold = wrapRuns([{ text: "Label: ", font: "Helvetica-Bold" }, { text: "value", font: "Helvetica" }], 10, width);
    expect(bold).toHaveLength(1);
    expect(bold[0]!.segments.map((s) => s.font)).toEqual(["Helvetica-Bold", "Helvetica"]);
    expect(bold[0]!.segments[1]!.x).toBeCloseTo(textWidth("Helvetica-Bold", encodeWinAnsi("Label:"), 10), 5);
  });

  it("produces a file pdf.js reads without repairs", async () => {
    const pdf = buildPdf({ pages: [textOp("Helvetica", 12, 72, 700, "One"), textOp("Helvetica-Bold", 12, 72, 700, "Two")] });
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    const { text } = await extractText(new Uint8Array(pdf));
    expect(text).toEqual(["One", "Two"]);
    // The xref offsets point at the objects.
    const body = pdf.toString("latin1");
    const xrefAt = Number(/startxref\n(\d+)/.exec(body)![1]);
    const offsets = body.slice(xrefAt).match(/^(\d{10}) 00000 n $/gm)!.map((l) => Number(l.slice(0, 10)));
    offsets.forEach((offset, i) => expect(body.slice(offset, offset + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});
