/**
 * Upload fixtures generated in code (no binary files from elsewhere): ZIP archives with chosen
 * (even false) sizes, OLE compound files, a minimal Word 97 .doc, text PDFs from our own writer,
 * and a real .docx from the docx package. Used by the parse tests and scripts/bench/documents.ts.
 */
import { once } from "node:events";
import { createDeflate, deflateRawSync, deflateSync } from "node:zlib";
import { Document, Packer, Paragraph, TextRun } from "docx";
import { buildPdf, textOp } from "@/lib/pdf";

// ---------------------------------------------------------------------------------------------
// ZIP
// ---------------------------------------------------------------------------------------------

export type ZipFixtureEntry = {
  name: string;
  data: Uint8Array | string;
  /** Store (0) or deflate (8, default). */
  method?: 0 | 8;
  /** Size written into the headers instead of the true one (to build lying archives). */
  declaredSize?: number;
  /** What the local header says, where it disagrees with the central directory. */
  local?: { name?: string; method?: number; size?: number; compressedSize?: number };
  /**
   * An Info-ZIP Unicode Path extra field (0x7075) in the central directory, without the UTF-8
   * flag: JSZip (mammoth's unzipper) then uses this name instead of the one in the headers.
   */
  unicodePath?: string;
};

export type ZipFixtureOptions = {
  /** Entry count written into the end record (to hide entries from a reader that trusts it). */
  declaredEntries?: number;
  /** Bytes put in front of the finished archive, its offsets left as they were (as `cat stub a.zip` does). */
  prefix?: Uint8Array;
};

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  return c >>> 0;
});

/** A CRC-32 (the ZIP checksum). */
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function buildZip(entries: ZipFixtureEntry[], { declaredEntries, prefix }: ZipFixtureOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : Buffer.from(entry.data);
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? raw.length;
    const crc = crc32(raw);

    const localName = entry.local?.name === undefined ? name : Buffer.from(entry.local.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.local?.method ?? method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.local?.compressedSize ?? body.length, 18);
    local.writeUInt32LE(entry.local?.size ?? size, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, body);

    let extra = Buffer.alloc(0);
    if (entry.unicodePath !== undefined) {
      const path = Buffer.from(entry.unicodePath, "utf8");
      extra = Buffer.alloc(9 + path.length);
      extra.writeUInt16LE(0x7075, 0);
      extra.writeUInt16LE(5 + path.length, 2);
      extra[4] = 1; // version
      extra.writeUInt32LE(crc32(name), 5); // the CRC of the header name it stands in for
      path.copy(extra, 9);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.unicodePath === undefined ? 0x800 : 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);
    offset += 30 + localName.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredEntries ?? entries.length, 8);
  end.writeUInt16LE(declaredEntries ?? entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...(prefix ? [prefix] : []), ...locals, cd, end]);
}

