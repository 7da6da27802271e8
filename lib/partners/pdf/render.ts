/**
 * Lays out a partner document (lib/partners/content) as a designed handout: a navy cover band with
 * the brand mark, section headings with an amber rule, fact tiles, numbered steps, tinted callouts,
 * cards, email-template boxes and Q&As, a running header from page 2 and a footer with page
 * numbers on every page.
 */
import "server-only";
import { buildPdf, textWidth, type FontName } from "@/lib/pdf";
import { splitWordmark } from "@/lib/brand/logo-svg";
import type { Run } from "@/lib/pdf/layout";
import type { Block, PartnerDocument } from "../types";
import {
  brandMarkOp,
  Canvas,
  circleOp,
  coloredText,
  COLORS,
  CONTENT_WIDTH,
  leading,
  MARGIN_X,
  PAGE,
  rectOp,
  run,
  strokeOp,
  type Rgb,
  type TextStyle,
} from "./canvas";

const S = {
  title: { font: "bold", size: 27, color: COLORS.white, lineHeight: 1.2 },
  subtitle: { size: 12, color: COLORS.paleBlue, lineHeight: 1.45 },
  heading: { font: "bold", size: 15, color: COLORS.navy, lineHeight: 1.3 },
  subheading: { font: "bold", size: 11.5, color: COLORS.ink, lineHeight: 1.35 },
  body: { size: 10.5, color: COLORS.body, lineHeight: 1.45 },
  small: { size: 9.5, color: COLORS.body, lineHeight: 1.45 },
  boxTitle: { font: "bold", size: 11.5, color: COLORS.navy, lineHeight: 1.35 },
  factValue: { font: "bold", size: 19, color: COLORS.navy, lineHeight: 1.15 },
  factLabel: { size: 8.5, color: COLORS.muted, lineHeight: 1.35 },
  meta: { size: 8.5, color: COLORS.muted, lineHeight: 1.35 },
} as const satisfies Record<string, TextStyle>;

/** "Plain **bold** plain" as runs. */
export function inline(text: string, base: FontName = "regular"): Run[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("**") && part.endsWith("**") ? run(part.slice(2, -2), "bold") : run(part, base)));
}

/** As printed: no bold markers, each line of a multi-line paragraph on its own. */
const strip = (text: string) => text.replace(/\*\*/g, "");

function styleFor(style: TextStyle): { font: FontName } & TextStyle {
  return { font: style.font ?? "regular", ...style };
}

// ---- the cover band -------------------------------------------------------------------------

function wordmark(c: Canvas, productName: string, x: number, baseline: number, size: number) {
  const [first, second] = splitWordmark(productName);
  c.draw(coloredText(COLORS.white, "bold", size, x, baseline, first));
  if (second) c.draw(coloredText(COLORS.amber, "bold", size, x + textWidth("bold", first, size), baseline, second));
}

function cover(c: Canvas, doc: PartnerDocument) {
  const inner = CONTENT_WIDTH * 0.88;
  const titleLines = c.wrap([run(doc.title, "bold")], S.title.size, inner);
  const subtitleLines = c.wrap([run(doc.subtitle)], S.subtitle.size, inner);
  const bandHeight =
    100 + titleLines.length * leading(S.title.size, S.title.lineHeight) + subtitleLines.length * leading(S.subtitle.size, S.subtitle.lineHeight) + 26;
  const bandBottom = PAGE.height - bandHeight;
  c.draw(rectOp(0, bandBottom, PAGE.width, bandHeight, COLORS.navy));
  c.draw(rectOp(0, bandBottom - 5, PAGE.width, 5, COLORS.amber));
  const top = PAGE.height - 34;
  c.draw(brandMarkOp(MARGIN_X - 4, top + 4, 34, COLORS.white, COLORS.amber));
  wordmark(c, doc.productName, MARGIN_X + 32, top - 20, 16);
  const kicker = doc.kicker.toUpperCase();
  const kickerWidth = textWidth("bold", kicker, 8.5);
  c.draw(coloredText(COLORS.paleBlue, "bold", 8.5, PAGE.width - MARGIN_X - kickerWidth, top - 18, kicker));

  c.y = PAGE.height - 92;
  c.lines(titleLines, styleFor(S.title));
  c.gap(8);
  c.lines(subtitleLines, S.subtitle);
  c.y = bandBottom - 30;
}

// ---- blocks ---------------------------------------------------------------------------------

