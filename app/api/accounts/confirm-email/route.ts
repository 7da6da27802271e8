import { confirmEmailChange } from "@/lib/account/email-change";
import { withPublic } from "@/lib/api/handler";
import { tokenLinkRedirect as redirect } from "@/lib/api/token-link-redirect";
import { logError } from "@/lib/log/errors";

/**
 * GET /api/accounts/confirm-email?token=… — the link emailed to a new address. It applies the
 * change and opens /dashboard?emailChange=confirmed; a bad, used or expired link, or an address
 * another account took meanwhile, opens /dashboard?emailChange=invalid-token | verification-failed
 * | email-taken, which the dashboard explains.
 */
export const GET = withPublic(async (req) => {
  const token = new URL(req.url).searchParams.get("token");
  try {
    const result = await confirmEmailChange(token);
    return redirect(`/dashboard?emailChange=${result.ok ? "confirmed" : result.reason}`);
  } catch (error) {
    logError("[account] email change confirmation failed", error);
    return redirect("/dashboard?emailChange=server-error");
  }
});
