import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { parseUpload } from "@/lib/resume/parse";
import { inflateEntry, readZipDirectory } from "@/lib/resume/parse/zip";
import { buildResumeDocx } from "./build";
import { resumeOutline, SECTION_HEADINGS } from "./content";
import { attachmentDisposition, formatDateRange, formatResumeDate, resumeFileName } from "./format";
import { sampleResume } from "./test-fixtures";

async function parts(docx: Buffer): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of readZipDirectory(docx)) out.set(entry.name, (await inflateEntry(docx, entry)).toString("utf8"));
  return out;
}

describe("buildResumeDocx", () => {
  it("round-trips through mammoth with the summary, every role title and every bullet", async () => {
    const resume = sampleResume({ roles: 4, bulletsPerRole: 5 });
    const { value: text } = await mammoth.extractRawText({ buffer: await buildResumeDocx(resume) });
    expect(text).toContain(resume.summary);
    for (const role of resume.experience) {
      expect(text).toContain(role.title);
      for (const bullet of role.bullets) expect(text).toContain(bullet);
    }
    for (const item of [...resume.achievements, ...resume.certifications]) expect(text).toContain(item);
    expect(text).toContain(resume.skills.join(", "));
    expect(text).toContain(resume.systemsAndTools.join(", "));
    expect(text).toContain("Master of Public Administration, University of Texas at Austin");
  });

  it("is accepted by our own upload parser", async () => {
    const resume = sampleResume();
    const { text } = await parseUpload({ filename: "resume.docx", bytes: await buildResumeDocx(resume) });
    expect(text.startsWith("Jordan Rivera\n\njordan.rivera@example.com | (512) 555-0142 | Austin, TX | https://www.linkedin.com/in/jordan-rivera")).toBe(true);
  });

  it("follows the ATS rules: one column, standard headings, contact in the body, 11 pt, list bullets", async () => {
    const resume = sampleResume({ roles: 2, bulletsPerRole: 3 });
    const docx = await buildResumeDocx(resume);
    const files = await parts(docx);
    const body = files.get("word/document.xml")!;

    // No tables, text boxes, drawings, multi-column sections, or header/footer parts.
    expect(body).not.toMatch(/<w:tbl\b|<w:txbxContent|<w:drawing|<w:pict|<v:textbox|<w:cols w:num="[2-9]"/);
    expect([...files.keys()].filter((n) => /header|footer/i.test(n))).toEqual([]);
    expect(body).not.toMatch(/<w:headerReference|<w:footerReference/);

    // Name as Title, sections as Heading 1 with the standard names, roles as Heading 2.
    const headingTexts = (style: string) =>
      [...body.matchAll(new RegExp(`<w:pStyle w:val="${style}"/>.*?<w:t[^>]*>([^<]*)</w:t>`, "g"))].map((m) => m[1]);
    expect(headingTexts("Title")).toEqual(["Jordan Rivera"]);
    expect(headingTexts("Heading1")).toEqual([
      SECTION_HEADINGS.summary,
      SECTION_HEADINGS.skills,
      SECTION_HEADINGS.experience,
      SECTION_HEADINGS.achievements,
      SECTION_HEADINGS.certifications,
      SECTION_HEADINGS.education,
    ]);
    expect(headingTexts("Heading2")).toEqual(resume.experience.map((r) => r.title));

    // Contact details are body text, dates are MM/YYYY.
    expect(body).toContain("jordan.rivera@example.com | (512) 555-0142 | Austin, TX | https://www.linkedin.com/in/jordan-rivera");
    expect(body).toContain("U.S. Department of Agriculture | Austin, TX | 01/2020 - Present");
    expect(body).toContain("Austin, TX | 02/2018 - 02/2020");

    // Every bullet (roles, achievements, certifications) is a real Word list item with a bullet format.
    const listItems = body.match(/<w:numPr>/g)?.length ?? 0;
    expect(listItems).toBe(2 * 3 + resume.achievements.length + resume.certifications.length);
    expect(files.get("word/numbering.xml")).toMatch(/<w:numFmt w:val="bullet"\/>/);

    // Calibri 11 pt (22 half-points) as the document default.
    const styles = files.get("word/styles.xml")!;
    expect(styles).toMatch(/<w:docDefaults>.*<w:rFonts w:ascii="Calibri"[^>]*\/>.*<w:sz w:val="22"\/>.*<\/w:docDefaults>/s);
  });

  it("leaves out empty sections and copes with missing optional fields", async () => {
    const resume = { ...sampleResume({ roles: 1, bulletsPerRole: 1 }), achievements: [], certifications: [" "], linkedinUrl: null, systemsAndTools: [] };
    const outline = resumeOutline(resume);
    expect(outline.sections.map((s) => s.heading)).toEqual(["Summary", "Skills", "Professional Experience", "Education"]);
    expect(outline.contact).toEqual(["jordan.rivera@example.com", "(512) 555-0142", "Austin, TX"]);
    const { value } = await mammoth.extractRawText({ buffer: await buildResumeDocx(resume) });
    expect(value).not.toContain("Achievements");
    expect(value).toContain(`Skills\n\n${resume.skills.join(", ")}`);
  });
});

