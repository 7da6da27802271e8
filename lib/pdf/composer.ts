/**
 * Flowing layout on top of the PDF writer: text is wrapped to the content width and drawn top to
 * bottom, starting a new page when the current one is full. Shared by every document we render
 * (resumes, career guides), which only decide what to draw and in which style.
 */
import type { FontName } from "./fonts";
import { wrapRuns, type Line, type Run } from "./layout";
import { LETTER, lineOp, textOp } from "./writer";

export const MARGIN_X = 54; // 0.75 in
const MARGIN_TOP = 54;
const MARGIN_BOTTOM = 54;
const CONTENT_WIDTH = LETTER.width - 2 * MARGIN_X;
const BULLET_INDENT = 14;

export const leading = (size: number) => size * 1.3;

export const run = (text: string, font: FontName = "regular"): Run => ({ text, font });

/** Collects drawing operators page by page, moving down the page and breaking when it is full. */
export class Composer {
  readonly pages: string[] = [];
  private ops = "";
  private y = LETTER.height - MARGIN_TOP;

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM && this.ops) this.newPage();
  }

  private newPage() {
    this.pages.push(this.ops);
    this.ops = "";
    this.y = LETTER.height - MARGIN_TOP;
  }

  gap(points: number) {
    this.y -= points;
  }

  lines(lines: Line[], size: number, x = MARGIN_X, bulletFirst = false) {
    lines.forEach((line, i) => {
      this.ensure(leading(size));
      const baseline = this.y - size;
      if (bulletFirst && i === 0) this.ops += textOp("regular", size, x - BULLET_INDENT + 3, baseline, "\u2022");
      for (const seg of line.segments) this.ops += textOp(seg.font, size, x + seg.x, baseline, seg.glyphs);
      this.y -= leading(size);
    });
  }

  text(runs: Run[], size: number, { x = MARGIN_X, width = CONTENT_WIDTH, bullet = false } = {}) {
    this.lines(wrapRuns(runs, size, width), size, x, bullet);
  }

  /** A bulleted item, indented, its continuation lines aligned with its first word. */
  bullet(runs: Run[], size: number) {
    this.text(runs, size, { x: MARGIN_X + BULLET_INDENT, width: CONTENT_WIDTH - BULLET_INDENT, bullet: true });
  }

  rule() {
    this.ops += lineOp(MARGIN_X, this.y, LETTER.width - MARGIN_X, this.y);
  }

  finish(): string[] {
    if (this.ops || this.pages.length === 0) this.newPage();
    return this.pages;
  }
}
