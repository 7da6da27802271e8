import { withPublic } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { unauthorized } from "@/lib/api/errors";
import { withSessionCookie } from "@/lib/auth";
import { accountClaims } from "@/lib/auth/credentials";
import { INVALID_ACCOUNT_LOGIN, loginAccount, loginClientOf, rememberLoginDevice } from "@/lib/auth/login";
import { accountLoginSchema, type AccountLoginResponse } from "@/lib/validation/auth";

/**
 * Spec 02 §7: POST /api/auth/login {email,password} → { account: { id, name, email } } and the session cookie.
 * Failed passwords are limited in loginAccount (per address, per account, per known browser), not here:
 * a per-request limit would count successes too.
 */
export const POST = withPublic(async (req) => {
  const input = await readJson(req, accountLoginSchema);
  const account = await loginAccount(input, loginClientOf(req.headers));
  // One message for an unknown email, a wrong password and a deactivated account.
  if (!account) throw unauthorized(INVALID_ACCOUNT_LOGIN, "invalid_credentials");
  const body: AccountLoginResponse = { account: { id: account.id, name: account.name, email: account.email } };
  const response = await withSessionCookie(Response.json(body), accountClaims(account));
  return rememberLoginDevice(response, req.headers, "account", input.email);
});
