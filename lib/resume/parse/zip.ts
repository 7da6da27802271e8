/**
 * Just enough of the ZIP format to judge a .docx before a real parser touches it: the central
 * directory (names, methods, declared sizes) and, per entry, where its data sits. We check the
 * declared sizes first (cheap, catches the classic zip bomb) and then inflate the parts mammoth
 * will read with a hard output cap, so an entry that lies about its size is caught too.
 */
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

const inflateRawAsync = promisify(inflateRaw);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** True when the bytes start like a ZIP file (local header, or an empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/**
 * Reads the central directory. The end record is searched from the end of the file, as JSZip
 * (mammoth's unzipper) does, so both read the same directory.
 */
export function readZipDirectory(bytes: Uint8Array, { maxEntries = Infinity } = {}): ZipEntry[] {
  const dv = view(bytes);
  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT);
  for (let i = bytes.length - EOCD_MIN; i >= lowest; i--) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError("End of central directory not found");

  const totalEntries = dv.getUint16(eocd + 10, true);
  const cdSize = dv.getUint32(eocd + 12, true);
  const cdOffset = dv.getUint32(eocd + 16, true);
  if (totalEntries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipFormatError("ZIP64 archives are not supported");
  }
  if (totalEntries > maxEntries) throw new ZipFormatError(`Too many entries (${totalEntries})`);
  if (cdOffset + cdSize > eocd) throw new ZipFormatError("Central directory out of bounds");

  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < totalEntries; i++) {
    if (p + 46 > eocd || dv.getUint32(p, true) !== CENTRAL_SIGNATURE) throw new ZipFormatError("Bad central directory entry");
    const flags = dv.getUint16(p + 8, true);
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > eocd) throw new ZipFormatError("Central directory entry out of bounds");
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    const entry: ZipEntry = {
      // Bit 11: UTF-8 names. Otherwise CP437, whose ASCII part is all a .docx uses.
      name: new TextDecoder(flags & 0x800 ? "utf-8" : "latin1").decode(nameBytes),
      method: dv.getUint16(p + 10, true),
      flags,
      compressedSize: dv.getUint32(p + 20, true),
      uncompressedSize: dv.getUint32(p + 24, true),
      localHeaderOffset: dv.getUint32(p + 42, true),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      throw new ZipFormatError("ZIP64 entries are not supported");
    }
    entries.push(entry);
    p = end;
  }
  return entries;
}

/** The compressed bytes of one entry, located through its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) throw new ZipFormatError("Bad local header");
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError("Entry data out of bounds");
  return bytes.subarray(start, end);
}

/**
 * Inflates an entry, refusing to produce more than it declares. Runs on libuv's thread pool,
 * so the event loop stays free while it works.
 */
export async function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Buffer> {
  if (entry.flags & 0x1) throw new ZipFormatError("Encrypted entry");
  const data = entryData(bytes, entry);
  let out: Buffer;
  if (entry.method === 0) out = Buffer.from(data);
  else if (entry.method === 8) {
    try {
      // +1 so that "more than declared" is detectable rather than silently truncated.
      out = await inflateRawAsync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    } catch (error) {
      throw new ZipFormatError(`Entry ${entry.name} does not inflate within its declared size: ${(error as Error).message}`);
    }
  } else throw new ZipFormatError(`Unsupported compression method ${entry.method}`);
  if (out.length !== entry.uncompressedSize) {
    throw new ZipFormatError(`Entry ${entry.name} is ${out.length} bytes, declared ${entry.uncompressedSize}`);
  }
  return out;
}
