/**
 * Route-handler wrappers. Every exported handler under app/api is built with one of these
 * (a test walks app/api and fails otherwise), so no endpoint escapes authorization:
 * - withPublic: anyone (optionally rate-limited per client IP),
 * - withAccount: an account-holder session, re-checked against the database,
 * - withAdmin: an admin-staff session,
 * - withCron: the scheduler, by `Authorization: Bearer $CRON_SECRET`.
 * Each turns a ZodError into 422 { error, details }, an AppError into its status, and anything
 * else into a logged 500 with a generic message (never a stack trace).
 */
import { timingSafeEqual } from "node:crypto";
import { requireAccount, requireAdmin, type AccountSession, type AdminSession } from "@/lib/auth";
import { env } from "@/lib/env";
import { toErrorResponse, unauthorized } from "./errors";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit";
import { clientIp } from "./request";

export const AUTHZ = Symbol.for("civicshift.authz");
export type AuthzKind = "public" | "account" | "admin" | "cron";

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params?: Promise<Params> | Params };
export type RouteHandler = ((req: Request, ctx: RouteContext) => Promise<Response>) & { [AUTHZ]?: AuthzKind };

type PublicCtx<P> = { params: P; ip: string };
type AccountCtx<P> = PublicCtx<P> & { account: AccountSession };
type AdminCtx<P> = PublicCtx<P> & { admin: AdminSession };

function mark(fn: RouteHandler, kind: AuthzKind): RouteHandler {
  fn[AUTHZ] = kind;
  return fn;
}

async function run(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    return toErrorResponse(error);
  }
}

async function paramsOf<P>(ctx: RouteContext | undefined): Promise<P> {
  return ((await ctx?.params) ?? {}) as P;
}

export function withPublic<P = Params>(
  handler: (req: Request, ctx: PublicCtx<P>) => Promise<Response> | Response,
  opts: { rateLimit?: RateLimitRule } = {},
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        const ip = clientIp(req);
        if (opts.rateLimit) await enforceRateLimit(opts.rateLimit, ip);
        return handler(req, { params: await paramsOf<P>(ctx), ip });
      }),
    "public",
  );
}

export function withAccount<P = Params>(
  handler: (req: Request, ctx: AccountCtx<P>) => Promise<Response> | Response,
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        const account = await requireAccount(req);
        return handler(req, { params: await paramsOf<P>(ctx), ip: clientIp(req), account });
      }),
    "account",
  );
}

export function withAdmin<P = Params>(
  handler: (req: Request, ctx: AdminCtx<P>) => Promise<Response> | Response,
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        const admin = await requireAdmin(req);
        return handler(req, { params: await paramsOf<P>(ctx), ip: clientIp(req), admin });
      }),
    "admin",
  );
}

/** Scheduled jobs: only with the configured CRON_SECRET (Vercel Cron sends it as a bearer token). */
export function withCron(handler: (req: Request) => Promise<Response> | Response): RouteHandler {
  return mark(
    (req) =>
      run(async () => {
        const secret = env().CRON_SECRET;
        const given = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
        const ok =
          !!secret && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));
        if (!ok) throw unauthorized("Cron secret required");
        return handler(req);
      }),
    "cron",
  );
}

/**
 * For a handler we do not write ourselves (next-auth's catch-all route): marks it public
 * explicitly, so the route walk knows it was considered. Generic in the request and context
 * types because such handlers take Next's own types (NextRequest, typed params), which is what
 * Next passes at run time.
 */
export function markPublic<R extends Request, C>(
  handler: (req: R, ctx: C) => Promise<Response> | Response,
): RouteHandler {
  const fn: RouteHandler = (req, ctx) => run(async () => handler(req as R, ctx as C));
  return mark(fn, "public");
}
