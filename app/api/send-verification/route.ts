import { recordFunnelEvent, requestSessionId } from "@/lib/analytics/funnel";
import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { callerOf } from "@/lib/resume/service/access";
import { sendResumeVerification } from "@/lib/resume/service/verify";
import { resumeIdSchema } from "@/lib/validation/resume";

/** POST /api/send-verification { resumeId } -> { success: true, email } (404 unless the caller may see the resume). */
export const POST = withPublic(
  async (req, { ip }) => {
    const { resumeId } = await readJson(req, resumeIdSchema, { maxBytes: 1024 });
    const result = await sendResumeVerification({ caller: await callerOf(req), resumeId });
    await recordFunnelEvent({
      event: "email_verification_sent",
      resumeId,
      email: result.email,
      sessionId: requestSessionId(req),
      ip,
      userAgent: userAgent(req),
    });
    return Response.json(result);
  },
  { rateLimit: RATE_LIMITS.verification },
);
