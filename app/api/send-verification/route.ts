import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { callerOf } from "@/lib/resume/service/access";
import { sendResumeVerification } from "@/lib/resume/service/verify";
import { resumeIdSchema } from "@/lib/validation/resume";

/** POST /api/send-verification { resumeId } -> { success: true, email } (404 unless the caller may see the resume). */
export const POST = withPublic(
  async (req) => {
    const { resumeId } = await readJson(req, resumeIdSchema, { maxBytes: 1024 });
    return Response.json(await sendResumeVerification({ caller: await callerOf(req), resumeId }));
  },
  { rateLimit: RATE_LIMITS.verification },
);
