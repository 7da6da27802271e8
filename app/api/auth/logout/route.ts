import { withPublic } from "@/lib/api/handler";
import { withoutSessionCookie } from "@/lib/auth";

/** Ends the browser's session, whatever realm it is (no session needed: logging out twice is fine). */
export const POST = withPublic(() => withoutSessionCookie(Response.json({ success: true })));
