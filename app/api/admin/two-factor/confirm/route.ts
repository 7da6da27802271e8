import { recordAdminAction } from "@/lib/admin/audit";
import { confirmAdminEnrolment } from "@/lib/admin/two-factor";
import { readJson } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { adminTwoFactorCodeSchema } from "@/lib/validation/admin";

/** POST /api/admin/two-factor/confirm {code}: two-factor on; the portal opens. */
export const POST = withAdmin(async (req, { admin, ip }) => {
  const { code } = await readJson(req, adminTwoFactorCodeSchema);
  await confirmAdminEnrolment(admin.userId, code);
  await recordAdminAction({ admin, ip, action: "enable_two_factor", targetType: "admin", targetId: admin.userId });
  return Response.json({ enabled: true });
});
