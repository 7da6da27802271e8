import { listLeads } from "@/lib/admin/lists";
import { adminRoute } from "@/lib/admin/route";
import { parseAdminListQuery } from "@/lib/validation/admin";

/** GET /api/admin/leads?page=&pageSize=&q=&filter=: one page of the list and its total. */
export const GET = adminRoute(async (req) => Response.json(await listLeads(parseAdminListQuery(req.url))));
