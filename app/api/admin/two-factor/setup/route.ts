import { startAdminEnrolment } from "@/lib/admin/two-factor";
import { withAdmin } from "@/lib/api/handler";

/** POST /api/admin/two-factor/setup: a new TOTP secret and its QR code (refused once two-factor is on). */
export const POST = withAdmin(async (_req, { admin }) => {
  const offer = await startAdminEnrolment(admin.userId);
  return Response.json(offer, { headers: { "Cache-Control": "no-store" } });
});
