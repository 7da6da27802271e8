/**
 * The little of TrueType that embedding a font in a PDF needs: the character map, advance widths,
 * the numbers of the font descriptor, and a subset that keeps only the glyphs a document draws.
 * Only fonts with TrueType outlines (a `glyf` table) are supported; that is what lib/pdf/fonts.ts
 * loads.
 */

export type TrueTypeFont = {
  data: Buffer;
  postscriptName: string;
  unitsPerEm: number;
  numGlyphs: number;
  /** Unicode code point -> glyph id. */
  cmap: Map<number, number>;
  /** Advance width of each glyph, in font units. */
  advances: Uint16Array;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  tables: Map<string, { offset: number; length: number }>;
};

function tableDirectory(data: Buffer) {
  const version = data.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) throw new Error("not a TrueType font (glyf outlines)");
  const tables = new Map<string, { offset: number; length: number }>();
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    tables.set(data.toString("latin1", at, at + 4), { offset: data.readUInt32BE(at + 8), length: data.readUInt32BE(at + 12) });
  }
  for (const required of ["head", "hhea", "hmtx", "maxp", "loca", "glyf"]) {
    if (!tables.has(required)) throw new Error(`TrueType font lacks its ${required} table`);
  }
  return tables;
}

function readCmap(data: Buffer, start: number): Map<number, number> {
  const map = new Map<number, number>();
  const count = data.readUInt16BE(start + 2);
  let best: { offset: number; format: number } | undefined;
  for (let i = 0; i < count; i++) {
    const at = start + 4 + 8 * i;
    const platform = data.readUInt16BE(at);
    const encoding = data.readUInt16BE(at + 2);
    const offset = start + data.readUInt32BE(at + 4);
    const format = data.readUInt16BE(offset);
    const unicode = (platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0;
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || (format === 12 && best.format !== 12)) best = { offset, format };
  }
  if (!best) throw new Error("TrueType font has no Unicode character map");
  const t = best.offset;
  if (best.format === 12) {
    const groups = data.readUInt32BE(t + 12);
    for (let i = 0; i < groups; i++) {
      const g = t + 16 + 12 * i;
      const [first, last, glyph] = [data.readUInt32BE(g), data.readUInt32BE(g + 4), data.readUInt32BE(g + 8)];
      for (let cp = first; cp <= last; cp++) map.set(cp, glyph + cp - first);
    }
    return map;
  }
  const segments = data.readUInt16BE(t + 6) / 2;
  const ends = t + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const end = data.readUInt16BE(ends + 2 * s);
    const first = data.readUInt16BE(starts + 2 * s);
    const delta = data.readInt16BE(deltas + 2 * s);
    const rangeAt = rangeOffsets + 2 * s;
    const rangeOffset = data.readUInt16BE(rangeAt);
    for (let cp = first; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const raw = data.readUInt16BE(rangeAt + rangeOffset + 2 * (cp - first));
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(cp, glyph);
    }
  }
  return map;
}

