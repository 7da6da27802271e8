/**
 * The PDF of a resume (the admin download): the same outline as the Word file, one column,
 * a Helvetica-metric sans serif (Arimo, embedded), US Letter, as many pages as it needs. Written
 * with our own small PDF writer (lib/pdf).
 */
import { publicConfig } from "@/lib/config/public";
import { resumeOutline, type OutlineSection } from "@/lib/resume/docx/content";
import type { ResumeDocument } from "@/lib/resume/docx/types";
import { buildPdf, Composer, leading, run, type FontName } from "@/lib/pdf";

const STYLE = {
  name: { font: "bold", size: 18 },
  contact: { font: "regular", size: 10 },
  heading: { font: "bold", size: 12 },
  roleTitle: { font: "bold", size: 11 },
  body: { font: "regular", size: 10.5 },
} as const satisfies Record<string, { font: FontName; size: number }>;

function drawSection(c: Composer, section: OutlineSection) {
  const body = STYLE.body.size;
  // Keep a heading with at least two lines of what follows it.
  c.ensure(leading(STYLE.heading.size) + 6 + 2 * leading(body) + 10);
  c.gap(10);
  c.text([run(section.heading, STYLE.heading.font)], STYLE.heading.size);
  c.rule();
  c.gap(5);
  const bulletText = (text: string) => c.bullet([run(text)], body);

  switch (section.kind) {
    case "paragraphs":
      section.paragraphs.forEach((p, i) => {
        if (i) c.gap(3);
        c.text([run(p)], body);
      });
      break;
    case "labelled":
      for (const line of section.lines) {
        c.text(line.label ? [run(`${line.label}: `, "bold"), run(line.text)] : [run(line.text)], body);
      }
      break;
    case "bullets":
      section.items.forEach(bulletText);
      break;
    case "roles":
      section.roles.forEach((role, i) => {
        if (i) c.gap(6);
        c.ensure(leading(STYLE.roleTitle.size) + 2 * leading(body));
        if (role.title) c.text([run(role.title, STYLE.roleTitle.font)], STYLE.roleTitle.size);
        if (role.meta) c.text([run(role.meta)], body);
        role.bullets.forEach(bulletText);
      });
      break;
  }
}

export function buildResumePdf(resume: ResumeDocument): Buffer {
  const outline = resumeOutline(resume);
  const c = new Composer();
  if (outline.name) c.text([run(outline.name, STYLE.name.font)], STYLE.name.size);
  if (outline.contact.length) {
    c.gap(2);
    c.text([run(outline.contact.join(" | "))], STYLE.contact.size);
  }
  for (const section of outline.sections) drawSection(c, section);

  return buildPdf({
    pages: c.finish(),
    title: outline.name ? `${outline.name} - Resume` : "Resume",
    author: outline.name || undefined,
    producer: publicConfig.productName,
  });
}
