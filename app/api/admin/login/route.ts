import { withPublic } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { unauthorized } from "@/lib/api/errors";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { withSessionCookie } from "@/lib/auth";
import { adminClaims } from "@/lib/auth/credentials";
import { INVALID_ADMIN_LOGIN, loginAdmin } from "@/lib/auth/login";
import { adminLoginSchema } from "@/lib/validation/auth";

/** POST /api/admin/login {username,password}: an admin-realm session (replaces any account session). */
export const POST = withPublic(
  async (req) => {
    const input = await readJson(req, adminLoginSchema);
    const user = await loginAdmin(input);
    if (!user) throw unauthorized(INVALID_ADMIN_LOGIN);
    return withSessionCookie(Response.json({ success: true, username: user.username }), adminClaims(user));
  },
  { rateLimit: RATE_LIMITS.adminLogin },
);
