import { withPublic } from "@/lib/api/handler";
import { tokenLinkRedirect as redirect } from "@/lib/api/token-link-redirect";
import { verifyLead } from "@/lib/leads/leads";
import { logError } from "@/lib/log/errors";

/**
 * GET /api/leads/verify?token=… — the emailed link. Success continues to the resume builder
 * with leadVerified=true; failures go to the landing page's error banner (spec 01 §8).
 */
export const GET = withPublic(async (req) => {
  const token = new URL(req.url).searchParams.get("token");
  try {
    const result = await verifyLead(token);
    return result.ok ? redirect("/create-resume?leadVerified=true") : redirect(`/?error=${result.reason}`);
  } catch (error) {
    logError("[leads] verification failed", error);
    return redirect("/?error=server-error");
  }
});
