/**
 * Route-handler wrappers. Every exported handler under app/api is built with one of these
 * (a test walks app/api and fails otherwise), so no endpoint escapes authorization:
 * - withPublic: anyone (optionally rate-limited per client IP),
 * - withAccount: an account-holder session, re-checked against the database,
 * - withAdmin: an admin-staff session,
 * - withCron: the scheduler, by `Authorization: Bearer $CRON_SECRET`.
 * Each turns a ZodError into 422 { error, details }, an AppError into its status, and anything
 * else into a logged 500 with a generic message (never a stack trace).
 *
 * withPublic, withAccount and withAdmin also refuse a state-changing request (POST, PUT, PATCH,
 * DELETE) from another site (403) or with a body that is not exactly application/json (415), or
 * multipart/form-data where the route says `body: "multipart"`, before the rate limit, the
 * session lookup or the handler (lib/api/csrf.ts). markPublic (next-auth's routes) gets the
 * cross-site check only; withCron gets neither.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { requireAccount, requireAdmin, type AccountSession, type AdminSession } from "@/lib/auth";
import { env } from "@/lib/env";
import { checkSameSite, checkStateChangingRequest, type BodyKind } from "./csrf";
import { toErrorResponse, unauthorized } from "./errors";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit";
import { clientIp } from "./request";

export const AUTHZ = Symbol.for("civicshift.authz");
export type AuthzKind = "public" | "account" | "admin" | "cron";

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params?: Promise<Params> | Params };
export type RouteHandler = ((req: Request, ctx: RouteContext) => Promise<Response>) & { [AUTHZ]?: AuthzKind };

type PublicCtx<P> = { params: P; ip: string };
/**
 * What a state-changing request may carry: `body` is "json" (the default), "multipart" (uploads)
 * or "raw" (a signed webhook: any content type, its handler checks the signature on the raw body);
 * `wrongType` is the message of the 415 for any other type.
 */
export type BodyOptions = { body?: BodyKind; wrongType?: string };
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
  opts: { rateLimit?: RateLimitRule } & BodyOptions = {},
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        checkStateChangingRequest(req, opts);
        const ip = clientIp(req);
        if (opts.rateLimit) await enforceRateLimit(opts.rateLimit, ip);
        return handler(req, { params: await paramsOf<P>(ctx), ip });
      }),
    "public",
  );
}

export function withAccount<P = Params>(
  handler: (req: Request, ctx: AccountCtx<P>) => Promise<Response> | Response,
  opts: BodyOptions = {},
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        checkStateChangingRequest(req, opts);
        const account = await requireAccount(req);
        return handler(req, { params: await paramsOf<P>(ctx), ip: clientIp(req), account });
      }),
    "account",
  );
}

export function withAdmin<P = Params>(
  handler: (req: Request, ctx: AdminCtx<P>) => Promise<Response> | Response,
  opts: BodyOptions = {},
): RouteHandler {
  return mark(
    (req, ctx) =>
      run(async () => {
        checkStateChangingRequest(req, opts);
        const admin = await requireAdmin(req);
        return handler(req, { params: await paramsOf<P>(ctx), ip: clientIp(req), admin });
      }),
    "admin",
  );
}

/**
 * Scheduled jobs: only with the configured CRON_SECRET (Vercel Cron sends it as a bearer token).
 * Not a browser route, so no origin or content-type checks: the secret is the whole test.
 */
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
  const fn: RouteHandler = (req, ctx) =>
    run(async () => {
      // next-auth posts forms (its own CSRF token guards them), so only the cross-site check applies.
      checkSameSite(req);
      return handler(req as R, ctx as C);
    });
  return mark(fn, "public");
}
