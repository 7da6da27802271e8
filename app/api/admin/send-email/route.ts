import { sendAdminEmail } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { readJson } from "@/lib/api/body";
import { adminEmailSchema } from "@/lib/validation/admin";

/** POST /api/admin/send-email {accountId, subject, message}: the admin's email to one user. */
export const POST = adminRoute(async (req, { admin, ip }) => {
  const input = await readJson(req, adminEmailSchema);
  return Response.json(await sendAdminEmail(input, { admin, ip }));
});
