import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { resumes } from "@/db/schema";
import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { isClientFunnelEvent, UNKNOWN_FUNNEL_EVENT } from "@/lib/analytics/funnel-events";
import { readJson } from "@/lib/api/body";
import { badRequest, notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { callerOf, canAccessResume } from "@/lib/resume/service/access";
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

    let resumeId: number | undefined;
    if (body.event === "resume_completed") {
      const [resume] = await db
        .select({ id: resumes.id, accountId: resumes.accountId })
        .from(resumes)
        .where(eq(resumes.id, body.resumeId!));
      if (!resume || !canAccessResume(await callerOf(req), resume)) throw notFound(NO_RESUME);
      resumeId = resume.id;
    }
    // A creation start names no resume: a resume id sent with it is ignored, never linked.
    await recordFunnelEvent({ event: body.event, sessionId: body.sessionId, resumeId, ip, userAgent: userAgent(req) });
    return Response.json({ ok: true });
  },
  { rateLimit: RATE_LIMITS.funnelEvent },
);
