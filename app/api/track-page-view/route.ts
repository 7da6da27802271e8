import { recordPageView } from "@/lib/analytics/page-views";
import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { pageViewSchema } from "@/lib/validation/analytics";

export const POST = withPublic(
  async (req, { ip }) => {
    const view = await readJson(req, pageViewSchema, { maxBytes: 4 * 1024 });
    // clientIp answers "local" when no proxy header names the caller: store no address then.
    await recordPageView({ ...view, ipAddress: ip === "local" ? null : ip, userAgent: userAgent(req) });
    return Response.json({ ok: true }, { status: 201 });
  },
  { rateLimit: RATE_LIMITS.pageView },
);
