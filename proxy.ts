/**
 * Next 16 proxy (formerly middleware). Two jobs, neither of them a security boundary
 * (docs/decisions/0003-proxy-ts-optimistic-only.md): every page and route handler checks the
 * session against the database itself, so a request that skips this file gains nothing.
 * 1. Optimistic redirects: protected pages without a plausible session cookie go to the login.
 * 2. A per-request nonce and the page Content-Security-Policy (lib/security/csp.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";
import { loginRedirectPath } from "@/lib/auth/redirect";
import { SESSION_COOKIE_NAMES, decodeClaims, sessionCookieName, type Realm } from "@/lib/auth/token";
import { buildCsp, generateNonce } from "@/lib/security/csp";

const ACCOUNT_PAGES = ["/dashboard", "/upgrade", "/job-searches"];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The realm of the session cookie as far as the token alone can tell (signature and expiry,
 * no database): null when there is no usable cookie. When the server configuration cannot be
 * read, a present cookie is given the benefit of the doubt; the page decides.
 */
async function cookieRealm(request: NextRequest): Promise<Realm | "unverified" | null> {
  let name: string;
  try {
    name = sessionCookieName();
  } catch {
    return SESSION_COOKIE_NAMES.some((n) => request.cookies.get(n)?.value) ? "unverified" : null;
  }
  const raw = request.cookies.get(name)?.value;
  if (!raw) return null;
  return (await decodeClaims(raw))?.realm ?? null;
}

async function redirectFor(request: NextRequest): Promise<string | null> {
  const { pathname, search } = request.nextUrl;
  const needsAdmin = isUnder(pathname, "/admin");
  const needsAccount = ACCOUNT_PAGES.some((p) => isUnder(pathname, p));
  if (!needsAdmin && !needsAccount) return null;
  const realm = await cookieRealm(request);
  if (realm === "unverified") return null;
  if (needsAdmin) return realm === "admin" ? null : "/admin-login";
  return realm === "account" ? null : loginRedirectPath(pathname, search);
}

function cspFor(nonce: string): string {
  let stripe = false;
  let https = false;
  try {
    const e = env();
    stripe = Boolean(e.STRIPE_PUBLISHABLE_KEY);
    https = e.appUrl.startsWith("https://");
  } catch {
    // Invalid configuration: the page itself will fail loudly; keep the strictest policy here.
  }
  return buildCsp({
    nonce,
    development: process.env.NODE_ENV === "development",
    // Only when served over https: on a plain-http local `npm start` it would break every asset.
    upgradeInsecureRequests: process.env.NODE_ENV === "production" && https,
    stripe,
    googleTagManager: Boolean(publicConfig.gtmId),
    metaPixel: Boolean(publicConfig.metaPixelId),
  });
}

/**
 * A path whose percent-encoding is malformed (%zz, a cut-off %), or decodes to ill-formed UTF-16
 * or control characters (%ED%A0%80, %00), is the visitor's bad input: Next's router would answer
 * it with a bare 500 while decoding the dynamic segments, so it is refused here with a 400.
 */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    const decoded = decodeURIComponent(pathname);
    return !decoded.isWellFormed() || /[\u0000-\u001f\u007f]/.test(decoded);
  } catch {
    return true;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isMalformedPath(pathname)) {
    return pathname.startsWith("/api/")
      ? NextResponse.json({ error: "Malformed URL", code: "bad_request" }, { status: 400 })
      : new NextResponse("Bad request: the address is malformed.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // API routes pass through untouched (their CSP is in next.config.ts; they check sessions themselves).
  if (pathname.startsWith("/api/")) return NextResponse.next();

  const target = await redirectFor(request);
  if (target) return NextResponse.redirect(new URL(target, request.url));

  const nonce = generateNonce();
  const csp = cspFor(nonce);
  const requestHeaders = new Headers(request.headers);
  // Set (not appended): a client-sent x-nonce must never reach the page.
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    // API routes, for the malformed-path check only.
    "/api/:path*",
    {
      // Pages only: not API routes (their CSP is in next.config.ts), build assets or the favicon.
      source: "/((?!api/|api$|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
