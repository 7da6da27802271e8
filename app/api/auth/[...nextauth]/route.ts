import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { markPublic } from "@/lib/api/handler";
import { authOptions } from "@/lib/auth/options";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

// Built per request: authOptions() reads the validated environment, which must not happen at
// build time. next-auth 4.24 awaits the params promise itself (Next 15+ route contexts).
function handler(req: NextRequest, ctx: NextAuthContext): Promise<Response> {
  return NextAuth(req, ctx, authOptions());
}

export const GET = markPublic(handler);
export const POST = markPublic(handler);
