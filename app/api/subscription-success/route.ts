import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { confirmSubscription } from "@/lib/billing/checkout";
import { paymentCallSchema } from "@/lib/validation/billing";

/**
 * POST /api/subscription-success { accountId? }: after the Payment Element confirmed the payment,
 * the server asks Stripe and upgrades the session's account only when its subscription is active
 * and paid (402 while unpaid, 409 for no such subscription).
 */
export const POST = withAccount(async (req, { account }) => {
  if (req.headers.get("content-type")) await readJson(req, paymentCallSchema, { maxBytes: 4 * 1024 });
  const result = await confirmSubscription(account.accountId);
  return Response.json({ success: true, account: result });
});
