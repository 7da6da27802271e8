import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { startSubscription } from "@/lib/billing/checkout";
import { paymentCallSchema } from "@/lib/validation/billing";

/**
 * POST /api/create-subscription-payment { accountId? } → { clientSecret } for the Payment Element.
 * The account is the session's; an accountId in the body is ignored. 409 when already Premium or
 * payments are not configured.
 */
export const POST = withAccount(async (req, { account }) => {
  if (req.headers.get("content-type")) await readJson(req, paymentCallSchema, { maxBytes: 4 * 1024 });
  const result = await startSubscription(account.accountId);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
