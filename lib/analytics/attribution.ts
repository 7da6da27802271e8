import { readItem, writeItem, type StorageLike } from "./storage";

/**
 * Where visits came from (spec doc 1 §7: UTM source, medium, campaign and referrer host), so
 * every analytics event can carry it. Two touches are kept in localStorage:
 * - first touch (`utm_source`, …, `referrer_host`): the browser's first landing, written once and
 *   never overwritten, so a lead who leaves, opens the emailed link in a new tab and signs up is
 *   still credited to the campaign that brought them;
 * - last touch (`last_utm_source`, …, `last_referrer_host`, `last_touch`): the latest landing
 *   that came from somewhere (UTM parameters or another site), and the return through a lead's
 *   emailed link (`last_touch: "lead_link"`).
 * A browser session (sessionStorage) is captured once, on its first landing: later navigations
 * within it change nothing, and it is what makes `session_start` fire once.
 */
export type Attribution = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  referrer_host?: string;
  last_utm_source?: string;
  last_utm_medium?: string;
  last_utm_campaign?: string;
  last_referrer_host?: string;
  last_touch?: string;
};

export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;
type TouchKey = (typeof UTM_PARAMS)[number] | "referrer_host";
export type Touch = Partial<Record<TouchKey, string>>;
const TOUCH_KEYS: readonly TouchKey[] = [...UTM_PARAMS, "referrer_host"];
const LAST_KEYS = [...TOUCH_KEYS.map((k) => `last_${k}` as const), "last_touch"] as const;
/** Every localStorage key attribution owns (kept across the lead return's storage reset). */
export const ATTRIBUTION_KEYS = [...TOUCH_KEYS, ...LAST_KEYS] as const;
/** localStorage: set once the first touch is recorded (a direct first visit has no other key). */
export const FIRST_TOUCH_KEY = "first_touch_recorded";
/** sessionStorage: set after the first landing of a session, so later navigations never count again. */
export const ATTRIBUTION_CAPTURED_KEY = "attribution_captured";
/** The `last_touch` value of a return through the lead's emailed verification link. */
export const LEAD_LINK_TOUCH = "lead_link";

const MAX_VALUE = 200;

export function readAttribution(storage: StorageLike | null | undefined): Attribution {
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = readItem(storage, key);
    if (value) attribution[key] = value;
  }
  return attribution;
}

function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The source of one landing: its UTM parameters and another site's referrer host. */
export function touchOf({ search, referrer, ownHost }: { search: string; referrer: string; ownHost: string }): Touch {
  const params = new URLSearchParams(search);
  const touch: Touch = {};
  for (const key of UTM_PARAMS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE);
    if (value) touch[key] = value;
  }
  const host = referrerHost(referrer, ownHost);
  if (host) touch.referrer_host = host.slice(0, MAX_VALUE);
  return touch;
}

const hasSource = (touch: Touch) => Object.keys(touch).length > 0;

/** Writes the last touch, replacing every part of the previous one. */
function writeLastTouch(persistent: StorageLike | null, touch: Touch, channel?: string): void {
  for (const key of TOUCH_KEYS) writeItem(persistent, `last_${key}`, touch[key] ?? "");
  writeItem(persistent, "last_touch", channel ?? "");
}

/**
 * Records a landing: the first touch if this browser has none yet, the last touch when the
 * landing came from somewhere. Only the first landing of a browser session counts.
 */
export function captureAttribution({
  search,
  referrer,
  ownHost,
  session,
  persistent,
}: {
  search: string;
  referrer: string;
  ownHost: string;
  session: StorageLike | null;
  persistent: StorageLike | null;
}): { firstLanding: boolean; touch: Touch; attribution: Attribution } {
  const touch = touchOf({ search, referrer, ownHost });
  if (readItem(session, ATTRIBUTION_CAPTURED_KEY)) return { firstLanding: false, touch, attribution: readAttribution(persistent) };
  if (!readItem(persistent, FIRST_TOUCH_KEY)) {
    for (const [key, value] of Object.entries(touch)) writeItem(persistent, key, value);
    writeItem(persistent, FIRST_TOUCH_KEY, "1");
  }
  if (hasSource(touch)) writeLastTouch(persistent, touch);
  writeItem(session, ATTRIBUTION_CAPTURED_KEY, "1");
  return { firstLanding: true, touch, attribution: readAttribution(persistent) };
}

/** The attribution entries to put back after a storage reset (see keepAttributionThrough). */
export function attributionSnapshot(persistent: StorageLike | null): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of [...ATTRIBUTION_KEYS, FIRST_TOUCH_KEY]) {
    const value = readItem(persistent, key);
    if (value) entries.push([key, value]);
  }
  return entries;
}

/**
 * The return through a lead's emailed link resets the browser's storage (spec 01 §4), but not
 * where the visitor came from: the first touch is put back unchanged, the return becomes the last
 * touch, and the session counts as captured so the reload does not record the landing again.
 */
export function restoreAttributionAfterLeadReturn({
  snapshot,
  landing,
  session,
  persistent,
}: {
  snapshot: [string, string][];
  landing: { search: string; referrer: string; ownHost: string };
  session: StorageLike | null;
  persistent: StorageLike | null;
}): void {
  for (const [key, value] of snapshot) writeItem(persistent, key, value);
  if (!snapshot.some(([key]) => key === FIRST_TOUCH_KEY)) {
    // No first touch yet (storage was unavailable, or this is the browser's first landing): this is it.
    const touch = touchOf(landing);
    for (const [key, value] of Object.entries(touch)) writeItem(persistent, key, value);
    writeItem(persistent, FIRST_TOUCH_KEY, "1");
  }
  writeLastTouch(persistent, touchOf(landing), LEAD_LINK_TOUCH);
  writeItem(session, ATTRIBUTION_CAPTURED_KEY, "1");
}

export function hasUtm(attribution: Touch): boolean {
  return UTM_PARAMS.some((key) => !!attribution[key]);
}
