import { toggleTrial } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { parseId } from "@/lib/api/body";

/** POST /api/admin/accounts/{id}/toggle-trial -> { isTrialActive }. */
export const POST = adminRoute<{ id: string }>(async (_req, { params, admin, ip }) =>
  Response.json(await toggleTrial(parseId(params.id, "Account"), { admin, ip })),
);