/** A heading, kept on one page with the first piece of what follows it (`next` points high). */
function heading(c: Canvas, text: string, next: number) {
  c.ensure(22 + c.measure([run(text, "bold")], S.heading) + 4 + next);
  c.gap(16);
  c.draw(rectOp(MARGIN_X, c.y - 3, 30, 3, COLORS.amber));
  c.gap(9);
  c.text([run(text, "bold")], styleFor(S.heading));
  c.gap(4);
}

/** A paragraph; a newline in it starts a new line (a signature block). */
function paragraph(c: Canvas, text: string, style: TextStyle = S.body, x = MARGIN_X, width = CONTENT_WIDTH) {
  for (const line of text.split("\n")) c.text(inline(line), style, { x, width });
}

function paragraphHeight(c: Canvas, text: string, style: TextStyle = S.body, width = CONTENT_WIDTH) {
  return text.split("\n").reduce((h, line) => h + c.measure(inline(line), style, width), 0);
}

function bullets(c: Canvas, items: string[], { x = MARGIN_X, width = CONTENT_WIDTH, style = S.body as TextStyle } = {}) {
  const lh = leading(style.size, style.lineHeight);
  for (const item of items) {
    const lines = c.wrap(inline(item), style.size, width - 16);
    c.ensure(Math.min(lines.length, 2) * lh);
    c.draw(circleOp(x + 4, c.y - style.size * 0.62, 2.2, COLORS.amber));
    c.lines(lines, style, x + 16);
    c.gap(3);
  }
}

function bulletsHeight(c: Canvas, items: string[], width: number, style: TextStyle = S.body) {
  return items.reduce((h, item) => h + c.measure(inline(item), style, width - 16) + 3, 0);
}

function steps(c: Canvas, items: { title: string; body: string }[]) {
  const x = MARGIN_X + 32;
  const width = CONTENT_WIDTH - 32;
  items.forEach((step, i) => {
    const height = c.measure([run(step.title, "bold")], S.subheading, width) + 2 + paragraphHeight(c, step.body, S.body, width);
    c.ensure(height);
    const top = c.y;
    c.draw(circleOp(MARGIN_X + 11, top - 9, 11, COLORS.navy));
    const label = String(i + 1);
    c.draw(coloredText(COLORS.white, "bold", 10.5, MARGIN_X + 11 - textWidth("bold", label, 10.5) / 2, top - 12.6, label));
    c.text([run(step.title, "bold")], styleFor(S.subheading), { x, width });
    c.gap(2);
    paragraph(c, step.body, S.body, x, width);
    c.gap(9);
  });
}

function facts(c: Canvas, items: { value: string; label: string }[]) {
  const gap = 10;
  const w = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
  const labelHeights = items.map((f) => c.measure([run(f.label)], S.factLabel, w - 20));
  const h = 14 + leading(S.factValue.size, S.factValue.lineHeight) + 3 + Math.max(...labelHeights) + 10;
  c.ensure(h + 12);
  c.gap(6);
  const top = c.y;
  items.forEach((f, i) => {
    const x = MARGIN_X + i * (w + gap);
    c.draw(rectOp(x, top - h, w, h, COLORS.tint));
    c.draw(rectOp(x, top - 3, w, 3, COLORS.amber));
    c.y = top - 14;
    c.text([run(f.value, "bold")], styleFor(S.factValue), { x: x + 10, width: w - 20 });
    c.gap(3);
    c.text([run(f.label)], S.factLabel, { x: x + 10, width: w - 20 });
  });
  c.y = top - h - 6;
}

/** A box: measured first, drawn in one piece (or, taller than a page, flowed without its frame). */
function box(
  c: Canvas,
  { fill, bar, border }: { fill: Rgb; bar?: Rgb; border?: Rgb },
  measure: (width: number) => number,
  draw: (x: number, width: number) => void,
) {
  const pad = 14;
  const x = MARGIN_X + pad + (bar ? 4 : 0);
  const width = CONTENT_WIDTH - 2 * pad - (bar ? 4 : 0);
  const height = measure(width) + 2 * pad - 4;
  const fits = height <= Canvas.top - Canvas.bottom;
  c.gap(6);
  if (fits) {
    c.ensure(height);
    const top = c.y;
    c.draw(rectOp(MARGIN_X, top - height, CONTENT_WIDTH, height, fill));
    if (bar) c.draw(rectOp(MARGIN_X, top - height, 4, height, bar));
    if (border) {
      for (const [x1, y1, x2, y2] of [
        [MARGIN_X, top, MARGIN_X + CONTENT_WIDTH, top],
        [MARGIN_X, top - height, MARGIN_X + CONTENT_WIDTH, top - height],
        [MARGIN_X, top, MARGIN_X, top - height],
        [MARGIN_X + CONTENT_WIDTH, top, MARGIN_X + CONTENT_WIDTH, top - height],
      ] as const) {
        c.draw(strokeOp(x1, y1, x2, y2, border, 0.75));
      }
    }
    c.y = top - pad;
    draw(x, width);
    c.y = top - height;
  } else {
    draw(x, width);
  }
  c.gap(8);
}

