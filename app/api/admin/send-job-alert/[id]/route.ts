import { sendOneJobAlert } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { parseId } from "@/lib/api/body";

/** POST /api/admin/send-job-alert/{id}: today's alert for one account with an active trial or premium. */
export const POST = adminRoute<{ id: string }>(async (_req, { params, admin, ip }) =>
  Response.json(await sendOneJobAlert(parseId(params.id, "Account"), { admin, ip })),
);
