import "server-only";
import { cleanText } from "@/lib/validation/input";
import { clientAddress } from "./client-address";

/** The caller's address: the socket peer, or what a trusted proxy says (lib/api/client-address.ts). */
export function clientIp(req: Request): string {
  return clientAddress(req);
}

export function clientIpFromHeaders(headers: Headers): string {
  return clientAddress(headers);
}

/** The user agent as stored: through the shared cleaner (a header is request input like any other), at most 512 characters. */
export function userAgent(req: Request): string | null {
  const ua = req.headers.get("user-agent");
  return ua ? cleanText(ua).slice(0, 512) : null;
}

/** Reads one cookie from a request's Cookie header. */
export function readCookie(req: Request, name: string): string | undefined {
  return readCookieHeader(req.headers.get("cookie"), name);
}

/** Reads one cookie from a Cookie header's value (next-auth hands headers over as a plain object). */
export function readCookieHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return safeDecode(part.slice(i + 1).trim());
  }
  return undefined;
}

/** A malformed %-escape in a cookie is the client's problem: keep the raw value instead of throwing (a 500). */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
