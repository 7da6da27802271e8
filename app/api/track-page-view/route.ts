import { recordPageView } from "@/lib/analytics/page-views";
import { readJson } from "@/lib/api/body";
import { UNKNOWN_CLIENT } from "@/lib/api/client-address";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { pageViewSchema } from "@/lib/validation/analytics";

export const POST = withPublic(
  async (req, { ip }) => {
    const view = await readJson(req, pageViewSchema, { maxBytes: 4 * 1024 });
    // An unknown address (lib/api/client-address.ts) is stored as none.
    await recordPageView({ ...view, ipAddress: ip === UNKNOWN_CLIENT ? null : ip, userAgent: userAgent(req) });
    return Response.json({ ok: true }, { status: 201 });
  },
  { rateLimit: RATE_LIMITS.pageView },
);
