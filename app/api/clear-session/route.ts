import { withPublic } from "@/lib/api/handler";
import { withoutSessionCookie } from "@/lib/auth";

/** Spec 01 §7: after a lead's email is verified the page asks the server to clear the session. */
export const POST = withPublic(() => withoutSessionCookie(Response.json({ success: true })));
