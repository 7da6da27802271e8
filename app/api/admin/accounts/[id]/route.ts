import { adminDeleteAccount } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { parseId, readJson } from "@/lib/api/body";
import { adminDeleteAccountSchema } from "@/lib/validation/admin";

/**
 * DELETE /api/admin/accounts/{id} {email}: the account and everything the spec lists, in one
 * transaction (lib/account/delete.ts). The email typed in the dialog is checked here as well.
 */
export const DELETE = adminRoute<{ id: string }>(async (req, { params, admin, ip }) => {
  const id = parseId(params.id, "Account");
  const { email } = await readJson(req, adminDeleteAccountSchema);
  return Response.json(await adminDeleteAccount(id, email, { admin, ip }));
});
