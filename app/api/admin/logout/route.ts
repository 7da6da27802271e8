import { withAdmin } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/logout";

/** POST only: ends the admin session (the token is revoked, not just the cookie cleared). */
export const POST = withAdmin((req) => endSession(req, Response.json({ success: true })));