function callout(c: Canvas, block: Extract<Block, { kind: "callout" }>) {
  const warm = block.tone === "warm";
  box(
    c,
    { fill: warm ? COLORS.warm : COLORS.tint, bar: warm ? COLORS.amber : COLORS.navy },
    (width) =>
      c.measure([run(block.title, "bold")], S.boxTitle, width) +
      4 +
      (block.body ? paragraphHeight(c, block.body, S.body, width) + 4 : 0) +
      (block.items ? bulletsHeight(c, block.items, width) : 0),
    (x, width) => {
      c.text([run(block.title, "bold")], styleFor(S.boxTitle), { x, width });
      c.gap(4);
      if (block.body) {
        paragraph(c, block.body, S.body, x, width);
        c.gap(4);
      }
      if (block.items) bullets(c, block.items, { x, width });
    },
  );
}

function cards(c: Canvas, block: Extract<Block, { kind: "cards" }>) {
  block.items.forEach((card, i) => {
    const label = String(i + 1).padStart(2, "0");
    box(
      c,
      { fill: COLORS.white, border: COLORS.rule, bar: COLORS.amber },
      (width) =>
        c.measure([run(`${label}  ${card.title}`, "bold")], S.boxTitle, width) +
        4 +
        paragraphHeight(c, card.body, S.body, width) +
        (card.points ? 6 + bulletsHeight(c, card.points, width) : 0),
      (x, width) => {
        c.text([run(`${label}  `, "bold"), run(card.title, "bold")], styleFor(S.boxTitle), { x, width });
        c.gap(4);
        paragraph(c, card.body, S.body, x, width);
        if (card.points) {
          c.gap(6);
          bullets(c, card.points, { x, width });
        }
      },
    );
  });
}

function email(c: Canvas, block: Extract<Block, { kind: "email" }>) {
  const whenRuns = [run("When to use it: ", "bold"), run(block.when)];
  const subjectRuns = [run("Subject: ", "bold"), run(block.subject)];
  const paragraphsHeight = (width: number) =>
    block.body.reduce((h, p) => h + paragraphHeight(c, p, S.small, width) + 5, 0);
  box(
    c,
    { fill: COLORS.white, border: COLORS.rule, bar: COLORS.navy },
    (width) =>
      c.measure([run(block.title, "bold")], S.boxTitle, width) +
      2 +
      c.measure(whenRuns, S.meta, width) +
      10 +
      c.measure(subjectRuns, S.body, width) +
      6 +
      paragraphsHeight(width),
    (x, width) => {
      c.text([run(block.title, "bold")], styleFor(S.boxTitle), { x, width });
      c.gap(2);
      c.text(whenRuns, S.meta, { x, width });
      c.gap(6);
      c.draw(rectOp(x, c.y - 1, width, 0.6, COLORS.rule));
      c.gap(4);
      c.text(subjectRuns, { ...S.body, color: COLORS.ink }, { x, width });
      c.gap(6);
      for (const p of block.body) {
        paragraph(c, p, S.small, x, width);
        c.gap(5);
      }
    },
  );
}

function qa(c: Canvas, items: { q: string; a: string }[]) {
  for (const item of items) {
    const height = c.measure([run(item.q, "bold")], S.subheading) + 2 + paragraphHeight(c, item.a);
    c.ensure(height);
    c.text([run(item.q, "bold")], styleFor(S.subheading));
    c.gap(2);
    paragraph(c, item.a);
    c.gap(8);
  }
}

/**
 * How much of a block must follow a heading on the same page: what the block itself keeps
 * together first (a step, a tile row, a box, a Q&A), or three lines of text.
 */
function leadHeight(c: Canvas, block: Block | undefined): number {
  const lines = (n: number) => n * leading(S.body.size, S.body.lineHeight);
  if (!block) return 0;
  switch (block.kind) {
    case "paragraph":
      return Math.min(paragraphHeight(c, block.text), lines(3));
    case "bullets":
      return Math.min(bulletsHeight(c, block.items.slice(0, 1), CONTENT_WIDTH), lines(3));
    case "steps": {
      const step = block.items[0]!;
      return 4 + c.measure([run(step.title, "bold")], S.subheading, CONTENT_WIDTH - 32) + 2 + paragraphHeight(c, step.body, S.body, CONTENT_WIDTH - 32);
    }
    case "qa": {
      const item = block.items[0]!;
      return c.measure([run(item.q, "bold")], S.subheading) + 2 + paragraphHeight(c, item.a);
    }
    case "facts":
      return 90;
    case "callout":
    case "cards":
    case "email":
      return lines(5);
    default:
      return lines(3);
  }
}

