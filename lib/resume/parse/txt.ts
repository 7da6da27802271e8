/**
 * Plain text: UTF-8 when the bytes are valid UTF-8 (nearly every modern file), UTF-16 when a
 * byte-order mark says so (Notepad's "Unicode"), otherwise Windows-1252, the encoding of text
 * saved by older Windows tools (where 0x92 is a right single quote).
 */

/**
 * Windows-1252 decoded by hand: Node 20's TextDecoder("windows-1252") silently decodes
 * ISO-8859-1 instead, turning 0x92 into an invisible C1 control rather than "’".
 */
const CP1252_HIGH: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const codes = Array.from(bytes.subarray(i, i + CHUNK), (b) => CP1252_HIGH[b] ?? b);
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    // fatal: invalid UTF-8 throws instead of becoming U+FFFD, which is how we know to fall back.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
