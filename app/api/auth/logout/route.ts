import { withPublic } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/logout";

/**
 * POST only (a link or an image cannot log anyone out): ends the browser's session, whatever realm
 * it is, revoking its token and clearing the resume-access cookie too. No session needed: logging
 * out twice is fine.
 */
export const POST = withPublic((req) => endSession(req, Response.json({ success: true })));
