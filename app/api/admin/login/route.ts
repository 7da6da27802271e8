import { withPublic } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { unauthorized } from "@/lib/api/errors";
import { withSessionCookie } from "@/lib/auth";
import { adminClaims } from "@/lib/auth/credentials";
import { INVALID_ADMIN_LOGIN, loginAdmin, loginClientOf, rememberLoginDevice } from "@/lib/auth/login";
import { adminLoginSchema } from "@/lib/validation/auth";

/**
 * POST /api/admin/login {username,password}: an admin-realm session (replaces any account session).
 * Failed passwords are limited in loginAdmin, as for accounts (lib/auth/login-limits.ts).
 */
export const POST = withPublic(async (req) => {
  const input = await readJson(req, adminLoginSchema);
  const user = await loginAdmin(input, loginClientOf(req.headers));
  if (!user) throw unauthorized(INVALID_ADMIN_LOGIN, "invalid_credentials");
  const response = await withSessionCookie(Response.json({ success: true, username: user.username }), adminClaims(user));
  return rememberLoginDevice(response, req.headers, "admin", input.username);
});
