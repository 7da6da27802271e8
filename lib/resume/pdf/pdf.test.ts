import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { sampleResume } from "@/lib/resume/docx/test-fixtures";
import { buildResumePdf } from "./build";

const squash = (s: string) => s.replace(/\s+/g, " ");

async function pdfText(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text: squash(text), totalPages };
}

describe("buildResumePdf", () => {
  it("prints names beyond Latin-1 as written (José Núñez, Nguyễn Thị Minh, Zoë Ørsted)", async () => {
    for (const name of ["José Núñez", "Nguyễn Thị Minh", "Zoë Ørsted"]) {
      const base = sampleResume({ roles: 2, bulletsPerRole: 2 });
      const resume = {
        ...base,
        name,
        summary: `${name} led the Bộ phận Kế hoạch team in Hồ Chí Minh City and Tromsø.`,
        experience: base.experience.map((r, i) => (i ? r : { ...r, bullets: [`Supervised Đặng Văn Lâm and Ægir Sørensen.`, ...r.bullets] })),
      };
      const pdf = buildResumePdf(resume);
      const { text } = await pdfText(pdf);
      expect(text.startsWith(`${name} `)).toBe(true);
      expect(text).toContain(resume.summary);
      expect(text).toContain("Supervised Đặng Văn Lâm and Ægir Sørensen.");
      expect(text).not.toContain("?");
      const { info } = await getMeta(new Uint8Array(pdf));
      expect(info.Title).toBe(`${name} - Resume`);
      expect(info.Author).toBe(name);
    }
  });

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

  it("keeps typographic characters and replaces only what the font cannot show", async () => {
    const resume = {
      ...sampleResume({ roles: 1, bulletsPerRole: 1 }),
      name: "José Müller-Ørsted",
      summary: "“Quoted” — résumé, naïve café; 10–20% ≥ goal; emoji 🚀 and 漢字 here.",
    };
    const { text } = await pdfText(buildResumePdf(resume));
    expect(text).toContain("José Müller-Ørsted");
    expect(text).toContain("“Quoted” — résumé, naïve café; 10–20% ≥ goal; emoji ? and ?? here.");
    const { info } = await getMeta(new Uint8Array(buildResumePdf(resume)));
    expect(info.Title).toBe("José Müller-Ørsted - Resume");
  });
});
