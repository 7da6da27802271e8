/**
 * The admin portal's route wrapper: withAdmin (admin session, CSRF and body checks, error
 * mapping) plus the staff two-factor rule, so no portal data or action is reachable from a
 * session whose admin has not yet set up two-factor sign-in (lib/admin/two-factor.ts).
 */
import "server-only";
import { withAdmin, type BodyOptions, type RouteHandler } from "@/lib/api/handler";
import type { AdminSession } from "@/lib/auth";
import { requireAdminTwoFactor } from "./two-factor";

type Params = Record<string, string | string[] | undefined>;
type Ctx<P> = { params: P; ip: string; admin: AdminSession };

export function adminRoute<P = Params>(
  handler: (req: Request, ctx: Ctx<P>) => Promise<Response> | Response,
  opts: BodyOptions = {},
): RouteHandler {
  return withAdmin<P>(async (req, ctx) => {
    await requireAdminTwoFactor(ctx.admin.userId);
    return handler(req, ctx);
  }, opts);
}
