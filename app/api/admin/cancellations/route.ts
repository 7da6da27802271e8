import { adminRoute } from "@/lib/admin/route";
import { cancellationData } from "@/lib/admin/stats";

/** GET /api/admin/cancellations: reason counts, total and the 10 most recent. */
export const GET = adminRoute(async () => Response.json(await cancellationData()));
