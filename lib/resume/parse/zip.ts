/**
 * Just enough of the ZIP format to judge a .docx before a real parser touches it: the central
 * directory (names, methods, declared sizes) and, per entry, its local header and data.
 *
 * A ZIP names and sizes every entry twice, in the central directory and in the entry's local
 * header, and readers differ in which copy they trust: JSZip (mammoth's unzipper) takes sizes and
 * method from the central directory but the name from the local header, and it reads every
 * directory record that follows, whatever count the end record gives. An archive whose copies
 * disagree could therefore show us one thing and mammoth another (a harmless "image" for us,
 * a gigabyte of XML for mammoth). So we accept only archives where there is one reading:
 * both headers agree on name, method, flags and sizes, the directory is exactly where and as long
 * as the end record says, names are canonical and unique. Then we inflate every entry with a hard
 * output cap (inflateEntry), so the bytes that can ever come out are the bytes we counted.
 */
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

const inflateRawAsync = promisify(inflateRaw);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const LOCAL_MIN = 30;
const CENTRAL_MIN = 46;
const MAX_COMMENT = 0xffff;
/** Flag bits: 0 encrypted, 3 sizes in a data descriptor after the data, 11 UTF-8 name. */
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
/** Info-ZIP Unicode Path: JSZip takes the name from it instead of the header's. */
const EXTRA_UNICODE_PATH = 0x7075;

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
  /** Where the entry's compressed bytes start (after its local header). */
  dataOffset: number;
};

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** True when the bytes start like a ZIP file (local header, or an empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** No "." or ".." segment and no empty one inside: JSZip would resolve those to another name. */
function isCanonicalName(name: string): boolean {
  const segments = name.split("/");
  return segments.every((s, i) => s !== "." && s !== ".." && (s !== "" || i === segments.length - 1)) && !name.includes("\\");
}

function hasExtraField(dv: DataView, start: number, end: number, id: number): boolean {
  for (let p = start; p + 4 <= end; ) {
    if (dv.getUint16(p, true) === id) return true;
    p += 4 + dv.getUint16(p + 2, true);
  }
  return false;
}

/**
 * Reads the central directory and checks each entry against its local header. The end record is
 * searched from the end of the file, as JSZip does, so both read the same directory.
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

  const disk = dv.getUint16(eocd + 4, true);
  const cdDisk = dv.getUint16(eocd + 6, true);
  const entriesHere = dv.getUint16(eocd + 8, true);
  const totalEntries = dv.getUint16(eocd + 10, true);
  const cdSize = dv.getUint32(eocd + 12, true);
  const cdOffset = dv.getUint32(eocd + 16, true);
  if (totalEntries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipFormatError("ZIP64 archives are not supported");
  }
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== totalEntries) throw new ZipFormatError("Multi-part archives are not supported");
  if (totalEntries > maxEntries) throw new ZipFormatError(`Too many entries (${totalEntries})`);
  // Exactly before the end record: with a gap, JSZip shifts every offset by it (it assumes bytes
  // were prepended) and would read other data than we do.
  if (cdOffset + cdSize !== eocd) throw new ZipFormatError("Central directory not where the end record says");

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let p = cdOffset;
  for (let i = 0; i < totalEntries; i++) {
    if (p + CENTRAL_MIN > eocd || dv.getUint32(p, true) !== CENTRAL_SIGNATURE) throw new ZipFormatError("Bad central directory entry");
    const flags = dv.getUint16(p + 8, true);
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    const end = p + CENTRAL_MIN + nameLength + extraLength + commentLength;
    if (end > eocd) throw new ZipFormatError("Central directory entry out of bounds");
    const nameBytes = bytes.subarray(p + CENTRAL_MIN, p + CENTRAL_MIN + nameLength);
    // UTF-8 whether or not bit 11 says so: JSZip's default for unflagged names too.
    const name = new TextDecoder("utf-8").decode(nameBytes);
    const entry: ZipEntry = {
      name,
      method: dv.getUint16(p + 10, true),
      flags,
      compressedSize: dv.getUint32(p + 20, true),
      uncompressedSize: dv.getUint32(p + 24, true),
      localHeaderOffset: dv.getUint32(p + 42, true),
      dataOffset: 0,
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      throw new ZipFormatError("ZIP64 entries are not supported");
    }
    if (hasExtraField(dv, p + CENTRAL_MIN + nameLength, p + CENTRAL_MIN + nameLength + extraLength, EXTRA_UNICODE_PATH)) {
      throw new ZipFormatError(`Entry ${name} has a second name (Unicode Path field)`);
    }
    if (!isCanonicalName(name)) throw new ZipFormatError(`Entry name ${JSON.stringify(name)} is not canonical`);
    if (names.has(name)) throw new ZipFormatError(`Entry ${name} appears twice`);
    names.add(name);
    entry.dataOffset = checkLocalHeader(bytes, entry, nameBytes, cdOffset);
    entries.push(entry);
    p = end;
  }
  // JSZip reads records until the signature stops, not up to the count: no record may hide past it.
  if (p !== eocd) throw new ZipFormatError("Central directory holds more than its entry count");
  return entries;
}

/**
 * The local header must tell the same story as the directory: same name bytes, method and
 * encryption flag, and the same sizes (or zeros, when a data descriptor carries them). Returns
 * where the data starts; the data must end before the central directory.
 */
function checkLocalHeader(bytes: Uint8Array, entry: ZipEntry, nameBytes: Uint8Array, cdOffset: number): number {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + LOCAL_MIN > cdOffset || dv.getUint32(at, true) !== LOCAL_SIGNATURE) throw new ZipFormatError(`Bad local header for ${entry.name}`);
  const flags = dv.getUint16(at + 6, true);
  const method = dv.getUint16(at + 8, true);
  const compressedSize = dv.getUint32(at + 18, true);
  const uncompressedSize = dv.getUint32(at + 22, true);
  const nameLength = dv.getUint16(at + 26, true);
  const extraLength = dv.getUint16(at + 28, true);
  const start = at + LOCAL_MIN + nameLength + extraLength;
  if (start > cdOffset) throw new ZipFormatError(`Local header of ${entry.name} out of bounds`);
  if (!sameBytes(bytes.subarray(at + LOCAL_MIN, at + LOCAL_MIN + nameLength), nameBytes)) {
    throw new ZipFormatError(`Entry ${entry.name} has another name in its local header`);
  }
  if (method !== entry.method) throw new ZipFormatError(`Entry ${entry.name}: method ${method} locally, ${entry.method} in the directory`);
  if ((flags & FLAG_ENCRYPTED) !== (entry.flags & FLAG_ENCRYPTED)) throw new ZipFormatError(`Entry ${entry.name}: encryption flags differ`);
  const deferred = flags & FLAG_DATA_DESCRIPTOR && compressedSize === 0 && uncompressedSize === 0;
  if (!deferred && (compressedSize !== entry.compressedSize || uncompressedSize !== entry.uncompressedSize)) {
    throw new ZipFormatError(
      `Entry ${entry.name}: sizes ${compressedSize}/${uncompressedSize} locally, ${entry.compressedSize}/${entry.uncompressedSize} in the directory`,
    );
  }
  if (start + entry.compressedSize > cdOffset) throw new ZipFormatError(`Entry ${entry.name} data out of bounds`);
  return start;
}

/** The compressed bytes of one entry (located and checked by readZipDirectory). */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  return bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
}

/**
 * Inflates an entry, refusing to produce more than it declares or more than `maxBytes`: zlib
 * stops at the cap, so no more than that is ever held. Runs on libuv's thread pool, so the event
 * loop stays free while it works.
 */
export async function inflateEntry(bytes: Uint8Array, entry: ZipEntry, { maxBytes = Infinity } = {}): Promise<Buffer> {
  if (entry.flags & FLAG_ENCRYPTED) throw new ZipFormatError("Encrypted entry");
  if (entry.uncompressedSize > maxBytes) throw new ZipFormatError(`Entry ${entry.name} is over the size cap`);
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
