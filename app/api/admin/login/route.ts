import { withPublic } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { unauthorized } from "@/lib/api/errors";
import { withSessionCookie } from "@/lib/auth";
import { adminClaims } from "@/lib/auth/credentials";
import { INVALID_ADMIN_LOGIN, INVALID_TWO_FACTOR_CODE, beginAdminLogin, loginClientOf, rememberLoginDevice } from "@/lib/auth/login";
import { adminLoginWithCodeSchema } from "@/lib/validation/admin";

/**
 * POST /api/admin/login {username,password,code?}: an admin-realm session (replaces any account
 * session). Staff with two-factor on get { twoFactorRequired: true } (no session) until the same
 * request carries their app code. Failed passwords and codes are limited in beginAdminLogin, per
 * username and per client address (lib/auth/login-limits.ts).
 */
export const POST = withPublic(async (req) => {
  const input = await readJson(req, adminLoginWithCodeSchema);
  const step = await beginAdminLogin(input, loginClientOf(req.headers));
  if (!step) throw unauthorized(INVALID_ADMIN_LOGIN, "invalid_credentials");
  if (step.kind === "bad-code") throw unauthorized(INVALID_TWO_FACTOR_CODE, "invalid_credentials");
  if (step.kind === "two-factor") return Response.json({ success: false, twoFactorRequired: true });
  const response = await withSessionCookie(Response.json({ success: true, username: step.user.username }), adminClaims(step.user));
  return rememberLoginDevice(response, req.headers, "admin", input.username);
});
