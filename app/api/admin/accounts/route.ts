import { listAccounts } from "@/lib/admin/lists";
import { adminRoute } from "@/lib/admin/route";
import { parseAdminListQuery } from "@/lib/validation/admin";

/** GET /api/admin/accounts?page=&pageSize=&q=&filter=: one page of the list and its total. */
export const GET = adminRoute(async (req) => Response.json(await listAccounts(parseAdminListQuery(req.url))));
