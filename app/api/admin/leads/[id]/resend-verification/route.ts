import { resendLeadVerification } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { parseId } from "@/lib/api/body";

/** POST /api/admin/leads/{id}/resend-verification: a fresh verification link for an unverified lead. */
export const POST = adminRoute<{ id: string }>(async (_req, { params, admin, ip }) =>
  Response.json(await resendLeadVerification(parseId(params.id, "Lead"), { admin, ip })),
);
