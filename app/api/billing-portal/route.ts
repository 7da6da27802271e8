import { withAccount } from "@/lib/api/handler";
import { createBillingPortalSession } from "@/lib/billing/portal";

/**
 * POST /api/billing-portal → { url } of a Stripe customer-portal session for the session's account.
 * 409 when payments are not configured or the account has no Stripe customer yet.
 */
export const POST = withAccount(async (_req, { account }) => {
  const result = await createBillingPortalSession(account.accountId);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
