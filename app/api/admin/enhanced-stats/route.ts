import { adminRoute } from "@/lib/admin/route";
import { enhancedStats } from "@/lib/admin/stats";

/** GET /api/admin/enhanced-stats: visitor totals, today's (UTC), the funnel and the per-page table. */
export const GET = adminRoute(async () => Response.json(await enhancedStats()));
