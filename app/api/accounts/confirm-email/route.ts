import { confirmEmailChange } from "@/lib/account/email-change";
import { withPublic } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/errors";

function redirect(path: string): Response {
  // 303: the browser follows with a plain GET, and the token-bearing URL is not re-submitted.
  return new Response(null, {
    status: 303,
    headers: { Location: `${env().appUrl}${path}`, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

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
