/**
 * TRUSTED_PROXY: the reverse proxies allowed to say who the client is (X-Forwarded-For).
 * A comma-separated list of addresses or CIDR ranges ("127.0.0.1, ::1, 10.0.0.0/8"). Pure, so the
 * env validation (lib/env.ts) and the address resolver (lib/api/client-address.ts) share it.
 */
import { BlockList, isIP } from "node:net";

export type TrustedProxies = {
  /** The entries as written (normalised), for messages and tests. */
  entries: string[];
  /** Whether `address` (already normalised by normalizeAddress) is one of them. */
  has(address: string): boolean;
};

export const NO_TRUSTED_PROXIES: TrustedProxies = { entries: [], has: () => false };

/**
 * An address as the rate limiter keys it: IPv4-mapped IPv6 ("::ffff:203.0.113.9") as plain IPv4, so
 * a dual-stack socket and a proxy's header name the same client the same way; IPv6 lower-cased.
 * `[v6]:port` and `v4:port` (some proxies add the port) lose the port. Anything else is returned
 * trimmed, and isIP() tells the caller whether it is an address at all.
 */
export function normalizeAddress(raw: string): string {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(a);
  if (mapped) return mapped[1]!;
  return isIP(a) === 6 ? a.toLowerCase() : a;
}

/** Parses the variable; `error` names the first entry that is neither an address nor a CIDR range. */
export function parseTrustedProxies(value: string | undefined): { proxies: TrustedProxies } | { error: string } {
  const parts = (value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { proxies: NO_TRUSTED_PROXIES };
  const list = new BlockList();
  const entries: string[] = [];
  for (const part of parts) {
    const [rawAddress, prefix, ...rest] = part.split("/");
    const address = normalizeAddress(rawAddress ?? "");
    const family = isIP(address);
    if (!family || rest.length > 0) return { error: `"${part}" is not an IP address or CIDR range` };
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(address, type);
      entries.push(address);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return { error: `"${part}" has an invalid prefix length` };
    list.addSubnet(address, bits, type);
    entries.push(`${address}/${bits}`);
  }
  return {
    proxies: {
      entries,
      has: (candidate) => {
        const family = isIP(candidate);
        return family !== 0 && list.check(candidate, family === 4 ? "ipv4" : "ipv6");
      },
    },
  };
}
