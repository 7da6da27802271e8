/**
 * A strict reader for OLE compound files (the container of .doc). word-extractor follows sector
 * chains without checking them: a chain that loops back on itself (A -> B -> A) makes it spin
 * forever in a synchronous loop, freezing the whole server, and a pointer past the end of the
 * file makes it allocate without bound. So before word-extractor sees a .doc we check every
 * chain here: pointers in range, no cycles, sizes consistent with the file.
 */

export class CfbFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CfbFormatError";
  }
}

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

const NO_STREAM = 0xffffffff; // -1 as uint32
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const DIRECTORY_ENTRY = 128;

type DirEntry = { name: string; type: number; left: number; right: number; child: number; start: number; size: number };

export function hasCfbSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && CFB_SIGNATURE.every((b, i) => bytes[i] === b);
}

export type CompoundFile = {
  /** Names of the streams directly under the root storage. */
  streams: Set<string>;
  /** The bytes of a top-level stream, or undefined when there is none. */
  stream(name: string): Uint8Array | undefined;
};

export function readCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < 512 || !hasCfbSignature(bytes)) throw new CfbFormatError("Not a compound file");
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => dv.getUint32(at, true);

  const sectorShift = dv.getUint16(30, true);
  if (sectorShift !== 9 && sectorShift !== 12) throw new CfbFormatError("Bad sector size");
  if (dv.getUint16(32, true) !== 6) throw new CfbFormatError("Bad mini sector size");
  if (u32(56) !== MINI_CUTOFF) throw new CfbFormatError("Bad mini stream cutoff");
  const sectorSize = 1 << sectorShift;
  // Sector n lives at (n + 1) * sectorSize: the header occupies the first sector slot.
  const sectorCount = Math.ceil(bytes.length / sectorSize) - 1;
  const fatSectors = u32(44);
  const dirStart = u32(48);
  const miniFatStart = u32(60);
  const miniFatSectors = u32(64);
  const difatStart = u32(68);
  const difatSectors = u32(72);
  if (fatSectors === 0 || fatSectors > sectorCount || difatSectors > sectorCount || miniFatSectors > sectorCount) {
    throw new CfbFormatError("Header sector counts exceed the file");
  }

  const sector = (id: number): Uint8Array => {
    if (!(id >= 0 && id < sectorCount)) throw new CfbFormatError(`Sector ${id} out of range`);
    const start = (id + 1) * sectorSize;
    const out = new Uint8Array(sectorSize); // a short last sector reads as zero-padded
    out.set(bytes.subarray(start, Math.min(start + sectorSize, bytes.length)));
    return out;
  };

  // FAT sector ids: 109 in the header, the rest in the DIFAT chain.
  const fatIds: number[] = [];
  for (let i = 0; i < 109 && fatIds.length < fatSectors; i++) fatIds.push(u32(76 + i * 4));
  let difat = difatStart;
  for (let n = 0; fatIds.length < fatSectors; n++) {
    if (n >= difatSectors) throw new CfbFormatError("DIFAT chain too short");
    const s = new DataView(sector(difat).buffer);
    for (let i = 0; i < sectorSize / 4 - 1 && fatIds.length < fatSectors; i++) fatIds.push(s.getUint32(i * 4, true));
    difat = s.getUint32(sectorSize - 4, true);
  }

  const fat = new Uint32Array(fatSectors * (sectorSize / 4));
  fatIds.forEach((id, i) => fat.set(new Uint32Array(sector(id).buffer), i * (sectorSize / 4)));
  checkTable(fat, sectorCount, "FAT");

  const chain = (table: Uint32Array, start: number, limit: number): number[] => {
    const ids: number[] = [];
    // The tables are already proven acyclic and in range, so this ends within `limit` steps.
    for (let id = start; id < limit && ids.length <= limit; id = table[id] ?? NO_STREAM) ids.push(id);
    return ids;
  };
  const readChain = (start: number): Uint8Array => {
    if (start < 0xfffffffa && start >= sectorCount) throw new CfbFormatError("Chain starts outside the file");
    const ids = chain(fat, start, sectorCount);
    const out = new Uint8Array(ids.length * sectorSize);
    ids.forEach((id, i) => out.set(sector(id), i * sectorSize));
    return out;
  };

  const dirBytes = readChain(dirStart);
  const dirView = new DataView(dirBytes.buffer);
  const entries: DirEntry[] = [];
  for (let at = 0; at + DIRECTORY_ENTRY <= dirBytes.length; at += DIRECTORY_ENTRY) {
    const nameLength = Math.min(64, dirView.getUint16(at + 64, true));
    entries.push({
      name: new TextDecoder("utf-16le").decode(dirBytes.subarray(at, at + Math.max(0, nameLength - 2))),
      type: dirBytes[at + 66]!,
      left: dirView.getUint32(at + 68, true),
      right: dirView.getUint32(at + 72, true),
      child: dirView.getUint32(at + 76, true),
      start: dirView.getUint32(at + 116, true),
      size: dirView.getUint32(at + 120, true),
    });
  }
  const root = entries.find((e) => e.type === 5);
  if (!root) throw new CfbFormatError("No root entry");

  const miniFat = new Uint32Array(readChain(miniFatStart).buffer).slice(0, miniFatSectors * (sectorSize / 4));
  const miniStream = readChain(root.start);
  checkTable(miniFat, miniStream.length / MINI_SECTOR, "mini FAT");

  // Top-level children: a binary tree through left/right, entered at root.child.
  const streams = new Map<string, DirEntry>();
  const seen = new Set<number>();
  const stack = root.child === NO_STREAM ? [] : [root.child];
  while (stack.length) {
    const id = stack.pop()!;
    if (id >= entries.length || seen.has(id)) throw new CfbFormatError("Bad directory tree");
    seen.add(id);
    const entry = entries[id]!;
    if (entry.type === 2) streams.set(entry.name, entry);
    if (entry.left !== NO_STREAM) stack.push(entry.left);
    if (entry.right !== NO_STREAM) stack.push(entry.right);
  }

  return {
    streams: new Set(streams.keys()),
    stream(name) {
      const entry = streams.get(name);
      if (!entry) return undefined;
      if (entry.size >= MINI_CUTOFF) {
        const data = readChain(entry.start);
        if (data.length < entry.size) throw new CfbFormatError(`Stream ${name} is truncated`);
        return data.subarray(0, entry.size);
      }
      if (entry.start < 0xfffffffa && entry.start >= miniStream.length / MINI_SECTOR) {
        throw new CfbFormatError(`Stream ${name} starts outside the mini stream`);
      }
      const ids = chain(miniFat, entry.start, miniStream.length / MINI_SECTOR);
      const out = new Uint8Array(ids.length * MINI_SECTOR);
      ids.forEach((id, i) => out.set(miniStream.subarray(id * MINI_SECTOR, (id + 1) * MINI_SECTOR), i * MINI_SECTOR));
      if (out.length < entry.size) throw new CfbFormatError(`Stream ${name} is truncated`);
      return out.subarray(0, entry.size);
    },
  };
}

/**
 * Every "next sector" pointer is either a marker (>= 0xFFFFFFFA) or a sector inside the file,
 * and following pointers never comes back to a sector already on the path.
 */
function checkTable(table: Uint32Array, limit: number, what: string) {
  const state = new Uint8Array(table.length); // 0 new, 1 on the current path, 2 known to end
  for (let i = 0; i < table.length; i++) {
    const next = table[i]!;
    if (next < 0xfffffffa && next >= limit) throw new CfbFormatError(`${what} points outside the file`);
  }
  const path: number[] = [];
  for (let start = 0; start < table.length; start++) {
    let id = start;
    while (id < table.length && state[id] === 0) {
      state[id] = 1;
      path.push(id);
      id = table[id]!;
    }
    if (id < table.length && state[id] === 1) throw new CfbFormatError(`${what} has a cycle`);
    for (const p of path) state[p] = 2;
    path.length = 0;
  }
}
