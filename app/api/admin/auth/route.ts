import { withAdmin } from "@/lib/api/handler";

/** The portal's "am I signed in" check: 401 without a session, 403 for an account session. */
export const GET = withAdmin((_req, { admin }) => Response.json({ isAuthenticated: true, username: admin.username }));
