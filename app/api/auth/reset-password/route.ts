import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { RESET_DONE_MESSAGE, resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema, type MessageResponse } from "@/lib/validation/auth-reset";

/**
 * POST /api/auth/reset-password { token, password } → { message } (spec 02 §7): the new password,
 * with the token from the emailed link. Every older session of the account ends and its login
 * lockouts are cleared; nobody is signed in (the page offers "Return to Login"). An invalid, used
 * or expired link: 400 with a message the page shows.
 */
export const POST = withPublic(
  async (req) => {
    const input = await readJson(req, resetPasswordSchema, { maxBytes: 2 * 1024 });
    await resetPassword(input);
    const body: MessageResponse = { message: RESET_DONE_MESSAGE };
    return Response.json(body);
  },
  { rateLimit: RATE_LIMITS.passwordResetConfirm },
);
