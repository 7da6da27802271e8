import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { withoutSessionCookie, withSessionCookie } from "@/lib/auth";
import { getAccountView } from "@/lib/account/dashboard";
import { deleteAccount } from "@/lib/account/delete";
import { updateAccount } from "@/lib/account/edit";
import { ACCOUNT_NOT_FOUND, ownAccountId } from "@/lib/account/own";
import { notFound } from "@/lib/api/errors";
import { clearResumeAccess } from "@/lib/resume/service/access";
import { accountDeleteSchema, accountUpdateSchema } from "@/lib/validation/account-settings";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** GET /api/accounts/{id} -> the caller's own account fields (spec 02 §3); any other id is 404. */
export const GET = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const id = ownAccountId(params.id, account);
  const view = await getAccountView(id);
  if (!view) throw notFound(ACCOUNT_NOT_FOUND);
  return Response.json(view, { headers: NO_STORE });
});

/**
 * PUT /api/accounts/{id} { name, email, currentPassword, newPassword?, confirmPassword? } ->
 * { id, name, email, pendingEmail, emailConfirmationSent, passwordChanged, message }. A wrong
 * current password is 400; a new email waits for its confirmation link; a new password ends every
 * other session and this browser gets a fresh cookie.
 */
export const PUT = withAccount<{ id: string }>(async (req, { params, account }) => {
  const id = ownAccountId(params.id, account);
  const input = await readJson(req, accountUpdateSchema, { maxBytes: 8 * 1024 });
  const { body, claims } = await updateAccount({ accountId: id, input });
  const response = Response.json(body, { headers: NO_STORE });
  return claims ? withSessionCookie(response, claims) : response;
});

/**
 * DELETE /api/accounts/{id} { email } -> { deleted: true }, with the session and resume-access
 * cookies cleared. The typed email must equal the account's (400 otherwise).
 */
export const DELETE = withAccount<{ id: string }>(async (req, { params, account }) => {
  const id = ownAccountId(params.id, account);
  const { email } = await readJson(req, accountDeleteSchema, { maxBytes: 4 * 1024 });
  const result = await deleteAccount({ accountId: id, typedEmail: email });
  return clearResumeAccess(withoutSessionCookie(Response.json(result, { headers: NO_STORE })));
});