describe("dates", () => {
  it("writes MM/YYYY and keeps Present", () => {
    const cases: [string, string][] = [
      ["03/2019", "03/2019"],
      ["3/2019", "03/2019"],
      ["2019-03", "03/2019"],
      ["2019-03-15", "03/2019"],
      ["03/15/2019", "03/2019"],
      ["Mar 2019", "03/2019"],
      ["March 2019", "03/2019"],
      ["Sept. 2019", "09/2019"],
      ["present", "Present"],
      ["Current", "Present"],
      ["2019", "2019"],
      ["13/2019", "13/2019"],
      ["Summer 2019", "Summer 2019"],
      ["", ""],
    ];
    for (const [input, expected] of cases) expect([input, formatResumeDate(input)]).toEqual([input, expected]);
    expect(formatDateRange("1/2015", "present")).toBe("01/2015 - Present");
    expect(formatDateRange("", "12/2020")).toBe("12/2020");
  });
});

describe("resumeFileName", () => {
  it("is {First}_{Last}_{Product}_Translated.docx with safe characters", () => {
    expect(resumeFileName("Jordan Rivera", { product: "CivicShift" })).toBe("Jordan_Rivera_CivicShift_Translated.docx");
    expect(resumeFileName("  José  María   O'Neil-Smith Jr. ", { product: "CivicShift" })).toBe("Jose_ONeil-Smith_CivicShift_Translated.docx");
    expect(resumeFileName("Cher", { product: "CivicShift" })).toBe("Cher_CivicShift_Translated.docx");
    expect(resumeFileName("../../<script>", { product: "CivicShift" })).toBe("script_CivicShift_Translated.docx");
    expect(resumeFileName("李 小龍", { product: "CivicShift" })).toBe("Resume_CivicShift_Translated.docx");
    expect(resumeFileName("Jordan Rivera", { product: "Civic Shift!", extension: "pdf" })).toBe("Jordan_Rivera_CivicShift_Translated.pdf");
  });

  it("uses the configured product name and ends as the spec says", () => {
    expect(resumeFileName("Pat Lee")).toMatch(/^Pat_Lee_[A-Za-z0-9-]+_Translated\.docx$/);
    expect(resumeFileName("Pat Lee").endsWith("_CivicShift_Translated.docx")).toBe(true);
  });

  it("makes a Content-Disposition header", () => {
    expect(attachmentDisposition("Pat_Lee_CivicShift_Translated.docx")).toBe(
      `attachment; filename="Pat_Lee_CivicShift_Translated.docx"; filename*=UTF-8''Pat_Lee_CivicShift_Translated.docx`,
    );
  });
});