function drawBlock(c: Canvas, block: Block, next: Block | undefined) {
  switch (block.kind) {
    case "heading":
      return heading(c, block.text, leadHeight(c, next));
    case "subheading":
      c.ensure(leading(S.subheading.size) + 2 * leading(S.body.size, S.body.lineHeight) + 8);
      c.gap(8);
      c.text([run(block.text, "bold")], styleFor(S.subheading));
      c.gap(3);
      return;
    case "paragraph":
      paragraph(c, block.text);
      c.gap(7);
      return;
    case "bullets":
      bullets(c, block.items);
      c.gap(5);
      return;
    case "steps":
      c.gap(4);
      return steps(c, block.items);
    case "facts":
      return facts(c, block.items);
    case "callout":
      return callout(c, block);
    case "cards":
      return cards(c, block);
    case "email":
      return email(c, block);
    case "qa":
      return qa(c, block.items);
    case "pageBreak":
      return c.newPage();
  }
}

// ---- header and footer ----------------------------------------------------------------------

/** From page 2: a small mark and the document's title; on every page: the footer and "Page n of N". */
function withFrame(pages: string[], doc: PartnerDocument): string[] {
  const footerY = 34;
  const left = `${doc.productName} ${doc.footerLabel} | ${doc.title}`;
  return pages.map((ops, i) => {
    let frame = strokeOp(MARGIN_X, footerY + 14, PAGE.width - MARGIN_X, footerY + 14, COLORS.rule, 0.6);
    frame += coloredText(COLORS.muted, "regular", 8, MARGIN_X, footerY, left);
    const right = `Page ${i + 1} of ${pages.length}`;
    frame += coloredText(COLORS.muted, "regular", 8, PAGE.width - MARGIN_X - textWidth("regular", right, 8), footerY, right);
    if (i > 0) {
      const top = PAGE.height - 24;
      frame += brandMarkOp(MARGIN_X - 2, top + 2, 16, COLORS.navy, COLORS.amber);
      const [first, second] = splitWordmark(doc.productName);
      frame += coloredText(COLORS.navy, "bold", 9, MARGIN_X + 15, top - 10, first);
      if (second) frame += coloredText(COLORS.amberText, "bold", 9, MARGIN_X + 15 + textWidth("bold", first, 9), top - 10, second);
      const title = doc.title;
      frame += coloredText(COLORS.muted, "regular", 8, PAGE.width - MARGIN_X - textWidth("regular", title, 8), top - 10, title);
      frame += strokeOp(MARGIN_X, top - 18, PAGE.width - MARGIN_X, top - 18, COLORS.rule, 0.6);
    }
    return ops + frame;
  });
}

export function renderPartnerDocument(doc: PartnerDocument): Buffer {
  const c = new Canvas();
  cover(c, doc);
  doc.blocks.forEach((block, i) => drawBlock(c, block, doc.blocks[i + 1]));
  return buildPdf({
    pages: withFrame(c.finish(), doc),
    title: `${doc.productName} ${doc.title}`,
    author: doc.productName,
    producer: doc.productName,
  });
}

/** Every text of a document as it is printed (the bold markers removed): what a test finds in the PDF. */
export function documentTexts(doc: PartnerDocument): string[] {
  const out = [doc.title, doc.subtitle];
  for (const block of doc.blocks) {
    switch (block.kind) {
      case "heading":
      case "subheading":
      case "paragraph":
        out.push(strip(block.text));
        break;
      case "bullets":
        out.push(...block.items.map(strip));
        break;
      case "steps":
        for (const s of block.items) out.push(s.title, strip(s.body));
        break;
      case "facts":
        for (const f of block.items) out.push(f.value, f.label);
        break;
      case "callout":
        out.push(block.title, ...(block.body ? [strip(block.body)] : []), ...(block.items ?? []).map(strip));
        break;
      case "cards":
        for (const card of block.items) out.push(card.title, strip(card.body), ...(card.points ?? []).map(strip));
        break;
      case "email":
        out.push(block.title, block.subject, ...block.body.map(strip));
        break;
      case "qa":
        for (const item of block.items) out.push(item.q, strip(item.a));
        break;
      case "pageBreak":
        break;
    }
  }
  return out;
}
