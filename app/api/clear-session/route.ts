import { withPublic } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/logout";

/**
 * Spec 01 §7: after a lead's email is verified the page asks the server to clear the session. The
 * same as a logout: the token is revoked and the session and resume-access cookies are cleared.
 */
export const POST = withPublic((req) => endSession(req, Response.json({ success: true })));
