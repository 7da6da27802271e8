/**
 * The PDF of a career guide (GET /api/guides/{id}/download): title, category and read time, the
 * description, then each section's heading, paragraphs and bullets, with a footer on every page.
 * Drawn with the same small PDF writer and flowing layout as the resume PDF (lib/pdf).
 */
import { publicConfig } from "@/lib/config/public";
import {
  buildPdf,
  Composer,
  LETTER,
  leading,
  MARGIN_X,
  run,
  textOp,
  textWidth,
  type FontName,
} from "@/lib/pdf";
import type { GuideContent, GuideSection } from "./types";

const STYLE = {
  kicker: { font: "bold", size: 9 },
  title: { font: "bold", size: 20 },
  meta: { font: "regular", size: 10 },
  description: { font: "regular", size: 12 },
  heading: { font: "bold", size: 13 },
  body: { font: "regular", size: 10.5 },
  footer: { font: "regular", size: 8 },
} as const satisfies Record<string, { font: FontName; size: number }>;

const FOOTER_BASELINE = 30;

/**
 * A bullet that opens with a short label ("Lifetime ban: ...") shows the label in bold, which is
 * how the guides' term lists read best. Longer openings before a colon are ordinary sentences.
 */
function bulletRuns(text: string) {
  const label = /^([^:]{1,48}):\s+(.+)$/s.exec(text);
  if (label && label[1]!.trim().split(/\s+/).length <= 6) return [run(`${label[1]}: `, "bold"), run(label[2]!)];
  return [run(text)];
}

function drawSection(c: Composer, section: GuideSection) {
  const body = STYLE.body.size;
  // Keep a heading with at least two lines of what follows it.
  c.ensure(leading(STYLE.heading.size) + 8 + 2 * leading(body) + 14);
  c.gap(14);
  c.text([run(section.heading, STYLE.heading.font)], STYLE.heading.size);
  c.gap(4);
  for (const paragraph of section.paragraphs ?? []) {
    c.text([run(paragraph)], body);
    c.gap(5);
  }
  for (const item of section.bullets ?? []) {
    c.bullet(bulletRuns(item), body);
    c.gap(2);
  }
}

/** "Product Career Guide | Category" on the left and "Page n of N" on the right of every page. */
function withFooters(pages: string[], category: string): string[] {
  const { font, size } = STYLE.footer;
  const left = `${publicConfig.productName} Career Guide | ${category}`;
  return pages.map((ops, i) => {
    const right = `Page ${i + 1} of ${pages.length}`;
    const rightX = LETTER.width - MARGIN_X - textWidth(font, right, size);
    return ops + textOp(font, size, MARGIN_X, FOOTER_BASELINE, left) + textOp(font, size, rightX, FOOTER_BASELINE, right);
  });
}

export function buildGuidePdf(guide: GuideContent & { readTime: string }): Buffer {
  const c = new Composer();
  c.text([run(`${publicConfig.productName.toUpperCase()} CAREER GUIDE`, STYLE.kicker.font)], STYLE.kicker.size);
  c.gap(6);
  c.text([run(guide.name, STYLE.title.font)], STYLE.title.size);
  c.gap(2);
  c.text([run(`${guide.category} | ${guide.readTime}`, STYLE.meta.font)], STYLE.meta.size);
  c.gap(8);
  c.text([run(guide.description, STYLE.description.font)], STYLE.description.size);
  c.gap(8);
  c.rule();
  for (const section of guide.sections) drawSection(c, section);

  return buildPdf({
    pages: withFooters(c.finish(), guide.category),
    title: guide.name,
    author: publicConfig.productName,
    producer: publicConfig.productName,
  });
}
