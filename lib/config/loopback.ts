/**
 * "Is this on the machine itself?" for the few things that are safe only there: development logins
 * with public passwords (db/seed/policy.ts) and the dev outbox of a production build run by the
 * end-to-end tests (lib/env.ts). No DNS lookup: a name counts only when it is `localhost`, so a
 * host name that happens to resolve to 127.0.0.1 is treated as remote (the safe answer).
 *
 * Pure string logic (WHATWG URL parsing), so it runs in scripts, the Node server and the proxy.
 */

/** localhost, 127.0.0.0/8 (in any spelling an URL parser accepts: 127.1, 2130706433), ::1, ::ffff:127.x.y.z. */
export function isLoopbackHost(host: string): boolean {
  let raw = host.trim();
  if (raw.startsWith("[") && raw.endsWith("]")) raw = raw.slice(1, -1);
  if (raw.endsWith(".")) raw = raw.slice(0, -1);
  if (!raw || /[\s/?#@]/.test(raw)) return false;
  let hostname: string;
  try {
    // The http parser normalises what an address may look like (case, IPv4 shorthand, IPv6 zeros).
    hostname = new URL(`http://${raw.includes(":") ? `[${raw}]` : raw}/`).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost") return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return hostname.startsWith("127.");
  if (hostname === "[::1]") return true;
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/.exec(hostname);
  return Boolean(mapped) && parseInt(mapped![1]!, 16) >> 8 === 127;
}

/** An http(s) URL whose host is loopback (APP_URL of a server only this machine can reach). */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && isLoopbackHost(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * The host a postgres:// URL connects to, as node-postgres reads it: a `host` query parameter wins
 * over the authority, and an empty host means PGHOST or localhost.
 */
export function databaseHost(url: string, pgHost: string | undefined = process.env.PGHOST): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") return null;
  let host: string;
  try {
    host = parsed.searchParams.get("host") || decodeURIComponent(parsed.hostname) || pgHost || "localhost";
  } catch {
    return null;
  }
  return host;
}

/** True when DATABASE_URL points at this machine: a loopback host or a Unix socket directory. */
export function isLoopbackDatabaseUrl(url: string | undefined, pgHost: string | undefined = process.env.PGHOST): boolean {
  const host = url ? databaseHost(url, pgHost) : null;
  if (!host) return false;
  if (host.startsWith("/")) return true;
  return isLoopbackHost(host);
}
