/** The part of Web Storage the analytics helpers use (a fake in tests). */
export type StorageLike = Pick<Storage, "getItem" | "setItem">;

/**
 * window.localStorage / sessionStorage, or null where they are unavailable or throw (disabled
 * cookies, some private modes, server rendering). Analytics must never break a page.
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): StorageLike | null {
  try {
    if (typeof window === "undefined") return null;
    const storage = window[kind];
    const probe = "__civicshift_probe__";
    storage.setItem(probe, "1");
    storage.getItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function readItem(storage: StorageLike | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike | null | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // full or disabled storage: tracking carries on without it
  }
}
