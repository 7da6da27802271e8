import { afterResponse } from "@/lib/api/after-response";
import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "@/lib/auth/password-reset";
import { passwordResetRequestSchema, type MessageResponse } from "@/lib/validation/auth-reset";

/**
 * POST /api/auth/reset-password-request { email } → { message } (spec 02 §7). The same answer for
 * every address, given before the lookup and the email (so its timing says nothing either); an
 * active account gets a reset link in its mailbox. Limited per client address here, per mailbox
 * in requestPasswordReset.
 */
export const POST = withPublic(
  async (req) => {
    const { email } = await readJson(req, passwordResetRequestSchema, { maxBytes: 1024 });
    await afterResponse("[auth] password reset request", () => requestPasswordReset(email));
    const body: MessageResponse = { message: RESET_REQUESTED_MESSAGE };
    return Response.json(body);
  },
  { rateLimit: RATE_LIMITS.passwordReset },
);
