/**
 * The Word (.docx) resume, built to pass applicant-tracking systems: a single column of
 * paragraphs (no tables, text boxes, columns, images, or headers/footers holding content),
 * Word's built-in Title / Heading 1 / Heading 2 styles with standard section names, contact
 * details in the body, Calibri 11 pt, MM/YYYY dates, and bullets as real Word list items.
 */
import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { publicConfig } from "@/lib/config/public";
import { resumeOutline, type OutlineSection } from "./content";
import type { ResumeDocument } from "./types";

const FONT = "Calibri";
/** docx sizes are half-points. */
const pt = (points: number) => points * 2;
/** Twentieths of a point (twips), for spacing, indents and page geometry. */
const TWIPS_PER_INCH = 1440;
const BULLETS = "resume-bullets";

function bullet(text: string): Paragraph {
  return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });
}

function heading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
}

function sectionParagraphs(section: OutlineSection): Paragraph[] {
  const out = [heading(section.heading)];
  switch (section.kind) {
    case "paragraphs":
      out.push(...section.paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })));
      break;
    case "labelled":
      for (const line of section.lines) {
        const runs = line.label ? [new TextRun({ text: `${line.label}: `, bold: true })] : [];
        out.push(new Paragraph({ children: [...runs, new TextRun(line.text)] }));
      }
      break;
    case "bullets":
      out.push(...section.items.map(bullet));
      break;
    case "roles":
      for (const role of section.roles) {
        if (role.title) out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(role.title)] }));
        if (role.meta) out.push(new Paragraph({ keepNext: true, children: [new TextRun(role.meta)] }));
        out.push(...role.bullets.map(bullet));
      }
      break;
  }
  return out;
}

export function buildResumeDocxDocument(resume: ResumeDocument): Document {
  const outline = resumeOutline(resume);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(outline.name)] }),
  ];
  if (outline.contact.length) children.push(new Paragraph({ children: [new TextRun(outline.contact.join(" | "))] }));
  for (const section of outline.sections) children.push(...sectionParagraphs(section));

  const headingRun = { font: FONT, color: "000000", bold: true } as const;
  return new Document({
    creator: publicConfig.productName,
    title: outline.name ? `${outline.name} - Resume` : "Resume",
    styles: {
      default: {
        document: {
          run: { font: FONT, size: pt(11), language: { value: "en-US" } },
          paragraph: { spacing: { after: 80, line: 264 } },
        },
        title: { run: { ...headingRun, size: pt(20) }, paragraph: { spacing: { after: 60 } } },
        heading1: {
          run: { ...headingRun, size: pt(13), allCaps: false },
          paragraph: {
            spacing: { before: 240, after: 100 },
            keepNext: true,
            // A rule under each section name: a paragraph border, not a drawing or table.
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "808080", space: 1 } },
          },
        },
        heading2: { run: { ...headingRun, size: pt(11) }, paragraph: { spacing: { before: 160, after: 20 }, keepNext: true } },
        listParagraph: { run: { font: FONT, size: pt(11) } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "\u2022",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 }, spacing: { after: 40 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 8.5 * TWIPS_PER_INCH, height: 11 * TWIPS_PER_INCH }, // US Letter
            margin: { top: 0.75 * TWIPS_PER_INCH, bottom: 0.75 * TWIPS_PER_INCH, left: 0.8 * TWIPS_PER_INCH, right: 0.8 * TWIPS_PER_INCH },
          },
        },
        children,
      },
    ],
  });
}

/** The .docx file's bytes. */
export async function buildResumeDocx(resume: ResumeDocument): Promise<Buffer> {
  return Packer.toBuffer(buildResumeDocxDocument(resume));
}
