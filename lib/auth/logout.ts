/**
 * Logout, shared by POST /api/auth/logout, /api/admin/logout and /api/clear-session: the token in
 * the cookie is revoked (its session version moves on, so a copy of the cookie is refused too),
 * and the browser is told to drop both the session cookie and the resume-access cookie (on a
 * shared computer the next person must see neither the account nor the resume).
 */
import "server-only";
import { readCookie } from "@/lib/api/request";
import { withoutSessionCookie } from "@/lib/auth";
import { clearResumeAccess } from "@/lib/resume/service/access";
import { decodeClaims, revokeSession, sessionCookieName } from "./session";

export async function endSession(req: Request, response: Response): Promise<Response> {
  await revokeSession(await decodeClaims(readCookie(req, sessionCookieName())));
  return clearResumeAccess(withoutSessionCookie(response));
}
