import { extractText } from "unpdf";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeText, loadFont, textWidth } from "./fonts";
import { wrapRuns } from "./layout";
import { parseTrueType } from "./truetype";
import { buildPdf, literalBytes, textOp } from "./writer";

const NAMES = ["José Núñez", "Nguyễn Thị Minh", "Zoë Ørsted"];

describe("PDF writer", () => {
  it("escapes string delimiters and writes non-ASCII bytes in octal", () => {
    expect(literalBytes(Uint8Array.from([0x61, 0x28, 0x62, 0x29, 0x5c, 0xe9]))).toBe("(a\\(b\\)\\\\\\351)");
  });

  it("produces a file pdf.js reads without repairs", async () => {
    const pdf = buildPdf({ pages: [textOp("regular", 12, 72, 700, "One"), textOp("bold", 12, 72, 700, "Two")] });
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    const { text } = await extractText(new Uint8Array(pdf));
    expect(text).toEqual(["One", "Two"]);
    // The xref offsets point at the objects.
    const body = pdf.toString("latin1");
    const xrefAt = Number(/startxref\n(\d+)/.exec(body)![1]);
    const offsets = body.slice(xrefAt).match(/^(\d{10}) 00000 n $/gm)!.map((l) => Number(l.slice(0, 10)));
    offsets.forEach((offset, i) => expect(body.slice(offset, offset + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });

  it("prints non-Latin-1 names as written, with the glyphs embedded", async () => {
    const pdf = buildPdf({ pages: [NAMES.map((n, i) => textOp(i ? "regular" : "bold", 14, 72, 700 - 20 * i, n)).join("")] });
    const { text } = await extractText(new Uint8Array(pdf));
    expect(text[0]!.split("\n")).toEqual(NAMES);

    // Each font is embedded (Type0 / CIDFontType2 with a TrueType file), no standard font is named.
    const body = pdf.toString("latin1");
    expect(body).not.toMatch(/\/Subtype \/Type1|WinAnsiEncoding/);
    expect(body.match(/\/Subtype \/CIDFontType2/g)).toHaveLength(2);
    const files = [...body.matchAll(/<< {1,2}\/Length1 (\d+) \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)];
    expect(files).toHaveLength(2);
    // The embedded subsets hold the outline of every glyph drawn, and not of glyphs never drawn.
    const subsets = files.map((m) => {
      const start = m.index! + m[0].length;
      return parseTrueType(inflateSync(Buffer.from(body.slice(start, start + Number(m[2])), "latin1")));
    });
    const full = loadFont("regular");
    const outline = (ch: string) =>
      subsets.map((subset) => {
        const g = full.cmap.get(ch.codePointAt(0)!)!;
        const loca = subset.tables.get("loca")!.offset;
        return subset.data.readUInt32BE(loca + 4 * (g + 1)) - subset.data.readUInt32BE(loca + 4 * g) > 0;
      });
    for (const ch of "éúñễịëØ") expect(outline(ch)).toContain(true);
    expect(outline("Q")).toEqual([false, false]);
    // Subset: far smaller than the font file.
    expect(pdf.length).toBeLessThan(full.data.length / 4);
  });

  it("keeps decomposed input together and replaces only what the font lacks", () => {
    const font = loadFont("regular");
    const shown = (s: string) => encodeText(font, s).map((g) => font.unicodeOf.get(g)).join("");
    expect(shown("Nguye\u0302\u0303n")).toBe("Nguyễn");
    expect(shown("a\u00a0b\u200bc\td")).toBe("a bc d");
    expect(shown("≥ 🚀 漢字")).toBe("≥ ? ??");
  });

  it("wraps within the width and breaks words longer than a line", () => {
    const width = 200;
    const lines = wrapRuns([{ text: `Short words here ${"x".repeat(120)} end`, font: "regular" }], 10, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(width + 0.001);
    const bold = wrapRuns([{ text: "Label: ", font: "bold" }, { text: "value", font: "regular" }], 10, width);
    expect(bold).toHaveLength(1);
    expect(bold[0]!.segments.map((s) => s.font)).toEqual(["bold", "regular"]);
    expect(bold[0]!.segments[1]!.x).toBeCloseTo(textWidth("bold", "Label:", 10), 5);
  });

  it("measures printable ASCII exactly as the Helvetica metrics did, so lines break where they did", () => {
    // Adobe's Core 14 AFM widths for codes 32..126, which the writer used before it embedded fonts.
    // prettier-ignore
    const helvetica = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
    // prettier-ignore
    const bold = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    expect(ascii.map((ch) => textWidth("regular", ch, 1000))).toEqual(helvetica);
    expect(ascii.map((ch) => textWidth("bold", ch, 1000))).toEqual(bold);
  });
});
