import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { cancelSubscription } from "@/lib/billing/cancel";
import { cancelSubscriptionSchema } from "@/lib/validation/billing";

/**
 * POST /api/cancel-subscription { accountId?, reason }: cancels the session's subscription at the
 * end of the paid period (an accountId in the body is ignored) and records the reason.
 */
export const POST = withAccount(async (req, { account }) => {
  const { reason } = await readJson(req, cancelSubscriptionSchema, { maxBytes: 8 * 1024 });
  const result = await cancelSubscription({ accountId: account.accountId, reason });
  return Response.json({ success: true, ...result });
});