/** The smallest parts a .docx needs for mammoth to read it. */
export function minimalDocxParts(bodyXml: string): ZipFixtureEntry[] {
  return [
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${bodyXml}</w:body></w:document>`,
    },
  ];
}

/**
 * A 2 KB .docx whose document.xml is thousands of unclosed elements: valid ZIP, honest sizes,
 * and a minute or more of CPU inside mammoth's XML parser.
 */
export function buildHostileDocx(elements = 20_000): Buffer {
  return buildZip(
    minimalDocxParts("").map((part) =>
      part.name === "word/document.xml" ? { ...part, data: "<a>" + '<b c="1">'.repeat(elements) } : part,
    ),
  );
}

export const paragraphXml = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

// ---------------------------------------------------------------------------------------------
// .docx through the docx package
// ---------------------------------------------------------------------------------------------

export async function buildDocxFixture(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------------------------------------
// OLE compound files and Word 97 .doc
// ---------------------------------------------------------------------------------------------

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * An OLE compound file (version 3, 512-byte sectors) with the given top-level streams. Streams
 * are padded to 4096 bytes or more so that none lives in the mini stream (keeps this short).
 * `mutateFat` may corrupt the allocation table before it is written (e.g. to add a cycle).
 */
export function buildCompoundFile(
  streams: Record<string, Uint8Array>,
  { mutateFat }: { mutateFat?: (fat: Uint32Array, layout: { streamStarts: number[] }) => void } = {},
): Buffer {
  const names = Object.keys(streams);
  const datas = names.map((n) => {
    const d = streams[n]!;
    const size = Math.max(4096, Math.ceil(d.length / SECTOR) * SECTOR);
    const padded = new Uint8Array(size);
    padded.set(d);
    return padded;
  });
  const dirEntries = names.length + 1;
  const dirSectors = Math.ceil((dirEntries * 128) / SECTOR);
  const dataSectors = datas.reduce((s, d) => s + d.length / SECTOR, 0);
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + dirSectors + dataSectors) fatSectors++;

  const total = fatSectors + dirSectors + dataSectors;
  const fat = new Uint32Array(fatSectors * (SECTOR / 4)).fill(FREE);
  for (let i = 0; i < fatSectors; i++) fat[i] = FAT_SECTOR;
  const chainOf = (start: number, count: number) => {
    for (let i = 0; i < count; i++) fat[start + i] = i === count - 1 ? END_OF_CHAIN : start + i + 1;
  };
  const dirStart = fatSectors;
  chainOf(dirStart, dirSectors);
  const streamStarts: number[] = [];
  let next = dirStart + dirSectors;
  for (const d of datas) {
    streamStarts.push(next);
    chainOf(next, d.length / SECTOR);
    next += d.length / SECTOR;
  }
  mutateFat?.(fat, { streamStarts });

  const header = Buffer.alloc(SECTOR);
  Buffer.from("D0CF11E0A1B11AE1", "hex").copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(dirStart, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : FREE, 76 + i * 4);

  const dir = Buffer.alloc(dirSectors * SECTOR);
  const writeEntry = (i: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const at = i * 128;
    dir.write(name, at, "utf16le");
    dir.writeUInt16LE((name.length + 1) * 2, at + 64);
    dir[at + 66] = type;
    dir[at + 67] = 1; // black
    dir.writeUInt32LE(FREE, at + 68); // left
    dir.writeUInt32LE(right, at + 72);
    dir.writeUInt32LE(child, at + 76);
    dir.writeUInt32LE(start, at + 116);
    dir.writeUInt32LE(size, at + 120);
  };
  for (let i = 0; i < dirSectors * 4; i++) {
    const at = i * 128;
    dir.writeUInt32LE(FREE, at + 68);
    dir.writeUInt32LE(FREE, at + 72);
    dir.writeUInt32LE(FREE, at + 76);
  }
  writeEntry(0, "Root Entry", 5, names.length ? 1 : FREE, FREE, END_OF_CHAIN, 0);
  names.forEach((name, i) =>
    writeEntry(i + 1, name, 2, FREE, i + 1 < names.length ? i + 2 : FREE, streamStarts[i]!, datas[i]!.length),
  );

  const body = Buffer.alloc(total * SECTOR);
  Buffer.from(fat.buffer).copy(body, 0);
  dir.copy(body, dirStart * SECTOR);
  datas.forEach((d, i) => Buffer.from(d).copy(body, streamStarts[i]! * SECTOR));
  return Buffer.concat([header, body]);
}

/**
 * A minimal Word 97-2003 document: a FIB, the text as one UTF-16 piece, and a piece table in
 * 0Table, which is all word-extractor needs. Paragraphs end with a carriage return, as in Word.
 */
export function buildWordDoc(paragraphs: string[], { encrypted = false } = {}): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join("");
  const TEXT_AT = 0x800;
  const word = Buffer.alloc(TEXT_AT + text.length * 2);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib (Word 97)
  word.writeUInt16LE(encrypted ? 0x0100 : 0, 0x0a); // flags: 0Table, fEncrypted
  word.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  word.writeUInt32LE(TEXT_AT + text.length * 2, 0x1c); // fcMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  const clxSize = 1 + 4 + 8 + 8;
  word.writeUInt32LE(0, 0x1a2); // fcClx (in 0Table)
  word.writeUInt32LE(clxSize, 0x1a6); // lcbClx
  word.write(text, TEXT_AT, "utf16le");

  const table = Buffer.alloc(clxSize);
  table[0] = 0x02; // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd: 2 CPs + 1 PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(TEXT_AT, 15); // fc: bit 30 clear = UTF-16 text at this byte offset
  table.writeUInt16LE(0, 19); // prm
  return buildCompoundFile({ WordDocument: word, "0Table": table });
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

/** A text PDF: one page per entry, each a list of lines. */
export function buildTextPdf(pages: string[][]): Buffer {
  return buildPdf({
    pages: pages.map((lines) => lines.map((line, i) => textOp("regular", 11, 72, 720 - i * 14, line)).join("")),
  });
}

/** A scan-like PDF: pages with only graphics operators (a filled rectangle), no text at all. */
export function buildImageOnlyPdf(pageCount = 2): Buffer {
  return buildPdf({ pages: Array.from({ length: pageCount }, () => "q 0.6 g 72 72 468 648 re f Q\n") });
}

/**
 * A PDF whose trailer names a Standard security handler with a user password we do not know
 * (random /O and /U), as a password-protected PDF has.
 */
export function buildPasswordPdf(): Buffer {
  return buildPdf({
    pages: [textOp("regular", 12, 72, 700, "Secret position description")],
    extraObjects: [`<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${"a1".repeat(32)}> /U <${"5c".repeat(32)}> >>`],
    trailerExtra: "/Encrypt {{1}} /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ",
  });
}

/**
 * A hand-written PDF with one page whose content stream (FlateDecode) is given, so that a small
 * file can hold a huge stream: the shape of PDFs built to keep a parser busy.
 */
export function buildRawPdf(content: string | { deflated: Buffer }): Buffer {
  const stream = typeof content === "string" ? deflateSync(Buffer.from(content, "latin1"), { level: 9 }) : content.deflated;
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>"),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from("\nendstream")]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  const parts = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((object, i) => {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    offsets.push(at);
    parts.push(part);
    at += part.length;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/**
 * A PDF of a few dozen KB whose page draws one letter `operations` times: pdf.js builds one text
 * item per operation and, for this page, does not yield to the event loop while it does (a million
 * take seconds of CPU and hundreds of MB of memory).
 */
export const buildBusyPdf = (operations: number) => buildRawPdf(`BT /F1 12 Tf ${"0 0 Td (a) Tj ".repeat(operations)}ET`);

/**
 * A PDF of a few hundred KB with one line of text and then `megabytes` of NUL bytes (blank space
 * to a PDF reader) in its compressed content stream: pdf.js keeps every decoded byte in memory.
 * Deflated a megabyte at a time, so building it never holds the inflated stream.
 */
export async function buildInflatingPdf(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  deflate.write(Buffer.from("BT /F1 12 Tf 72 700 Td (Program Analyst duties) Tj ET\n", "latin1"));
  const blank = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) if (!deflate.write(blank)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  return buildRawPdf({ deflated: Buffer.concat(chunks) });
}

/** Lines of plausible position-description text, for multi-page fixtures and benchmarks. */
export function sampleLines(count: number): string[] {
  const duties = [
    "Plans and coordinates program operations across regional offices and partner agencies.",
    "Prepares budget justifications, tracks obligations and reports variances to leadership.",
    "Leads a team of analysts; sets priorities, reviews work products and mentors new staff.",
    "Drafts policy guidance and briefs senior officials on findings and recommendations.",
    "Manages contracts worth $4.2M, including acquisition planning and vendor performance reviews.",
  ];
  return Array.from({ length: count }, (_, i) => `${i + 1}. ${duties[i % duties.length]}`);
}

/** A "PNG" (signature and header chunk only): enough to be recognised, and not a PDF. */
export function fakePng(): Buffer {
  return Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 1)]);
}
