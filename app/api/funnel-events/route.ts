import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { isClientFunnelEvent, UNKNOWN_FUNNEL_EVENT } from "@/lib/analytics/funnel-events";
import { readJson } from "@/lib/api/body";
import { badRequest } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { callerOf } from "@/lib/resume/service/access";
import { accessibleResumeId } from "@/lib/resume/service/read";
import { NO_RESUME } from "@/lib/resume/service/verify";
import { funnelEventRequestSchema } from "@/lib/validation/analytics";

/**
 * POST /api/funnel-events { event, sessionId, resumeId? } -> 200 { ok: true }: the funnel steps
 * only the browser sees (resume_creation_start, resume_completed). Every other step is recorded
 * where the server performs it, so posting one here is a 400. resume_completed names a resume
 * the caller may see (its access cookie, owner account or an admin), else 404 like a missing one.
 */
export const POST = withPublic(
  async (req, { ip }) => {
    const body = await readJson(req, funnelEventRequestSchema, { maxBytes: 1024 });
    if (!isClientFunnelEvent(body.event)) throw badRequest(UNKNOWN_FUNNEL_EVENT);

    const resumeId =
      body.event === "resume_completed" ? await accessibleResumeId(await callerOf(req), body.resumeId!, NO_RESUME) : undefined;
    // A creation start names no resume: a resume id sent with it is ignored, never linked.
    await recordFunnelEvent({ event: body.event, sessionId: body.sessionId, resumeId, ip, userAgent: userAgent(req) });
    return Response.json({ ok: true });
  },
  { rateLimit: RATE_LIMITS.funnelEvent },
);
