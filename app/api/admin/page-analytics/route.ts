import { adminRoute } from "@/lib/admin/route";
import { pageAnalytics } from "@/lib/admin/stats";
import { analyticsPageSchema } from "@/lib/validation/admin";

/** GET /api/admin/page-analytics?page=: one page's views and visitors ("all": the whole site). */
export const GET = adminRoute(async (req) => {
  const page = analyticsPageSchema.parse(new URL(req.url).searchParams.get("page") ?? "all");
  return Response.json(await pageAnalytics(page));
});
