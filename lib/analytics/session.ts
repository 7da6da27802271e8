import { readItem, writeItem, type StorageLike } from "./storage";

/** localStorage key of the anonymous tracking id (spec doc 1 §3). */
export const SESSION_ID_KEY = "sessionId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

let memoryId: string | undefined;

export function randomUuid(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's anonymous session id: a random UUID kept in localStorage under "sessionId" (a
 * stored value that is not a UUID is replaced, since the server accepts only UUIDs). Without
 * storage the id lives for the lifetime of the page.
 */
export function getAnonymousSessionId(storage: StorageLike | null): string {
  const stored = readItem(storage, SESSION_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = storage ? randomUuid() : (memoryId ??= randomUuid());
  writeItem(storage, SESSION_ID_KEY, id);
  return id;
}