function readPostscriptName(data: Buffer, table: { offset: number } | undefined): string {
  if (!table) return "Font";
  const start = table.offset;
  const count = data.readUInt16BE(start + 2);
  const strings = start + data.readUInt16BE(start + 4);
  for (let i = 0; i < count; i++) {
    const at = start + 6 + 12 * i;
    const [platform, nameId, length, offset] = [data.readUInt16BE(at), data.readUInt16BE(at + 6), data.readUInt16BE(at + 8), data.readUInt16BE(at + 10)];
    if (nameId !== 6) continue;
    const raw = data.subarray(strings + offset, strings + offset + length);
    const text = platform === 1 ? raw.toString("latin1") : Buffer.from(raw).swap16().toString("utf16le");
    const name = text.replace(/[^\x21-\x7e]|[[\](){}<>/%#]/g, "");
    if (name) return name;
  }
  return "Font";
}

export function parseTrueType(data: Buffer): TrueTypeFont {
  const tables = tableDirectory(data);
  const at = (tag: string) => tables.get(tag)!.offset;
  const head = at("head");
  const unitsPerEm = data.readUInt16BE(head + 18);
  const numGlyphs = data.readUInt16BE(at("maxp") + 4);
  const hhea = at("hhea");
  const metrics = data.readUInt16BE(hhea + 34);
  const advances = new Uint16Array(numGlyphs);
  for (let g = 0; g < numGlyphs; g++) advances[g] = data.readUInt16BE(at("hmtx") + 4 * Math.min(g, metrics - 1));
  const ascent = data.readInt16BE(hhea + 4);
  const os2 = tables.get("OS/2");
  const capHeight = os2 && data.readUInt16BE(os2.offset) >= 2 ? data.readInt16BE(os2.offset + 88) : ascent;
  const post = tables.get("post");
  return {
    data,
    postscriptName: readPostscriptName(data, tables.get("name")),
    unitsPerEm,
    numGlyphs,
    // A subset we wrote has none: PDF maps codes to glyphs itself.
    cmap: tables.has("cmap") ? readCmap(data, at("cmap")) : new Map(),
    advances,
    bbox: [data.readInt16BE(head + 36), data.readInt16BE(head + 38), data.readInt16BE(head + 40), data.readInt16BE(head + 42)],
    ascent,
    descent: data.readInt16BE(hhea + 6),
    capHeight,
    italicAngle: post ? data.readInt32BE(post.offset + 4) / 65536 : 0,
    tables,
  };
}

/** Byte range of each glyph in `glyf`, from `loca`. */
function glyphOffsets(font: TrueTypeFont): Uint32Array {
  const { data, tables, numGlyphs } = font;
  const long = data.readInt16BE(tables.get("head")!.offset + 50) === 1;
  const loca = tables.get("loca")!.offset;
  const offsets = new Uint32Array(numGlyphs + 1);
  for (let g = 0; g <= numGlyphs; g++) offsets[g] = long ? data.readUInt32BE(loca + 4 * g) : 2 * data.readUInt16BE(loca + 2 * g);
  return offsets;
}

/** The glyphs a composite glyph is built from. */
function components(glyph: Buffer): number[] {
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return [];
  const out: number[] = [];
  let at = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(at);
    out.push(glyph.readUInt16BE(at + 2));
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return out;
  }
}

const checksum = (table: Buffer) => {
  let sum = 0;
  for (let i = 0; i < table.length; i += 4) sum = (sum + table.readUInt32BE(i)) >>> 0;
  return sum;
};
const pad4 = (b: Buffer) => (b.length % 4 ? Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]) : b);

/**
 * A copy of the font whose other glyphs are empty: glyph ids stay the same (so the PDF maps
 * character codes to glyphs one to one), and only the tables a PDF viewer reads are kept.
 */
export function subsetTrueType(font: TrueTypeFont, used: Iterable<number>): Buffer {
  const { data, tables } = font;
  const offsets = glyphOffsets(font);
  const glyf = tables.get("glyf")!.offset;
  const glyphData = (g: number) => data.subarray(glyf + offsets[g]!, glyf + offsets[g + 1]!);

  const keep = new Set<number>([0]);
  const pending = [...used].filter((g) => g >= 0 && g < font.numGlyphs);
  while (pending.length) {
    const g = pending.pop()!;
    if (keep.has(g) && g !== 0) continue;
    keep.add(g);
    for (const c of components(glyphData(g))) if (!keep.has(c)) pending.push(c);
  }

  const loca = Buffer.alloc(4 * (font.numGlyphs + 1));
  const parts: Buffer[] = [];
  let length = 0;
  for (let g = 0; g < font.numGlyphs; g++) {
    loca.writeUInt32BE(length, 4 * g);
    if (!keep.has(g)) continue;
    const glyph = pad4(Buffer.from(glyphData(g)));
    parts.push(glyph);
    length += glyph.length;
  }
  loca.writeUInt32BE(length, 4 * font.numGlyphs);

  const copy = (tag: string) => {
    const t = tables.get(tag);
    return t && Buffer.from(data.subarray(t.offset, t.offset + t.length));
  };
  const head = copy("head")!;
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
  head.writeInt16BE(1, 50); // long loca offsets

  const candidates: [string, Buffer | undefined][] = [
    ["cvt ", copy("cvt ")],
    ["fpgm", copy("fpgm")],
    ["glyf", Buffer.concat(parts)],
    ["head", head],
    ["hhea", copy("hhea")],
    ["hmtx", copy("hmtx")],
    ["loca", loca],
    ["maxp", copy("maxp")],
    ["prep", copy("prep")],
  ];
  const out = candidates.filter((entry): entry is [string, Buffer] => entry[1] !== undefined);

  const count = out.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  out.forEach(([tag, table], i) => {
    const padded = pad4(table);
    const at = 12 + 16 * i;
    header.write(tag, at, "latin1");
    header.writeUInt32BE(checksum(padded), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.length, at + 12);
    bodies.push(padded);
    offset += padded.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + 16 * out.findIndex(([tag]) => tag === "head") + 8);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
  return file;
}
