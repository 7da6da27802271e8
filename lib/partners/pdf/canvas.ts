/**
 * A flowing page canvas for the partner materials, on top of the shared PDF writer (lib/pdf): the
 * same embedded fonts, line breaking and file format as the resume and guide PDFs, plus what a
 * handout needs and a resume does not: colour, filled shapes (bands, boxes, tiles), and the brand
 * mark drawn as vector paths. Everything is drawn top to bottom; a new page starts when the
 * current one is full.
 */
import "server-only";
import { LETTER, textOp, type FontName } from "@/lib/pdf";
import { wrapRuns, type Line, type Run } from "@/lib/pdf/layout";

export type Rgb = readonly [number, number, number];

const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as unknown as Rgb;

/** The site's palette (lib/brand/logo-svg.ts, app/globals.css). Text colours keep at least 7:1 on white. */
export const COLORS = {
  navy: hex("#1e3a8a"),
  amber: hex("#f59e0b"),
  amberText: hex("#b45309"),
  ink: hex("#1f2937"),
  body: hex("#374151"),
  muted: hex("#4b5563"),
  tint: hex("#eef2fb"),
  warm: hex("#fff7e6"),
  rule: hex("#d1d5db"),
  white: [1, 1, 1] as Rgb,
  paleBlue: hex("#dbe4f7"),
} as const;

export const PAGE = LETTER;
export const MARGIN_X = 54;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const MARGIN_TOP = 60;
/** Room below the last line for the footer. */
const MARGIN_BOTTOM = 64;

export const leading = (size: number, factor = 1.4) => size * factor;

export const run = (text: string, font: FontName = "regular"): Run => ({ text, font });

const n = (v: number) => String(Math.round(v * 100) / 100);
const rgb = (c: Rgb, op: "rg" | "RG") => `${c.map(n).join(" ")} ${op}`;

/** Text drawn in a colour: the writer's text operator inside its own graphics state. */
export function coloredText(color: Rgb, font: FontName, size: number, x: number, y: number, text: string | readonly number[]) {
  return `q ${rgb(color, "rg")} ${textOp(font, size, x, y, text)}Q\n`;
}

export function rectOp(x: number, y: number, w: number, h: number, fill: Rgb): string {
  return `q ${rgb(fill, "rg")} ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f Q\n`;
}

/** A filled circle (four Bézier arcs). */
export function circleOp(cx: number, cy: number, r: number, fill: Rgb): string {
  const k = 0.5523 * r;
  return (
    `q ${rgb(fill, "rg")} ${n(cx + r)} ${n(cy)} m ` +
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c ` +
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c ` +
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c ` +
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c f Q\n`
  );
}

export function strokeOp(x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 0.75): string {
  return `q ${rgb(color, "RG")} ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S Q\n`;
}

/**
 * The brand mark (a shield carrying a rising arrow; lib/brand/logo-svg.ts has the same geometry
 * in its 48-unit box), `size` points tall with its top-left corner at (x, top).
 */
export function brandMarkOp(x: number, top: number, size: number, shield: Rgb, arrow: Rgb): string {
  const s = size / 48;
  // Flip y so the SVG's coordinates can be used as they are.
  return (
    `q ${n(s)} 0 0 ${n(-s)} ${n(x)} ${n(top)} cm ` +
    `${rgb(shield, "rg")} 22 2 m 39 8.5 l 39 23 l 39 34 32 42 22 46.5 c 12 42 5 34 5 23 c 5 8.5 l h f ` +
    `${rgb(arrow, "RG")} 2.52 w 1 J 1 j ` +
    // translate(11.5 12) scale(0.9) of polylines "22 7 13.5 15.5 8.5 10.5 2 17" and "16 7 22 7 22 13"
    `31.3 18.3 m 23.65 25.95 l 19.15 21.45 l 13.3 27.3 l S ` +
    `25.9 18.3 m 31.3 18.3 l 31.3 23.7 l S Q\n`
  );
}

export type TextStyle = { font?: FontName; size: number; color?: Rgb; lineHeight?: number };

/** Collects drawing operators page by page. */
export class Canvas {
  readonly pages: string[] = [];
  private ops = "";
  y = PAGE.height - MARGIN_TOP;

  /** The lowest y that content may reach on a page. */
  static readonly bottom = MARGIN_BOTTOM;
  static readonly top = PAGE.height - MARGIN_TOP;

  /** Raw operators on the current page. */
  draw(ops: string) {
    this.ops += ops;
  }

  /** Room left on the current page, in points. */
  get room(): number {
    return this.y - MARGIN_BOTTOM;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (height > this.room && this.ops) this.newPage();
  }

  newPage() {
    this.pages.push(this.ops);
    this.ops = "";
    this.y = Canvas.top;
  }

  gap(points: number) {
    this.y -= points;
  }

  wrap(runs: Run[], size: number, width = CONTENT_WIDTH): Line[] {
    return wrapRuns(runs, size, width);
  }

  /** Height of wrapped text in this style. */
  measure(runs: Run[], style: TextStyle, width = CONTENT_WIDTH): number {
    return this.wrap(runs, style.size, width).length * leading(style.size, style.lineHeight);
  }

  /** Draws wrapped lines in colour, breaking pages between lines. */
  lines(lines: Line[], style: TextStyle, x = MARGIN_X) {
    const { size, color = COLORS.body } = style;
    const lh = leading(size, style.lineHeight);
    for (const line of lines) {
      this.ensure(lh);
      // Baseline a little above the line box's bottom, so descenders stay inside it.
      const baseline = this.y - size;
      for (const seg of line.segments) this.ops += coloredText(color, seg.font, size, x + seg.x, baseline, seg.glyphs);
      this.y -= lh;
    }
  }

  text(runs: Run[], style: TextStyle, { x = MARGIN_X, width = CONTENT_WIDTH } = {}) {
    this.lines(this.wrap(runs, style.size, width), style, x);
  }

  finish(): string[] {
    if (this.ops || this.pages.length === 0) this.newPage();
    return this.pages;
  }
}
