import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { badRequest } from "@/lib/api/errors";
import { markPublic } from "@/lib/api/handler";
import { readCookie } from "@/lib/api/request";
import { authOptions } from "@/lib/auth/options";
import { env } from "@/lib/env";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own rule for a callback URL (core/lib/assert.js): absolute http(s), or a path on this site. */
function isValidCallbackUrl(url: string, base: string): boolean {
  try {
    return /^https?:/.test(new URL(url, url.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * next-auth answers a malformed callback URL (query or cookie) with a 500 of its own
 * (INVALID_CALLBACK_URL_ERROR): that is the visitor's bad input, so it is refused here with a 400
 * in the API's error shape before next-auth sees it.
 */
function checkCallbackUrl(req: NextRequest) {
  const base = env().appUrl;
  const values = [
    new URL(req.url).searchParams.get("callbackUrl"),
    readCookie(req, "next-auth.callback-url"),
    readCookie(req, "__Secure-next-auth.callback-url"),
  ];
  for (const v of values) if (v && (!v.isWellFormed() || !isValidCallbackUrl(v, base))) throw badRequest("Invalid callback URL");
}

// Built per request: authOptions() reads the validated environment, which must not happen at
// build time. next-auth 4.24 awaits the params promise itself (Next 15+ route contexts).
function handler(req: NextRequest, ctx: NextAuthContext): Promise<Response> {
  checkCallbackUrl(req);
  return NextAuth(req, ctx, authOptions());
}

export const GET = markPublic(handler);
export const POST = markPublic(handler);
