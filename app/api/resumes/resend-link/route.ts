import { afterResponse } from "@/lib/api/after-response";
import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { resendResumeLink } from "@/lib/resume/service/verify";
import { resendLinkSchema } from "@/lib/validation/resume";

/**
 * POST /api/resumes/resend-link { email } -> { success: true }: 'Send a new link' for a visitor
 * whose verification link expired, was used, or is opened in another browser. The answer is the
 * same whether or not the address has a resume (and comes before any email is sent); the mailbox
 * gets a fresh link when it has one. Limited per client address here, per mailbox in the service.
 */
export const POST = withPublic(
  async (req) => {
    const { email } = await readJson(req, resendLinkSchema, { maxBytes: 1024 });
    await afterResponse("[resumes] resend link", () => resendResumeLink({ email }));
    return Response.json({ success: true });
  },
  { rateLimit: RATE_LIMITS.verification },
);
