import { withAccount } from "@/lib/api/handler";
import { ownAccountId } from "@/lib/account/own";
import { claimPurchaseEvent } from "@/lib/account/purchase";

/**
 * POST /api/accounts/{id}/purchase-event -> { track, value: 25, currency: "USD" }: whether the
 * dashboard should report the upgrade's purchase now. true exactly once per premium account.
 */
export const POST = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const id = ownAccountId(params.id, account);
  return Response.json(await claimPurchaseEvent(id), { headers: { "Cache-Control": "private, no-store" } });
});
