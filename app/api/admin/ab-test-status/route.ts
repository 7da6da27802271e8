import { abTestStatus } from "@/lib/admin/ai";
import { adminRoute } from "@/lib/admin/route";

/** GET /api/admin/ab-test-status: polled every 5 s by the AI tab, never cached. */
export const GET = adminRoute(async () =>
  Response.json(await abTestStatus(), { headers: { "Cache-Control": "no-store" } }),
);
