import { withAdmin } from "@/lib/api/handler";
import { withoutSessionCookie } from "@/lib/auth";

export const POST = withAdmin(() => withoutSessionCookie(Response.json({ success: true })));
