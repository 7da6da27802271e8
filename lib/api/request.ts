import { cleanText } from "@/lib/validation/input";

/** The caller's IP address. On Vercel (and behind our proxy) the first x-forwarded-for hop is the client. */
export function clientIp(req: Request): string {
  return clientIpFromHeaders(req.headers);
}

export function clientIpFromHeaders(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim();
  return headers.get("x-real-ip")?.trim() || "local";
}

/** The user agent as stored: through the shared cleaner (a header is request input like any other), at most 512 characters. */
export function userAgent(req: Request): string | null {
  const ua = req.headers.get("user-agent");
  return ua ? cleanText(ua).slice(0, 512) : null;
}

/** Reads one cookie from a request's Cookie header. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
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
