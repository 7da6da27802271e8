import { readItem, writeItem, type StorageLike } from "./storage";

/**
 * Where a visit came from, captured once per browser session on the first landing (spec doc 1 §7:
 * UTM source, medium, campaign and referrer host) and kept in sessionStorage, so every analytics
 * event of the session can carry it.
 */
export type Attribution = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  referrer_host?: string;
};

export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;
const ATTRIBUTION_KEYS = [...UTM_PARAMS, "referrer_host"] as const;
/** Set after the first landing of a session, so later navigations never overwrite the source. */
export const ATTRIBUTION_CAPTURED_KEY = "attribution_captured";

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

/** Records the landing's attribution unless this session already has it. */
export function captureAttribution({
  search,
  referrer,
  ownHost,
  storage,
}: {
  search: string;
  referrer: string;
  ownHost: string;
  storage: StorageLike | null;
}): { firstLanding: boolean; attribution: Attribution } {
  if (readItem(storage, ATTRIBUTION_CAPTURED_KEY)) return { firstLanding: false, attribution: readAttribution(storage) };
  const params = new URLSearchParams(search);
  const attribution: Attribution = {};
  for (const key of UTM_PARAMS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE);
    if (value) attribution[key] = value;
  }
  const host = referrerHost(referrer, ownHost);
  if (host) attribution.referrer_host = host;
  for (const [key, value] of Object.entries(attribution)) writeItem(storage, key, value);
  writeItem(storage, ATTRIBUTION_CAPTURED_KEY, "1");
  return { firstLanding: true, attribution };
}

export function hasUtm(attribution: Attribution): boolean {
  return UTM_PARAMS.some((key) => !!attribution[key]);
}
