import { emailStatusPage } from "@/lib/admin/lists";
import { adminRoute } from "@/lib/admin/route";
import { parseAdminListQuery } from "@/lib/validation/admin";

/** GET /api/admin/email-status?page=&pageSize=&q=: email status keyed by email, for one page of accounts. */
export const GET = adminRoute(async (req) => Response.json(await emailStatusPage(parseAdminListQuery(req.url))));
